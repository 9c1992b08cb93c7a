import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, staffAccounts } from '../src/server/db/tables';
import { newId } from '../src/server/ids.server';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, fillCheckout, goToCheckout, shopperEmail } from './support/shop';

const PASSWORD = 'kupon-batik-2026';
const CODE = 'BATIKHEMAT';
const CATEGORY = 'Batik Tulis';

describe('an owner limits a coupon to one category, and a shopper gets it only on that category\'s products', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let batik: TestProduct;
  let mug: TestProduct;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    const categoryId = newId();
    await server.database.db.insert(categories).values({ shopId: DEMO_SHOP_ID, id: categoryId, slug: 'batik-tulis-kupon', name: { id: CATEGORY, en: 'Hand-drawn batik' }, description: { id: '' } });
    [batik, mug] = await Promise.all([createTestProduct(server, { price: 200_000 }), createTestProduct(server, { price: 50_000 })]);
    await server.database.db.update(products).set({ categoryId }).where(eq(products.id, batik.id));
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

  const applyCoupon = async () => {
    const field = shop.getByRole('textbox', { name: /^Kode kupon/ });
    await field.fill(CODE);
    await shop.getByRole('button', { name: 'Pakai', exact: true }).click();
  };

  it('creates, under Marketing, a coupon of 10% limited to one category', async () => {
    await admin.goto(`${server.baseUrl}/admin/marketing/coupon`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/marketing/coupon`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Kupon' }).waitFor();
    const menu = admin.getByRole('navigation', { name: 'Menu admin' });
    expect(await menu.getByRole('list', { name: 'Pemasaran' }).getByRole('link', { name: 'Kupon' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByRole('link', { name: 'Kupon baru' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Kupon baru' }).waitFor();
    await admin.getByRole('textbox', { name: 'Kode' }).fill(CODE.toLowerCase());
    await admin.getByRole('textbox', { name: 'Persen potongan' }).fill('10');
    await admin.getByRole('checkbox', { name: CATEGORY }).check();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await admin.waitForURL(/\/admin\/marketing\/coupon\/[\w%=-]+$/);
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText(`Kupon ${CODE} dibuat.`).waitFor();
    await admin.getByRole('heading', { level: 1, name: `Kupon ${CODE}` }).waitFor();
    expect(await admin.getByRole('checkbox', { name: CATEGORY }).isChecked()).toBe(true);
    await admin.getByText('Belum ada pesanan yang memakai kupon ini.').waitFor();

    await admin.getByRole('link', { name: 'Kembali ke Kupon' }).click();
    const row = admin.getByRole('row').filter({ hasText: CODE });
    // The list's words arrive with its chunk during in-app navigation.
    await row.getByText('Produk/kategori tertentu').waitFor();
    const text = await row.textContent();
    expect(text).toContain('10%');
    expect(text).toContain('Berlaku');
    expect(text).toContain('Produk/kategori tertentu');
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // On a phone the list becomes cards and the editor one column, with nothing wider than the screen.
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.getByRole('link', { name: CODE }).click();
    await admin.getByRole('heading', { level: 1, name: `Kupon ${CODE}` }).waitFor();
    await admin.getByRole('textbox', { name: 'Persen potongan' }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('refuses the coupon on a cart of other products, and takes 10% of the category\'s products alone once one is added', async () => {
    await addProductToCart(shop, server.baseUrl, mug.slug);
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(shop);
    await fillCheckout(shop, shopperEmail('kupon'));
    await applyCoupon();
    await shop.locator('.field-error').getByText('Kupon ini hanya berlaku untuk produk atau kategori tertentu, dan tidak ada di keranjang Anda.').waitFor();
    expect(await seriousAxeViolations(shop)).toEqual([]);

    await addProductToCart(shop, server.baseUrl, batik.slug);
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(shop);
    await fillCheckout(shop, shopperEmail('kupon'));
    await applyCoupon();
    // 10% of the batik's Rp200.000; the mug's Rp50.000 does not count.
    await shop.getByText(`Kupon ${CODE} dipakai. Anda hemat Rp20.000.`).waitFor();
    const summary = shop.getByRole('complementary', { name: 'Ringkasan pesanan' });
    await summary.getByText(`Diskon (${CODE})`).waitFor();
    expect(await summary.textContent()).toContain('-Rp20.000');
    expect(await seriousAxeViolations(shop)).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});
