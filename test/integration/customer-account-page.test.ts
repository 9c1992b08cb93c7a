import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, outbox } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SIGN_UP = 'mutation($input: CustomerSignUpInput!) { customerSignUp(input: $input) { message } }';
const SIGN_IN = 'mutation($input: CustomerSignInInput!) { customerSignIn(input: $input) { __typename } }';
const VIEWER = 'query { viewerCustomer { name email phone verified addressLimit } }';
const PROFILE = 'mutation($input: CustomerProfileInput!) { updateCustomerProfile(input: $input) { name phone email verified } }';
const RESEND = 'mutation { resendVerification { __typename message } }';
const ORDERS = `query($first: Int, $after: String) { viewerOrders(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id number status total lines { productId variationId count } } } } }`;

interface OrdersPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { id: string; number: number; status: string; total: number; lines: Array<{ productId: string; variationId: string | null; count: number }> } }>;
}

const RULES = {
  customerSignInAccount: { limit: 1000, windowSeconds: 600 },
  customerSignInAddress: { limit: 1000, windowSeconds: 600 },
  customerSignUp: { limit: 1000, windowSeconds: 600 },
  customerRecovery: { limit: 4, windowSeconds: 600 },
};

describe.each(engines())('the account page API on %s', (engine) => {
  let server: TestServer;
  const run = randomUUID().slice(0, 8);
  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;
  const password = `rahasia-${run}-panjang`;

  beforeAll(async () => {
    server = await startTestServer(engine, { rateLimits: { keyPrefix: `etalase:rl:test-${randomUUID()}:`, rules: RULES } });
  });
  afterAll(async () => { await server?.close(); });

  async function templatesTo(to: string): Promise<Array<{ template: string; text: string }>> {
    const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`)).orderBy(asc(outbox.id));
    return rows.map((row) => row.payload as { template: string; text: string });
  }

  async function verifyLink(email: string): Promise<string> {
    const found = (await templatesTo(email)).filter((e) => e.template === 'customer-verify-email').at(-1);
    const match = found ? /\/_\/check\/([A-Za-z0-9_-]+)/.exec(found.text) : null;
    if (!match) throw new Error(`no verification link to ${email}`);
    return match[1]!;
  }

  /** A signed-in customer; verified (and so owning the guest orders of the address) unless told not to. */
  async function customer(name: string, options: { verify?: boolean; browser?: Browser } = {}): Promise<{ browser: Browser; email: string }> {
    const browser = options.browser ?? new Browser(server);
    const email = mail(name);
    await browser.graph(SIGN_UP, { input: { name: 'Dewi Lestari', email, password, phone: '0812-3333-4444' } }, { m: 'CustomerSignUpInput' });
    if (options.verify !== false) expect((await browser.fetch(`/_/check/${await verifyLink(email)}`)).status).toBe(200);
    const signedIn = await browser.graph(SIGN_IN, { input: { email, password } }, { m: 'CustomerSignInInput' });
    expect(signedIn.data).toEqual({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
    return { browser, email };
  }

  async function orderPage(browser: Browser, variables: Record<string, unknown>) {
    return browser.graph<{ viewerOrders: OrdersPage }>(ORDERS, variables);
  }

  it('lists only the signed-in customer\'s own orders, newest first and in pages, and none to a second customer or a visitor', async () => {
    const product = await createTestProduct(server, { stock: 50 });
    const first = await customer('first');
    const placed: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const checkout = await readyCheckout(first.browser, [{ productId: product.globalId, count: index + 1 }], { email: first.email });
      const answer = await placeOrder(first.browser, checkout.id);
      placed.push(answer.order!.id);
    }

    const page1 = await orderPage(first.browser, { first: 2 });
    expect(page1.errors).toBeUndefined();
    expect(page1.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect(page1.data.viewerOrders.totalCount).toBe(3);
    expect(page1.data.viewerOrders.pageInfo.hasNextPage).toBe(true);
    expect(page1.data.viewerOrders.edges.map((edge) => edge.node.id)).toEqual([placed[2], placed[1]]);
    expect(page1.data.viewerOrders.edges[0]!.node.lines).toEqual([{ productId: product.globalId, variationId: null, count: 3 }]);
    const page2 = await orderPage(first.browser, { first: 2, after: page1.data.viewerOrders.pageInfo.endCursor });
    expect(page2.data.viewerOrders.edges.map((edge) => edge.node.id)).toEqual([placed[0]]);
    expect(page2.data.viewerOrders.pageInfo.hasNextPage).toBe(false);

    // The second customer shares the browser's cookie jar with no one, and sees nothing of the first's.
    const second = await customer('second');
    const theirs = await orderPage(second.browser, { first: 100 });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.viewerOrders).toMatchObject({ totalCount: 0, edges: [] });
    const visitor = await orderPage(new Browser(server), { first: 10 });
    expect(visitor.data.viewerOrders).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('shows a guest order in the account once the address is verified, not before', async () => {
    const product = await createTestProduct(server);
    const email = mail('guest');
    const guest = new Browser(server);
    const order = await placeOrder(guest, (await readyCheckout(guest, [{ productId: product.globalId, count: 1 }], { email })).id);
    const { browser } = await customer('guest', { verify: false });
    expect((await orderPage(browser, { first: 10 })).data.viewerOrders.totalCount).toBe(0);
    await browser.fetch(`/_/check/${await verifyLink(email)}`);
    const after = await orderPage(browser, { first: 10 });
    expect(after.data.viewerOrders.edges.map((edge) => edge.node.id)).toEqual([order.order!.id]);
  });

  it('renders the account page on the server with the customer\'s own data, never to be stored or shared', async () => {
    const product = await createTestProduct(server);
    const { browser, email } = await customer('page');
    const placed = await placeOrder(browser, (await readyCheckout(browser, [{ productId: product.globalId, count: 1 }], { email })).id);
    const page = await browser.fetch('/account', { headers: { 'accept-language': 'id' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Akun saya');
    expect(html).toContain(email);
    expect(html).toContain(`Pesanan #${placed.order!.number}`);
    expect(html).toContain('Menunggu pembayaran');

    // Someone signed out is sent to sign in first and brought back to the account afterwards.
    const stranger = await new Browser(server).fetch('/account', { headers: { 'accept-language': 'en' }, redirect: 'manual' });
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toBe('/login?next=%2Faccount');
    expect(stranger.headers.get('cache-control')).toContain('no-store');
    expect(await stranger.text()).not.toContain(email);
  });

  it('refuses a page without a size or larger than 100 with a clear message', async () => {
    const { browser } = await customer('paging');
    const none = await orderPage(browser, {});
    expect(none.status).toBeLessThan(500);
    expect(none.errors?.[0]?.message).toMatch(/first/);
    const huge = await orderPage(browser, { first: 1000 });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('changes the name and phone with the sign-up rules, and only for the signed-in customer', async () => {
    const { browser, email } = await customer('profile');
    const changed = await browser.graph(PROFILE, { input: { name: '  Dewi Anggraini ', phone: '0857 1234 9876' } }, { m: 'CustomerProfileInput' });
    expect(changed.errors).toBeUndefined();
    expect(changed.data).toEqual({ updateCustomerProfile: { name: 'Dewi Anggraini', phone: '6285712349876', email, verified: true } });
    expect((await browser.graph<{ viewerCustomer: unknown }>(VIEWER)).data.viewerCustomer).toEqual({ name: 'Dewi Anggraini', email, phone: '6285712349876', verified: true, addressLimit: 10 });

    const blank = await browser.graph(PROFILE, { input: { name: '   ', phone: '0857 1234 9876' } }, { m: 'CustomerProfileInput' });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Wajib diisi.', extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const phone = await browser.graph(PROFILE, { input: { name: 'Dewi', phone: '12' } }, { m: 'CustomerProfileInput' });
    expect(phone.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'phone' } });
    const long = await browser.graph(PROFILE, { input: { name: 'x'.repeat(101), phone: '0857 1234 9876' } }, { m: 'CustomerProfileInput' });
    expect(long.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });

    const visitor = await new Browser(server).graph(PROFILE, { input: { name: 'Penyusup', phone: '0812 0000 0000' } }, { m: 'CustomerProfileInput' });
    expect(visitor.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const [row] = await server.database.db.select().from(customerAccounts).where(and(eq(customerAccounts.shopId, DEMO_SHOP_ID), eq(customerAccounts.email, email)));
    expect(row!.name).toBe('Dewi Anggraini');
  });

  it('sends a new verification link only to an unverified address, answers alike either way, and stops at the limit', async () => {
    const unverified = await customer('unverified', { verify: false });
    const verified = await customer('verified');
    const before = (await templatesTo(unverified.email)).length;
    const a = await unverified.browser.graph<{ resendVerification: { message: string } }>(RESEND, {}, { m: 'ResendVerification' });
    const b = await verified.browser.graph<{ resendVerification: { message: string } }>(RESEND, {}, { m: 'ResendVerification' });
    expect(a.errors).toBeUndefined();
    expect(a.data.resendVerification.message.replace(unverified.email, verified.email)).toBe(b.data.resendVerification.message);
    const sent = await templatesTo(unverified.email);
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)!.template).toBe('customer-verify-email');
    expect((await templatesTo(verified.email)).filter((e) => e.template === 'customer-verify-email')).toHaveLength(1);
    // The newest link works; the first one was replaced.
    expect((await unverified.browser.fetch(`/_/check/${await verifyLink(unverified.email)}`)).status).toBe(200);

    await unverified.browser.graph(RESEND, {}, { m: 'ResendVerification' });
    await unverified.browser.graph(RESEND, {}, { m: 'ResendVerification' });
    const limited = await unverified.browser.graph(RESEND, {}, { m: 'ResendVerification' });
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    const visitor = await new Browser(server).graph(RESEND, {}, { m: 'ResendVerification' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
