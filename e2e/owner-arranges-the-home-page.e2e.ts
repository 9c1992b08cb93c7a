import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'halaman-depan-2026';
/** Where the journey leaves its pictures of the shop for people to look at. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** A wide banner picture: warm coffee colours with a few beans, drawn here so nothing is downloaded. */
function bannerPicture(): Promise<Buffer> {
  const beans = Array.from({ length: 9 }, (_, i) => `<ellipse cx="${980 + (i % 3) * 170}" cy="${150 + Math.floor(i / 3) * 150}" rx="60" ry="40" transform="rotate(${i * 23} ${980 + (i % 3) * 170} ${150 + Math.floor(i / 3) * 150})" fill="#3b2314"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#c98b55"/><stop offset="1" stop-color="#6e3b1f"/></linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/>${beans}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('an owner arranges the home page, and shoppers see it in order at both widths and in both languages', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  const picked: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
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

  const addSection = async (kind: string) => {
    await admin.getByLabel('Jenis bagian baru').selectOption({ label: kind });
    await admin.getByRole('button', { name: 'Tambah bagian' }).click();
  };
  const section = (position: number) => admin.locator('.home-section').nth(position - 1);

  it('adds a banner with a picture, a collection and featured categories, is refused an off-site link, reorders and saves', async () => {
    await admin.goto(`${server.baseUrl}/admin/content/home`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/content/home`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Halaman depan' }).waitFor();
    // The demo shop comes arranged; the owner starts over, removing its five sections with the keyboard.
    await section(1).getByRole('heading', { name: '1. Banner bergambar' }).waitFor();
    expect(await admin.locator('.home-section').count()).toBe(5);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    for (let left = 5; left > 0; left -= 1) {
      await admin.getByRole('button', { name: /^Hapus bagian\s*: 1\./ }).focus();
      await admin.keyboard.press('Enter');
      await expect.poll(() => admin.locator('.home-section').count()).toBe(left - 1);
      await expect.poll(() => admin.evaluate(() => document.activeElement?.id)).toBe('home-add-kind');
    }
    await admin.getByText(/Belum ada bagian/).waitFor();

    await addSection('Banner bergambar');
    const banner = section(1);
    await banner.getByRole('heading', { name: '1. Banner bergambar' }).waitFor();
    await banner.getByLabel('Unggah gambar').setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await bannerPicture() });
    await banner.getByRole('img', { name: 'Gambar banner sekarang' }).waitFor();
    await banner.getByLabel('Judul (Bahasa Indonesia)').fill('Kopi Nusantara, baru disangrai');
    await banner.getByLabel('Judul (Inggris, boleh kosong)').fill('Freshly roasted Indonesian coffee');
    await banner.getByLabel('Teks singkat (Bahasa Indonesia)').fill('Dari Gayo sampai Toraja, dikirim dalam seminggu setelah sangrai.');
    await banner.getByLabel('Tulisan tombol (Bahasa Indonesia)').fill('Pilih kopi');
    await banner.getByLabel('Tulisan tombol (Inggris, boleh kosong)').fill('Choose coffee');
    const link = banner.getByLabel('Tujuan tombol');
    await link.fill('https://evil.example/kopi');

    await addSection('Koleksi produk');
    const collection = section(2);
    await collection.getByLabel('Judul bagian (Bahasa Indonesia)').fill('Pilihan pemilik toko');
    await collection.getByLabel('Judul bagian (Inggris, boleh kosong)').fill('The owner’s picks');
    await collection.getByLabel('Isi koleksi').selectOption({ label: 'Produk yang saya pilih' });
    await collection.getByLabel('Cari produk untuk ditambahkan').fill('batik');
    const adds = collection.getByRole('button', { name: /^Tambahkan / });
    await adds.first().waitFor();
    for (const index of [0, 1, 2, 3]) {
      const button = adds.nth(index);
      picked.push((await button.getAttribute('aria-label'))!.replace(/^Tambahkan /, ''));
      await button.click();
    }
    await collection.getByLabel('Jumlah produk').fill('4');

    await addSection('Kategori pilihan');
    const categories = section(3);
    await categories.getByLabel('Judul bagian (Bahasa Indonesia)').fill('Belanja menurut selera');
    await categories.getByLabel('Tambah kategori').selectOption({ label: 'Kopi & Teh' });
    await categories.getByRole('button', { name: 'Tambah kategori' }).click();
    await categories.getByLabel('Tambah kategori').selectOption({ label: 'Batik & Kain' });
    await categories.getByRole('button', { name: 'Tambah kategori' }).click();

    // The off-site link is refused on its field, which takes the focus.
    await admin.getByRole('button', { name: 'Simpan halaman depan' }).click();
    await admin.getByText(/Tujuan tombol harus alamat di toko ini/).waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    await link.fill('/product/category/kopi-dan-teh');

    // The categories move above the collection with the keyboard.
    const up = admin.getByRole('button', { name: /^Naikkan\s*: 3\. Kategori pilihan$/ });
    await up.focus();
    await admin.keyboard.press('Enter');
    await section(2).getByRole('heading', { name: '2. Kategori pilihan' }).waitFor();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Naikkan');

    await admin.getByRole('button', { name: 'Simpan halaman depan' }).click();
    await admin.getByText('Halaman depan disimpan.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-home-1280.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-home-390.png`, fullPage: true });
    expect(ownerProblems).toEqual([]);
  });

  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    it(`shows the sections in the owner's order at ${width} px, in Indonesian and English`, async () => {
      await shop.setViewportSize({ width, height });
      for (const language of ['id', 'en'] as const) {
        await shop.goto(`${server.baseUrl}/?lang=${language}`);
        const headings = await shop.locator('main h2').allTextContents();
        const expected = language === 'id'
          ? ['Kopi Nusantara, baru disangrai', 'Belanja menurut selera', 'Pilihan pemilik toko']
          : ['Freshly roasted Indonesian coffee', 'Belanja menurut selera', 'The owner’s picks'];
        expect(headings).toEqual(expected);
        const banner = shop.locator('.home-banner');
        const picture = banner.locator('img');
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        expect(await picture.getAttribute('fetchpriority')).toBe('high');
        const button = banner.getByRole('link', { name: language === 'id' ? 'Pilih kopi' : 'Choose coffee' });
        expect(await button.getAttribute('href')).toMatch(/^\/product\/category\/kopi-dan-teh/);
        expect(await shop.locator('.category-tile-name').allTextContents()).toEqual(language === 'id' ? ['Kopi & Teh', 'Batik & Kain'] : ['Coffee & Tea', 'Batik & Textiles']);
        const cards = shop.locator('section', { has: shop.getByRole('heading', { name: expected[2]! }) }).locator('.product-card');
        expect(await cards.count()).toBe(4);
        if (language === 'id') expect(await cards.locator('.product-card-name').allTextContents()).toEqual(picked);
        if (width === 390) {
          // Two products a row on a phone.
          const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
          expect(first!.y).toBe(second!.y);
          expect(third!.y).toBeGreaterThan(first!.y);
        }
        expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousAxeViolations(shop)).toEqual([]);
        if (SHOTS) await shop.screenshot({ path: `${SHOTS}/home-arranged-${language}-${width}.png`, fullPage: true });
      }
      expect(shopperProblems).toEqual([]);
    });
  }
});
