import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startMidtransSimulator, type MidtransSimulator } from '../test/support/midtrans-simulator';
import { createTestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, fillCheckout, ownerSignsInAt, placeOrder, shopperEmail } from './support/shop';

const PASSWORD = 'kunci-midtrans-2026';
const CLIENT_KEY = 'SB-Mid-client-Toko7Q2zAb';

describe('an owner switches on Midtrans, and a shopper pays by virtual account and QRIS without sending any proof', () => {
  let sim: MidtransSimulator;
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    sim = await startMidtransSimulator();
    server = await startTestServer('pglite', { midtransApiBaseUrl: sim.url });
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    admin = await owner.context.newPage();
    shopper = await openBrowser({ locale: 'id-ID' });
    page = await shopper.context.newPage();
    problems = [...watchConsole(admin), ...watchConsole(page)];
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
    await sim?.stop();
  });

  it('tests a wrong key and is told so plainly, then saves the right one and switches Midtrans on', async () => {
    await ownerSignsInAt(admin, server.baseUrl, '/admin/settings/payments', DEMO_OWNER_EMAIL, PASSWORD);
    const midtrans = admin.getByRole('form', { name: /^Midtrans/ });
    await midtrans.waitFor();
    await midtrans.getByText('Belum ada kunci tersimpan.').waitFor();

    await midtrans.getByLabel('Server key baru').fill('SB-Mid-server-SalahSatuHuruf99');
    await midtrans.getByRole('button', { name: 'Uji koneksi' }).click();
    await midtrans.getByText(/menolak server key ini \(401\)/).waitFor();

    await midtrans.getByLabel('Server key baru').fill(sim.serverKey);
    await midtrans.getByRole('button', { name: 'Uji koneksi' }).click();
    await midtrans.getByText(/Kunci Midtrans berfungsi/).waitFor();

    await midtrans.getByRole('textbox', { name: 'Client key' }).fill(CLIENT_KEY);
    await midtrans.getByRole('checkbox', { name: 'Terima pembayaran lewat Midtrans' }).check();
    await midtrans.getByRole('button', { name: 'Simpan Midtrans' }).click();
    await midtrans.getByText(`Kunci tersimpan berakhiran …${sim.serverKey.slice(-4)}`).waitFor();
    expect(await midtrans.getByLabel('Server key baru').inputValue()).toBe('');
    expect(await admin.content()).not.toContain(sim.serverKey);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('chooses a BNI virtual account at checkout and is shown its number, the amount and the deadline', async () => {
    const product = await createTestProduct(server, { price: 89_000 });
    await addProductToCart(page, server.baseUrl, product.slug);
    await page.goto(`${server.baseUrl}/checkout/new`);
    await page.waitForURL(/\/checkout\/[^/]+\/start$/);
    await fillCheckout(page, shopperEmail('va'));
    const methods = page.getByRole('radiogroup', { name: /^Metode pembayaran/ });
    await methods.getByRole('radio', { name: /Virtual account/ }).check();
    await page.getByRole('radiogroup', { name: /^Bank untuk virtual account/ }).getByRole('radio', { name: 'BNI' }).check();
    await placeOrder(page, /\/guest\/order\/[^/]+$/);

    const box = page.getByRole('region', { name: 'Pembayaran', exact: true });
    await box.getByText('Nomor virtual account BNI').waitFor();
    const [payment] = [...sim.transactions.values()].filter((tx) => tx.charge.bank_transfer !== undefined || tx.charge.va_numbers !== undefined);
    const number = (payment!.charge.va_numbers as Array<{ va_number: string }>)[0]!.va_number;
    const shown = await box.locator('.order-va-number').textContent();
    expect(shown?.replace(/\s/g, '')).toBe(number);
    expect(await box.getByRole('button', { name: 'Salin nomor virtual account BNI' }).isVisible()).toBe(true);
    await box.getByText('Halaman ini diperbarui sendiri begitu pembayaran Anda masuk.').waitFor();
    expect(await box.getByRole('link', { name: 'Konfirmasi pembayaran' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('changes nothing on a forged notification, and turns paid by itself once Midtrans reports the money', async () => {
    const [paymentId] = [...sim.transactions.keys()];
    sim.setStatus(paymentId!, 'settlement');
    const forged = await sim.notify(paymentId!, sim.notificationFor(paymentId!, { signature_key: 'f'.repeat(128) }));
    expect(forged.status).toBe(401);
    // Still waiting: the forged claim did not count.
    await page.waitForTimeout(6000);
    expect(await page.getByRole('region', { name: 'Pembayaran', exact: true }).isVisible()).toBe(true);

    expect((await sim.notify(paymentId!)).status).toBe(200);
    // No reload: the page asks again by itself.
    await page.getByText('Pembayaran Anda sudah masuk. Terima kasih!').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    expect(await page.getByRole('region', { name: 'Pembayaran', exact: true }).count()).toBe(0);
  });

  it('pays a second order by QRIS in English: the code on the page reads back as Midtrans’ payload', async () => {
    const english = await openBrowser({ locale: 'en-US' });
    try {
      const tab = await english.context.newPage();
      problems.push(...watchConsole(tab));
      const product = await createTestProduct(server, { price: 45_000 });
      await tab.goto(`${server.baseUrl}/product/${product.slug}`, { waitUntil: 'networkidle' });
      const add = tab.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Add to cart' });
      await tab.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await add.elementHandle(), { timeout: 10_000 });
      await add.click();
      await tab.getByText('Added to cart').first().waitFor();
      await tab.goto(`${server.baseUrl}/checkout/new`);
      await tab.waitForURL(/\/checkout\/[^/]+\/start$/);
      const form = tab.getByRole('main');
      await form.getByRole('textbox', { name: 'Email' }).fill(shopperEmail('qris'));
      await form.getByRole('textbox', { name: /^Phone number/ }).fill('81234567890');
      await form.getByRole('textbox', { name: /^Recipient name/ }).fill('Sari Wulandari');
      await form.getByRole('textbox', { name: /^Recipient phone number/ }).fill('81234567890');
      await form.getByRole('textbox', { name: /^Address/ }).fill('Jl. Kaliurang km 5 no. 12');
      await form.getByRole('combobox', { name: /^Province/ }).selectOption('DI Yogyakarta');
      await form.getByLabel(/^City \/ regency/).fill('Kabupaten Sleman');
      await form.getByLabel(/^District/).fill('Depok');
      await form.getByRole('textbox', { name: /^Postal code/ }).fill('55281');
      await form.getByRole('radiogroup', { name: /^Shipping/ }).getByRole('radio').first().check();
      await tab.getByRole('radiogroup', { name: /^Payment method/ }).getByRole('radio', { name: /QRIS/ }).check();
      await tab.getByRole('button', { name: /Place order/ }).click();
      await tab.waitForURL(/\/guest\/order\/[^/]+$/, { timeout: 15_000 });

      const code = tab.getByRole('img', { name: /^QRIS code to pay Rp/ });
      await code.waitFor();
      const qris = [...sim.transactions.values()].find((tx) => tx.charge.qr_string !== undefined);
      const picture = await code.screenshot();
      const sharp = (await import('sharp')).default;
      const jsQR = (await import('jsqr')).default;
      const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data).toBe(qris!.charge.qr_string);
      // Paying from the same phone: the saved picture reads back the same.
      const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: 'Save the QR picture' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^qris-\d+\.png$/);
      const saved = await sharp(await download.path()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(saved.info.width).toBeGreaterThanOrEqual(290);
      expect(jsQR(new Uint8ClampedArray(saved.data.buffer, saved.data.byteOffset, saved.data.byteLength), saved.info.width, saved.info.height)?.data).toBe(qris!.charge.qr_string);
      await tab.getByText('This page updates by itself as soon as your payment arrives.').waitFor();
      expect(await seriousAxeViolations(tab)).toEqual([]);
    } finally {
      await english.close();
    }
    expect(problems).toEqual([]);
  });
});
