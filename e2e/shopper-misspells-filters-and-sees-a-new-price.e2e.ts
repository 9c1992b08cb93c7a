import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { Browser } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'cari-dan-saring-2026';
const SLUG = 'kemeja-linen-kerah-shanghai';
const NAME = 'Kemeja Linen Kerah Shanghai';

describe('a shopper misspells a product and finds it, filters by price and size, and sees a price change the moment the owner saves it', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let productId: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    const answer = await new Browser(server).graph<{ product: { id: string } }>('query($slug: String!) { product(slug: $slug) { id } }', { slug: SLUG });
    productId = answer.data.product.id;
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

  it('types "kemeja linnen" into the search box and is shown the linen shirt, with what the shop searched for instead', async () => {
    await shop.goto(server.baseUrl, { waitUntil: 'networkidle' });
    // A search box until the shopper reaches for it, a combobox with suggestions from then on.
    const box = shop.getByLabel('Cari produk', { exact: true });
    await box.fill('kemeja linnen');
    await Promise.all([shop.waitForURL(/\/search\?q=kemeja(\+|%20)linnen/), box.press('Enter')]);
    await shop.getByRole('heading', { level: 1, name: 'Hasil pencarian untuk “kemeja linnen”' }).waitFor();
    await shop.getByRole('note').filter({ hasText: 'Menampilkan hasil untuk “kemeja linen”.' }).waitFor();
    const first = shop.locator('.product-grid .product-card').first();
    expect(await first.getByRole('heading').textContent()).toBe(NAME);
    expect(await seriousAxeViolations(shop)).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });

  it('narrows Men\'s Fashion to size M under Rp250.000, and every product left is one', async () => {
    await shop.goto(`${server.baseUrl}/product/category/fashion-pria`, { waitUntil: 'networkidle' });
    const filters = shop.getByRole('form', { name: 'Saring produk' });
    const before = await shop.getByRole('heading', { level: 2, name: /produk$/ }).textContent();
    const sizeM = filters.getByRole('group', { name: 'Ukuran' }).getByRole('checkbox', { name: /^M \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await sizeM.locator('xpath=..').textContent()) ?? '')![1]);
    await Promise.all([shop.waitForURL(/option=Ukuran%3AM/), sizeM.check()]);
    await shop.getByRole('heading', { level: 2, name: `${expected} produk` }).waitFor();
    expect(`${expected} produk`).not.toBe(before);

    await filters.getByRole('spinbutton', { name: 'Tertinggi' }).fill('250000');
    await Promise.all([shop.waitForURL(/max=250000/), filters.getByRole('button', { name: 'Terapkan harga' }).click()]);
    await shop.waitForLoadState('networkidle');
    const prices = await shop.locator('.product-grid .product-card .price-now').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(250_000);
    const names = await shop.locator('.product-grid .product-card h3').allTextContents();
    expect(names).toContain(NAME);
    expect(await sizeM.isChecked()).toBe(true);
    expect(await seriousAxeViolations(shop)).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });

  it('folds the filters under one button on a phone, which says how many are on', async () => {
    await shop.setViewportSize({ width: 390, height: 844 });
    const toggle = shop.locator('summary', { hasText: 'Saring (2)' });
    await toggle.waitFor();
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(shop)).toEqual([]);
    await shop.setViewportSize({ width: 1280, height: 900 });
  });

  it('the owner lowers the shirt\'s price, and the shopper\'s next look shows the new one', async () => {
    await admin.goto(`${server.baseUrl}/admin/products/${encodeURIComponent(productId)}`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(/\/admin\/products\//, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: NAME }).waitFor();
    // The shirt's own price and each of its colours and sizes.
    const prices = admin.getByRole('textbox', { name: 'Harga jual' });
    for (const price of await prices.all()) await price.fill('199000');
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Produk tersimpan.').last().waitFor();

    await shop.goto(`${server.baseUrl}/product/${SLUG}`, { waitUntil: 'networkidle' });
    expect(await shop.locator('main').textContent()).toContain('Rp199.000');
    await shop.goto(`${server.baseUrl}/search?q=kemeja+linen`, { waitUntil: 'networkidle' });
    const card = shop.locator('.product-grid .product-card').filter({ hasText: NAME });
    expect(await card.textContent()).toContain('Rp199.000');
    expect(ownerProblems).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});
