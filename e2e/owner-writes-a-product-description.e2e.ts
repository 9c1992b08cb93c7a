import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const SLUG = 'kain-batik-mega-mendung-cirebon';
const NAME = 'Kain Batik Mega Mendung Cirebon';
const ENGLISH_NAME = 'Mega Mendung Batik, hand-drawn';
const PASSWORD = 'mega-mendung-2026';

describe('an owner writes a product description in both languages, previews it and unpublishes the product', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  const gone = new Set<string>();
  let pictureDir: string;

  const editor = (language: 'Bahasa Indonesia' | 'Bahasa Inggris') => page.getByRole('textbox', { name: `Deskripsi (${language})` });
  /** The editor reads the browser's selection a moment after each key; the next key waits for that. */
  const settle = () => page.waitForTimeout(150);
  const caretAtEndOf = async (language: 'Bahasa Indonesia' | 'Bahasa Inggris', text: string) => {
    await editor(language).getByText(text).first().click();
    await settle();
    await page.keyboard.press('End');
    await settle();
  };
  const save = async () => {
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('region', { name: 'Notifikasi' }).getByText('Produk tersimpan.').last().waitFor();
    await expect.poll(() => page.getByText('Ada perubahan yang belum disimpan.').count()).toBe(0);
  };
  const openAsShopper = async (path: string) => {
    const response = await shop.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    return response?.status();
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-motif-'));
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f5d9e' } }).png().toFile(path.join(pictureDir, 'motif-awan.png'));
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'id-ID' });
    page = await owner.context.newPage();
    shop = await shopper.context.newPage();
    ownerProblems = watchConsole(page);
    // The unpublished product's page answers 404 on purpose.
    gone.add(`${server.baseUrl}/product/${SLUG}?lang=id`);
    shopperProblems = watchConsole(shop, gone);
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
    if (pictureDir) fs.rmSync(pictureDir, { recursive: true, force: true });
  });

  it('signs in at /admin/login and finds the product by searching the list', async () => {
    await page.goto(`${server.baseUrl}/admin/products`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fproducts$/);
    await page.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([page.waitForURL(`${server.baseUrl}/admin/products`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Masuk' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Produk' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Cari nama atau SKU' }).fill('mega mendung');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL(/\/admin\/products\?q=mega(\+|%20)mendung$/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    expect(await row.getByText('Terbit').count()).toBe(1);
    await row.getByRole('link', { name: `Ubah ${NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await editor('Bahasa Indonesia').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    await page.getByRole('textbox', { name: 'Ringkasan' }).first().fill('Ringkasan yang belum disimpan.');
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.dismiss(); }));
    await page.getByRole('link', { name: 'Kembali ke Produk' }).click();
    expect(await asked).toBe('Perubahan pada produk ini belum disimpan. Tinggalkan halaman ini dan buang perubahannya?');
    expect(page.url()).toMatch(/\/admin\/products\/[\w-]+$/);
    expect(await page.getByRole('textbox', { name: 'Ringkasan' }).first().inputValue()).toBe('Ringkasan yang belum disimpan.');
  });

  it('rewrites the Indonesian description with a heading, a list, bold words and a link', async () => {
    await page.getByRole('textbox', { name: 'Ringkasan' }).first().fill('Awan berarak khas Cirebon, dibatik tangan.');
    await editor('Bahasa Indonesia').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await settle();
    await page.keyboard.type('Cara merawat');
    await page.getByLabel('Jenis paragraf').first().selectOption('header-two');
    await caretAtEndOf('Bahasa Indonesia', 'Cara merawat');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Daftar berpoin' }).first().click();
    await page.keyboard.type('Cuci dengan tangan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Jemur di tempat teduh');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Jangan diperas');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' lalu baca panduan');
    await settle();
    for (let i = 0; i < 'baca panduan'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await settle();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Tautan' });
    await dialog.waitFor();
    await dialog.getByLabel('Alamat tautan').fill('toko.example/panduan');
    await dialog.getByLabel('Alamat tautan').press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // A picture of the motif, uploaded through the shop's upload protocol.
    await page.getByRole('button', { name: 'Gambar', exact: true }).first().click();
    const picture = page.getByRole('dialog', { name: 'Gambar' });
    await picture.getByLabel('Unggah berkas gambar').setInputFiles(path.join(pictureDir, 'motif-awan.png'));
    await expect.poll(() => picture.getByLabel('Atau alamat gambar').inputValue(), { timeout: 15_000 }).toMatch(/^\/media\/[\w-]+~2f5d9e_640x480_0$/);
    await picture.getByLabel('Teks alternatif').fill('Motif awan Mega Mendung');
    await picture.getByRole('button', { name: 'Simpan' }).click();
    await picture.waitFor({ state: 'detached' });
  });

  it('writes the English name and description in the English tab, reached with the arrow keys', async () => {
    await page.getByRole('tab', { name: 'Bahasa Indonesia' }).focus();
    await page.keyboard.press('ArrowRight');
    const english = page.getByRole('tabpanel', { name: /^English/ });
    await english.waitFor();
    await english.getByRole('textbox', { name: 'Nama produk' }).fill(ENGLISH_NAME);
    await editor('Bahasa Inggris').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await settle();
    await page.keyboard.type('Wash by hand and ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('never wring it');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await settle();
    await save();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('previews the saved product in a new tab, with the staff banner', async () => {
    const [preview] = await Promise.all([owner.context.waitForEvent('page'), page.getByRole('link', { name: 'Pratinjau (tab baru)' }).click()]);
    await preview.waitForLoadState('networkidle');
    expect(preview.url()).toBe(`${server.baseUrl}/admin/product/preview/${SLUG}`);
    expect(await preview.getByRole('note').textContent()).toContain('Pratinjau untuk staf: sudah terbit, pembeli melihat halaman ini.');
    expect(await preview.locator('.product-description .rich-text').innerHTML()).toContain('<h2>Cara merawat</h2>');
    expect(await seriousAxeViolations(preview)).toEqual([]);
    await preview.close();
  });

  it('shows shoppers the new description on the product page, in Indonesian and in English', async () => {
    expect(await openAsShopper(`/product/${SLUG}`)).toBe(200);
    const description = await shop.locator('.product-description .rich-text').innerHTML();
    expect(description).toContain('<h2>Cara merawat</h2>');
    expect(description).toContain('<ul><li>Cuci dengan tangan</li><li>Jemur di tempat teduh</li></ul>');
    expect(description).toContain('<strong>Jangan diperas</strong>');
    expect(description).toMatch(/<a href="http:\/\/toko\.example\/panduan"[^>]*>baca panduan<\/a>/);
    expect(description).toMatch(/<img src="\/media\/[\w-]+\/600\.webp" alt="Motif awan Mega Mendung"[^>]* width="640" height="480"/);
    const shown = shop.locator('.product-description img');
    // The shop's copies up to the 640 px original, the widest of them loaded (a `w` candidate is scaled to its slot).
    expect((await shown.getAttribute('srcset'))?.split(', ').map((entry) => entry.split(' ')[1]).slice(-2)).toEqual(['500w', '600w']);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toMatch(/\/600\.webp$/);
    expect(await shop.locator('.product-lead').textContent()).toBe('Awan berarak khas Cirebon, dibatik tangan.');

    expect(await openAsShopper(`/product/${SLUG}?lang=en`)).toBe(200);
    expect(await shop.getByRole('heading', { level: 1 }).textContent()).toBe(ENGLISH_NAME);
    expect(await shop.locator('.product-description .rich-text').innerHTML()).toBe('<p>Wash by hand and <strong>never wring it</strong>.</p>');
    expect(await seriousAxeViolations(shop)).toEqual([]);
  });

  it('unpublishes the product: shoppers get not-found, staff still see its preview', async () => {
    await page.getByRole('radio', { name: 'Draf: hanya staf yang bisa melihatnya' }).check();
    await save();
    expect(await page.getByText('Belum tampil di toko selama masih draf.').count()).toBe(1);

    expect(await openAsShopper(`/product/${SLUG}?lang=id`)).toBe(404);
    await shop.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }).waitFor();

    const preview = await owner.context.newPage();
    const response = await preview.goto(`${server.baseUrl}/admin/product/preview/${SLUG}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await preview.getByRole('note').textContent()).toContain('Pratinjau untuk staf: draf, pembeli belum bisa melihat produk ini.');
    expect(await preview.getByRole('heading', { level: 1 }).textContent()).toBe(NAME);
    await preview.close();
  });

  it('works on a phone-wide screen in English: the list as cards, the editor in one column', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/admin/products?lang=en&status=draft`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await page.locator('.product-table thead').isVisible()).toBe(false);
    // The admin area speaks English now, and shows the product by its English name.
    const card = page.getByRole('row', { name: new RegExp(ENGLISH_NAME) });
    expect(await card.getByText('Draft').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: `Edit ${ENGLISH_NAME}` }).click();
    await page.getByRole('textbox', { name: 'Description (Indonesian)', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'English' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(ownerProblems).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});

