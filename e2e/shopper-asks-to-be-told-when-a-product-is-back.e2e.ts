import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/domain/ids/global-id';
import { products, productVariations, staffAccounts } from '../src/server/db/tables';
import { newId } from '../src/server/ids.server';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { emailsTo, shopperEmail } from './support/shop';

const PASSWORD = 'kaos-lurik-2026';
const NAME = 'Kaos Lurik Yogya';

describe('a shopper asks to be told when a sold-out size is back, and buys it from the e-mail', () => {
  let server: TestServer;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shop: Page;
  let admin: Page;
  let shopperProblems: string[];
  let ownerProblems: string[];
  let link = '';
  const email = shopperEmail('kabari');
  const productId = newId();
  const slug = `kaos-lurik-${productId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    await server.database.db.insert(products).values({
      shopId: DEMO_SHOP_ID, id: productId, slug, status: 'published', name: { id: NAME, en: 'Yogya striped shirt' }, summary: { id: 'Kaos katun bermotif lurik.' },
      description: { id: { blocks: [], entityMap: {} } }, price: 90_000, sku: `LURIK-${productId}`, stock: 0, weightGrams: 200, lengthCm: 30, widthCm: 20, heightCm: 2,
      options: [{ name: { id: 'Ukuran', en: 'Size' }, values: [{ id: 'S', en: 'S' }, { id: 'M', en: 'M' }] }],
      publishedAt: new Date('2001-01-01T00:00:00Z'), createdAt: new Date('2001-01-01T00:00:00Z'),
    });
    await server.database.db.insert(productVariations).values([
      { shopId: DEMO_SHOP_ID, id: newId(), productId, optionValues: ['S'], sku: `LURIK-S-${productId}`, price: 90_000, stock: 3, position: 0 },
      { shopId: DEMO_SHOP_ID, id: newId(), productId, optionValues: ['M'], sku: `LURIK-M-${productId}`, price: 95_000, stock: 0, position: 1 },
    ]);
    shopper = await openBrowser({ locale: 'id-ID' });
    owner = await openBrowser({ locale: 'id-ID' });
    shop = await shopper.context.newPage();
    admin = await owner.context.newPage();
    shopperProblems = watchConsole(shop);
    ownerProblems = watchConsole(admin);
  });
  afterAll(async () => {
    await shopper?.close();
    await owner?.close();
    await server?.close();
  });

  it('shows the request in place of the cart in the server-rendered page of a sold-out product', async () => {
    const soldOut = await createTestProduct(server, { stock: 0 });
    const html = await (await server.request(`/product/${soldOut.slug}`)).text();
    expect(html).toContain('Kabari saya saat tersedia');
    expect(html).not.toContain('Tambah ke keranjang');
  });

  it('chooses the sold-out size, leaves an address with the keyboard and hears it was taken', async () => {
    await shop.goto(`${server.baseUrl}/product/${slug}`);
    await shop.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await shop.getByRole('button', { name: 'Tambah ke keranjang' }).waitFor();
    await shop.getByRole('radio', { name: 'M' }).check();
    const request = shop.getByRole('region', { name: 'Kabari saya saat tersedia' });
    await request.waitFor();
    expect(await request.textContent()).toContain('Pilihan M sedang habis.');
    expect(await shop.getByRole('button', { name: 'Tambah ke keranjang' }).count()).toBe(0);
    expect(await seriousAxeViolations(shop)).toEqual([]);

    // A typo is caught beside the field, before anything is sent.
    const field = request.getByRole('textbox', { name: 'Alamat e-mail' });
    await field.fill('sari@');
    await field.press('Enter');
    await request.getByText(/e-mail/i).nth(1).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(email);
    await field.press('Enter');
    const status = request.getByRole('status').filter({ hasText: email });
    await status.waitFor();
    expect(await status.textContent()).toBe(`Terima kasih. Kami akan mengirim satu e-mail ke ${email} saat produk ini tersedia lagi.`);
    expect(await seriousAxeViolations(shop)).toEqual([]);

    // Back to the size in stock: the cart is there again.
    await shop.getByRole('radio', { name: 'S' }).check();
    await shop.getByRole('button', { name: 'Tambah ke keranjang' }).waitFor();
    expect(await shop.getByRole('region', { name: 'Kabari saya saat tersedia' }).count()).toBe(0);
  });

  it('the owner sees one shopper waiting for size M and adds stock in the editor', async () => {
    await admin.goto(`${server.baseUrl}/admin/products/${toGlobalId('Product', productId)}`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await admin.getByRole('button', { name: 'Masuk' }).click();
    await admin.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await admin.getByText('M: 1 pembeli menunggu').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'Sesuaikan stok' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByLabel('Variasi').selectOption({ label: `M (LURIK-M-${productId})` });
    await dialog.getByRole('textbox', { name: 'Perubahan (unit)' }).fill('5');
    await dialog.getByRole('radio', { name: 'Barang masuk' }).check();
    await dialog.getByRole('button', { name: 'Simpan penyesuaian' }).click();
    await dialog.getByText('Stok sudah disesuaikan.').waitFor();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await admin.getByText('S: 3 · M: 5').waitFor();
  });

  it('sends the shopper one e-mail with a link to the product', async () => {
    await server.app.jobs.tick();
    await server.app.jobs.tick();
    const mails = (await emailsTo(server, email)).filter((mail) => mail.template === 'back-in-stock');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${NAME} · M tersedia lagi di Lumbung Nusantara`);
    expect(mails[0]!.text).toContain('Rp95.000');
    const found = /https?:\/\/\S+\/product\/[\w-]+/.exec(mails[0]!.text)?.[0];
    expect(found).toBeDefined();
    link = `${server.baseUrl}${new URL(found!).pathname}`;
    expect(link).toBe(`${server.baseUrl}/product/${slug}`);
    // The owner's count is down to none.
    await admin.reload();
    await admin.getByText('S: 3 · M: 5').waitFor();
    expect(await admin.getByText('pembeli menunggu').count()).toBe(0);
  });

  it('opens the link and can put size M in the cart', async () => {
    await shop.goto(link);
    await shop.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await shop.getByRole('radio', { name: 'M' }).check();
    const add = shop.getByRole('button', { name: 'Tambah ke keranjang' });
    await add.waitFor();
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await shop.getByText('Tinggal 5 lagi').waitFor();
    expect(await seriousAxeViolations(shop)).toEqual([]);
  });

  it('produced no console errors along the way', () => {
    expect(shopperProblems).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });
});
