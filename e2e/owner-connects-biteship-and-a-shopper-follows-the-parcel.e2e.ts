import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startBiteshipSimulator, type BiteshipSimulator } from '../test/support/biteship-simulator';
import { createTestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, emailsTo, fillCheckout, orderIdFrom, ownerSignsInAt, payOnSandboxCardPage, placeOrder, shopperEmail } from './support/shop';

const PASSWORD = 'kunci-biteship-2026';
const RATES_TIMEOUT_MS = 1500;

describe('an owner connects Biteship; a shopper is priced live (and by the shop’s own table when Biteship is slow), pays, and follows the parcel the owner books', () => {
  let sim: BiteshipSimulator;
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let page: Page;
  let problems: string[];
  let orderId = '';
  const email = shopperEmail('paket');

  beforeAll(async () => {
    sim = await startBiteshipSimulator();
    server = await startTestServer('pglite', { biteshipApiBaseUrl: sim.url, courierRatesTimeoutMs: RATES_TIMEOUT_MS });
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

  it('the owner is told a wrong key is refused, then connects Biteship with the couriers the shop uses', async () => {
    await ownerSignsInAt(admin, server.baseUrl, '/admin/settings/shipping', DEMO_OWNER_EMAIL, PASSWORD);
    await admin.goto(`${server.baseUrl}/admin/settings/shipping?lang=en`);

    const live = admin.getByRole('region', { name: 'Live courier rates' });
    await live.getByText(/within 1\.5 seconds, checkout uses the rate tables below/).waitFor();
    await live.getByRole('radio', { name: 'Biteship' }).check();
    await live.getByLabel('New API key').fill('biteship_test.not-the-shops-key');
    await live.getByRole('button', { name: 'Test connection' }).click();
    await live.getByText('Biteship refuses this API key. Copy it again from the Biteship dashboard.').waitFor();
    await live.getByLabel('New API key').fill(sim.apiKey);
    await live.getByRole('button', { name: 'Test connection' }).click();
    await live.getByText('Biteship accepts this API key (test mode).').waitFor();

    await live.getByLabel('Postal code parcels leave from').fill('1244');
    await live.getByRole('button', { name: 'Save live rates' }).click();
    await live.getByText('The postal code parcels leave from is 5 digits.').waitFor();
    expect(await live.getByLabel('Postal code parcels leave from').getAttribute('aria-invalid')).toBe('true');
    await live.getByLabel('Postal code parcels leave from').fill('12440');
    await live.getByRole('checkbox', { name: 'J&T Express' }).uncheck();
    await live.getByLabel('Sender name').fill('Gudang Lumbung Nusantara');
    await live.getByLabel('Sender phone').fill('0812-1111-2222');
    await live.getByLabel('Pickup address').fill('Jl. Lebak Bulus I No. 8, Cilandak, Jakarta Selatan');
    await live.getByRole('button', { name: 'Save live rates' }).click();
    await live.getByText(`Stored: a key ending in ${sim.apiKey.slice(-4)} (test mode).`).waitFor();
    expect(await live.getByLabel('New API key').inputValue()).toBe('');
    expect(await admin.content()).not.toContain(sim.apiKey);
    const webhook = await live.getByLabel(/^Webhook address for the Biteship dashboard/).inputValue();
    expect(webhook).toBe(`${server.baseUrl}/_/shipping/biteship/webhook`);
    sim.webhookUrl = webhook;
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('the shopper is priced by Biteship for the address, by the shop’s own table when Biteship is slow, and pays by card', async () => {
    const product = await createTestProduct(server, { price: 185_000, weightGrams: 1300 });
    await addProductToCart(page, server.baseUrl, product.slug);
    await page.goto(`${server.baseUrl}/checkout/new`);
    await page.waitForURL(/\/checkout\/[^/]+\/start$/);
    await fillCheckout(page, email);
    const shipping = page.getByRole('main').getByRole('radiogroup', { name: /^Pengiriman/ });
    await shipping.getByRole('radio', { name: /^SiCepat Reguler/ }).waitFor();
    expect(await shipping.getByRole('radio', { name: /^JNE Yakin Esok Sampai/ }).count()).toBe(1);
    expect(await shipping.getByRole('radio', { name: /^JNE REG/ }).count()).toBe(0);
    expect(await shipping.getByRole('radio', { name: /J&T/ }).count()).toBe(0);

    // Biteship turns slow: a new postal code is priced from the shop's own table instead of a stuck checkout.
    sim.delayMs = RATES_TIMEOUT_MS * 4;
    const started = Date.now();
    await page.getByRole('main').getByRole('textbox', { name: /^Kode pos/ }).fill('55283');
    await page.getByRole('main').getByRole('textbox', { name: /^Kode pos/ }).blur();
    await shipping.getByRole('radio', { name: /^JNE REG/ }).waitFor();
    expect(Date.now() - started).toBeLessThan(RATES_TIMEOUT_MS + 3000);
    expect(await shipping.getByRole('radio', { name: /^SiCepat Reguler/ }).count()).toBe(0);
    sim.delayMs = 0;

    await page.getByRole('main').getByRole('textbox', { name: /^Kode pos/ }).fill('55281');
    await page.getByRole('main').getByRole('textbox', { name: /^Kode pos/ }).blur();
    await shipping.getByRole('radio', { name: /^SiCepat Reguler/ }).check();
    await choosePayment(page, 'Kartu kredit atau debit');
    await placeOrder(page, /\/_sandbox\/card\/[^/?]+$/);
    await payOnSandboxCardPage(page);
    await page.waitForURL(/\/checkout\/sandbox-card\/[^/?]+\?session=/);
    orderId = orderIdFrom(page.url());
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor();
  });

  it('the owner books the courier the shopper chose; Biteship’s airway bill ships the order', async () => {
    await admin.goto(`${server.baseUrl}/admin/orders/${orderId}?lang=en`);
    const book = admin.getByRole('button', { name: 'Book SiCepat Reguler' });
    await book.click();
    // The booking reaches Biteship while the click is answered, so it is read only once the page reports it.
    await admin.getByText(/^Courier booked through Biteship\. Tracking number /).waitFor();
    const booking = sim.byReference(orderId);
    await admin.getByText(`Courier booked through Biteship. Tracking number ${booking.waybill}.`).waitFor();
    const journey = admin.getByRole('region', { name: 'Track the parcel' });
    await journey.getByText('Courier booking confirmed').first().waitFor();
    expect(await admin.getByRole('button', { name: 'Book SiCepat Reguler' }).count()).toBe(0);
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('the shopper is e-mailed the airway bill and follows the parcel on the order page as Biteship reports each step', async () => {
    const booking = sim.byReference(orderId);
    const shipped = (await emailsTo(server, email)).find((mail) => mail.template === 'order_shipped');
    expect(shipped?.text).toContain(booking.waybill!);
    expect(shipped?.text).toMatch(/#tracking/);

    sim.advance(booking.id, 'picked', 'Paket dijemput kurir di Cilandak');
    expect((await sim.notify(booking.id)).status).toBe(200);
    await page.goto(`${server.baseUrl}/guest/order/${orderId}`);
    const journey = page.getByRole('region', { name: 'Lacak paket' });
    await journey.getByText('Paket sudah dijemput', { exact: true }).first().waitFor();
    const steps = await journey.getByRole('listitem').allTextContents();
    expect(steps[0]).toContain('Paket dijemput kurir di Cilandak');
    expect(steps[1]).toContain('Pemesanan kurir dikonfirmasi');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await journey.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
