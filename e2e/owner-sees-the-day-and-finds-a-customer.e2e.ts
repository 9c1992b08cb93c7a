import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '../src/domain/format/format';
import { staffAccounts } from '../src/server/db/tables';
import { newId } from '../src/server/ids.server';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { signUpAndIn } from '../test/support/customer-flow';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'hari-yang-ramai-2026';
const EDITOR_EMAIL = 'dewi.penulis@lumbung.example';
const run = randomUUID().slice(0, 6);
const CUSTOMER = { name: `Rahma Putri ${run}`, email: `rahma-${run}@contoh.id` };

describe('an owner sees today\'s order waiting for its proof to be checked and finds the customer who placed it; a content editor does not see customers', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let editor: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let orderTotal = 0;

  /** Signs in at /admin/login and lands on the dashboard. */
  const signIn = async (on: Page, email: string) => {
    await on.goto(`${server.baseUrl}/admin/login`);
    await on.getByLabel('E-mail').fill(email);
    await on.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([on.waitForURL(`${server.baseUrl}/admin`, { waitUntil: 'domcontentloaded' }), on.getByRole('button', { name: 'Masuk' }).click()]);
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id: newId(), email: EDITOR_EMAIL, name: 'Dewi', role: 'content_editor', passwordHash: await hashPassword(PASSWORD) });

    // A customer with an account orders by bank transfer and sends the proof.
    const shopper = new Browser(server);
    await signUpAndIn(shopper, CUSTOMER.email, 'sandi-rahma-panjang', CUSTOMER.name);
    const product = await createTestProduct(server, { price: 215_000, stock: 4 });
    const placed = await placeOrder(shopper, (await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }], { email: CUSTOMER.email })).id);
    orderTotal = placed.order!.total;
    await confirmTransfer(shopper, { orderId: placed.order!.id, clientKey: randomUUID(), bank: 'BCA', payerName: CUSTOMER.name, amount: orderTotal, transferDate: new Date().toISOString().slice(0, 10) });

    owner = await openBrowser({ locale: 'id-ID' });
    editor = await openBrowser({ locale: 'id-ID' });
    page = await owner.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await owner?.close();
    await editor?.close();
    await server?.close();
  });

  it('opens the dashboard on signing in: today\'s order, its value, and the proof waiting', async () => {
    await signIn(page, DEMO_OWNER_EMAIL);
    const today = page.getByRole('region', { name: 'Hari ini' });
    await today.getByText('1 pesanan').waitFor();
    expect(await today.getByText(formatRupiah(orderTotal)).count()).toBe(1);
    const waiting = page.getByRole('region', { name: 'Menunggu Anda' });
    expect(await waiting.getByRole('link', { name: /1\s+Bukti transfer menunggu diperiksa/ }).count()).toBe(1);
    expect(await page.getByRole('banner').getByText('Masuk sebagai Pemilik Toko (Pemilik)').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('finds the customer by the digits of their phone number and opens their page', async () => {
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Pelanggan', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pelanggan' }).waitFor();
    await page.getByRole('searchbox', { name: 'Cari nama, e-mail atau nomor telepon' }).fill(run);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL(/\/admin\/customers\?q=/);
    const row = page.getByRole('row', { name: new RegExp(CUSTOMER.name) });
    await row.waitFor();
    expect(await row.getByText(formatRupiah(0)).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: CUSTOMER.name }).click();
    await page.getByRole('heading', { level: 1, name: CUSTOMER.name }).waitFor();
    const orders = page.getByRole('region', { name: 'Pesanan' });
    await expect.poll(() => orders.getByText(/Pesanan #\d+/).count()).toBe(1);
    expect(await orders.getByText('Menunggu pembayaran').count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Afiliasi' }).getByText('Tidak ikut program afiliasi.').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('reads the same page in English, and on a phone reaches the customers through the menu button', async () => {
    await page.goto(`${page.url()}?lang=en`);
    await page.getByRole('region', { name: 'Affiliate' }).getByText('Not in the affiliate programme.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/admin?lang=id`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Pelanggan', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pelanggan' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows a content editor neither the customers nor the sales, and says why the section stays closed', async () => {
    const writer = await editor.context.newPage();
    // The closed section answers 403 on purpose.
    const writerProblems = watchConsole(writer, new Set([`${server.baseUrl}/admin/customers`]));
    await signIn(writer, EDITOR_EMAIL);
    await writer.getByRole('heading', { level: 1, name: 'Ringkasan' }).waitFor();
    const menu = writer.getByRole('navigation', { name: 'Menu admin' });
    expect(await menu.getByRole('link', { name: 'Tulisan blog' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Pelanggan', exact: true }).count()).toBe(0);
    expect(await writer.getByRole('heading', { name: 'Penjualan' }).count()).toBe(0);

    const closed = await writer.goto(`${server.baseUrl}/admin/customers`);
    expect(closed?.status()).toBe(403);
    await writer.getByRole('alert').getByText('Peran Anda (Penulis konten) tidak membuka bagian ini.', { exact: false }).waitFor();
    expect(await writer.getByText(CUSTOMER.email).count()).toBe(0);
    expect(await seriousAxeViolations(writer)).toEqual([]);
    expect(writerProblems).toEqual([]);
  });
});
