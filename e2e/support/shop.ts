import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { outbox } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { createTestProduct, staffBrowser, type Browser } from '../../test/support/shop-flow';
import type { TestServer } from '../../test/support/test-server';

/** A fresh address per journey, so its e-mails are found among everything else in the outbox. */
export function shopperEmail(name: string): string {
  return `${name}+${randomUUID().slice(0, 8)}@example.com`;
}

/** Opens a product page, waits until the button is usable (the cart is read) and adds it. */
export async function addProductToCart(page: Page, baseUrl: string, slug: string, options: { downPayment?: boolean } = {}): Promise<string> {
  await page.goto(`${baseUrl}/product/${slug}`, { waitUntil: 'networkidle' });
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const buy = page.getByRole('region', { name: 'Beli produk ini' });
  const button = buy.getByRole('button', { name: 'Tambah ke keranjang' });
  await waitUntilEnabled(button);
  if (options.downPayment) await buy.getByRole('checkbox', { name: /^Bayar uang muka saja/ }).check();
  await button.click();
  await page.getByRole('region', { name: 'Notifikasi' }).getByText('Ditambahkan ke keranjang').waitFor();
  return name;
}

async function waitUntilEnabled(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.waitFor();
  await locator.page().waitForFunction((el) => !(el as HTMLButtonElement).disabled, await locator.elementHandle(), { timeout: 10_000 });
}

/** From the cart, through checkout creation, to the checkout form. */
export async function goToCheckout(page: Page): Promise<void> {
  const proceed = page.getByRole('link', { name: 'Lanjut ke pembayaran' });
  await proceed.click();
  await page.waitForURL(/\/checkout\/[^/]+\/start$/);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
}

export const SHOPPER = {
  name: 'Sari Wulandari',
  phone: '81234567890',
  address: 'Jl. Kaliurang KM 5 No. 12',
  district: 'Depok',
  city: 'Kabupaten Sleman',
  province: 'DI Yogyakarta',
  postalCode: '55281',
};

/**
 * Goes to a city or district field, waits for it to suggest the place's official name and takes
 * it, as choosing it from the browser's list does (that list is drawn outside the page, where a
 * script cannot click); fails when the field does not suggest it.
 */
export async function pickSuggested(scope: Locator, label: RegExp, official: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  await scope.getByLabel(label).click();
  // The suggestions arrive once the field is first visited; the field then becomes a combobox.
  await field.waitFor();
  const listId = await field.getAttribute('list');
  const suggestions = scope.page().locator(`datalist[id="${listId}"] option`);
  await expect.poll(() => suggestions.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toContain(official);
  await field.fill(official);
}

/** Contact and address as a shopper types them, then the first courier offered. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  // Inside the page's main part: the footer has an e-mail address field of its own.
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: /^Nomor telepon(?! penerima)/ }).fill(SHOPPER.phone);
  await form.getByRole('textbox', { name: /^Nama penerima/ }).fill(SHOPPER.name);
  await form.getByRole('textbox', { name: /^Nomor telepon penerima/ }).fill(SHOPPER.phone);
  await form.getByRole('textbox', { name: /^Alamat(?! pengiriman)/ }).fill(SHOPPER.address);
  await form.getByRole('combobox', { name: /^Provinsi/ }).selectOption(SHOPPER.province);
  await pickSuggested(form, /^Kota/, SHOPPER.city);
  await pickSuggested(form, /^Kecamatan/, SHOPPER.district);
  await form.getByRole('textbox', { name: /^Kode pos/ }).fill(SHOPPER.postalCode);
  const shipping = form.getByRole('radiogroup', { name: /^Pengiriman/ });
  await shipping.getByRole('radio').first().check();
}

/** Chooses how to pay; with the shop's gateway, a wallet payment also names its e-wallet. */
export async function choosePayment(page: Page, method: 'Transfer bank' | 'Kartu kredit atau debit' | 'Dompet digital', wallet?: string): Promise<void> {
  // By the start of its name: a method's detail may name another (QRIS is paid from a wallet app too).
  await page.getByRole('radiogroup', { name: /^Metode pembayaran/ }).getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  if (wallet) await page.getByRole('radiogroup', { name: /^E-wallet/ }).getByRole('radio', { name: wallet }).check();
}

/** What a shopper types on the shop's sandbox card page, then pays: the card the sandbox accepts. */
export async function payOnSandboxCardPage(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Nomor kartu/ }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /^Masa berlaku/ }).fill('12/39');
  await page.getByRole('textbox', { name: /^CVC/ }).fill('739');
  await page.getByRole('textbox', { name: /^Nama pada kartu/ }).fill(SHOPPER.name);
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
}

/** Places the order and waits for the page it leads to (the order, or the provider's payment page). */
export async function placeOrder(page: Page, nextUrl: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Buat pesanan' }).click();
  await page.waitForURL(nextUrl, { timeout: 15_000 });
}

/**
 * A product of its own in the cart, the checkout filled in, `method` chosen and the order
 * placed: the shopper ends on the page `nextUrl` describes (a provider's page, or the order).
 */
