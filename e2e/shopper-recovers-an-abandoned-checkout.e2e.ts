import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../src/server/db/tables';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, emailsTo, fillCheckout, orderIdFrom, placeOrder, shopperEmail } from './support/shop';

describe('a shopper comes back to an abandoned checkout from the reminder e-mail', () => {
  let server: TestServer;
  let product: TestProduct;
  let productName: string;
  let checkoutId: string;
  let recoverPath: string;
  const email = shopperEmail('kembali');
  const problems: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    product = await createTestProduct(server, { price: 175_000 });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function savedEmail(): Promise<string | undefined> {
    const [row] = await server.database.db.select({ email: checkouts.email }).from(checkouts)
      .where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkoutId)));
    return row?.email;
  }

  it('starts a checkout, gives an e-mail address and leaves', async () => {
    const browser = await openBrowser({ locale: 'id-ID' });
    try {
      const page = await browser.context.newPage();
      const watched = watchConsole(page);
      productName = await addProductToCart(page, server.baseUrl, product.slug);
      await page.goto(`${server.baseUrl}/checkout/new`);
      await page.waitForURL(/\/checkout\/[^/]+\/start$/);
      checkoutId = /\/checkout\/([^/]+)\/start$/.exec(page.url())![1]!;
      const field = page.getByRole('textbox', { name: 'Email' });
      await field.fill(email);
      await field.press('Tab');
      // Leaving the field saves it.
      await expect.poll(savedEmail, { timeout: 10_000 }).toBe(email);
      problems.push(...watched);
    } finally {
      await browser.close();
    }
  });

  it('is sent one reminder once the checkout has been left for a while', async () => {
    await server.database.db.update(checkouts).set({ updatedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkoutId)));
    await server.app.jobs.tick();
    await server.app.jobs.tick();
    const mails = await emailsTo(server, email);
    expect(mails.map((mail) => mail.template)).toEqual(['checkout_recovery']);
    recoverPath = /\/checkout\/[A-Za-z0-9_-]+\/recover/.exec(mails[0]!.text)?.[0] ?? '';
    expect(recoverPath).not.toBe('');
  });

  it('opens the link on another browser, finds the checkout as left, and places the order', async () => {
    const browser = await openBrowser({ locale: 'id-ID' });
    try {
      const page = await browser.context.newPage();
      const watched = watchConsole(page);
      await page.goto(`${server.baseUrl}${recoverPath}`);
      await page.waitForURL(`**/checkout/${checkoutId}/start`);
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
      await expect.poll(() => page.locator('.checkout-summary').textContent()).toContain(productName);
      expect(await page.locator('.checkout-summary').textContent()).toContain('Rp175.000');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await fillCheckout(page, email);
      await choosePayment(page, 'Transfer bank');
      await placeOrder(page, /\/guest\/order\/[^/]+$/);
      const orderId = orderIdFrom(page.url());
      await page.getByRole('heading', { name: 'Rekening tujuan' }).waitFor();
      const [row] = await server.database.db.select({ orderId: checkouts.orderId }).from(checkouts)
        .where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkoutId)));
      expect(row?.orderId).toBe(orderId);
      problems.push(...watched);
    } finally {
      await browser.close();
    }
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
