import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { linkFromOutbox, shopperEmail } from './support/shop';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

const SIGN_IN_LINK = /https?:\/\/\S+\/admin\/sign-in\/[\w-]+/;
const TITLE = 'Cara memilih kain tenun ikat untuk seragam kantor';
/** The closed orders section answers 403 on purpose; the page itself says why. */
const isDeliberateRefusal = (problem: string) => /status of 403 /.test(problem);

describe('an owner invites a content editor, who writes a post but may not refund an order', () => {
  let server: TestServer;
  let owner: Browser;
  let invitee: Browser;
  let ownerPage: Page;
  let page: Page;
  let ownerProblems: string[];
  let inviteeProblems: string[];
  const email = shopperEmail('rudi.penulis');

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword('tenun-ikat-sumba-2026') }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    invitee = await openBrowser({ locale: 'id-ID' });
    ownerPage = await owner.context.newPage();
    page = await invitee.context.newPage();
    ownerProblems = watchConsole(ownerPage);
    inviteeProblems = watchConsole(page);
  });
  afterAll(async () => {
    await owner?.close();
    await invitee?.close();
    await server?.close();
  });

  it('the owner invites Rudi as a content editor from the staff screen', async () => {
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await ownerPage.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent('/admin/staff')}`);
    await ownerPage.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await ownerPage.getByLabel('Kata sandi').fill('tenun-ikat-sumba-2026');
    await Promise.all([ownerPage.waitForURL(/\/admin\/staff$/), ownerPage.getByRole('button', { name: 'Masuk' }).click()]);
    await ownerPage.getByRole('heading', { level: 1, name: 'Staf' }).waitFor();
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);

    const form = ownerPage.getByRole('region', { name: 'Undang staf' });
    await form.getByLabel('Nama').fill('Rudi Hartono');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Peran').selectOption({ label: 'Penulis konten' });
    await form.getByRole('button', { name: 'Kirim undangan' }).click();
    // Queued is what is known; the mail queue tells when it is sent.
    await ownerPage.getByRole('region', { name: 'Notifikasi' }).getByText(`Undangan untuk ${email} masuk antrean e-mail`, { exact: false }).waitFor();
    const row = ownerPage.getByRole('row', { name: /Rudi Hartono/ });
    await row.getByText('Diundang').waitFor();
    expect(await row.getByRole('cell', { name: 'Belum pernah' }).count()).toBe(1);
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);
  });

  it('Rudi opens the link from the e-mail, sets a password and reaches the admin area', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const link = await linkFromOutbox(server, email, 'staff-invitation', SIGN_IN_LINK);
    await page.goto(link);
    await Promise.all([page.waitForURL(link), page.getByRole('button', { name: 'Masuk sekarang' }).click()]);
    expect(await page.getByRole('status').textContent()).toContain('Anda sudah masuk sebagai Rudi Hartono');
    await page.getByLabel('Kata sandi baru').fill('tenun-ikat-rudi-2026');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Simpan kata sandi' }).click()]);
    expect(await page.getByRole('status').textContent()).toContain('Kata sandi tersimpan');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(/\/admin$/), page.getByRole('link', { name: 'Buka area admin' }).click()]);
    const menu = page.getByRole('navigation', { name: 'Menu admin' });
    // A click that lands before the admin page's script has taken it over does nothing: press
    // again until the menu opens.
    await expect.poll(async () => {
      if (!(await menu.getByRole('link', { name: 'Tulisan blog' }).isVisible())) await page.getByRole('button', { name: /Menu/ }).click();
      return menu.getByRole('link', { name: 'Tulisan blog' }).isVisible();
    }, { timeout: 30_000, interval: 1_000 }).toBe(true);
    // The orders section is not offered to a content editor.
    expect(await menu.getByRole('link', { name: 'Pesanan' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Staf' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('Rudi writes and saves a blog post', async () => {
    await page.goto(`${server.baseUrl}/admin/blog/new`);
    const texts = page.getByRole('tabpanel', { name: 'Bahasa Indonesia' });
    // The text editor is a lazy part that appears once the page is live: writing starts there, so
    // the title is not typed into the server's copy of the form that the live page then replaces.
    await texts.getByRole('textbox', { name: 'Isi tulisan (Bahasa Indonesia)' }).click();
    await page.keyboard.type('Tenun ikat tahan lama bila dicuci dengan air dingin.');
    await texts.getByLabel('Judul (Bahasa Indonesia)').fill(TITLE);
    await page.getByRole('button', { name: 'Simpan draf' }).click();
    await page.getByRole('region', { name: 'Notifikasi' }).getByText('Tulisan tersimpan').waitFor();
    const posts = await server.database.db.select({ title: blogPosts.title }).from(blogPosts);
    expect(posts.some((post) => JSON.stringify(post.title).includes(TITLE))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('Rudi is refused an order refund, on screen and through the API', async () => {
    const opened = await page.goto(`${server.baseUrl}/admin/orders`);
    expect(opened?.status()).toBe(403);
    expect(await page.getByRole('alert').first().textContent()).toContain('Peran Anda (Penulis konten) tidak membuka bagian ini');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const answer = await invitee.context.request.post(`${server.baseUrl}/admin/graphql?m=OrderDecisionInput`, {
      headers: { 'content-type': 'application/json' },
      data: { query: 'mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { id } }', variables: { input: { orderId: 'T3JkZXI6MQ' } } },
    });
    const body = await answer.json() as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the owner finds the invitation and the new post\'s author in the audit log, filtered by operation', async () => {
    await ownerPage.goto(`${server.baseUrl}/admin/audit`);
    await ownerPage.getByRole('heading', { level: 1, name: 'Log audit' }).waitFor();
    await ownerPage.getByLabel('Tindakan').selectOption('inviteStaff');
    await Promise.all([ownerPage.waitForURL(/action=inviteStaff/), ownerPage.getByRole('button', { name: 'Saring' }).click()]);
    const entries = ownerPage.getByRole('listitem').filter({ hasText: 'inviteStaff' });
    expect(await entries.count()).toBe(1);
    expect(await entries.first().getByRole('row', { name: /name/ }).textContent()).toContain('Rudi Hartono');
    expect(await ownerPage.getByRole('listitem').filter({ hasText: 'createBlogPost' }).count()).toBe(0);
    await ownerPage.getByLabel('Staf', { exact: true }).selectOption({ label: 'Rudi Hartono' });
    await ownerPage.getByLabel('Tindakan').selectOption('');
    await Promise.all([ownerPage.waitForURL(/staff=/), ownerPage.getByRole('button', { name: 'Saring' }).click()]);
    await ownerPage.getByRole('listitem').filter({ hasText: 'createBlogPost' }).waitFor();
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);
    expect([...ownerProblems, ...inviteeProblems].filter((problem) => !isDeliberateRefusal(problem))).toEqual([]);
  });
});
