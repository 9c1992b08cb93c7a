import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startRajaOngkirSimulator, type RajaOngkirSimulator } from '../test/support/rajaongkir-simulator';
import { createTestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, emailsTo, fillCheckout, orderIdFrom, ownerSignsInAt, payOnSandboxCardPage, placeOrder, SHOPPER, shopperEmail } from './support/shop';

const PASSWORD = 'kunci-rajaongkir-2026';
const WAYBILL = 'CGK1AB2611300042';

describe('an owner prices parcels through RajaOngkir and ships by hand; the shopper follows the parcel by its airway bill', () => {
  let sim: RajaOngkirSimulator;
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let page: Page;
  let problems: string[];
  let orderId = '';
  const email = shopperEmail('resi');

  beforeAll(async () => {
    sim = await startRajaOngkirSimulator();
    server = await startTestServer('pglite', { rajaOngkirApiBaseUrl: sim.url, courierRatesTimeoutMs: 1500 });
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

  it('the owner connects RajaOngkir, which finds where parcels leave from', async () => {
    await ownerSignsInAt(admin, server.baseUrl, '/admin/settings/shipping', DEMO_OWNER_EMAIL, PASSWORD);
    await admin.goto(`${server.baseUrl}/admin/settings/shipping?lang=en`);
    const live = admin.getByRole('region', { name: 'Live courier rates' });
    await live.getByRole('radio', { name: 'RajaOngkir' }).check();
    await live.getByText('RajaOngkir prices parcels and tracks them by the tracking number you enter when you ship.').waitFor();
    await live.getByLabel('New API key').fill(sim.apiKey);
    await live.getByLabel('Postal code parcels leave from').fill('12440');
    await live.getByRole('button', { name: 'Save live rates' }).click();
    await live.getByText('Origin according to RajaOngkir: LEBAK BULUS, CILANDAK, JAKARTA SELATAN, DKI JAKARTA, 12440').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('the shopper is priced by RajaOngkir and pays', async () => {
    const product = await createTestProduct(server, { price: 210_000, weightGrams: 900 });
    await addProductToCart(page, server.baseUrl, product.slug);
    await page.goto(`${server.baseUrl}/checkout/new`);
    await page.waitForURL(/\/checkout\/[^/]+\/start$/);
    await fillCheckout(page, email);
    // "JNE YES" comes only from RajaOngkir: the shop's own table has JNE REG alone.
    const shipping = page.getByRole('main').getByRole('radiogroup', { name: /^Pengiriman/ });
    await shipping.getByRole('radio', { name: /^JNE YES/ }).check();
    await choosePayment(page, 'Kartu kredit atau debit');
    await placeOrder(page, /\/_sandbox\/card\/[^/?]+$/);
    await payOnSandboxCardPage(page);
    await page.waitForURL(/\/checkout\/sandbox-card\/[^/?]+\?session=/);
    orderId = orderIdFrom(page.url());
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor();
  });

  it('the owner hands the parcel to JNE and types its airway bill; the owner’s page shows what JNE logged', async () => {
    sim.addWaybill(WAYBILL, 'jne', SHOPPER.phone);
    sim.logStep(WAYBILL, 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]', 'JAKARTA SELATAN', new Date(Date.now() - 2 * 3_600_000));
    await admin.goto(`${server.baseUrl}/admin/orders/${orderId}?lang=en`);
    await admin.getByLabel('Tracking number').fill(WAYBILL);
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    await admin.getByRole('region', { name: 'Notifications' }).getByText(/shipped; the buyer is told\.$/).waitFor();
    await admin.reload();
    const journey = admin.getByRole('region', { name: 'Track the parcel' });
    await journey.getByText('SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA] — JAKARTA SELATAN').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('the shopper is e-mailed the airway bill and follows the parcel until it is delivered', async () => {
    const shipped = (await emailsTo(server, email)).find((mail) => mail.template === 'order_shipped');
    expect(shipped?.text).toContain(WAYBILL);
    expect(shipped?.text).toMatch(/#tracking/);

    sim.logStep(WAYBILL, 'WITH DELIVERY COURIER [SLEMAN]', 'SLEMAN', new Date(Date.now() - 3_600_000));
    sim.deliver(WAYBILL, 'SARI');
    // The journey kept by the owner's visit is a quarter of an hour old by the time the shopper looks.
    await server.database.db.execute(sql`UPDATE orders SET shipment = jsonb_set(shipment, '{checkedAt}', '"2026-01-01T00:00:00.000Z"') WHERE id = ${orderId}`);
    await page.goto(`${server.baseUrl}/guest/order/${orderId}`);
    const journey = page.getByRole('region', { name: 'Lacak paket' });
    await journey.locator('.shipment-now').getByText('Paket sudah diterima').waitFor();
    const steps = await journey.getByRole('listitem').allTextContents();
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('SARI');
    expect(steps[1]).toContain('WITH DELIVERY COURIER [SLEMAN] — SLEMAN');
    expect(steps[2]).toContain('SHIPMENT RECEIVED BY JNE COUNTER OFFICER');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await journey.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
