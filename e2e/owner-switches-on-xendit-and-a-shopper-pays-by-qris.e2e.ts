import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startXenditSimulator, type XenditSimulator } from '../test/support/xendit-simulator';
import { createTestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, fillCheckout, ownerSignsInAt, placeOrder, shopperEmail } from './support/shop';

const PASSWORD = 'kunci-xendit-2026';

describe('an owner moves the shop from Midtrans to Xendit, and a shopper pays by QRIS without sending any proof', () => {
  let sim: XenditSimulator;
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    sim = await startXenditSimulator();
    server = await startTestServer('pglite', { xenditApiBaseUrl: sim.url });
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

  it('is told plainly that a wrong key is refused, then switches Xendit on, which switches Midtrans off on the same screen', async () => {
    await ownerSignsInAt(admin, server.baseUrl, '/admin/settings/payments', DEMO_OWNER_EMAIL, PASSWORD);
    // The owner reads the admin area in English.
    await admin.goto(`${server.baseUrl}/admin/settings/payments?lang=en`);

    // The shop took virtual accounts through Midtrans until now.
    const midtrans = admin.getByRole('form', { name: /^Midtrans/ });
    await midtrans.waitFor();
    await midtrans.getByRole('textbox', { name: 'Client key' }).fill('SB-Mid-client-Toko7Q2zAb');
    await midtrans.getByLabel('New server key').fill('SB-Mid-server-Toko7Q2zAbCdEf');
    await midtrans.getByRole('checkbox', { name: 'Take payments through Midtrans' }).check();
    await midtrans.getByRole('button', { name: 'Save Midtrans' }).click();
    await midtrans.getByText('Stored key ending in …CdEf').waitFor();

    const xendit = admin.getByRole('form', { name: /^Xendit/ });
    await xendit.getByText('Virtual accounts, QRIS, e-wallets and cards go through one gateway at a time: switching Xendit on switches Midtrans off.').waitFor();
    expect(await xendit.getByLabel(/^Callback address for the Xendit dashboard/).inputValue()).toBe(`${server.baseUrl}/_/payments/xendit/notify`);
    await xendit.getByLabel('New secret key').fill(`xnd_development_${'7'.repeat(40)}`);
    await xendit.getByRole('button', { name: 'Test connection' }).click();
    await xendit.getByText(/Xendit \(test mode\) refused this secret key \(401\)/).waitFor();

    await xendit.getByLabel('New secret key').fill(sim.secretKey);
    await xendit.getByRole('button', { name: 'Test connection' }).click();
    await xendit.getByText('The Xendit key works: Xendit (test mode) accepts this secret key.').waitFor();
    await xendit.getByRole('checkbox', { name: 'Take payments through Xendit' }).check();
    await xendit.getByRole('button', { name: 'Save Xendit' }).click();
    // Without the callback token nothing is switched on, and the field says why.
    await xendit.getByText('Enter the Xendit secret key and callback verification token before switching it on.').waitFor();
    expect(await xendit.getByLabel('New callback verification token').getAttribute('aria-invalid')).toBe('true');
    await xendit.getByLabel('New callback verification token').fill(sim.callbackToken);
    await xendit.getByRole('button', { name: 'Save Xendit' }).click();
    await xendit.getByText(`Stored: a key ending in ${sim.secretKey.slice(-4)} (test mode).`).waitFor();
    expect(await midtrans.getByRole('checkbox', { name: 'Take payments through Midtrans' }).isChecked()).toBe(false);
    expect(await xendit.getByLabel('New secret key').inputValue()).toBe('');
    const html = await admin.content();
    expect(html).not.toContain(sim.secretKey);
    expect(html).not.toContain(sim.callbackToken);
    sim.callbackUrl = await xendit.getByLabel(/^Callback address for the Xendit dashboard/).inputValue();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('pays by QRIS: the code on the page reads back as Xendit’s payload, a forged callback changes nothing, and the page turns paid by itself', async () => {
    const product = await createTestProduct(server, { price: 67_500 });
    await addProductToCart(page, server.baseUrl, product.slug);
    await page.goto(`${server.baseUrl}/checkout/new`);
    await page.waitForURL(/\/checkout\/[^/]+\/start$/);
    await fillCheckout(page, shopperEmail('xendit-qris'));
    await page.getByRole('radiogroup', { name: /^Metode pembayaran/ }).getByRole('radio', { name: /QRIS/ }).check();
    await placeOrder(page, /\/guest\/order\/[^/]+$/);

    const code = page.getByRole('img', { name: /^Kode QRIS untuk membayar Rp/ });
    await code.waitFor();
    const [request] = [...sim.paymentRequests.values()];
    expect(request).toMatchObject({ type: 'QR_CODE', status: 'PENDING' });
    const sharp = (await import('sharp')).default;
    const jsQR = (await import('jsqr')).default;
    const { data, info } = await sharp(await code.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data).toBe(request!.qrString);
    expect(await page.getByRole('link', { name: 'Konfirmasi pembayaran' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    sim.setStatus(request!.id, 'SUCCEEDED');
    expect((await sim.notify(request!.id, { token: 'token-palsu-dari-orang-lain' })).status).toBe(401);
    // Still waiting after the page has asked again: the forged callback did not count.
    await page.waitForTimeout(6000);
    expect(await page.getByRole('region', { name: 'Pembayaran', exact: true }).isVisible()).toBe(true);

    expect(await sim.notify(request!.id)).toEqual({ status: 200, body: { result: 'applied' } });
    await page.getByText('Pembayaran Anda sudah masuk. Terima kasih!').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    expect(problems).toEqual([]);
  });
});
