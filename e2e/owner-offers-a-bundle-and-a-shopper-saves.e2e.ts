import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { choosePayment, fillCheckout, goToCheckout, placeOrder, shopperEmail } from './support/shop';

const PASSWORD = 'paket-hemat-2026';
const BUNDLE = 'Paket Seserahan';

describe('an owner puts two products in a bundle deal, and a shopper buys the bundle and pays less', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let kebaya: TestProduct;
  let sarong: TestProduct;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    [kebaya, sarong] = await Promise.all([createTestProduct(server, { price: 125_000 }), createTestProduct(server, { price: 80_000 })]);
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'id-ID' });
    admin = await owner.context.newPage();
    shop = await shopper.context.newPage();
    ownerProblems = watchConsole(admin);
    shopperProblems = watchConsole(shop);
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
  });

  const addToBundle = async (product: TestProduct) => {
    const search = admin.getByRole('searchbox', { name: 'Cari produk untuk ditambahkan' });
    await search.fill(product.slug);
    const add = admin.getByRole('button', { name: `Tambah: Produk Uji ${product.slug}` });
    const failure = admin.locator('.bundle-search').getByRole('alert');
    // A search that got no answer says so, and the owner asks again; anything else is a failure
    // that names what the page showed.
    await add.or(failure).first().waitFor({ timeout: 20_000 }).catch(async () => {
      const status = await admin.locator('.bundle-results [role="status"]').textContent().catch(() => null);
      throw new Error(`The search for "${await search.inputValue()}" offered no product (status: ${JSON.stringify(status)}; console: ${JSON.stringify(ownerProblems)}).`);
    });
    if (await failure.isVisible()) await failure.getByRole('button', { name: 'Coba lagi' }).click();
    await add.click();
    await admin.getByText(`Produk Uji ${product.slug} masuk paket.`).waitFor();
  };

  it('signs in to the bundles, and puts two products together for less than they cost apart', async () => {
    await admin.goto(`${server.baseUrl}/admin/product/bundle`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/product/bundle`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Paket hemat' }).waitFor();
    await admin.getByRole('link', { name: /Paket baru|Buat paket pertama/ }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Paket baru' }).waitFor();

    await admin.getByRole('textbox', { name: /^Nama \(Bahasa Indonesia\)/ }).fill(BUNDLE);
    await admin.getByRole('textbox', { name: 'Nama (Bahasa Inggris)' }).fill('Wedding Gift Set');
    await addToBundle(kebaya);
    await addToBundle(sarong);
    await admin.getByRole('textbox', { name: 'Harga paket' }).fill('180000');
    // Rp125.000 + Rp80.000 apart: the owner sees the saving while typing.
    await admin.getByText('Rp205.000').first().waitFor();
    await admin.getByText('Rp25.000 (12%)').waitFor();
    await admin.getByRole('radio', { name: /^Terbit/ }).check();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await admin.waitForURL(/\/admin\/product\/bundle\/[\w%=-]+$/);
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Paket dibuat.').waitFor();

    await admin.getByRole('link', { name: 'Kembali ke Paket hemat' }).click();
    const row = admin.locator('.admin-bundle-row, li, tr').filter({ hasText: BUNDLE }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Terbit');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('shows the bundle on each product\'s page, and puts both products in the cart in one press', async () => {
    await shop.goto(`${server.baseUrl}/product/${sarong.slug}`, { waitUntil: 'networkidle' });
    const offers = shop.getByRole('region', { name: 'Beli paket, lebih hemat' });
    const offer = offers.getByRole('listitem', { name: BUNDLE });
    const text = await offer.textContent();
    expect(text).toContain('Rp180.000');
    expect(text).toContain('Harga satuan Rp205.000');
    expect(text).toContain('Hemat Rp25.000');
    expect(await seriousAxeViolations(shop)).toEqual([]);
    const add = offer.getByRole('button', { name: 'Tambah paket ke keranjang' });
    await shop.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await add.elementHandle());
    await add.click();
    await shop.getByRole('region', { name: 'Notifikasi' }).getByText(`Paket "${BUNDLE}" masuk keranjang.`).waitFor();
  });

  it('sees the saving in the cart and at checkout, and places the order for the lower total', async () => {
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await expect.poll(() => shop.getByRole('list', { name: 'Isi keranjang' }).getByRole('listitem').count()).toBe(2);
    await shop.getByText(`Hemat paket: ${BUNDLE} ×1`).waitFor();
    expect(await seriousAxeViolations(shop)).toEqual([]);

    await goToCheckout(shop);
    await fillCheckout(shop, shopperEmail('seserahan'));
    await choosePayment(shop, 'Transfer bank');
    const summary = shop.getByRole('complementary', { name: 'Ringkasan pesanan' });
    await summary.getByText(`Hemat paket: ${BUNDLE} ×1`).waitFor();
    expect(await summary.textContent()).toContain('-Rp25.000');
    expect(await seriousAxeViolations(shop)).toEqual([]);
    await placeOrder(shop, /\/guest\/order\/[^/]+$/);

    await shop.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
    const totals = shop.locator('.order-totals');
    expect(await totals.textContent()).toContain(`Hemat paket: ${BUNDLE} ×1`);
    const total = (await shop.locator('.order-totals-total dd').textContent())!;
    const shippingFee = Number((await totals.locator('div').filter({ hasText: /Ongkos kirim/ }).locator('dd').textContent())!.replace(/\D/g, ''));
    expect(Number(total.replace(/\D/g, ''))).toBe(180_000 + shippingFee);
    expect(await seriousAxeViolations(shop)).toEqual([]);
  });

  it('reads the offer in English on a phone-wide screen', async () => {
    const phone = await openBrowser({ locale: 'en-US' });
    try {
      const page = await phone.context.newPage();
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.baseUrl}/product/${kebaya.slug}?lang=en`, { waitUntil: 'networkidle' });
      const offer = page.getByRole('region', { name: 'Buy the bundle and save' }).getByRole('listitem', { name: 'Wedding Gift Set' });
      expect(await offer.textContent()).toContain('Save Rp25.000');
      const button = await offer.getByRole('button', { name: 'Add the bundle to cart' }).boundingBox();
      expect(button!.x + button!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(shopperProblems).toEqual([]);
  });
});
