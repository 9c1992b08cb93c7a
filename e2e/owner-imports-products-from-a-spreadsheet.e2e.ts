import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '../src/domain/catalog/product-csv';
import { csvDocument, parseCsv } from '../src/domain/csv/csv';
import { products, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'keripik-nusantara-2026';
const CATEGORY = 'Keripik Nusantara';
const CATEGORY_SLUG = 'keripik-nusantara';

/** 200 chips as a spreadsheet saves them; `badPrice` spoils the price of the 137th (spreadsheet row 138). */
function chipsFile(badPrice?: string): string {
  const rows = Array.from({ length: 200 }, (_, index) => {
    const n = index + 1;
    const cells: Record<string, string> = {
      product_sku: `KRP-${String(n).padStart(3, '0')}`, slug: `keripik-${n}`, status: 'published', name_id: `Keripik Pedas Nomor ${n}`, name_en: `Spicy Chips No. ${n}`,
      summary_id: 'Renyah dan pedas.', summary_en: 'Crunchy and hot.', category: CATEGORY_SLUG, price: String(15_000 + n * 100), stock: String(20 + (n % 5)),
      weight_grams: '200', length_cm: '20', width_cm: '12', height_cm: '5',
    };
    if (badPrice && n === 137) cells.price = badPrice;
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');
  });
  return csvDocument([[...PRODUCT_CSV_COLUMNS], ...rows]);
}

describe('an owner puts a new category in the tree and imports 200 products into it from a spreadsheet', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let dir: string;

  const imported = () => server.database.db.select().from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), like(products.sku, 'KRP-%')));
  /** What the tree last said to screen readers. */
  const announced = () => page.locator('.category-tree-panel [role=status]').textContent();
  const row = (name: string) => page.locator('.category-row', { has: page.getByText(name, { exact: true }) });

  beforeAll(async () => {
    server = await startTestServer('pglite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-spreadsheet-'));
    fs.writeFileSync(path.join(dir, 'keripik-salah.csv'), chipsFile('15.500'));
    fs.writeFileSync(path.join(dir, 'keripik.csv'), chipsFile());
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'id-ID' });
    page = await owner.context.newPage();
    shop = await shopper.context.newPage();
    ownerProblems = watchConsole(page);
    shopperProblems = watchConsole(shop);
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('signs in and creates a published category in the tree', async () => {
    await page.goto(`${server.baseUrl}/admin/categories`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fcategories$/);
    await page.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([page.waitForURL(`${server.baseUrl}/admin/categories`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Masuk' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Kategori produk' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Kategori baru' }).click();
    await page.getByRole('textbox', { name: 'Nama (Bahasa Indonesia)' }).fill(CATEGORY);
    await page.getByRole('textbox', { name: 'Nama (Bahasa Inggris)' }).fill('Indonesian Chips');
    await page.getByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }).fill('Keripik dari seluruh Nusantara.');
    await page.getByText(`/product/category/${CATEGORY_SLUG}`).first().waitFor();
    await page.getByLabel('Letakkan di bawah').selectOption({ label: 'Makanan Ringan' });
    await page.getByRole('radio', { name: 'Terbit: tampil di toko' }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Buat kategori' }).click();
    await page.getByRole('region', { name: 'Notifikasi' }).getByText(`Kategori ${CATEGORY} dibuat.`).waitFor();
    await row(CATEGORY).waitFor();
    expect(await row(CATEGORY).getByText('Draf').count()).toBe(0);
  });

  it('moves the category with the keyboard, hears where it went, and drags it back', async () => {
    const outdent = page.getByRole('button', { name: `Keluarkan satu tingkat: ${CATEGORY}` });
    await outdent.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => announced()).toMatch(new RegExp(`^${CATEGORY} sekarang di posisi \\d+ dari \\d+ di tingkat teratas\\.$`));
    // The focus stays on the moved row: at the top level it cannot go further out, so on its edit button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Ubah: ${CATEGORY}`);

    // Dropped into the middle of "Makanan Ringan", it goes back under it.
    await row(CATEGORY).dragTo(row('Makanan Ringan'));
    await expect.poll(() => announced()).toMatch(new RegExp(`^${CATEGORY} sekarang di posisi \\d+ dari \\d+ di bawah Makanan Ringan\\.$`));
    // The tree is drawn again from the server's answer: the row now sits in Makanan Ringan's list.
    await expect.poll(() => row('Makanan Ringan').locator('xpath=following-sibling::ul').getByText(CATEGORY, { exact: true }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('checks a file of 200 products with one bad price: exactly that row is reported and nothing is written', async () => {
    await page.getByRole('link', { name: 'Impor & ekspor' }).click();
    await page.getByRole('heading', { level: 1, name: 'Impor & ekspor produk' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Berkas CSV').setInputFiles(path.join(dir, 'keripik-salah.csv'));
    await page.getByRole('button', { name: 'Periksa berkas' }).click();
    await page.getByRole('heading', { name: '1 masalah ditemukan' }).waitFor();
    const problems = page.locator('.import-problems tbody tr');
    expect(await problems.count()).toBe(1);
    expect(await problems.first().textContent()).toMatch(/^138price.*bilangan bulat.*"15\.500"/);
    expect(await page.getByRole('button', { name: 'Impor sekarang' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await imported()).toEqual([]);
  });

  it('checks and imports the fixed file, watching the rows being written', async () => {
    await page.getByLabel('Berkas CSV').setInputFiles(path.join(dir, 'keripik.csv'));
    await page.getByRole('button', { name: 'Periksa berkas' }).click();
    await page.getByText('Tidak ada masalah.').waitFor();
    expect(await page.getByText('200 baris, 200 produk: 200 baru, 0 diperbarui.').count()).toBe(1);
    await page.getByRole('button', { name: 'Impor sekarang' }).click();
    await page.getByText('Impor selesai.').waitFor();
    expect(await page.getByText('Baris ditulis: 200 dari 200.').count()).toBe(1);
    expect(await imported()).toHaveLength(200);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('finds the products in the product list and in the shop\'s new category', async () => {
    await page.getByRole('link', { name: 'Lihat daftar produk' }).click();
    await page.getByRole('searchbox', { name: 'Cari nama atau SKU' }).fill('keripik pedas nomor');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText('200 produk', { exact: true }).waitFor();

    expect((await shop.goto(`${server.baseUrl}/product/category/${CATEGORY_SLUG}`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    await shop.getByRole('heading', { level: 1, name: CATEGORY }).waitFor();
    expect(await shop.getByText('Keripik Pedas Nomor', { exact: false }).count()).toBeGreaterThan(0);
    expect((await shop.goto(`${server.baseUrl}/product/keripik-137`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    await shop.getByRole('heading', { level: 1, name: 'Keripik Pedas Nomor 137' }).waitFor();
    expect(await shop.getByText('Rp28.700').count()).toBeGreaterThan(0);
  });

  it('exports them back as a spreadsheet', async () => {
    await page.goto(`${server.baseUrl}/admin/products/import`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh semua produk (CSV)' }).click()]);
    const file = await download.path();
    const { rows: [header, ...rows] } = parseCsv(fs.readFileSync(file, 'utf8'));
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    const chips = rows.filter((cells) => cells[0]!.startsWith('KRP-'));
    expect(chips).toHaveLength(200);
    expect(chips.find((cells) => cells[0] === 'KRP-137')?.slice(0, 9)).toEqual(['KRP-137', 'keripik-137', 'published', 'Keripik Pedas Nomor 137', 'Spicy Chips No. 137', 'Renyah dan pedas.', 'Crunchy and hot.', CATEGORY_SLUG, '28700']);
    expect(ownerProblems).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});
