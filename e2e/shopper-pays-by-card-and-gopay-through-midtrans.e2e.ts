import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_CARD, DENIED_CARD } from '../test/support/midtrans-snap-pages';
import { startMidtransSimulator, type MidtransSimulator } from '../test/support/midtrans-simulator';
import { staffBrowser } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { orderNewProduct, shopperEmail } from './support/shop';

const CLIENT_KEY = 'SB-Mid-client-Toko7Q2zAb';

/** What a shopper types on Midtrans' card page. */
async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Midtrans · Credit/debit card' }).waitFor();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

describe('a shopper pays through Midtrans: a declined card, then another that goes through, and GoPay on a phone', () => {
  let sim: MidtransSimulator;
  let server: TestServer;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    sim = await startMidtransSimulator();
    server = await startTestServer('pglite', { midtransApiBaseUrl: sim.url });
    const owner = await staffBrowser(server);
    const saved = await owner.graph('mutation($input: MidtransSettingsInput!) { saveMidtransSettings(input: $input) { enabled } }',
      { input: { enabled: true, production: false, merchantId: 'G000000001', clientKey: CLIENT_KEY, serverKey: sim.serverKey } },
      { m: 'MidtransSettingsInput', path: '/admin/graphql' });
    expect(saved.errors).toBeUndefined();
    shopper = await openBrowser({ locale: 'id-ID' });
    page = await shopper.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await shopper?.close();
    await server?.close();
    await sim?.stop();
  });

  it('is sent to Midtrans’ card page, comes back told the card was declined, and pays with another card', async () => {
    await orderNewProduct(page, server, { price: 135_000, email: shopperEmail('kartu'), method: 'Kartu kredit atau debit', nextUrl: /\/snap\/v4\/redirection\// });
    expect(page.url().startsWith(sim.url)).toBe(true);
    await payByCard(page, DENIED_CARD);

    await page.waitForURL(/\/checkout\/midtrans\/[^/?]+\?/);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran gagal' }).waitFor();
    await page.getByText('Kartu ditolak oleh bank penerbit. Tidak ada uang yang terpotong. Coba kartu lain atau metode lain.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.waitForURL(/\/snap\/v4\/redirection\//);
    await payByCard(page, ACCEPTED_CARD);
    await page.waitForURL(/\/checkout\/midtrans\//);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Terima kasih' }).textContent()).toBe('Terima kasih! Pembayaran Anda sudah kami terima.');
    // Two attempts, two Midtrans transactions: the declined one stays declined.
    expect([...sim.transactions.values()].map((tx) => tx.status)).toEqual(['deny', 'capture']);
  });

  it('chooses GoPay at checkout on a phone, approves it on Midtrans’ page, and the order is paid', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await orderNewProduct(page, server, { price: 64_000, email: shopperEmail('gopay'), method: 'Dompet digital', wallet: 'GoPay', nextUrl: /\/snap\/v4\/redirection\// });
    await page.getByRole('heading', { level: 1, name: 'Midtrans · GoPay' }).waitFor();
    await page.getByRole('button', { name: 'Pay with GoPay' }).click();
    await page.waitForURL(/\/checkout\/midtrans\//);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
