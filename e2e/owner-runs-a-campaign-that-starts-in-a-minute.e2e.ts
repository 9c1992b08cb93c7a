import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toShopInput, zoneOffsetHours } from '../src/domain/format/shop-time';
import { saleCampaigns, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'kampanye-2026';
const CAMPAIGN = 'Gajian Sale';
/** The demo shop keeps Jakarta time. */
const WIB = zoneOffsetHours('Asia/Jakarta');

describe('an owner runs a sale campaign that starts in a minute, and the shop’s prices change at the start', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let batik: TestProduct;
  let startsAt = 0;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    batik = await createTestProduct(server, { price: 120_000 });
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

  it('finds Campaigns under Marketing and schedules a 20 % sale starting a minute from now, in the shop’s time', async () => {
    await admin.goto(`${server.baseUrl}/admin/marketing/campaign`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/marketing/campaign`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Kampanye' }).waitFor();
    const marketing = admin.getByRole('navigation', { name: 'Menu admin' }).getByRole('list', { name: 'Pemasaran' });
    expect(await marketing.getByRole('link', { name: 'Kampanye' }).getAttribute('aria-current')).toBe('page');
    await admin.getByText('0 dari 50 kampanye').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByRole('link', { name: 'Kampanye baru' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Kampanye baru' }).waitFor();
    await admin.getByRole('textbox', { name: 'Nama kampanye' }).fill(CAMPAIGN);
    startsAt = Math.ceil((Date.now() + 60_000) / 1000) * 1000;
    // The boxes take the shop's own time (WIB), whatever zone the owner's computer is in.
    await admin.getByLabel('Mulai (WIB)').fill(toShopInput(startsAt, WIB, { seconds: true }));
    await admin.getByLabel('Selesai (WIB)').fill(toShopInput(startsAt + 86_400_000, WIB, { seconds: true }));
    await admin.getByRole('radio', { name: 'Persen dari harga' }).check();
    await admin.getByRole('textbox', { name: /^Besar potongan/ }).fill('20');
    await admin.getByRole('searchbox', { name: 'Cari produk' }).fill(batik.slug);
    await admin.getByRole('button', { name: `Tambah Produk Uji ${batik.slug}` }).click();
    await admin.getByRole('button', { name: `Hapus Produk Uji ${batik.slug} dari kampanye` }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await admin.waitForURL(/\/admin\/marketing\/campaign\/[\w%=-]+$/);
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Kampanye disimpan.').waitFor();
    const [saved] = await server.database.db.select().from(saleCampaigns).where(eq(saleCampaigns.shopId, DEMO_SHOP_ID));
    expect(saved!.startsAt.getTime()).toBe(startsAt);

    await admin.getByRole('link', { name: 'Kembali ke Kampanye' }).click();
    const row = admin.getByRole('row').filter({ hasText: CAMPAIGN });
    await row.waitFor();
    expect(await row.textContent()).toContain('Terjadwal');
    expect(await row.textContent()).toContain('1 produk');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('shows the regular price before the start, and the struck-through price and the sale price from the start, without a restart', async () => {
    expect(Date.now()).toBeLessThan(startsAt);
    await shop.goto(`${server.baseUrl}/product/${batik.slug}`, { waitUntil: 'networkidle' });
    const price = shop.locator('.product-summary .price');
    expect(await price.textContent()).toBe('Rp120.000');

    await new Promise((resolve) => setTimeout(resolve, startsAt - Date.now() + 200));
    await shop.reload({ waitUntil: 'networkidle' });
    expect(await price.locator('.price-now').textContent()).toBe('Rp96.000');
    expect(await price.locator('s.price-was').textContent()).toBe('Harga normal: Rp120.000');
    expect(await price.textContent()).toContain('Hemat 20%');
    expect(await seriousAxeViolations(shop)).toEqual([]);

    // A product card in the search results shows the same sale.
    await shop.goto(`${server.baseUrl}/search?q=${batik.slug}`, { waitUntil: 'networkidle' });
    const card = shop.locator('.product-card').filter({ hasText: batik.slug });
    expect(await card.locator('.price-now').textContent()).toBe('Rp96.000');
    expect(await card.locator('s.price-was').textContent()).toBe('Harga normal: Rp120.000');
    expect(await seriousAxeViolations(shop)).toEqual([]);

    // The owner's list says it runs now.
    await admin.reload({ waitUntil: 'networkidle' });
    expect(await admin.getByRole('row').filter({ hasText: CAMPAIGN }).textContent()).toContain('Berjalan');
    expect(shopperProblems).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('reads the list and the editor on a phone-wide screen, in English', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`${server.baseUrl}/admin/marketing/campaign?lang=en`, { waitUntil: 'networkidle' });
    await admin.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    expect(await admin.getByRole('row').filter({ hasText: CAMPAIGN }).textContent()).toContain('Running');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('link', { name: CAMPAIGN }).click();
    await admin.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await admin.getByLabel('Starts (WIB)').waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });
});
