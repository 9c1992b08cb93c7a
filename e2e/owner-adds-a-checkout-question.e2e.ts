import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { createTestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, goToCheckout } from './support/shop';

const PASSWORD = 'pertanyaan-2026';

describe('an owner adds a question to checkout, and a shopper is asked it', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let shop: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'id-ID' });
    admin = await owner.context.newPage();
    shop = await shopper.context.newPage();
    problems = watchConsole(admin);
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
  });

  it('adds a required one-line question in both languages, first in the list', async () => {
    await admin.goto(`${server.baseUrl}/admin/settings/checkout-fields`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/settings/checkout-fields`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Pertanyaan checkout' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    const added = admin.getByRole('group', { name: 'Pertanyaan 2' });
    // Saved without a label, the row is refused and says why.
    await admin.getByRole('button', { name: 'Simpan pertanyaan' }).click();
    await added.getByText('Label (Bahasa Indonesia) wajib diisi, paling panjang 80 karakter.').waitFor();
    await added.getByRole('textbox', { name: 'Label (Bahasa Indonesia)' }).fill('Nama di undangan');
    await added.getByRole('textbox', { name: 'Label (English)' }).fill('Name on the invitation');
    await added.getByRole('textbox', { name: 'Panjang maksimal' }).fill('60');
    await added.getByRole('checkbox', { name: 'Wajib dijawab' }).check();
    await admin.getByRole('button', { name: 'Naikkan pertanyaan 2' }).click();
    await admin.getByRole('button', { name: 'Simpan pertanyaan' }).click();
    await admin.getByRole('status').getByText('Tersimpan.').waitFor();
    expect(await admin.getByRole('group', { name: 'Pertanyaan 1' }).getByRole('textbox', { name: 'Label (Bahasa Indonesia)' }).inputValue()).toBe('Nama di undangan');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it('asks the shopper the question at checkout', async () => {
    const product = await createTestProduct(server, { price: 75_000 });
    await addProductToCart(shop, server.baseUrl, product.slug);
    await shop.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(shop);
    await shop.getByRole('textbox', { name: /^Nama di undangan/ }).waitFor();
  });
});
