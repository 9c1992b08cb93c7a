import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'ulasan-pembeli-2026';
const REVIEW = 'Tenunnya rapi dan warnanya sama persis dengan fotonya.';
const REPLY = 'Terima kasih, Kak Sari! Ditunggu pesanan berikutnya.';

describe('an owner approves and answers a shopper\'s review, and the next shoppers see it with its stars', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let ownerProblems: string[];
  let shopperProblems: string[];
  let product: TestProduct;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    product = await createTestProduct(server, { price: 275_000 });
    // Sari bought the product and received it (paying and shipping are other journeys), then reviewed it.
    const buyer = new Browser(server);
    const checkout = await readyCheckout(buyer, [{ productId: product.globalId, count: 1 }]);
    const orderId = (await placeOrder(buyer, checkout.id)).order!.id;
    const [order] = await server.database.db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, orderId)));
    await server.database.db.update(orders).set({ status: 'received', shippingAddress: { ...order!.shippingAddress, name: 'Sari Wulandari' } })
      .where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, orderId)));
    const reviewed = await buyer.graph('mutation($input: ReviewOrderInput!) { reviewOrder(input: $input) { order { id } } }',
      { input: { orderId, reviews: [{ productId: product.globalId, rating: 5, body: REVIEW }] } }, { m: 'ReviewOrderInput' });
    if (reviewed.errors) throw new Error(JSON.stringify(reviewed.errors));

    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'id-ID' });
    admin = await owner.context.newPage();
    shop = await shopper.context.newPage();
    ownerProblems = watchConsole(admin);
    shopperProblems = watchConsole(shop);
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
  });

  it('keeps the waiting review off the product page', async () => {
    await shop.goto(`${server.baseUrl}/product/${product.slug}`, { waitUntil: 'networkidle' });
    await shop.getByRole('heading', { level: 1, name: `Produk Uji ${product.slug}` }).waitFor();
    expect(await shop.getByRole('region', { name: 'Ulasan pembeli' }).count()).toBe(0);
    expect(await shop.content()).not.toContain(REVIEW);
  });

  it('finds the review waiting under Marketing, approves it from the keyboard and replies to it', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    // The dashboard says a review is waiting; the menu leads to it under Marketing.
    await admin.getByRole('link', { name: 'Ulasan menunggu persetujuan: 1' }).waitFor();
    const marketing = admin.getByRole('navigation', { name: 'Menu admin' }).getByRole('list', { name: 'Pemasaran' });
    await marketing.getByRole('link', { name: 'Ulasan' }).click();
    await admin.waitForURL(`${server.baseUrl}/admin/marketing/review`);
    await admin.getByRole('heading', { level: 1, name: 'Ulasan produk' }).waitFor();

    const card = admin.getByRole('article', { name: `Produk Uji ${product.slug}` });
    await card.getByText(REVIEW).waitFor();
    expect(await card.getByText('5 dari 5 bintang').count()).toBe(1);
    expect(await card.textContent()).toContain('Menunggu');
    expect(await seriousAxeViolations(admin)).toEqual([]);

    const approve = card.getByRole('button', { name: 'Setujui ulasan Sari' });
    await approve.focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Ulasan Sari disetujui dan tampil di halaman produk.').waitFor();
    // It no longer waits: the pending list is empty, and the approved one is under its own chip.
    await admin.getByText('Tidak ada ulasan yang menunggu.', { exact: false }).waitFor();
    await admin.getByRole('link', { name: 'Disetujui' }).click();
    await admin.waitForURL(/status=approved/);
    const approved = admin.getByRole('article', { name: `Produk Uji ${product.slug}` });
    await approved.getByText('Disetujui').first().waitFor();

    await approved.getByRole('button', { name: 'Balas' }).click();
    const reply = approved.getByRole('textbox', { name: 'Balasan toko' });
    await reply.fill(REPLY);
    await approved.getByRole('button', { name: 'Simpan balasan' }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Balasan untuk Sari disimpan.').waitFor();
    await approved.getByText(REPLY).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // The same screen on a phone.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByRole('button', { name: 'Menu' }).click();
    await admin.getByRole('list', { name: 'Pemasaran' }).getByRole('link', { name: 'Ulasan' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('shows the approved review with its stars and the shop\'s reply on the product page, and in its structured data', async () => {
    await shop.goto(`${server.baseUrl}/product/${product.slug}`, { waitUntil: 'networkidle' });
    const reviews = shop.getByRole('region', { name: 'Ulasan pembeli' });
    await reviews.getByText(REVIEW).waitFor();
    expect(await reviews.getByText('5 dari 5 bintang, 1 ulasan').count()).toBe(1);
    const item = reviews.getByRole('listitem').filter({ hasText: REVIEW });
    expect(await item.textContent()).toContain('Sari');
    expect(await item.textContent()).not.toContain('Wulandari');
    expect(await item.textContent()).toContain(REPLY);
    const jsonLd = await shop.locator('script[data-page-jsonld]').textContent();
    const productData = (JSON.parse(jsonLd!) as Array<Record<string, unknown>>).find((block) => block['@type'] === 'Product');
    expect(productData?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(await seriousAxeViolations(shop)).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});
