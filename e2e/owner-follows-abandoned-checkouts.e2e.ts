import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, emailsTo, fillCheckout, placeOrder, shopperEmail } from './support/shop';

const PASSWORD = 'keranjang-tertinggal-2026';

describe('an owner follows the checkouts shoppers left, shortens the reminder delay and sees one recovered', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let ownerProblems: string[];
  let product: TestProduct;
  let checkoutId: string;
  const shopperProblems: string[] = [];
  const email = shopperEmail('tertinggal');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    product = await createTestProduct(server, { price: 185_000 });
    owner = await openBrowser({ locale: 'id-ID' });
    admin = await owner.context.newPage();
    ownerProblems = watchConsole(admin);
  });
  afterAll(async () => {
    await owner?.close();
    await server?.close();
  });

  const row = () => admin.getByRole('row').filter({ hasText: email });

  it('a shopper gives an e-mail at checkout and leaves', async () => {
    const shopper = await openBrowser({ locale: 'id-ID' });
    try {
      const page = await shopper.context.newPage();
      const watched = watchConsole(page);
      await addProductToCart(page, server.baseUrl, product.slug);
      await page.goto(`${server.baseUrl}/checkout/new`);
      await page.waitForURL(/\/checkout\/[^/]+\/start$/);
      checkoutId = /\/checkout\/([^/]+)\/start$/.exec(page.url())![1]!;
      const field = page.getByRole('textbox', { name: 'Email' });
      await field.fill(email);
      await field.press('Tab');
      await expect.poll(async () => (await server.database.db.select({ email: checkouts.email }).from(checkouts)
        .where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkoutId))))[0]?.email, { timeout: 10_000 }).toBe(email);
      shopperProblems.push(...watched);
    } finally {
      await shopper.close();
    }
  });

  it('the owner finds it under Marketing, waiting for its reminder', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    const marketing = admin.getByRole('navigation', { name: 'Menu admin' }).getByRole('list', { name: 'Pemasaran' });
    await marketing.getByRole('link', { name: 'Checkout ditinggalkan' }).click();
    await admin.waitForURL(`${server.baseUrl}/admin/marketing/abandoned-checkout`);
    await admin.getByRole('heading', { level: 1, name: 'Checkout yang ditinggalkan' }).waitFor();
    await row().waitFor();
    expect(await row().textContent()).toContain('Menunggu e-mail');
    expect(await row().textContent()).toContain('Rp185.000');
    expect(await row().textContent()).toContain('WIB');
    await admin.getByRole('heading', { level: 2, name: 'Ringkasan 30 hari terakhir' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('refuses a delay under 15 minutes and saves 30 minutes', async () => {
    const delay = admin.getByRole('textbox', { name: 'Kirim setelah checkout diam selama' });
    await delay.fill('5');
    await admin.getByRole('button', { name: 'Simpan jeda' }).click();
    await admin.getByText('Jeda harus menit bulat dari 15 menit sampai 72 jam.').waitFor();
    expect(await delay.getAttribute('aria-invalid')).toBe('true');
    await delay.fill('30');
    await admin.getByRole('button', { name: 'Simpan jeda' }).click();
    await admin.getByRole('status').filter({ hasText: 'Jeda disimpan.' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('sees the reminder delivered once the checkout has been quiet past the new delay', async () => {
    // 45 minutes quiet: past the new 30 minutes, short of the default hour.
    await server.database.db.update(checkouts).set({ updatedAt: new Date(Date.now() - 45 * 60_000) })
      .where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkoutId)));
    await server.app.jobs.tick();
    await server.app.jobs.tick();
    expect((await emailsTo(server, email)).map((mail) => mail.template)).toEqual(['checkout_recovery']);
    await admin.reload();
    await row().waitFor();
    await expect.poll(() => row().textContent()).toContain('E-mail terkirim');
    expect(await row().textContent()).toContain('Terkirim');
  });

  it('the shopper comes back through the e-mail and orders; the owner sees it recovered, with its order', async () => {
    const recoverPath = /\/checkout\/[A-Za-z0-9_-]+\/recover/.exec((await emailsTo(server, email))[0]!.text)![0];
    const shopper = await openBrowser({ locale: 'id-ID' });
    try {
      const page = await shopper.context.newPage();
      const watched = watchConsole(page);
      await page.goto(`${server.baseUrl}${recoverPath}`);
      await page.waitForURL(`**/checkout/${checkoutId}/start`);
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await fillCheckout(page, email);
      await choosePayment(page, 'Transfer bank');
      await placeOrder(page, /\/guest\/order\/[^/]+$/);
      shopperProblems.push(...watched);
    } finally {
      await shopper.close();
    }

    await admin.getByRole('combobox', { name: 'Status pemulihan' }).selectOption({ label: 'Pulih' });
    await admin.getByRole('button', { name: 'Terapkan' }).click();
    await admin.waitForURL(/state=recovered/);
    await expect.poll(() => row().textContent()).toContain('Pulih');
    const figures = admin.getByRole('region', { name: 'Ringkasan 30 hari terakhir' });
    expect(await figures.getByText('100%').count()).toBe(1);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // The same screen on a phone: each checkout a card, nothing wider than the screen.
    await admin.setViewportSize({ width: 390, height: 844 });
    await row().waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await row().getByRole('link', { name: /^Pesanan #\d+$/ }).click();
    await admin.waitForURL(/\/admin\/orders\/[^/]+$/);
    await admin.getByRole('heading', { level: 1 }).waitFor();
  });

  it('produced no console errors along the way', () => {
    expect(ownerProblems).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});
