import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const PASSWORD = 'laporan-masalah-2026';
/** The cart screen's chunk, as the build names it. */
const CART_CHUNK = /\/assets\/cart\.screen-[\w-]+\.js/;

describe('a shopper meets a screen that does not load, tries again, and the owner sees it reported', () => {
  let server: TestServer;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shop: Page;
  let admin: Page;
  let shopProblems: string[];
  let adminProblems: string[];
  const reports: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    shopper = await openBrowser({ locale: 'id-ID' });
    owner = await openBrowser({ locale: 'id-ID' });
    shop = await shopper.context.newPage();
    admin = await owner.context.newPage();
    shopProblems = watchConsole(shop);
    adminProblems = watchConsole(admin);
    shop.on('request', (request) => { if (request.url().endsWith('/_/error')) reports.push(request.postData() ?? ''); });
  });
  afterAll(async () => {
    await shopper?.close();
    await owner?.close();
    await server?.close();
  });

  it('says which part failed to load, with a Retry that loads it once the network is back', async () => {
    await shop.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await shop.route(CART_CHUNK, (route) => route.abort('failed'));
    await shop.getByRole('banner').getByRole('link', { name: /Keranjang/ }).click();
    await shop.getByRole('heading', { level: 1, name: 'Memuat bagian cart gagal.' }).waitFor();
    expect(await shop.getByRole('alert').filter({ hasText: 'Periksa sambungan internet Anda, lalu coba lagi.' }).count()).toBe(1);
    // Nothing moved: the address is still the home page's.
    expect(new URL(shop.url()).pathname).toBe('/');
    expect(await seriousAxeViolations(shop)).toEqual([]);

    await shop.unroute(CART_CHUNK);
    const retry = shop.getByRole('button', { name: 'Coba lagi' });
    await retry.focus();
    await shop.keyboard.press('Enter');
    await shop.waitForURL(`${server.baseUrl}/cart`);
    await shop.getByRole('heading', { level: 1, name: 'Keranjang belanja' }).waitFor();

    // The one chunk failure went out as one report, with the fields of spec §7.
    await expect.poll(() => reports.length).toBe(1);
    const fields = Object.fromEntries(new URLSearchParams(reports[0]!));
    expect(fields).toMatchObject({ m: 'Loading chunk cart failed.', t: 'chunk', r: '/' });
    expect(fields.s).toContain('ChunkLoadError');

    // The blocked chunk is the only thing that went wrong, and it is expected: asked for at most
    // twice, preloaded with the screen's style sheet and then imported.
    expect(shopProblems.filter((problem) => !problem.startsWith('console.error: Failed to load resource: net::ERR_FAILED'))).toEqual([]);
    expect(shopProblems.length, shopProblems.join("\n")).toBeLessThanOrEqual(2);
  });

  it('shows the owner the report under Settings with its count and route, in both languages', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    const settings = admin.getByRole('navigation', { name: 'Menu admin' }).getByRole('list', { name: 'Pengaturan' });
    await settings.getByRole('link', { name: 'Laporan masalah' }).click();
    await admin.waitForURL(`${server.baseUrl}/admin/settings/error-reports`);
    await admin.getByRole('heading', { level: 1, name: 'Laporan masalah di browser' }).waitFor();

    const report = admin.getByRole('listitem', { name: /Loading chunk cart failed\./ });
    await report.waitFor();
    expect(await report.getByText('Bagian gagal dimuat').count()).toBe(1);
    expect(await report.getByText('1×').count()).toBe(1);
    expect(await report.getByRole('definition').filter({ hasText: /^\/$/ }).count()).toBe(1);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // Resolved, it leaves the open list.
    await report.getByRole('button', { name: /Tandai selesai/ }).click();
    await admin.getByText('Tidak ada laporan masalah di sini.').waitFor();

    await admin.goto(`${server.baseUrl}/admin/settings/error-reports?status=resolved&lang=en`);
    await admin.getByRole('heading', { level: 1, name: 'Problems in browsers' }).waitFor();
    const resolved = admin.getByRole('listitem', { name: /Loading chunk cart failed\./ });
    expect(await resolved.getByText('Chunk failed to load').count()).toBe(1);
    expect(await resolved.getByText('Resolved', { exact: true }).count()).toBe(1);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(adminProblems).toEqual([]);
  });
});
