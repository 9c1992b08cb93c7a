import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, confirmTransfer, fillCheckout, orderIdFrom, Owner, payOnSandboxCardPage, placeOrder, proofPictureFile, sendTransferConfirmation, shopperEmail } from './support/shop';

const rupiah = (amount: number) => `Rp${amount.toLocaleString('de-DE')}`;

describe('a shopper pays a down payment first and the rest later', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let owner: Owner;
  let product: TestProduct;
  let proof: Awaited<ReturnType<typeof proofPictureFile>>;
  let orderId: string;
  let shippingFee: number;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    [product, owner, proof] = await Promise.all([
      createTestProduct(server, { price: 1_000_000, downPaymentPercent: 30 }),
      Owner.signIn(server),
      proofPictureFile(),
    ]);
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    proof?.remove();
  });

  it('adds the product asking to pay only the 30% down payment now, and orders by bank transfer', async () => {
    await addProductToCart(page, server.baseUrl, product.slug, { downPayment: true });
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.cart-line-down-payment').textContent()).toContain(rupiah(300_000));
    await page.getByRole('link', { name: 'Lanjut ke pembayaran' }).click();
    await page.waitForURL(/\/checkout\/[^/]+\/start$/);
    await fillCheckout(page, shopperEmail('uangmuka'));
    await choosePayment(page, 'Transfer bank');
    await expect.poll(() => page.locator('.checkout-summary').textContent()).toContain('Dibayar sekarang');
    await placeOrder(page, /\/guest\/order\/[^/]+$/);
    orderId = orderIdFrom(page.url());
  });

  it('is asked to transfer the down payment and the shipping, not the whole total', async () => {
    await page.getByRole('heading', { name: 'Rekening tujuan' }).waitFor();
    const shippingText = await page.locator('.order-totals div').filter({ hasText: 'Ongkos kirim' }).locator('dd').textContent();
    shippingFee = Number(shippingText!.replace(/\D/g, ''));
    expect(shippingFee).toBeGreaterThan(0);
    expect(await page.locator('.order-bank-transfer .order-due-amount').textContent()).toBe(rupiah(300_000 + shippingFee));
    expect(await page.locator('.order-totals-total dd').textContent()).toBe(rupiah(1_000_000 + shippingFee));
  });

  it('confirms the down payment, which the owner verifies', async () => {
    await page.getByRole('link', { name: 'Konfirmasi pembayaran' }).click();
    await page.waitForURL(`**/guest/order/${orderId}/confirm/payment`);
    await confirmTransfer(page, rupiah(300_000 + shippingFee), proof.path);
    await sendTransferConfirmation(page);
    expect(await owner.verifyPayment(await owner.submittedPaymentOf(orderId))).toBe('partially_paid');
  });

  it('sees the order partially paid, with the balance and a link to pay it', async () => {
    await page.goto(`${server.baseUrl}/guest/order/${orderId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sisa pembayaran', level: 2 }).waitFor();
    expect(await page.locator('.order-header').textContent()).toContain('Dibayar sebagian');
    expect(await page.locator('.order-payment .order-due-amount').textContent()).toBe(rupiah(700_000));
    const link = page.getByRole('link', { name: 'Lunasi sisa pembayaran' });
    expect(await link.getAttribute('href')).toBe(`/order/payment/complete/${orderId}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(`**/order/payment/complete/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Lunasi sisa pembayaran' }).waitFor();
    expect(await page.locator('.order-balance-summary .order-totals-due dd').textContent()).toBe(rupiah(700_000));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('pays the rest by card and the order is paid', async () => {
    await page.getByRole('group', { name: 'Metode pembayaran' }).getByRole('radio', { name: 'Kartu kredit atau debit' }).check();
    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    await page.waitForURL(/\/_sandbox\/card\/[^/?]+$/);
    expect(await page.getByRole('region', { name: 'Ringkasan pembayaran' }).textContent()).toContain(rupiah(700_000));
    await payOnSandboxCardPage(page);
    await page.waitForURL(`**/checkout/sandbox-card/${orderId}?session=*`);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' }).waitFor();
    await page.getByRole('link', { name: 'Lihat pesanan' }).click();
    await page.waitForURL(`**/guest/order/${orderId}`);
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    expect(await page.locator('.order-header').textContent()).toContain('Dibayar');
    expect(await page.locator('.order-header').textContent()).not.toContain('Dibayar sebagian');
    expect(await page.locator('.order-totals div').filter({ hasText: 'Sudah dibayar' }).locator('dd').textContent()).toBe(rupiah(1_000_000 + shippingFee));
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
