import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { products } from '../src/server/db/tables';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, emailsTo, fillCheckout, linkFromOutbox, goToCheckout, orderIdFrom, placeOrder, SHOPPER, shopperEmail } from './support/shop';

const NAME = 'Sari Wulandari';
const PASSWORD = 'kopi-susu-gula-aren';
const NEW_PASSWORD = 'teh-tarik-tanpa-gula';

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('a newcomer buys as a guest, signs up with the same address and finds the order in the account', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let kept: TestProduct;
  let soldOut: TestProduct;
  let keptName: string;
  let soldOutName: string;
  let orderId: string;
  const email = shopperEmail('akun');
  const newEmail = shopperEmail('akun-baru');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    [kept, soldOut] = await Promise.all([createTestProduct(server, { price: 95_000, stock: 20 }), createTestProduct(server, { price: 60_000, stock: 5 })]);
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const account = () => page.getByRole('region', { name: 'Pesanan saya' });

  it('buys two products as a guest by bank transfer', async () => {
    keptName = await addProductToCart(page, server.baseUrl, kept.slug);
    soldOutName = await addProductToCart(page, server.baseUrl, soldOut.slug);
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(page);
    await fillCheckout(page, email);
    await choosePayment(page, 'Transfer bank');
    await placeOrder(page, /\/guest\/order\/[^/]+$/);
    orderId = orderIdFrom(page.url());
  });

  it('sends a visitor who is not signed in from the account to signing in and back', async () => {
    await page.goto(`${server.baseUrl}/account`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.baseUrl}/login?next=%2Faccount`);
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    await expectAccessible(page);
  });

  it('signs up later with the same address and confirms it from the e-mailed link', async () => {
    await page.goto(`${server.baseUrl}/signup`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^Nama/ }).fill(NAME);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Nomor telepon/ }).fill('812 3456 7890');
    await page.getByRole('button', { name: 'Buat akun' }).click();
    await page.getByRole('heading', { name: 'Periksa e-mail Anda' }).waitFor();
    await page.goto(await linkFromOutbox(server, email, 'customer-verify-email'), { waitUntil: 'networkidle' });
    expect(await page.textContent('body')).toContain('Pesanan yang dibuat dengan alamat ini kini ada di akun Anda.');
  });

  it('signs in and finds the guest order in the account, with its status in words and a link to it', async () => {
    await page.goto(`${server.baseUrl}/login?next=%2Faccount`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/account`);
    await page.getByRole('heading', { level: 1, name: 'Akun saya' }).waitFor();
    const profile = page.getByRole('region', { name: 'Profil' });
    expect(await profile.textContent()).toContain(email);
    expect(await profile.textContent()).toContain('Sudah dipastikan');
    expect(await profile.textContent()).toContain('0812-3456-7890');
    const orders = account().getByRole('list', { name: 'Daftar pesanan' }).getByRole('listitem');
    await expect.poll(() => orders.count()).toBe(1);
    const item = orders.first();
    expect(await item.textContent()).toContain('Menunggu pembayaran');
    expect(await item.textContent()).toMatch(/Total Rp\d{3}\.\d{3}/);
    expect(await item.getByRole('link', { name: /^Pesanan #\d+$/ }).getAttribute('href')).toBe(`/order/${orderId}`);
    expect(await account().getByRole('status').last().textContent()).toBe('Menampilkan 1 dari 1 pesanan.');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('adds a saved address with checkout\'s fields, refusing a wrong postal code first', async () => {
    const addresses = page.getByRole('region', { name: 'Alamat tersimpan' });
    expect(await addresses.textContent()).toContain('0 dari 10 alamat');
    await addresses.getByRole('button', { name: 'Tambah alamat' }).click();
    const form = addresses.getByRole('form', { name: 'Alamat baru' });
    await form.getByRole('textbox', { name: /^Nama penerima/ }).fill(SHOPPER.name);
    await form.getByRole('textbox', { name: /^Nomor telepon penerima/ }).fill(SHOPPER.phone);
    await form.getByRole('textbox', { name: /^Alamat/ }).fill(SHOPPER.address);
    await form.getByLabel(/^Kecamatan/).fill(SHOPPER.district);
    await form.getByLabel(/^Kota/).fill(SHOPPER.city);
    await form.getByRole('combobox', { name: /^Provinsi/ }).selectOption(SHOPPER.province);
    const postal = form.getByRole('textbox', { name: /^Kode pos/ });
    await postal.fill('55');
    // From the keyboard: Enter in the last field sends the form.
    await postal.press('Enter');
    expect(await postal.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('shipping postal-code');
    await postal.fill(SHOPPER.postalCode);
    await form.getByRole('button', { name: 'Simpan alamat' }).click();
    const saved = addresses.getByRole('list', { name: 'Daftar alamat tersimpan' }).getByRole('listitem');
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain(SHOPPER.address);
    expect(await addresses.textContent()).toContain('1 dari 10 alamat');
    await expectAccessible(page);
  });

  it('changes the e-mail address: the new address confirms it, the old one is told, and the account shows the new one', async () => {
    await page.getByRole('link', { name: 'Ubah alamat e-mail' }).click();
    await page.waitForURL(`${server.baseUrl}/account/email/change`);
    await page.getByRole('heading', { level: 1, name: 'Ubah alamat e-mail' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^Alamat e-mail baru/ }).fill(newEmail);
    await page.getByLabel(/^Kata sandi saat ini/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Kirim tautan konfirmasi' }).click();
    await page.getByRole('heading', { name: 'Periksa e-mail baru Anda' }).waitFor();
    const answer = await page.locator('.account-answer').textContent();
    expect(answer).toContain(`Kami telah mengirim tautan konfirmasi ke ${newEmail}`);
    expect(answer).toContain(`Alamat lama (${email}) juga sudah kami beri tahu`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Periksa e-mail baru Anda');
    await expectAccessible(page);
    expect((await emailsTo(server, email)).map((mail) => mail.template)).toContain('customer-email-change-notice');

    await page.goto(await linkFromOutbox(server, newEmail, 'customer-email-change-confirm'), { waitUntil: 'networkidle' });
    expect(await page.textContent('body')).toContain(newEmail);
    await page.goto(`${server.baseUrl}/account`, { waitUntil: 'networkidle' });
    const profile = page.getByRole('region', { name: 'Profil' });
    await expect.poll(() => profile.textContent()).toContain(newEmail);
    expect(await profile.textContent()).not.toContain(email);
  });

  it('orders the same products again: the sold-out one is named, the other goes into the cart', async () => {
    await server.database.db.update(products).set({ stock: 0 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, soldOut.id)));
    await account().getByRole('button', { name: /^Pesan lagi produk pesanan #\d+$/ }).click();
    await page.waitForURL(`${server.baseUrl}/cart`);
    const toasts = page.getByRole('region', { name: 'Notifikasi' });
    await toasts.getByText('Sebagian produk tidak bisa dimasukkan').waitFor();
    expect(await toasts.textContent()).toContain(`${soldOutName}: stok habis.`);
    const lines = page.getByRole('list', { name: 'Isi keranjang' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    expect(await lines.textContent()).toContain(keptName);
    await expectAccessible(page);
  });

  it('shows no console errors on the phone', () => {
    expect(problems).toEqual([]);
  });

  describe('at 1280 px in English', () => {
    let english: Awaited<ReturnType<typeof openBrowser>>;
    let desk: Page;
    let deskProblems: string[];

    beforeAll(async () => {
      english = await openBrowser({ locale: 'en-US' });
      desk = await english.context.newPage();
      await desk.setViewportSize({ width: 1280, height: 900 });
      deskProblems = watchConsole(desk);
    });
    afterAll(async () => {
      await english?.close();
    });

    it('signs in with the new address and reads the account in English, the order among it', async () => {
      await desk.goto(`${server.baseUrl}/login?next=%2Faccount`, { waitUntil: 'networkidle' });
      await desk.getByRole('main').getByRole('textbox', { name: /^E-mail/ }).fill(newEmail);
      await desk.getByLabel(/^Password/).fill(PASSWORD);
      await desk.getByRole('button', { name: 'Sign in', exact: true }).click();
      await desk.waitForURL(`${server.baseUrl}/account`);
      await desk.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      const orders = desk.getByRole('region', { name: 'My orders' });
      await expect.poll(() => orders.getByRole('listitem').count()).toBe(1);
      expect(await orders.textContent()).toContain('Awaiting payment');
      expect(await desk.getByRole('region', { name: 'Saved addresses' }).textContent()).toContain('1 of 10 addresses');
      await expectAccessible(desk);
    });

    it('changes the password, refusing a mismatched confirmation, and says the other sessions ended', async () => {
      await desk.getByRole('link', { name: 'Change password' }).click();
      await desk.waitForURL(`${server.baseUrl}/account/password/change`);
      await desk.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
      await desk.getByLabel(/^Current password/).fill(PASSWORD);
      await desk.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
      const again = desk.getByLabel(/^New password again/);
      await again.fill(`${NEW_PASSWORD}-x`);
      await desk.getByRole('button', { name: 'Save password' }).click();
      expect(await again.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(desk);
      await again.fill(NEW_PASSWORD);
      await desk.getByRole('button', { name: 'Save password' }).click();
      await desk.getByRole('heading', { name: 'Password changed' }).waitFor();
      expect(await desk.locator('.account-answer').textContent()).toContain('Every other session of this account has ended');
      await expectAccessible(desk);
      expect(deskProblems).toEqual([]);
    });

    it('leaves the phone signed out, as every other session ended', async () => {
      await page.goto(`${server.baseUrl}/account`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${server.baseUrl}/login?next=%2Faccount`);
      await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    });
  });
});
