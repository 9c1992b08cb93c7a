import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndIn } from '../test/support/customer-flow';
import { Browser, createTestProduct, placeOrder, readyCheckout } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { shopperEmail } from './support/shop';

const PASSWORD = 'rendang-padang-pedas';

describe('a customer opens the link to their order on another computer, signs in, and sees it', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const email = shopperEmail('pemesan');
  let order: { id: string; number: number };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // The order was placed signed in, on a phone: this browser holds neither session nor grant.
    const phone = new Browser(server);
    await signUpAndIn(phone, email, PASSWORD, 'Dewi Lestari');
    const product = await createTestProduct(server);
    const placed = await placeOrder(phone, (await readyCheckout(phone, [{ productId: product.globalId, count: 1 }], { email })).id);
    order = { id: placed.order!.id, number: placed.order!.number };
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lands on the sign-in page first, and on the order once signed in', async () => {
    await page.goto(`${server.baseUrl}/order/${order.id}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/order/${order.id}`);
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/order/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Pesanan #${order.number}` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A fresh load of the same address is the server's own page now.
    const reload = await page.reload({ waitUntil: 'networkidle' });
    expect(reload?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: `Pesanan #${order.number}` }).waitFor();
    expect(problems).toEqual([]);
  });

  it('on a phone too: after signing out, going back to the order asks to sign in again', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/logout`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Keluar di perangkat ini' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goBack();
    await page.waitForURL(`${server.baseUrl}/logout`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/order/${order.id}`);
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    expect(await page.getByText(`Pesanan #${order.number}`).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
