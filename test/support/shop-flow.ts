import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { coupons, products, staffAccounts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { refreshSearchIndex } from '../../src/server/modules/catalog';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import type { TestServer } from './test-server';

/** A shopper's (or owner's) browser: keeps the cookies the shop sets, sends them back. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly server: TestServer) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await fetch(`${this.server.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async graph<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, options: { m?: string; path?: string } = {}): Promise<{ status: number; data: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; headers: Headers }> {
    const path = options.path ?? '/_/graph';
    const isMutation = /^\s*mutation\b/.test(query);
    const response = isMutation
      ? await this.fetch(`${path}?m=${encodeURIComponent(options.m ?? '')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })
      : await this.fetch(`${path}?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`);
    const body = (await response.json()) as { data: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
  }
}

export async function staffBrowser(server: TestServer): Promise<Browser> {
  const password = `owner-${randomUUID()}`;
  await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(password) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
  const browser = new Browser(server);
  const answer = await browser.graph(
    'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }',
    { input: { email: DEMO_OWNER_EMAIL, password } },
    { m: 'StaffSignInInput', path: '/graphql' },
  );
  if (!browser.hasCookie('etalase_staff')) throw new Error(`staff sign-in failed: ${JSON.stringify(answer)}`);
  return browser;
}

export interface TestProduct { id: string; globalId: string; slug: string }

/** A product of its own per test, so tests sharing one PostgreSQL database never meet. */
export async function createTestProduct(server: TestServer, options: { price?: number; stock?: number; downPaymentPercent?: number | null; weightGrams?: number; status?: 'draft' | 'published' } = {}): Promise<TestProduct> {
  const id = newId();
  const slug = `uji-${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  await server.database.db.insert(products).values({
    shopId: DEMO_SHOP_ID,
    id,
    slug,
    status: options.status ?? 'published',
    name: { id: `Produk Uji ${slug}`, en: `Test product ${slug}` },
    summary: { id: '' },
    description: { id: { blocks: [], entityMap: {} } },
    price: options.price ?? 100_000,
    sku: `SKU-${id}`,
    stock: options.stock ?? 10,
    weightGrams: options.weightGrams ?? 500,
    lengthCm: 10,
    widthCm: 10,
    heightCm: 10,
    downPaymentPercent: options.downPaymentPercent ?? null,
    // Long ago, so "newest first" lists that other tests read on a shared database never start with it.
    publishedAt: new Date('2001-01-01T00:00:00Z'),
    createdAt: new Date('2001-01-01T00:00:00Z'),
  });
  // Written straight to the table, the product gets the search index the editor would give it.
  await refreshSearchIndex(server.database.db, DEMO_SHOP_ID, { productIds: [id] });
  return { id, globalId: toGlobalId('Product', id), slug };
}

export async function createTestCoupon(server: TestServer, values: { kind?: 'percentage' | 'fixed'; value?: number; usageLimit?: number | null; minSpend?: number; expiresAt?: Date | null }): Promise<string> {
  const code = `UJI${newId().replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 10)}`;
  await server.database.db.insert(coupons).values({
    shopId: DEMO_SHOP_ID, id: newId(), code, kind: values.kind ?? 'fixed', value: values.value ?? 10_000,
    usageLimit: values.usageLimit ?? null, minSpend: values.minSpend ?? 0, expiresAt: values.expiresAt ?? null,
  });
  return code;
}

export const ADDRESS = {
  name: 'Sari Wulandari',
  phone: '0812-3456-7890',
  address: 'Jl. Kaliurang KM 5 No. 12',
  district: 'Caturtunggal, Depok',
  city: 'Sleman',
  province: 'DI Yogyakarta',
  postalCode: '55281',
};

const CHECKOUT_FIELDS = 'id status orderId email phone shippingMethodId couponCode couponProblem shippingOptions { id courier service fee } totals { subtotal discount shippingFee total firstPayment chargeableWeightGrams } lines { name count unitPrice problem downPaymentUnit }';

export interface CheckoutView {
  id: string;
  status: string;
  orderId: string | null;
  shippingMethodId: string | null;
  couponProblem: string | null;
  shippingOptions: Array<{ id: string; courier: string; service: string; fee: number }>;
  totals: { subtotal: number; discount: number; shippingFee: number; total: number; firstPayment: number; chargeableWeightGrams: number };
  lines: Array<{ name: string; count: number; unitPrice: number; problem: string | null; downPaymentUnit: number | null }>;
}

/** A checkout with contact, address and the first shipping option filled in, ready to order. */
export async function readyCheckout(browser: Browser, lines: Array<{ productId: string; variationId?: string; count: number; downPayment?: boolean }>, options: { couponCode?: string; email?: string } = {}): Promise<CheckoutView> {
  const created = await browser.graph<{ createCheckout: { checkout: CheckoutView } }>(
    `mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { checkout { ${CHECKOUT_FIELDS} } } }`,
    { input: { clientKey: randomUUID(), lines, couponCode: options.couponCode ?? null } },
    { m: 'CreateCheckoutInput' },
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const id = created.data.createCheckout.checkout.id;
  const withAddress = await updateCheckout(browser, { checkoutId: id, email: options.email ?? 'sari@example.com', phone: '081234567890', shippingAddress: ADDRESS });
  const option = withAddress.shippingOptions[0];
  if (!option) throw new Error('no shipping option for the test address');
  return updateCheckout(browser, { checkoutId: id, shippingMethodId: option.id });
}

export async function updateCheckout(browser: Browser, input: Record<string, unknown>): Promise<CheckoutView> {
  const answer = await browser.graph<{ updateCheckout: { checkout: CheckoutView } }>(
    `mutation($input: UpdateCheckoutInput!) { updateCheckout(input: $input) { checkout { ${CHECKOUT_FIELDS} } } }`,
    { input },
    { m: 'UpdateCheckoutInput' },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.updateCheckout.checkout;
}

export const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename
  ... on OrderPlaced { order { id number status total paidAmount firstPaymentAmount } payment { redirectUrl payment { id status amount method } } }
  ... on InsufficientStock { message lines { requested available } }
  ... on CouponUnavailable { message problem }
  ... on CheckoutIncomplete { message fields }
} }`;

