import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'terjemahan-toko-2026';
const NAME_ID = 'Syal tenun ikat';
const NAME_EN = 'Woven ikat scarf';
const SUMMARY_EN = 'Hand-woven in Sumba, soft and light.';

describe('an owner translates a product into English and the English shop shows it', () => {
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
    product = await createTestProduct(server);
    // Written in Indonesian only, as a new shop's products are.
    await server.database.db.update(products).set({ name: { id: NAME_ID }, summary: { id: 'Ditenun tangan di Sumba, lembut dan ringan.' } })
      .where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'en-US' });
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

  it('filters the translations to products lacking English, types the English name and summary, and saves', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Terjemahan' }).click();
    await admin.waitForURL(`${server.baseUrl}/admin/translations`);
    await admin.getByRole('heading', { level: 1, name: 'Terjemahan' }).waitFor();
    const lacking = admin.getByRole('heading', { level: 2, name: /produk belum berbahasa Inggris/ });
    const before = Number(/^(\d+) dari/.exec((await lacking.textContent()) ?? '')?.[1]);
    expect(before).toBeGreaterThan(0);

    await admin.getByLabel('Hanya yang belum berbahasa Inggris').check();
    await admin.getByRole('button', { name: 'Terapkan' }).click();
    await admin.waitForURL(/missing=1/);
    const item = admin.getByRole('form', { name: NAME_ID });
    await item.locator('.translation-lacking').getByText('Belum berbahasa Inggris').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await item.getByLabel('Nama (Inggris)').fill(NAME_EN);
    await item.getByLabel('Ringkasan (Inggris)').fill(SUMMARY_EN);
    await item.getByRole('button', { name: /^Simpan/ }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText(`Tersimpan: ${NAME_ID}`).waitFor();
    // It is translated now, so the "lacking" count falls by one.
    await admin.getByRole('heading', { level: 2, name: `${before - 1} dari`, exact: false }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

  });

  it('rewords the English add-to-cart button among the interface texts, refused first for a placeholder the default has not', async () => {
    await admin.getByRole('navigation', { name: 'Jenis teks' }).getByRole('link', { name: 'Teks antarmuka' }).click();
    await admin.waitForURL(/kind=interface/);
    await admin.getByLabel('Cari kunci atau teks').fill('product.addToCart.button');
    await admin.getByRole('button', { name: 'Terapkan' }).click();
    await admin.waitForURL(/q=product.addToCart.button/);
    const text = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'product.addToCart.button', exact: true }) });
    await text.getByText('Bawaan: Add to cart').waitFor();
    const english = text.getByLabel('Teks toko (Inggris)');
    await english.fill('Put {item} in my bag');
    await text.getByRole('button', { name: /^Simpan.*Inggris/ }).click();
    await text.getByRole('alert').getByText('Teks bawaan tidak punya {item}.', { exact: false }).waitFor();
    await english.fill('Put in my bag');
    await text.getByRole('button', { name: /^Simpan.*Inggris/ }).click();
    await admin.getByRole('region', { name: 'Notifikasi' }).getByText('Teks product.addToCart.button tersimpan.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // The same screen on a phone.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByRole('heading', { level: 1, name: 'Terjemahan' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });

  it('shows the English name and summary, and the shop\'s own button text, on the English shop', async () => {
    await shop.goto(`${server.baseUrl}/product/${product.slug}?lang=en`, { waitUntil: 'networkidle' });
    await shop.getByRole('heading', { level: 1, name: NAME_EN }).waitFor();
    await shop.getByText(SUMMARY_EN).first().waitFor();
    await shop.getByRole('button', { name: /Put in my bag/ }).first().waitFor();
    expect(await seriousAxeViolations(shop)).toEqual([]);
    expect(shopperProblems).toEqual([]);
  });
});
