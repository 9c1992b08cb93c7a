import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'kunci-kartu-2026';
const KEY = 'sk_live_RahasiaToko-7Q2z';

describe('an owner stores the card provider\'s secret key and sees only its last 4 characters again', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    admin = await owner.context.newPage();
    problems = watchConsole(admin);
  });
  afterAll(async () => {
    await owner?.close();
    await server?.close();
  });

  it('types the key once, is told which key is stored, and is refused a time to pay beyond 30 days', async () => {
    await admin.goto(`${server.baseUrl}/admin/settings/payments`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin/settings/payments`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    await admin.getByRole('heading', { level: 1, name: 'Pembayaran' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    const card = admin.getByRole('form', { name: 'Kartu kredit atau debit' });
    await card.getByRole('textbox', { name: 'ID merchant' }).fill('M-778899');
    await card.getByLabel('Kunci rahasia baru').fill(KEY);
    await card.getByRole('button', { name: 'Simpan penyedia kartu' }).click();
    await card.getByText('Kunci tersimpan berakhiran …7Q2z').waitFor();
    expect(await card.getByLabel('Kunci rahasia baru').inputValue()).toBe('');
    await admin.reload({ waitUntil: 'networkidle' });
    await admin.getByText('Kunci tersimpan berakhiran …7Q2z').waitFor();
    expect(await admin.content()).not.toContain('RahasiaToko');

    const general = admin.getByRole('form', { name: 'Batas waktu dan metode' });
    await general.getByRole('textbox', { name: 'Batas waktu bayar' }).fill('721');
    await general.getByRole('button', { name: 'Simpan batas waktu dan metode' }).click();
    await general.getByText('Batas waktu bayar harus jam bulat dari 1 sampai 720 (30 hari).').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