export interface PlaceOrderAnswer {
  __typename: string;
  order?: { id: string; number: number; status: string; total: number; paidAmount: number; firstPaymentAmount: number };
  payment?: { redirectUrl: string | null; payment: { id: string; status: string; amount: number; method: string } } | null;
  lines?: Array<{ requested: number; available: number }>;
  problem?: string;
  fields?: string[];
}

export async function placeOrder(browser: Browser, checkoutId: string, paymentMethod = 'BANK_TRANSFER', clientKey: string = randomUUID()): Promise<PlaceOrderAnswer> {
  const answer = await browser.graph<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, { input: { checkoutId, clientKey, paymentMethod } }, { m: 'PlaceOrderInput' });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.placeOrder;
}

export const ORDER_QUERY = `query($id: ID!) { order(id: $id) { id number status total paidAmount balanceDue amountDueNow canPay canConfirmReceived canReview trackingNumber
  payments { id status amount method purpose failureReason } lines { productId name count review { rating body } } } }`;

export interface OrderView {
  id: string; number: number; status: string; total: number; paidAmount: number; balanceDue: number; amountDueNow: number;
  canPay: boolean; canConfirmReceived: boolean; canReview: boolean; trackingNumber: string | null;
  payments: Array<{ id: string; status: string; amount: number; method: string; purpose: string; failureReason: string | null }>;
  lines: Array<{ productId: string; name: string; count: number; review: { rating: number; body: string } | null }>;
}

export async function readOrder(browser: Browser, id: string): Promise<OrderView | null> {
  const answer = await browser.graph<{ order: OrderView | null }>(ORDER_QUERY, { id });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.order;
}

export async function proofPicture(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 60, channels: 3, background: '#c8d8e8' } }).jpeg().toBuffer();
}

/** The GraphQL multipart request a browser sends with a picked file. */
export async function confirmTransfer(browser: Browser, input: Record<string, unknown>, file: Buffer | null = null): Promise<{ status: number; data?: { confirmBankTransfer: { payment: { id: string; status: string } } }; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
  const form = new FormData();
  const query = 'mutation($input: ConfirmBankTransferInput!) { confirmBankTransfer(input: $input) { payment { id status } order { id status } } }';
  form.set('operations', JSON.stringify({ query, variables: { input: { ...input, proof: null } } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.proof'] }));
  form.set('0', new Blob([new Uint8Array(file ?? (await proofPicture()))], { type: 'image/jpeg' }), 'bukti.jpg');
  const response = await browser.fetch('/_/graph?m=ConfirmBankTransferInput', { method: 'POST', headers: { 'graphql-preflight': '1' }, body: form });
  return { status: response.status, ...((await response.json()) as object) };
}

