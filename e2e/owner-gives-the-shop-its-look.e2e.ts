import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'tampilan-toko-2026';
/** Where the journey leaves its pictures of the shop for people to look at. */
const SHOTS = process.env.SCREENSHOT_DIR;
const logo = () => sharp({ create: { width: 240, height: 80, channels: 3, background: '#1b4fd8' } }).png().toBuffer();

describe('an owner gives the shop its logo, colour and WhatsApp number, and shoppers see them at both widths', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let shopName = '';

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    shopName = (await server.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, DEMO_SHOP_ID)))[0]!.name;
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

  it('uploads a logo, is refused a colour too light to read, and saves a readable one with a WhatsApp number', async () => {
    await admin.goto(`${server.baseUrl}/admin/settings/shop`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/settings/shop`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Pengaturan toko' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByLabel('Unggah logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    await admin.getByRole('img', { name: 'Logo sekarang' }).waitFor();

    const brand = admin.getByRole('textbox', { name: 'Warna utama' });
    await brand.fill('#ffcc00');
    await admin.getByText('Kontras di atas putih: 1,5:1').waitFor();
    await admin.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('0812-3456-7890');
    await admin.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await admin.getByText(/Warna ini terlalu terang untuk dibaca di atas putih/).waitFor();
    expect(await brand.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => brand.evaluate((element) => element === document.activeElement)).toBe(true);

    await brand.fill('#1b4fd8');
    await admin.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await admin.getByText('Pengaturan toko disimpan.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-settings-1280.png`, fullPage: true });
    // On a phone the form is one column, nothing runs off the side, and it is as accessible.
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-settings-390.png`, fullPage: true });
    expect(ownerProblems).toEqual([]);
  });

  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    it(`shows the logo, the colour and the WhatsApp link on the shop at ${width} px, in both languages`, async () => {
      await shop.setViewportSize({ width, height });
      for (const language of ['id', 'en'] as const) {
        await shop.goto(`${server.baseUrl}/?lang=${language}`);
        const header = shop.locator('header.site-header');
        const logoImage = header.getByRole('link').getByRole('img', { name: shopName });
        await logoImage.waitFor();
        expect(await logoImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        expect(await logoImage.isVisible()).toBe(true);
        expect(await shop.locator('.shop-look').evaluate((element) => getComputedStyle(element).getPropertyValue('--brand').trim())).toBe('#1b4fd8');
        const whatsapp = shop.locator('footer').getByRole('link', { name: language === 'id' ? 'Chat WhatsApp 0812-3456-7890' : 'WhatsApp chat 0812-3456-7890' });
        const href = await whatsapp.getAttribute('href');
        expect(href).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
        expect(decodeURIComponent(href!.split('text=')[1]!)).toContain(language === 'id' ? `Halo ${shopName}` : `Hello ${shopName}`);
        expect(await seriousAxeViolations(shop)).toEqual([]);
        if (SHOTS) await shop.screenshot({ path: `${SHOTS}/home-${language}-${width}.png`, fullPage: true });
      }
      expect(shopperProblems).toEqual([]);
    });
  }
});
