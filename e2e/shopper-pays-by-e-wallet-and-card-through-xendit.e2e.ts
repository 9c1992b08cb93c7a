import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/server/db/tables';
import { startXenditSimulator, type XenditSimulator } from '../test/support/xendit-simulator';
import { staffBrowser } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { orderIdFrom, orderNewProduct, shopperEmail } from './support/shop';

/** Xendit's test cards: the first pays, the second is declined by the issuer. */
const CARD_PAYS = '4000000000001091';
const CARD_DECLINED = '4000000000000002';

/** What a shopper types on Xendit's invoice page. */
async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Pembayaran kartu / Card payment' }).waitFor();
  await page.getByLabel('Nomor kartu / Card number').fill(number);
  await page.getByLabel('Masa berlaku (BB/TT) / Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
}

/** The OVO request Xendit holds for the newest order: it waits in the shopper's app. */
function newestOvoRequest(sim: XenditSimulator) {
  const request = [...sim.paymentRequests.values()].filter((pr) => pr.channelCode === 'OVO').at(-1);
  if (!request) throw new Error('Xendit was not asked for an OVO payment');
  return request;
}

/** The order the shopper came back to from Xendit (`/checkout/xendit/{orderId}`). */
function returnedOrderId(page: Page): string {
  return /\/checkout\/xendit\/([^/?#]+)/.exec(page.url())![1]!;
}

async function orderRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select({ status: orders.status, paidAmount: orders.paidAmount }).from(orders).where(eq(orders.id, id));
  return row;
}

describe('a shopper pays through Xendit: DANA on its page, OVO in the app on a phone, and a card after one is declined', () => {
  let sim: XenditSimulator;
  let server: TestServer;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    sim = await startXenditSimulator();
    server = await startTestServer('pglite', { xenditApiBaseUrl: sim.url });
    const owner = await staffBrowser(server);
    const saved = await owner.graph<{ saveXenditSettings: { enabled: boolean; callbackUrl: string } }>(
      'mutation($input: XenditSettingsInput!) { saveXenditSettings(input: $input) { enabled callbackUrl } }',
      { input: { enabled: true, secretKey: sim.secretKey, callbackToken: sim.callbackToken } },
      { m: 'XenditSettingsInput', path: '/admin/graphql' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveXenditSettings).toEqual({ enabled: true, callbackUrl: `${server.baseUrl}/_/payments/xendit/notify` });
    // The owner enters this address in Xendit's dashboard: the callbacks go there.
    sim.callbackUrl = saved.data.saveXenditSettings.callbackUrl;
    shopper = await openBrowser({ locale: 'id-ID' });
    page = await shopper.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await shopper?.close();
    await server?.close();
    await sim?.stop();
  });

  it('chooses DANA, approves on Xendit’s page and comes back to a paid order', async () => {
    await orderNewProduct(page, server, { price: 58_000, email: shopperEmail('dana'), method: 'Dompet digital', wallet: 'DANA', nextUrl: /\/ewallets\/[^/]+\/authorize$/ });
    expect(page.url().startsWith(sim.url)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'DANA' }).waitFor();
    await page.getByRole('button', { name: 'Bayar / Pay' }).click();
    await page.waitForURL(/\/checkout\/xendit\/[^/?]+/);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor({ timeout: 15_000 });
    expect((await orderRow(server, returnedOrderId(page)))?.status).toBe('paid');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('chooses OVO on a phone, is asked to approve in the app on a masked number, and the page turns paid by itself', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await orderNewProduct(page, server, { price: 42_500, email: shopperEmail('ovo'), method: 'Dompet digital', wallet: 'OVO', nextUrl: /\/guest\/order\/[^/]+$/ });
    await page.getByText('Setujui pembayaran di aplikasi OVO').waitFor();
    // Only the last four digits of the shipping phone are shown; the rest stays hidden.
    const notice = page.getByText(/^OVO mengirim permintaan pembayaran Rp/);
    expect(await notice.textContent()).toMatch(/ke nomor •+7890\./);
    expect(await page.locator('main').textContent()).not.toContain('1234567890');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A mark on the window survives only if the page is never loaded again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    expect(await sim.approve(newestOvoRequest(sim).id)).toEqual({ status: 200, body: { result: 'applied' } });
    // The page reads the order again on its own every few seconds: no reload.
    await page.getByText('Pembayaran Anda sudah masuk. Terima kasih!').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await page.getByText('Setujui pembayaran di aplikasi OVO').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('has a card declined on Xendit’s invoice page, nothing is paid, then pays with another card', async () => {
    await orderNewProduct(page, server, { price: 135_000, email: shopperEmail('kartu'), method: 'Kartu kredit atau debit', nextUrl: /\/web\/invoices\/[^/]+$/ });
    expect(page.url().startsWith(sim.url)).toBe(true);
    const invoice = [...sim.invoices.values()].at(-1)!;
    await payByCard(page, CARD_DECLINED);
    await page.getByRole('alert').filter({ hasText: 'Kartu ditolak / Card declined' }).waitFor();
    expect(invoice.status).toBe('PENDING');
    expect(invoice.paidAmount).toBeNull();

    await payByCard(page, CARD_PAYS);
    await page.waitForURL(/\/checkout\/xendit\/[^/?]+/);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor({ timeout: 15_000 });
    expect(invoice).toMatchObject({ status: 'PAID', paidAmount: invoice.amount });
    expect((await orderRow(server, returnedOrderId(page)))?.status).toBe('paid');
  });

  it('turns away a callback forged without Xendit’s token, and the order stays unpaid', async () => {
    await orderNewProduct(page, server, { price: 39_000, email: shopperEmail('palsu'), method: 'Dompet digital', wallet: 'OVO', nextUrl: /\/guest\/order\/[^/]+$/ });
    await page.getByText('Setujui pembayaran di aplikasi OVO').waitFor();
    const orderId = orderIdFrom(page.url());
    const request = newestOvoRequest(sim);
    // A stranger claims the payment went through; only the token Xendit holds can say so.
    const genuine = sim.callbackFor(request.id);
    const forged = { ...genuine, event: 'payment.succeeded', data: { ...(genuine.data as Record<string, unknown>), status: 'SUCCEEDED' } };
    const answer = await sim.notify(request.id, { token: 'token-palsu-dari-orang-lain', body: forged });
    expect(answer.status).toBe(401);

    expect(await orderRow(server, orderId)).toEqual({ status: 'awaiting_payment', paidAmount: 0 });
    await page.reload();
    await page.getByText('Setujui pembayaran di aplikasi OVO').waitFor();
    expect(request.status).toBe('PENDING');
    expect(problems).toEqual([]);
  });
});
