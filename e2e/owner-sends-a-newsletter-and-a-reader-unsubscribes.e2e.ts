import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { emailsTo, linkFromOutbox, shopperEmail } from './support/shop';

const PASSWORD = 'kabar-bulanan-2026';
const CONFIRM_LINK = /https?:\/\/\S+\/_\/email\/[\w-]{43}\/confirm/;
const NEWSLETTER_LINK = (action: string) => new RegExp(`https?://[^"\\s]+/_/email/[\\w-]{43}/${action}(?:\\?l=\\d+)?`);

describe('an owner writes and sends a newsletter, a reader follows its link and unsubscribes from it', () => {
  let server: TestServer;
  let reader: Awaited<ReturnType<typeof openBrowser>>;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Page;
  let admin: Page;
  let readerProblems: string[];
  let ownerProblems: string[];
  const email = shopperEmail('pembaca');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    reader = await openBrowser({ locale: 'id-ID' });
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await reader.context.newPage();
    await shopper.setViewportSize({ width: 390, height: 844 });
    admin = await owner.context.newPage();
    // The e-mail seen in the browser is the e-mail alone, without the shop's icon.
    readerProblems = watchConsole(shopper, new Set([`${server.baseUrl}/favicon.ico`]));
    ownerProblems = watchConsole(admin);
  });
  afterAll(async () => {
    await reader?.close();
    await owner?.close();
    await server?.close();
  });

  it('a reader subscribes in the footer and confirms by e-mail', async () => {
    await shopper.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    const footer = shopper.locator('.site-footer');
    await footer.getByRole('textbox', { name: 'Alamat e-mail' }).fill(email);
    await footer.getByRole('button', { name: 'Berlangganan' }).click();
    await expect.poll(() => footer.getByRole('status').textContent()).toContain('Periksa kotak masuk');
    await shopper.goto(await linkFromOutbox(server, email, 'subscription_confirm', CONFIRM_LINK), { waitUntil: 'networkidle' });
    await shopper.getByRole('heading', { level: 1, name: 'Langganan Anda sudah aktif' }).waitFor();
  });

  it('the owner writes a newsletter under Marketing and sees who will receive it', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await admin.waitForURL(/\/admin\/login\?next=/);
    await admin.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await admin.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([admin.waitForURL(`${server.baseUrl}/admin`, { waitUntil: 'domcontentloaded' }), admin.getByRole('button', { name: 'Masuk' }).click()]);
    const marketing = admin.getByRole('navigation', { name: 'Menu admin' }).getByRole('list', { name: 'Pemasaran' });
    await marketing.getByRole('link', { name: 'Newsletter' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    await admin.getByText('Belum ada newsletter.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('link', { name: 'Tulis newsletter' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Newsletter baru' }).waitFor();
    // Saving without a name is refused beside the field.
    await admin.getByRole('button', { name: 'Simpan draf' }).click();
    await admin.getByText('Beri nama newsletter ini.').waitFor();
    await admin.getByRole('textbox', { name: 'Nama newsletter (hanya untuk Anda)' }).fill('Kabar Desember');
    await admin.getByRole('textbox', { name: 'Subjek e-mail' }).fill('Kopi baru tiba di Lumbung');
    const body = admin.getByRole('textbox', { name: 'Isi newsletter' });
    await body.click();
    await admin.keyboard.type('Kopi Gayo panen baru sudah tiba. Mampir ke toko kami!');
    await admin.getByText('1 pelanggan akan menerima newsletter ini.').waitFor();
    await admin.getByRole('button', { name: 'Simpan draf' }).click();
    await admin.waitForURL(/\/admin\/marketing\/newsletter\/[\w-]+$/);
    await admin.getByRole('heading', { level: 1, name: 'Kabar Desember' }).waitFor();
    await admin.getByRole('button', { name: 'Perbarui pratinjau' }).click();
    await admin.getByTitle('Pratinjau e-mail “Kopi baru tiba di Lumbung”').waitFor();
    expect(await seriousAxeViolations(admin, { exclude: 'iframe[sandbox]' })).toEqual([]);
  });

  it('sends it after confirming, and watches it reach the mail server', async () => {
    await admin.getByRole('button', { name: 'Kirim…' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText('Kirim “Kabar Desember” ke 1 pelanggan?').waitFor();
    await dialog.getByRole('button', { name: 'Ya, kirim sekarang' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Pengiriman' }).waitFor();
    await expect.poll(async () => admin.locator('.nl-figures').textContent(), { timeout: 30_000 }).toMatch(/Terkirim\s*1/);
    await admin.getByText('Newsletter ini sudah dikirim; isinya tidak bisa diubah.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    const mails = (await emailsTo(server, email)).filter((mail) => mail.template === 'newsletter');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kopi baru tiba di Lumbung');
  });

  it('the reader opens the newsletter in the browser, then unsubscribes from its link', async () => {
    await shopper.goto(await linkFromOutbox(server, email, 'newsletter', NEWSLETTER_LINK('view')), { waitUntil: 'networkidle' });
    expect(await shopper.content()).toContain('Kopi Gayo panen baru sudah tiba.');
    await shopper.goto(await linkFromOutbox(server, email, 'newsletter', NEWSLETTER_LINK('unsubscribe')), { waitUntil: 'networkidle' });
    await shopper.getByRole('heading', { level: 1, name: 'Berhenti berlangganan' }).waitFor();
    expect(await seriousAxeViolations(shopper)).toEqual([]);
    await shopper.getByRole('button', { name: 'Berhenti berlangganan' }).click();
    await shopper.getByRole('heading', { level: 1, name: 'Anda sudah berhenti berlangganan' }).waitFor();
  });

  it('the owner sees the open, and the next newsletter has nobody to go to', async () => {
    await admin.reload({ waitUntil: 'networkidle' });
    await expect.poll(async () => admin.locator('.nl-figures').textContent(), { timeout: 10_000 }).toMatch(/Dibuka\s*1/);
    await admin.getByRole('link', { name: 'Kembali ke Newsletter' }).click();
    await admin.getByRole('row', { name: /Kabar Desember/ }).getByText('Terkirim').waitFor();
    await admin.getByRole('link', { name: 'Tulis newsletter' }).click();
    await admin.getByText('0 pelanggan akan menerima newsletter ini.').waitFor();
    expect(readerProblems).toEqual([]);
    expect(ownerProblems).toEqual([]);
  });
});
