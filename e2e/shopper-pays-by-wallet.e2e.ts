import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paymentNotifications, payments } from '../src/server/db/tables';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { orderIdFrom, orderNewProduct, shopperEmail } from './support/shop';

describe('a shopper pays with a digital wallet', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A product in the cart, the checkout filled in, the wallet chosen, and the order placed. */
  async function orderByWallet(price: number): Promise<void> {
    await orderNewProduct(page, server, { price, email: shopperEmail('dompet'), method: 'Dompet digital', nextUrl: /\/_sandbox\/wallet\/[^/?]+$/ });
    await page.getByRole('heading', { level: 1, name: /^Dompet Sandbox/ }).waitFor();
  }

  async function walletPaymentOf(orderId: string): Promise<{ status: string; providerRef: string | null }> {
    const [row] = await server.database.db.select({ status: payments.status, providerRef: payments.providerRef }).from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, 'wallet')));
    return row!;
  }

  it('approves the payment on the wallet page and is told it succeeded once the wallet has notified the shop', async () => {
    await orderByWallet(120_000);
    await page.getByRole('button', { name: /^Bayar Rp/ }).click();
    await page.waitForURL(/\/checkout\/sandbox-wallet\/[^/?]+$/);
    const orderId = orderIdFrom(page.url());
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor({ timeout: 10_000 });
    const payment = await walletPaymentOf(orderId);
    expect(payment.status).toBe('succeeded');
    const notices = await server.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentRef, payment.providerRef!));
    expect(notices.map((notice) => notice.status)).toEqual(['succeeded']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Lihat pesanan' }).click();
    await page.waitForURL(`**/guest/order/${orderId}`);
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    expect(await page.locator('.order-header').textContent()).toContain('Dibayar');
  });

  it('keeps checking, not claiming success, until the notification has been delivered', async () => {
    const jobs = server.app.jobs;
    // The wallet's notification waits in the outbox until the job runner is asked to deliver it.
    jobs.kick = () => undefined;
    try {
      await orderByWallet(130_000);
      await page.getByRole('button', { name: /^Bayar Rp/ }).click();
      await page.waitForURL(/\/checkout\/sandbox-wallet\/[^/?]+$/);
      const orderId = orderIdFrom(page.url());
      await page.getByRole('heading', { level: 1, name: 'Memeriksa pembayaran' }).waitFor();
      // At least one more look at the order (every 2 s) while the notification is held back.
      await page.waitForTimeout(2500);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Memeriksa pembayaran');
      expect((await walletPaymentOf(orderId)).status).toBe('pending');
      await jobs.tick();
      expect((await walletPaymentOf(orderId)).status).toBe('succeeded');
      await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor({ timeout: 10_000 });
    } finally {
      delete (jobs as Partial<typeof jobs>).kick;
    }
  });

  it('never shows success for a payment cancelled on the wallet page', async () => {
    await orderByWallet(140_000);
    await page.getByRole('button', { name: /^Batalkan pembayaran/ }).click();
    await page.waitForURL(/\/checkout\/sandbox-wallet\/[^/?]+$/);
    const orderId = orderIdFrom(page.url());
    await page.getByRole('heading', { level: 1, name: 'Pembayaran dibatalkan' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('alert').first().textContent()).toBe('Anda membatalkan pembayaran. Pesanan masih menunggu pembayaran.');
    expect((await walletPaymentOf(orderId)).status).toBe('cancelled');
    // Opening the return address again (a bookmark, a reload) still does not claim the order paid.
    await page.goto(`${server.baseUrl}/checkout/sandbox-wallet/${orderId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Pembayaran dibatalkan' }).waitFor();
    await page.getByRole('button', { name: 'Coba lagi' }).waitFor();
    expect(await page.getByText('Pembayaran berhasil').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
