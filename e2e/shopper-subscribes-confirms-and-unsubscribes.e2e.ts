import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { emailsTo, linkFromOutbox, shopperEmail } from './support/shop';

const CONFIRM_LINK = /https?:\/\/\S+\/_\/email\/[\w-]{43}\/confirm/;
const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/_\/email\/[\w-]{43}\/unsubscribe/;

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('a shopper subscribes in the footer, confirms by e-mail and unsubscribes in one click', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const email = shopperEmail('langganan');

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

  it('subscribes from the footer and is told to check the inbox', async () => {
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    const footer = page.locator('.site-footer');
    await footer.getByRole('heading', { name: 'Kabar & promo lewat e-mail' }).waitFor();
    await expectAccessible(page);
    await footer.getByRole('textbox', { name: 'Alamat e-mail' }).fill('bukan-alamat');
    await footer.getByRole('button', { name: 'Berlangganan' }).click();
    await expect.poll(() => footer.getByRole('alert').textContent()).toContain('Tulis alamat e-mail yang lengkap');
    await footer.getByRole('textbox', { name: 'Alamat e-mail' }).fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Berlangganan' }).click();
    await expect.poll(() => footer.getByRole('status').textContent()).toContain('Periksa kotak masuk');
    await expectAccessible(page);
    const sent = (await emailsTo(server, email)).filter((mail) => mail.template === 'subscription_confirm');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Pastikan langganan e-mail Anda di Lumbung Nusantara');
  });

  it('opens the confirmation link and sees that the subscription is confirmed', async () => {
    await page.goto(await linkFromOutbox(server, email, 'subscription_confirm', CONFIRM_LINK), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/email/subscription/confirmed');
    await page.getByRole('heading', { level: 1, name: 'Langganan Anda sudah aktif' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Lanjut belanja' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it('opens the unsubscribe link, presses the one button and is told it is done', async () => {
    await page.goto(await linkFromOutbox(server, email, 'subscription_confirm', UNSUBSCRIBE_LINK), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Berhenti berlangganan' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain(`Alamat ${email} tidak akan lagi menerima e-mail promo`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Berhenti berlangganan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anda sudah berhenti berlangganan' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(`${email} tidak akan lagi menerima e-mail promo`);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Atur langganan' }).click();
    await page.getByText('Status: tidak berlangganan').waitFor();
    await page.getByRole('button', { name: 'Berlangganan lagi' }).waitFor();
    expect(problems).toEqual([]);
  });
});