export async function orderNewProduct(page: Page, server: TestServer, options: { price: number; email: string; method: Parameters<typeof choosePayment>[1]; wallet?: string; nextUrl: RegExp }): Promise<void> {
  const product = await createTestProduct(server, { price: options.price });
  await addProductToCart(page, server.baseUrl, product.slug);
  await page.goto(`${server.baseUrl}/checkout/new`);
  await page.waitForURL(/\/checkout\/[^/]+\/start$/);
  await fillCheckout(page, options.email);
  await choosePayment(page, options.method, options.wallet);
  await placeOrder(page, options.nextUrl);
}

export interface OutboxMail { to: string; subject: string; text: string; template: string }

export async function emailsTo(server: TestServer, to: string): Promise<OutboxMail[]> {
  const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
    .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`));
  return rows.map((row) => row.payload as unknown as OutboxMail);
}

/** The shop owner, signed in to the admin API. */
/** The pattern of the one-time links customer e-mails carry (`/_/check/{token}`). */
export const CHECK_LINK = /https?:\/\/\S+\/_\/check\/[\w-]+/;

/**
 * The address (on the test server) that `marker` finds in the newest e-mail of `template` to
 * `to`, waiting for the outbox to have it.
 */
export async function linkFromOutbox(server: TestServer, to: string, template: string, marker: RegExp = CHECK_LINK): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await emailsTo(server, to)).filter((item) => item.template === template).at(-1);
    const found = mail?.text.match(marker)?.[0];
    if (found) return `${server.baseUrl}${new URL(found).pathname}${new URL(found).search}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${template} e-mail to ${to}`);
}

/** The link that verifies a new customer's e-mail address. */
export function verificationLink(server: TestServer, to: string): Promise<string> {
  return linkFromOutbox(server, to, 'customer-verify-email');
}

export class Owner {
  private constructor(private readonly browser: Browser) {}

  static async signIn(server: TestServer): Promise<Owner> {
    return new Owner(await staffBrowser(server));
  }

  private async call<T>(query: string, input: Record<string, unknown>, m: string): Promise<T> {
    const answer = await this.browser.graph<T>(query, { input }, { m, path: '/admin/graphql' });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  }

  async submittedPaymentOf(orderId: string): Promise<string> {
    const answer = await this.browser.graph<{ orderById: { payments: Array<{ id: string; status: string }> } | null }>(
      'query($id: ID!) { orderById(id: $id) { payments { id status } } }', { id: orderId }, { path: '/admin/graphql' });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const payment = answer.data.orderById?.payments.find((candidate) => candidate.status === 'submitted');
    if (!payment) throw new Error(`order ${orderId} has no submitted payment: ${JSON.stringify(answer.data)}`);
    return payment.id;
  }

  async verifyPayment(paymentId: string): Promise<string> {
    const data = await this.call<{ verifyPayment: { order: { status: string } } }>(
      'mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { paymentId }, 'PaymentDecisionInput');
    return data.verifyPayment.order.status;
  }

  async markShipped(orderId: string, courier: string, trackingNumber: string): Promise<string> {
    const data = await this.call<{ markOrderShipped: { status: string } }>(
      'mutation($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) { status } }', { orderId, courier, trackingNumber }, 'MarkOrderShippedInput');
    return data.markOrderShipped.status;
  }
}

export function orderIdFrom(url: string): string {
  const id = /\/(?:guest\/order|order|checkout\/sandbox-(?:card|wallet))\/([^/?#]+)/.exec(url)?.[1];
  if (!id) throw new Error(`no order id in ${url}`);
  return id;
}

/** A small JPEG "photo of the transfer receipt" in a temporary folder; `remove` deletes it. */
export async function proofPictureFile(): Promise<{ path: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-proof-'));
  const file = path.join(dir, 'bukti-transfer.jpg');
  await sharp({ create: { width: 120, height: 160, channels: 3, background: '#dfe8f0' } }).jpeg().toFile(file);
  return { path: file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Fills and sends the confirm-payment form that is open on `page`. */
export async function confirmTransfer(page: Page, amount: string, proofFile: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Konfirmasi pembayaran' }).waitFor();
  await page.getByRole('combobox', { name: /^Bank pengirim/ }).selectOption('BCA');
  await page.getByRole('textbox', { name: /^Nama pemilik rekening/ }).fill('Sari Wulandari');
  await page.getByRole('textbox', { name: /^Jumlah yang ditransfer/ }).fill(amount.replace(/\D/g, ''));
  await page.getByLabel(/^Tanggal transfer/).fill(new Date().toISOString().slice(0, 10));
  await page.getByLabel(/^Foto bukti transfer/).setInputFiles(proofFile);
  await page.getByText('Terpilih: bukti-transfer').waitFor();
}

export async function sendTransferConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Kirim konfirmasi' }).click();
  await page.getByRole('heading', { name: 'Terima kasih, bukti pembayaran sedang kami periksa' }).waitFor();
}

/**
 * The owner opens an admin page, is sent to the sign-in form, signs in with `password` (in
 * Indonesian, the admin area's default) and lands on the page asked for.
 */
export async function ownerSignsInAt(page: Page, baseUrl: string, path: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await Promise.all([page.waitForURL(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Masuk' }).click()]);
}
