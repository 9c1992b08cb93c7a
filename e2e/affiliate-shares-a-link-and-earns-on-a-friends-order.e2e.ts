import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffBrowser, type Browser } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { confirmTransfer, orderIdFrom, orderNewProduct, Owner, proofPictureFile, sendTransferConfirmation, shopperEmail, verificationLink } from './support/shop';

const NAME = 'Rina Afiliasi';
const PASSWORD = 'bagikan-tautan-ini';
/** 5 % of the goods: the demo shop's default rate. */
const PRICE = 120_000;
const COMMISSION = 'Rp6.000';

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The figure under `label` in the page's summary. */
async function figure(page: Page, label: string): Promise<string> {
  const stats = page.getByRole('region', { name: /^(Ringkasan|Summary)$/ });
  return (await stats.locator('.affiliate-stat').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').textContent())!.trim();
}

describe('an affiliate shares a link and earns on a friend\'s order', () => {
  let server: TestServer;
  let owner: Owner;
  let staff: Browser;
  let a: Awaited<ReturnType<typeof openBrowser>>;
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let friend: Page;
  let problems: string[];
  let friendProblems: string[];
  let proof: Awaited<ReturnType<typeof proofPictureFile>>;
  let link: string;
  let orderId: string;
  const email = shopperEmail('afiliasi');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // One after the other: each sign-in sets the owner's password anew.
    owner = await Owner.signIn(server);
    staff = await staffBrowser(server);
    proof = await proofPictureFile();
    a = await openBrowser({ locale: 'id-ID' });
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    page = await a.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.close();
    proof?.remove();
  });

  it('signs up on a phone and confirms the address from the e-mail', async () => {
    await page.goto(`${server.baseUrl}/signup`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^Nama/ }).fill(NAME);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Nomor telepon/ }).fill('812 3456 7890');
    await page.getByRole('button', { name: 'Buat akun' }).click();
    await page.getByRole('heading', { name: 'Periksa e-mail Anda' }).waitFor();
    expect((await page.goto(await verificationLink(server, email)))?.status()).toBe(200);
  });

  it('finds the affiliate page asks to sign in first, and comes back to it after signing in', async () => {
    await page.goto(`${server.baseUrl}/account/affiliate`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.baseUrl}/login?next=%2Faccount%2Faffiliate`);
    await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/account/affiliate`);
    await page.getByRole('button', { name: 'Gabung program afiliasi' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('komisi 5% dari nilai barang');
    expect(await page.locator('main').textContent()).toContain('dalam 30 hari setelah tautan diklik');
    await expectAccessible(page);
  });

  it('joins by keyboard and copies the link', async () => {
    await page.getByRole('button', { name: 'Gabung program afiliasi' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'Tautan Anda', exact: true });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Anda sudah bergabung' }).count()).toBe(1);
    link = await page.getByRole('textbox', { name: 'Tautan afiliasi Anda' }).inputValue();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/\?ref=[A-Z2-9]{8}$/);
    expect(await figure(page, 'Klik')).toBe('0');

    await page.getByRole('button', { name: 'Salin tautan' }).click();
    await page.getByRole('status').filter({ hasText: 'Tautan disalin.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  it('a friend opens the link in another browser and buys as a guest by bank transfer', async () => {
    b = await openBrowser({ locale: 'id-ID' });
    friend = await b.context.newPage();
    await friend.setViewportSize({ width: 390, height: 844 });
    friendProblems = watchConsole(friend);
    await friend.goto(link, { waitUntil: 'networkidle' });
    expect((await b.context.cookies(server.baseUrl)).some((cookie) => cookie.name === 'etalase_ref')).toBe(true);
    await orderNewProduct(friend, server, { price: PRICE, email: shopperEmail('teman'), method: 'Transfer bank', nextUrl: /\/guest\/order\/[^/]+$/ });
    orderId = orderIdFrom(friend.url());
    const total = (await friend.locator('.order-bank-transfer .order-due-amount').textContent())!.trim();
    await friend.getByRole('link', { name: 'Konfirmasi pembayaran' }).click();
    await confirmTransfer(friend, total, proof.path);
    await sendTransferConfirmation(friend);
  });

  it('the affiliate sees the click and the pending commission', async () => {
    await page.reload({ waitUntil: 'networkidle' });
    expect(await figure(page, 'Klik')).toBe('1');
    expect(await figure(page, 'Pesanan')).toBe('1');
    expect(await figure(page, 'Komisi menunggu')).toBe(COMMISSION);
    expect(await figure(page, 'Siap dibayarkan')).toBe('Rp0');
    const row = page.getByRole('table').getByRole('row').nth(1);
    expect(await row.textContent()).toContain('Menunggu');
  });

  it('the shop verifies and ships, and the friend confirms receipt', async () => {
    expect(await owner.verifyPayment(await owner.submittedPaymentOf(orderId))).toBe('paid');
    expect(await owner.markShipped(orderId, 'JNE', 'JNE0123456789')).toBe('shipped');
    await friend.goto(`${server.baseUrl}/guest/order/${orderId}/confirm/received`, { waitUntil: 'networkidle' });
    await friend.getByRole('button', { name: 'Pesanan sudah diterima' }).click();
    const dialog = friend.getByRole('alertdialog');
    await dialog.getByRole('checkbox', { name: 'Saya sudah menerima semua barang dalam keadaan baik' }).check();
    await dialog.getByRole('button', { name: 'Ya, sudah diterima' }).click();
    await dialog.getByRole('heading', { name: 'Terima kasih telah mengonfirmasi' }).waitFor();
    expect(friendProblems).toEqual([]);
  });

  it('the affiliate sees 1 click, 1 order and the approved commission, and asks for a payout', async () => {
    await page.reload({ waitUntil: 'networkidle' });
    expect(await figure(page, 'Klik')).toBe('1');
    expect(await figure(page, 'Pesanan')).toBe('1');
    expect(await figure(page, 'Komisi menunggu')).toBe('Rp0');
    expect(await figure(page, 'Siap dibayarkan')).toBe(COMMISSION);
    const cells = await page.getByRole('table').getByRole('row').nth(1).locator('th, td').allTextContents();
    expect(cells[0]).toMatch(/^#\d+$/);
    expect(cells.slice(2)).toEqual([COMMISSION, 'Disetujui']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Minta pembayaran' }).click();
    await page.getByRole('status').filter({ hasText: `Permintaan pembayaran ${COMMISSION} terkirim` }).waitFor();
    await page.getByText(new RegExp(`^Permintaan pembayaran ${COMMISSION} dari .+ sedang diproses\\.$`)).waitFor();
    // A second request while the first is open is refused in words.
    await page.getByRole('button', { name: 'Minta pembayaran' }).click();
    await page.getByRole('status').filter({ hasText: 'Permintaan pembayaran Anda sebelumnya masih diproses.' }).waitFor();
    await expectAccessible(page);
  });

  it('staff approve the payout, and the affiliate\'s page shows it paid (in English, on a wide screen)', async () => {
    const code = new URL(link).searchParams.get('ref');
    const listed = await staff.graph<{ affiliatePayouts: Array<{ id: string; affiliateCode: string; amount: number }> }>(
      'query { affiliatePayouts(first: 20, status: "requested") { id affiliateCode amount } }', {}, { path: '/admin/graphql' });
    const request = listed.data.affiliatePayouts.find((payout) => payout.affiliateCode === code);
    expect(request?.amount).toBe(6000);
    const approved = await staff.graph<{ approvePayout: { status: string } }>('mutation($id: ID!) { approvePayout(id: $id) { status } }', { id: request!.id }, { m: 'ID', path: '/admin/graphql' });
    expect(approved.data.approvePayout.status).toBe('paid');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/account/affiliate?lang=en`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Affiliate programme' }).waitFor();
    expect(await figure(page, 'Paid')).toBe(COMMISSION);
    expect(await figure(page, 'Available to pay out')).toBe('Rp0');
    await page.getByText(new RegExp(`^Your last payout of ${COMMISSION} was paid on .+\\.$`)).waitFor();
    const cells = await page.getByRole('table').getByRole('row').nth(1).locator('th, td').allTextContents();
    expect(cells.slice(2)).toEqual([COMMISSION, 'Paid']);
    await expectAccessible(page);
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
    expect(friendProblems).toEqual([]);
  });
});
