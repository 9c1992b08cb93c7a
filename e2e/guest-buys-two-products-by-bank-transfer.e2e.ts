import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import {
  addProductToCart, choosePayment, confirmTransfer, emailsTo, fillCheckout, goToCheckout, orderIdFrom, Owner, placeOrder, proofPictureFile,
  sendTransferConfirmation, SHOPPER, shopperEmail,
} from './support/shop';

const NOTE = 'Tolong dibungkus kado, kirim sebelum jam 5 sore.';
type HeldWindow = { etalaseFlags: Record<string, boolean> };

describe('a guest buys two products and pays by bank transfer', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let owner: Owner;
  let first: TestProduct;
  let second: TestProduct;
  let proof: Awaited<ReturnType<typeof proofPictureFile>>;
  let orderId: string;
  let total: string;
  let checkoutUrl: string;
  const email = shopperEmail('tamu');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    [first, second, owner] = await Promise.all([
      createTestProduct(server, { price: 125_000 }),
      createTestProduct(server, { price: 80_000 }),
      Owner.signIn(server),
    ]);
    proof = await proofPictureFile();
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    proof?.remove();
  });

  it('adds two products to the cart, each with a toast', async () => {
    await addProductToCart(page, server.baseUrl, first.slug);
    await addProductToCart(page, server.baseUrl, second.slug);
  });

  it('sees both lines priced in the cart', async () => {
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    const lines = page.getByRole('list', { name: 'Isi keranjang' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => lines.textContent()).toContain('Rp125.000');
    expect(await lines.textContent()).toContain('Rp80.000');
    await expect.poll(() => page.locator('.cart-subtotal strong').textContent()).toBe('Rp205.000');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('fills in the checkout, then finds it all still there after switching to English and back', async () => {
    await goToCheckout(page);
    await fillCheckout(page, email);
    checkoutUrl = page.url();
    // What the language links do: the same page loaded afresh, its address (a textarea) written by the server.
    await page.goto(`${checkoutUrl}?lang=en`, { waitUntil: 'networkidle' });
    const form = page.getByRole('main');
    expect(await form.getByRole('textbox', { name: /^Address/ }).inputValue()).toBe(SHOPPER.address);
    expect(await form.getByLabel(/^City/).inputValue()).toBe(SHOPPER.city);
    await page.goto(`${checkoutUrl}?lang=id`, { waitUntil: 'networkidle' });
    expect(await form.getByRole('textbox', { name: /^Alamat(?! pengiriman)/ }).inputValue()).toBe(SHOPPER.address);
    expect(problems).toEqual([]);
  });

  it('writes a note for the shop while the page\'s script is still on its way, and places the order with it by bank transfer', async () => {
    // A second tab of the same checkout, its script held back until the note is written.
    const held = await browser.context.newPage();
    const heldProblems = watchConsole(held);
    await held.addInitScript(() => { (window as unknown as HeldWindow).etalaseFlags = { preventJavascript: true }; });
    await held.goto(checkoutUrl, { waitUntil: 'networkidle' });
    const note = held.getByRole('main').getByRole('textbox', { name: /^Catatan untuk toko/ });
    await note.fill(NOTE);
    await held.evaluate(() => { (window as unknown as HeldWindow).etalaseFlags.preventJavascript = false; });
    // Preact keeps the tree it hydrated on its container (its `__k` property) once it takes the page over.
    await expect.poll(() => held.evaluate(() => '__k' in (document.getElementById('root') ?? {})), { timeout: 5000 }).toBe(true);
    await held.waitForLoadState('networkidle');
    // Still on screen, and counted as written: the counter follows the form, not the field.
    expect(await note.inputValue()).toBe(NOTE);
    expect(await held.locator('.field-counter').textContent()).toContain(`${[...NOTE].length}/1000`);
    await choosePayment(held, 'Transfer bank');
    expect(await seriousAxeViolations(held)).toEqual([]);
    // Placed from this tab, with what its form holds; the story goes on in the first tab.
    await placeOrder(held, /\/guest\/order\/[^/]+$/);
    orderId = orderIdFrom(held.url());
    expect(heldProblems).toEqual([]);
    await held.close();
    await page.goto(`${server.baseUrl}/guest/order/${orderId}`, { waitUntil: 'networkidle' });
  });

  it('shows the bank accounts and the exact amount to transfer', async () => {
    await page.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
    await page.getByRole('heading', { name: 'Rekening tujuan' }).waitFor();
    expect(await page.locator('.order-account').count()).toBeGreaterThan(0);
    total = (await page.locator('.order-bank-transfer .order-due-amount').textContent())!.trim();
    expect(total).toMatch(/^Rp\d{1,3}(\.\d{3})+$/);
    expect(await page.locator('.order-totals-total dd').textContent()).toBe(total);
    // The note written before the page was taken over went with the order.
    expect(await page.locator('.order-note').textContent()).toBe(NOTE);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('sends the order e-mail whose private link opens the order in another browser, without the secret in the address', async () => {
    const mails = await emailsTo(server, email);
    expect(mails.map((mail) => mail.template)).toEqual(['order_placed']);
    const link = new RegExp(`/o/${orderId}/[A-Za-z0-9_-]+`).exec(mails[0]!.text)?.[0];
    expect(link).toBeDefined();
    const elsewhere = await openBrowser({ locale: 'id-ID' });
    try {
      const other = await elsewhere.context.newPage();
      const otherProblems = watchConsole(other);
      await other.goto(`${server.baseUrl}${link}`, { waitUntil: 'networkidle' });
      expect(new URL(other.url()).pathname).toBe(`/guest/order/${orderId}`);
      expect(other.url()).not.toContain(link!.split('/')[3]);
      await other.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
      expect(otherProblems).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('confirms the payment with a picture of the transfer receipt', async () => {
    await page.getByRole('link', { name: 'Konfirmasi pembayaran' }).click();
    await page.waitForURL(`**/guest/order/${orderId}/confirm/payment`);
    await confirmTransfer(page, total, proof.path);
    expect(await page.getByRole('img', { name: 'Pratinjau bukti transfer' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await sendTransferConfirmation(page);
  });

  it('is verified and shipped by the owner', async () => {
    const paymentId = await owner.submittedPaymentOf(orderId);
    expect(await owner.verifyPayment(paymentId)).toBe('paid');
    expect(await owner.markShipped(orderId, 'JNE', 'JNE0123456789')).toBe('shipped');
  });

  it('sees the order shipped with its tracking number, and confirms it arrived', async () => {
    await page.goto(`${server.baseUrl}/guest/order/${orderId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Pesanan sedang dikirim' }).waitFor();
    expect(await page.locator('.order-header').textContent()).toContain('Dikirim');
    expect(await page.locator('.order-tracking-number').first().textContent()).toBe('JNE0123456789');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Pesanan sudah diterima' }).click();
    await page.waitForURL(`**/guest/order/${orderId}/confirm/received`);
    await page.getByRole('button', { name: 'Pesanan sudah diterima' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('checkbox', { name: 'Saya sudah menerima semua barang dalam keadaan baik' }).check();
    await dialog.getByRole('button', { name: 'Ya, sudah diterima' }).click();
    await dialog.getByRole('heading', { name: 'Terima kasih telah mengonfirmasi' }).waitFor();
    await dialog.getByRole('button', { name: 'Kembali' }).click();
    await dialog.waitFor({ state: 'detached' });
    const thanks = page.getByRole('heading', { name: 'Terima kasih telah mengonfirmasi' });
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('writes a five-star review', async () => {
    await page.goto(`${server.baseUrl}/guest/order/${orderId}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Tulis ulasan' }).click();
    await page.waitForURL(`**/order/review/${orderId}`);
    const form = page.getByRole('form', { name: 'Tulis ulasan' });
    const firstItem = form.getByRole('group').first();
    await firstItem.getByRole('radio', { name: '5 bintang' }).check();
    await firstItem.getByRole('textbox', { name: /^Ulasan Anda/ }).fill('Barangnya bagus dan cepat sampai.');
    await form.getByRole('button', { name: 'Kirim ulasan' }).click();
    await page.getByText('Terima kasih atas ulasan Anda!').waitFor();
    await page.getByRole('heading', { name: 'Ulasan yang sudah Anda tulis' }).waitFor();
    expect(await page.locator('.order-reviews').textContent()).toContain('5 dari 5 bintang');
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
