import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { customerAccounts, customerAddresses, orders } from '../src/server/db/tables';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, goToCheckout, orderIdFrom, placeOrder, SHOPPER, shopperEmail, verificationLink } from './support/shop';

const PASSWORD = 'kopi-susu-gula-aren';

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

// Inside the page's main part: the footer's subscribe form has an address field of its own.
// By label: a city or district field with suggestions is a combobox, the others are textboxes.
const value = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name).inputValue();

describe('an account holder checks out with a saved address', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let first: TestProduct;
  let second: TestProduct;
  let checkoutPath: string;
  let productName: string;
  const email = shopperEmail('pelanggan');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    [first, second] = await Promise.all([createTestProduct(server, { price: 95_000 }), createTestProduct(server, { price: 60_000 })]);
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function savedAddresses(): Promise<Array<{ name: string; address: string; city: string }>> {
    const [account] = await server.database.db.select({ id: customerAccounts.id }).from(customerAccounts)
      .where(and(eq(customerAccounts.shopId, DEMO_SHOP_ID), eq(customerAccounts.email, email)));
    const rows = await server.database.db.select({ address: customerAddresses.address }).from(customerAddresses)
      .where(and(eq(customerAddresses.shopId, DEMO_SHOP_ID), eq(customerAddresses.customerId, account!.id)));
    return rows.map((row) => ({ name: row.address.name, address: row.address.address, city: row.address.city }));
  }

  it('signs up on a phone and confirms the address from the e-mail', async () => {
    await page.goto(`${server.baseUrl}/signup`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^Nama/ }).fill(SHOPPER.name);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Nomor telepon/ }).fill('812 1111 2222');
    await page.getByRole('button', { name: 'Buat akun' }).click();
    await page.getByRole('heading', { name: 'Periksa e-mail Anda' }).waitFor();
    const response = await page.goto(await verificationLink(server, email));
    expect(response?.status()).toBe(200);
  });

  it('starts the checkout signed out, typing part of a new address', async () => {
    productName = await addProductToCart(page, server.baseUrl, first.slug);
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(page);
    checkoutPath = new URL(page.url()).pathname;
    const offer = page.locator('.checkout-sign-in');
    expect(await offer.textContent()).toContain('Sudah punya akun?');
    await page.getByRole('main').getByRole('textbox', { name: /^Alamat(?! pengiriman)/ }).fill(SHOPPER.address);
    await page.getByLabel(/^Kota/).fill(SHOPPER.city);
    await expectAccessible(page);
  });

  it('signs in from the checkout and is back in the same checkout with what was typed, the rest filled from the account', async () => {
    await page.locator('.checkout-sign-in').getByRole('link', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === checkoutPath);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}${checkoutPath}`);
    await page.getByText(`Masuk sebagai ${SHOPPER.name}`).waitFor();
    expect(await page.locator('.checkout-account-email').textContent()).toContain(email);
    expect(await page.getByRole('textbox', { name: /^Email/ }).count()).toBe(0);
    expect(await value(page, /^Alamat(?! pengiriman)/)).toBe(SHOPPER.address);
    expect(await value(page, /^Kota/)).toBe(SHOPPER.city);
    expect(await value(page, /^Nama penerima/)).toBe(SHOPPER.name);
    expect(await value(page, /^Nomor telepon(?! penerima)/)).toBe('81211112222');
    // The cart came along.
    expect(await page.getByRole('complementary', { name: 'Ringkasan pesanan' }).textContent()).toContain(productName);
    await expectAccessible(page);
  });

  it('completes the new address, keeps "save" ticked and places the order by bank transfer', async () => {
    await page.getByLabel(/^Kecamatan/).fill(SHOPPER.district);
    await page.getByRole('combobox', { name: /^Provinsi/ }).selectOption(SHOPPER.province);
    await page.getByRole('textbox', { name: /^Kode pos/ }).fill(SHOPPER.postalCode);
    const keep = page.getByRole('checkbox', { name: 'Simpan alamat ini di akun saya' });
    expect(await keep.isChecked()).toBe(true);
    await page.getByRole('radiogroup', { name: /^Pengiriman/ }).getByRole('radio').first().check();
    await choosePayment(page, 'Transfer bank');
    await expectAccessible(page);
    // Nothing is kept in the account before the order is placed.
    expect(await savedAddresses()).toEqual([]);
    await placeOrder(page, /:\/\/[^/]+\/order\/[^/]+$/);
    expect(await savedAddresses()).toEqual([{ name: SHOPPER.name, address: SHOPPER.address, city: SHOPPER.city }]);
  });

  it('buys again on a wide screen in English and ships to the saved address without typing it', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await addProductToCart(page, server.baseUrl, second.slug);
    await page.goto(`${server.baseUrl}/cart?lang=en`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/checkout\/[^/]+\/start$/);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText(`Signed in as ${SHOPPER.name}`).waitFor();
    const shipTo = page.getByRole('radiogroup', { name: /^Ship to/ });
    expect(await shipTo.getByRole('radio').count()).toBe(2);
    expect(await shipTo.getByRole('radio', { name: new RegExp(`^${SHOPPER.name}`) }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Recipient name/ }).count()).toBe(0);
    // The saved address was sent at once: the couriers for it are offered.
    const shipping = page.getByRole('radiogroup', { name: /^Shipping/ });
    await shipping.getByRole('radio').first().check();
    await page.getByRole('radiogroup', { name: /^Payment method/ }).getByRole('radio', { name: 'Bank transfer' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    // An account holder lands on the order in the account, not on the guest page.
    await page.waitForURL(/:\/\/[^/]+\/order\/[^/]+$/, { timeout: 15_000 });
    const orderId = orderIdFrom(page.url());

    const [order] = await server.database.db.select({ customerId: orders.customerId, email: orders.email, address: orders.shippingAddress }).from(orders)
      .where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, orderId)));
    expect(order!.customerId).not.toBeNull();
    expect(order!.email).toBe(email);
    expect(order!.address).toMatchObject({ name: SHOPPER.name, address: SHOPPER.address, postalCode: SHOPPER.postalCode });
    expect(await savedAddresses()).toHaveLength(1);
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
