import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import {
  addProductToCart, choosePayment, confirmTransfer, emailsTo, fillCheckout, goToCheckout, orderIdFrom, placeOrder, proofPictureFile, sendTransferConfirmation, shopperEmail,
} from './support/shop';

const PASSWORD = 'lumbung-pesanan-2026';
const TRACKING = 'JNE0987654321';

describe('an owner verifies a bank transfer, ships the order with a tracking number and refunds one line', () => {
  let server: TestServer;
  let shopperBrowser: Awaited<ReturnType<typeof openBrowser>>;
  let ownerBrowser: Awaited<ReturnType<typeof openBrowser>>;
  let shop: Page;
  let admin: Page;
  let shopperProblems: string[];
  let ownerProblems: string[];
  let scarf: TestProduct;
  let bag: TestProduct;
  let proof: Awaited<ReturnType<typeof proofPictureFile>>;
  let orderId: string;
  let orderNumber: string;
  const email = shopperEmail('transfer');

  /** The stock as the owner reads it on the product's own admin page. */
  const stockShownFor = async (product: TestProduct) => {
    await admin.goto(`${server.baseUrl}/admin/products/${product.globalId}`, { waitUntil: 'networkidle' });
    const now = admin.locator('.product-stock-now');
    await now.waitFor();
    return /Stok sekarang: (\d+) unit/.exec((await now.textContent()) ?? '')?.[1];
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    [scarf, bag] = await Promise.all([
      createTestProduct(server, { price: 150_000, stock: 10 }),
      createTestProduct(server, { price: 90_000, stock: 10 }),
    ]);
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    proof = await proofPictureFile();
    shopperBrowser = await openBrowser({ locale: 'id-ID' });
    ownerBrowser = await openBrowser({ locale: 'id-ID' });
    shop = await shopperBrowser.context.newPage();
    admin = await ownerBrowser.context.newPage();
    shopperProblems = watchConsole(shop);
    ownerProblems = watchConsole(admin);
  });
  afterAll(async () => {
    await shopperBrowser?.close();
    await ownerBrowser?.close();
    await server?.close();
    proof?.remove();
  });

  it('a shopper buys two products by bank transfer and sends the proof', async () => {
    await addProductToCart(shop, server.baseUrl, scarf.slug);
    await addProductToCart(shop, server.baseUrl, bag.slug);
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await expect.poll(() => shop.getByRole('list', { name: 'Isi keranjang' }).getByRole('listitem').count()).toBe(2);
    await goToCheckout(shop);
    await fillCheckout(shop, email);
    await choosePayment(shop, 'Transfer bank');
    await placeOrder(shop, /\/guest\/order\/[^/]+$/);
    orderId = orderIdFrom(shop.url());
    await shop.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
    orderNumber = /#?(\d+)/.exec((await shop.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;
    const total = (await shop.locator('.order-bank-transfer .order-due-amount').textContent())!.trim();
    await shop.getByRole('link', { name: 'Konfirmasi pembayaran' }).click();
    await shop.waitForURL(`**/guest/order/${orderId}/confirm/payment`);
    await confirmTransfer(shop, total, proof.path);
    await sendTransferConfirmation(shop);
  });

  it('the owner signs in and finds the order waiting for its proof to be checked', async () => {
    await admin.goto(`${server.baseUrl}/admin/orders`);
    await admin.waitForURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/orders`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Pesanan' }).waitFor();
    await admin.getByLabel('Pembayaran', { exact: true }).selectOption('proof_to_review');
    await admin.waitForURL(/payment=proof_to_review/);
    await admin.getByRole('searchbox', { name: 'Nomor, nama, telepon atau email' }).fill(email);
    await admin.getByRole('button', { name: 'Cari' }).click();
    const row = admin.getByRole('row').filter({ hasText: `#${orderNumber}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Bukti transfer perlu dicek');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await row.getByRole('link', { name: `#${orderNumber}` }).click();
    await admin.getByRole('heading', { level: 1, name: `Pesanan #${orderNumber}` }).waitFor();
  });

  it('looks at the proof picture at full size, then accepts the payment', async () => {
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Perbesar bukti transfer' }).click();
    const dialog = admin.getByRole('dialog', { name: `Bukti transfer pesanan #${orderNumber}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ukuran asli' }).click();
    await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await admin.locator('.overlay-modal.is-open').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Terima pembayaran' }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Pembayaran diterima; pembeli diberi tahu.').waitFor();
    await expect.poll(() => admin.locator('.ao-summary').textContent()).toContain('Dibayar');
  });

  it('ships the order with a tracking number, and the shopper is e-mailed', async () => {
    await admin.getByLabel('Nomor resi').fill(TRACKING);
    await admin.getByRole('button', { name: 'Tandai dikirim' }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText(`Pesanan #${orderNumber} dikirim; pembeli diberi tahu.`).waitFor();
    await expect.poll(() => admin.locator('.ao-summary').textContent()).toContain('Dikirim');
    expect(await admin.locator('.ao-tracking').textContent()).toBe(TRACKING);
    await expect.poll(async () => (await emailsTo(server, email)).map((mail) => mail.template)).toContain('order_shipped');
    const shipped = (await emailsTo(server, email)).find((mail) => mail.template === 'order_shipped');
    expect(shipped?.text).toContain(TRACKING);
  });

  it('the shopper sees the tracking number on their order page', async () => {
    await shop.goto(`${server.baseUrl}/guest/order/${orderId}`, { waitUntil: 'networkidle' });
    await shop.getByRole('heading', { name: 'Pesanan sedang dikirim' }).waitFor();
    expect(await shop.locator('.order-tracking-number').first().textContent()).toBe(TRACKING);
    expect(await seriousAxeViolations(shop)).toEqual([]);
  });

  it('refunds the scarf and sees its unit back in stock', async () => {
    expect(await stockShownFor(scarf)).toBe('9');
    await admin.goto(`${server.baseUrl}/admin/orders/${orderId}`, { waitUntil: 'networkidle' });
    await admin.getByRole('button', { name: 'Kembalikan dana…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Kembalikan dana pesanan #${orderNumber}` });
    await dialog.waitFor();
    await dialog.getByLabel(`Produk Uji ${scarf.slug}`).fill('1');
    await dialog.getByLabel('Alasan (catatan toko)').fill('Warna tidak sesuai foto');
    // Checked once the dialog has faded in: half-way, its text is paler than it will be.
    await admin.locator('.overlay-modal.is-open').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Kembalikan dana', exact: true }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Rp150.000 dicatat dikembalikan; stok dikembalikan.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('1 dikembalikan dananya').waitFor();
    expect(await admin.locator('.ao-amounts').textContent()).toContain('DikembalikanRp150.000');
    expect(await stockShownFor(scarf)).toBe('10');
    expect(await stockShownFor(bag)).toBe('9');
  });

  it('produced no console errors along the way', () => {
    expect(shopperProblems).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });
});
