import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { emailsTo, linkFromOutbox, shopperEmail } from './support/shop';

const NAME = 'Sari Wulandari';
const FIRST_PASSWORD = 'kopi-susu-gula-aren';
const NEW_PASSWORD = 'teh-tarik-tanpa-gula';

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel(/^Kata sandi/).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

describe('a newcomer signs up on a phone, confirms the address, signs in and out, and resets the password', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const email = shopperEmail('baru');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const customerCookie = async () => (await browser.context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'etalase_customer');
  const header = () => page.locator('.site-header');

  it('renders the sign-up page on the server', async () => {
    const response = await fetch(`${server.baseUrl}/signup`, { headers: { 'accept-language': 'id' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/Buat akun/);
    expect(html).toMatch(/autocomplete="new-password"/i);
  });

  it('signs up: the browser refuses a password equal to the e-mail, the server says to check the mailbox', async () => {
    await page.goto(`${server.baseUrl}/signup`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Daftar' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^Nama/ }).fill(NAME);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    const password = page.getByLabel(/^Kata sandi/);
    await password.fill(email);
    await page.getByRole('textbox', { name: /^Nomor telepon/ }).fill('812 3456 7890');
    await page.getByRole('button', { name: 'Buat akun' }).click();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const described = (await password.getAttribute('aria-describedby')) ?? '';
    const errorId = described.split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Kata sandi tidak boleh sama dengan alamat e-mail.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await expectAccessible(page);

    await password.fill(FIRST_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Periksa e-mail Anda' }).waitFor();
    expect(await page.locator('.session-answer').textContent()).toContain(email);
    expect(await customerCookie()).toBeUndefined();
    await expectAccessible(page);
  });

  it('opens the verification link from the e-mail', async () => {
    const link = await linkFromOutbox(server, email, 'customer-verify-email');
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(await page.textContent('body')).toContain(email);
  });

  it('refuses a wrong password with the server\'s words, then signs in and goes on to the cart', async () => {
    await page.goto(`${server.baseUrl}/login?next=/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    expect(await header().getByRole('link', { name: 'Masuk' }).count()).toBe(1);
    await expectAccessible(page);
    await signIn(page, email, 'bukan-kata-sandinya');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('E-mail atau kata sandi tidak benar.');
    await expectAccessible(page);

    await page.getByLabel(/^Kata sandi/).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/cart`);
    await header().getByText(NAME).waitFor();
    expect(await customerCookie()).toBeDefined();
    await expectAccessible(page);
  });

  it('never follows a next that leads to another site', async () => {
    await page.goto(`${server.baseUrl}/login?next=//example.org/x`, { waitUntil: 'networkidle' });
    await signIn(page, email, FIRST_PASSWORD);
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it('signs out on this device from /logout', async () => {
    await page.goto(`${server.baseUrl}/logout`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Keluar' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Keluar di perangkat ini' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await header().getByRole('link', { name: 'Masuk' }).waitFor();
    expect(await header().getByText(NAME).count()).toBe(0);
    expect(await customerCookie()).toBeUndefined();
  });

  it('asks for a reset link and gets the same answer as for any address', async () => {
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
    await page.waitForURL(`${server.baseUrl}/password/forgot`);
    await page.getByRole('heading', { level: 1, name: 'Lupa kata sandi' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByRole('heading', { name: 'Periksa e-mail Anda' }).waitFor();
    expect(await page.locator('.session-answer').textContent()).toContain(`Jika ada akun dengan alamat ${email}`);
    await expectAccessible(page);
  });

  it('sets a new password from the e-mailed link, which then no longer works', async () => {
    const link = await linkFromOutbox(server, email, 'customer-password-reset', /https?:\/\/\S+\/password\/forgot\?token=[\w-]+/);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Buat kata sandi baru' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel(/^Kata sandi baru/).fill('pendek');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    expect(await page.getByLabel(/^Kata sandi baru/).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(/^Kata sandi baru/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await page.getByRole('heading', { name: 'Kata sandi tersimpan' }).waitFor();
    await expectAccessible(page);

    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Kata sandi baru/).fill(`${NEW_PASSWORD}-lagi`);
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await page.getByRole('heading', { name: 'Tautan tidak berlaku' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Tautan ini tidak berlaku lagi');
  });

  it('signs in with the new password and not with the old one', async () => {
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await signIn(page, email, FIRST_PASSWORD);
    await page.getByRole('alert').waitFor();
    await page.getByLabel(/^Kata sandi/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await header().getByText(NAME).waitFor();
    expect(await customerCookie()).toBeDefined();
  });

  it('asks for a hint of the e-mail address by phone number, which goes to that address', async () => {
    await page.goto(`${server.baseUrl}/forgot/email`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Lupa alamat e-mail' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^Nomor telepon/ }).fill('0812-3456-7890');
    await page.getByRole('button', { name: 'Kirim petunjuk' }).click();
    await page.getByRole('heading', { name: 'Periksa e-mail Anda' }).waitFor();
    expect(await page.locator('.session-answer').textContent()).toContain('Jika ada akun dengan nomor telepon ini');
    await expectAccessible(page);
    await expect.poll(async () => (await emailsTo(server, email)).some((mail) => mail.template === 'customer-email-hint'), { timeout: 5_000 }).toBe(true);
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
