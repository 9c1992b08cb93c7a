import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, fillCheckout, goToCheckout, placeOrder, shopperEmail } from './support/shop';

const PASSWORD = 'ongkir-baru-2026';

describe('an owner changes a shipping rate, and a shopper\'s checkout uses the new price', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let product: TestProduct;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    // 800 g in a 10 cm cube: one started kilogram.
    product = await createTestProduct(server, { price: 90_000, weightGrams: 800 });
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

  it('signs in to the shipping settings and sets JNE REG to Yogyakarta at a new price per kilogram', async () => {
    await admin.goto(`${server.baseUrl}/admin/settings/shipping`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/settings/shipping`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Pengiriman' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    const reg = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 4, name: 'JNE REG' }) });
    await reg.getByRole('button', { name: /^Tarif \(/ }).click();
    await reg.getByRole('button', { name: 'Ubah tarif DI Yogyakarta' }).click();
    const perKg = reg.getByRole('textbox', { name: 'Harga per kg' });
    expect(await perKg.inputValue()).toBe('11.000');
    await perKg.fill('13500');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await reg.getByRole('button', { name: 'Simpan tarif untuk provinsi terpilih (1)' }).click();
    await reg.getByRole('row', { name: /DI Yogyakarta/ }).getByText('Rp13.500 per kg').waitFor();

    // A refusal names the field and keeps the owner's input.
    await reg.getByRole('button', { name: 'Ubah tarif DI Yogyakarta' }).click();
    await reg.getByRole('textbox', { name: 'Paling cepat' }).fill('9');
    await reg.getByRole('button', { name: 'Simpan tarif untuk provinsi terpilih (1)' }).click();
    await reg.getByText('Lama pengiriman dalam hari bulat dari 0 sampai 60, dan yang terlama tidak kurang dari yang tercepat.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('quotes the new price at checkout and places the order with it', async () => {
    await addProductToCart(shop, server.baseUrl, product.slug);
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(shop);
    await fillCheckout(shop, shopperEmail('ongkir'));
    const jneReg = shop.getByRole('radiogroup', { name: /^Pengiriman/ }).getByRole('radio', { name: /JNE REG/ });
    await jneReg.check();
    const option = shop.locator('label, div').filter({ has: jneReg }).last();
    await expect.poll(async () => (await option.textContent()) ?? '').toContain('Rp13.500');
    await choosePayment(shop, 'Transfer bank');
    expect(await seriousAxeViolations(shop)).toEqual([]);
    await placeOrder(shop, /\/guest\/order\/[^/]+$/);
    await shop.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
    const totals = shop.locator('.order-totals');
    const shippingFee = await totals.locator('div').filter({ hasText: /Ongkos kirim/ }).locator('dd').textContent();
    expect(shippingFee).toContain('Rp13.500');
    expect(shopperProblems).toEqual([]);
  });

  it('reads the shipping settings on a phone-wide screen without sideways scrolling', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload({ waitUntil: 'networkidle' });
    await admin.getByRole('heading', { level: 1, name: 'Pengiriman' }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });
});
