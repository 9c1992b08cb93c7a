import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStaffAccount, issueSignInLink } from '../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { graphGet } from '../test/support/graphql-client';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

/** A refused password (400) and a spent link (410) are answers the page means to give. */
const isDeliberateRefusal = (problem: string) => /status of (400|410) /.test(problem);

describe('a new owner signs in with the one-time link the command line printed, then sets a password', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let link: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // What `npx etalase staff create … --role owner` does, on the server's own database.
    const owner = await createStaffAccount(server.database.db, DEMO_SHOP_ID, { email: 'dewi@lumbung-nusantara.example', name: 'Dewi Lestari', role: 'owner' });
    link = `${server.baseUrl}/admin/sign-in/${(await issueSignInLink(server.database.db, DEMO_SHOP_ID, owner.id)).token}`;
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the link, which only asks to confirm, and signs in by keyboard', async () => {
    const opened = await page.goto(link);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { level: 1, name: 'Masuk ke Lumbung Nusantara' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Masuk sekarang');
    await Promise.all([page.waitForURL(link), page.keyboard.press('Enter')]);
    expect(await page.getByRole('status').textContent()).toContain('Anda sudah masuk sebagai Dewi Lestari');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'etalase_staff');
    const viewer = await graphGet<{ viewer: { email: string } }>(server, '{ viewer { email } }', undefined, { path: '/admin/graphql', headers: { cookie: `etalase_staff=${cookie!.value}` } });
    expect(viewer.body.data?.viewer.email).toBe('dewi@lumbung-nusantara.example');
  });

  it('is told a short password is too short, then saves a good one', async () => {
    const field = page.getByLabel('Kata sandi baru');
    await field.fill('pendek');
    await field.press('Enter');
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true);
    // A browser that does not check lengths itself gets the same answer from the server.
    await page.evaluate(() => { document.querySelector('form')!.noValidate = true; });
    await Promise.all([page.waitForURL(/\/admin\/sign-in\/password$/), field.press('Enter')]);
    expect(await page.getByRole('alert').textContent()).toBe('Kata sandi minimal 10 karakter.');
    expect(await page.getByLabel('Kata sandi baru').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Kata sandi baru').fill('kain-batik-parang-2026');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Simpan kata sandi' }).click()]);
    expect(await page.getByRole('status').textContent()).toContain('Kata sandi tersimpan');
  });

  it('finds the link spent when it is opened again', async () => {
    await page.goto(link);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Masuk sekarang' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Tautan tidak berlaku' }).waitFor();
    expect(await page.textContent('main')).toContain('Minta tautan baru kepada pemilik toko.');
    expect(problems.filter((problem) => !isDeliberateRefusal(problem))).toEqual([]);
  });
});
