import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { choosePayment, fillCheckout, goToCheckout, placeOrder, shopperEmail } from './support/shop';

const NAME = 'Kemeja Tenun Troso';
const SLUG = 'kemeja-tenun-troso';
const PASSWORD = 'tenun-troso-2026';

const png = (colour: string) => sharp({ create: { width: 640, height: 640, channels: 3, background: colour } }).png().toBuffer();

describe('an owner creates a product with variations and pictures, previews the draft, publishes it and sees it on the shop', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
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
  });

  it('signs in and opens a new product from the list', async () => {
    await page.goto(`${server.baseUrl}/admin/products`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fproducts$/);
    await page.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([page.waitForURL(`${server.baseUrl}/admin/products`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Masuk' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Produk' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Tambah produk' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produk baru' }).waitFor();
    await page.getByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }).waitFor();
  });

  it('writes the name, a rich-text description, the price in rupiah, the SKU and the parcel', async () => {
    await page.getByRole('textbox', { name: 'Nama produk' }).first().fill(NAME);
    await page.getByRole('textbox', { name: 'Ringkasan' }).first().fill('Tenun ikat Troso dari Jepara, dijahit rapi.');
    await page.getByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }).click();
    await page.keyboard.type('Kain ditenun dengan ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('alat tenun bukan mesin');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.waitForTimeout(150);
    const price = page.getByRole('textbox', { name: 'Harga jual' });
    await price.fill('385000');
    expect(await price.inputValue()).toBe('385.000');
    await page.getByRole('textbox', { name: 'SKU' }).fill('TRS-KMJ');
    await page.getByRole('textbox', { name: 'Berat (gram)' }).fill('300');
    await page.getByRole('textbox', { name: 'Panjang (cm)' }).fill('30');
    await page.getByRole('textbox', { name: 'Lebar (cm)' }).fill('25');
    await page.getByRole('textbox', { name: 'Tinggi (cm)' }).fill('8');
    // 30 × 25 × 8 ÷ 6000 kg = 1000 g, above the real 300 g.
    await page.getByText('Berat volume (P × L × T ÷ 6000): 1000 g. Ongkir dihitung dari 1000 g.').waitFor();
  });

  it('uploads three pictures and moves the last one to the front with the keyboard, hearing where it went', async () => {
    for (const colour of ['#8a3b12', '#1e6b34', '#2f5d9e']) {
      const before = await page.locator('.product-picture').count();
      await page.getByLabel('Unggah foto').setInputFiles({ name: `troso-${colour.slice(1)}.png`, mimeType: 'image/png', buffer: await png(colour) });
      await expect.poll(() => page.locator('.product-picture').count(), { timeout: 15_000 }).toBe(before + 1);
    }
    const announced = () => page.getByRole('region', { name: 'Foto' }).locator('[aria-live="polite"]').textContent();
    const third = page.getByRole('button', { name: 'Pindahkan foto 3 ke depan' });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect.poll(announced).toBe('Foto 3 sekarang di posisi 2 dari 3.');
    // The moved picture's button keeps the focus: Enter again takes it to the front.
    await page.keyboard.press('Enter');
    await expect.poll(announced).toBe('Foto 2 sekarang di posisi 1 dari 3.');
    const colours = await page.locator('.product-picture img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).style.backgroundColor));
    expect(colours).toEqual(['rgb(47, 93, 158)', 'rgb(138, 59, 18)', 'rgb(30, 107, 52)']);
  });

  it('adds a size option with two variations, each with its own stock', async () => {
    await page.getByRole('button', { name: 'Tambah pilihan' }).click();
    await page.getByRole('textbox', { name: 'Nama pilihan (Bahasa Indonesia)' }).fill('Ukuran');
    await page.getByRole('textbox', { name: 'Nilai' }).fill('M, L');
    await page.getByRole('button', { name: 'Buat variasi untuk kombinasi yang belum ada' }).click();
    const rows = page.locator('.product-variation');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getByRole('textbox', { name: 'SKU' }).inputValue()).toBe('TRS-KMJ-M');
    await rows.nth(0).getByRole('textbox', { name: 'Stok' }).fill('4');
    await rows.nth(1).getByRole('textbox', { name: 'Stok' }).fill('6');
    await rows.nth(1).getByRole('textbox', { name: 'Harga jual' }).fill('395000');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('saves the new product as a draft and lands on its own address', async () => {
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.waitForURL(/\/admin\/products\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    expect(await page.getByRole('radio', { name: 'Draf: hanya staf yang bisa melihatnya' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(SLUG);
    await page.getByText('M: 4 · L: 6').waitFor();
    // The starting stock is the first line of each variation's history.
    expect(await page.locator('.product-history tbody tr').count()).toBe(2);
    expect(await page.locator('.product-picture').count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('adjusts the stock of size L with a reason, and sees the change in the history', async () => {
    await page.getByRole('button', { name: 'Sesuaikan stok' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Variasi').selectOption({ label: 'L (TRS-KMJ-L)' });
    await dialog.getByRole('textbox', { name: 'Perubahan (unit)' }).fill('-10');
    await dialog.getByRole('radio', { name: 'Rusak atau hilang' }).check();
    await dialog.getByRole('button', { name: 'Simpan penyesuaian' }).click();
    // Six units cannot lose ten: the shop says so and the dialog stays open.
    await dialog.getByText('Stok tidak bisa kurang dari 0: saat ini tinggal 6 unit.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Perubahan (unit)' }).evaluate((box) => box === document.activeElement)).toBe(true);
    await dialog.getByRole('textbox', { name: 'Perubahan (unit)' }).fill('-2');
    await dialog.getByRole('textbox', { name: 'Catatan (tidak wajib)' }).fill('Jahitan lepas');
    await dialog.getByRole('button', { name: 'Simpan penyesuaian' }).click();
    await dialog.getByText('Stok sudah disesuaikan.').waitFor();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await page.getByText('M: 4 · L: 4').waitFor();
    const latest = page.locator('.product-history tbody tr').first();
    expect(await latest.textContent()).toContain('Rusak atau hilang · L — Jahitan lepas');
    expect(await latest.locator('td').nth(2).textContent()).toBe('-2');
  });

  it('previews the draft in a new tab, where shoppers cannot see it yet', async () => {
    const [preview] = await Promise.all([owner.context.waitForEvent('page'), page.getByRole('link', { name: 'Pratinjau (tab baru)' }).click()]);
    await preview.waitForLoadState('networkidle');
    expect(preview.url()).toBe(`${server.baseUrl}/admin/product/preview/${SLUG}`);
    expect(await preview.getByRole('note').textContent()).toContain('draf, pembeli belum bisa melihat produk ini');
    expect(await preview.locator('.product-description .rich-text').innerHTML()).toContain('<strong>alat tenun bukan mesin</strong>');
    await preview.close();
    const response = await shop.goto(`${server.baseUrl}/product/${SLUG}`);
    expect(response?.status()).toBe(404);
    shopperProblems.splice(0);
  });

  it('publishes it, and shoppers see it on the shop at once with its price and sizes', async () => {
    await page.getByRole('radio', { name: 'Terbit: tampil di toko' }).check();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByRole('region', { name: 'Notifikasi' }).getByText('Produk tersimpan.').last().waitFor();
    await page.getByRole('link', { name: 'Lihat di toko (tab baru)' }).waitFor();

    const response = await shop.goto(`${server.baseUrl}/product/${SLUG}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await shop.getByRole('heading', { level: 1 }).textContent()).toBe(NAME);
    const text = await shop.locator('main').textContent();
    expect(text).toContain('Rp385.000');
    expect(text).toContain('Ukuran');
    expect(await shop.locator('.product-description .rich-text').innerHTML()).toContain('<strong>alat tenun bukan mesin</strong>');
    expect(await seriousAxeViolations(shop)).toEqual([]);
    expect(ownerProblems).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });

  it('a shopper buys size M by bank transfer; the owner finds the order and the unit gone from stock', async () => {
    await shop.getByRole('radio', { name: 'M' }).check();
    const buy = shop.getByRole('region', { name: 'Beli produk ini' }).getByRole('button', { name: 'Tambah ke keranjang' });
    await shop.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await buy.elementHandle());
    await buy.click();
    await shop.getByRole('region', { name: 'Notifikasi' }).getByText('Ditambahkan ke keranjang').waitFor();
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(shop);
    await fillCheckout(shop, shopperEmail('troso'));
    await choosePayment(shop, 'Transfer bank');
    await placeOrder(shop, /\/guest\/order\/[^/]+$/);
    await shop.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
    const orderNumber = /#?(\d+)/.exec((await shop.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;
    expect(await shop.locator('main').textContent()).toContain(NAME);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('M: 3 · L: 4').waitFor();
    await page.goto(`${server.baseUrl}/admin/orders`, { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: `#${orderNumber}` });
    expect(await row.textContent()).toContain('Menunggu pembayaran');
    expect(ownerProblems).toEqual([]);
    expect(shopperProblems).toEqual([]);
    await page.goBack({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  });

  it('fits a phone-wide screen, even with the largest price a product may have', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const price = page.getByRole('textbox', { name: 'Harga jual' }).first();
    await price.fill('90071992547');
    expect(await price.inputValue()).toBe('90.071.992.547');
    const box = await price.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });
});
