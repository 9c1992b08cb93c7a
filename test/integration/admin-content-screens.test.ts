import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** The page's text without tags, spaces collapsed: what a reader sees. */
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe.each(engines())('the admin screens for pages and e-mails on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  let draftId: string | undefined;
  afterAll(async () => {
    // The PostgreSQL database is shared by every test file: the draft goes again.
    if (draftId) await owner?.graph('mutation($id: ID!) { deletePage(id: $id) }', { id: draftId }, { m: 'ID', path: '/admin/graphql' });
    await server?.close();
  });

  /** In Indonesian unless the path asks otherwise (a chosen language is remembered by the browser). */
  async function page(path: string): Promise<{ status: number; html: string; text: string }> {
    const answer = await owner.fetch(path.includes('lang=') ? path : `${path}${path.includes('?') ? '&' : '?'}lang=id`);
    const html = await answer.text();
    return { status: answer.status, html, text: visibleText(html) };
  }

  it('sends a visitor without a staff session to sign in, from every one of these screens', async () => {
    for (const path of ['/admin/pages', '/admin/pages/new', '/admin/pages/UGFnZTox', '/admin/emails', '/admin/emails/order-shipped']) {
      const answer = await new Browser(server).fetch(path);
      expect(answer.status, path).toBe(303);
      expect(answer.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    }
  });

  it('lists every page, drafts too, with its status, address and a way to edit it', async () => {
    const created = await owner.graph<{ createPage: { id: string } }>('mutation($input: PageInput!) { createPage(input: $input) { id } }',
      { input: { slug: `draf-layar-${run}`, title: { id: `Draf layar ${run}` } } }, { m: 'PageInput', path: '/admin/graphql' });
    draftId = created.data.createPage.id;
    const { status, html, text } = await page('/admin/pages');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Halaman<\/h1>/);
    expect(text).toContain('Tentang Kami Terbit /page/tentang-kami');
    expect(text).toContain(`Draf layar ${run} Draf /page/draf-layar-${run}`);
    expect(html).toContain(`href="/admin/pages/${created.data.createPage.id}"`);
    expect(html).toContain('href="/admin/pages/new"');
  });

  it('renders a page’s editor with its texts, SEO fields and settings, and a new page’s empty one', async () => {
    const list = await owner.graph<{ pages: Array<{ id: string; slug: string }> }>('{ pages { id slug } }', {}, { path: '/admin/graphql' });
    const about = list.data.pages.find((p) => p.slug === 'tentang-kami')!;
    const edit = await page(`/admin/pages/${about.id}?lang=en`);
    expect(edit.status).toBe(200);
    expect(edit.html).toMatch(/<h1[^>]*>Edit page: Tentang Kami<\/h1>/);
    expect(edit.html).toContain('role="tablist" aria-label="Language of the texts"');
    expect(edit.html).toMatch(/<input[^>]*value="Tentang Kami"/);
    expect(edit.html).toMatch(/<input[^>]*value="About Us"/);
    expect(edit.text).toContain('SEO title');
    expect(edit.text).toContain('Preview in search results');
    expect(edit.html).toMatch(/<input[^>]*value="tentang-kami"/);

    const fresh = await page('/admin/pages/new');
    expect(fresh.status).toBe(200);
    expect(fresh.html).toMatch(/<h1[^>]*>Halaman baru<\/h1>/);
    expect(fresh.text).toContain('Judul (Bahasa Indonesia) (wajib)');
    expect(fresh.text).toContain('Alamat dibuat dari judul Bahasa Indonesia.');
  });

  it('answers a page that is not there with not found inside the admin frame', async () => {
    for (const path of ['/admin/pages/UGFnZTp0aWRhay1hZGE=', '/admin/pages/bukan-halaman']) {
      const { status, html, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text).toContain('Yang Anda cari tidak ada atau sudah dihapus.');
      expect(html).toContain('href="/admin/pages"');
      expect(html).toContain('aria-label="Menu admin"');
    }
  });

  it('lists every e-mail the shop sends with who receives it and whose wording it uses', async () => {
    const { status, text } = await page('/admin/emails');
    expect(status).toBe(200);
    expect(text).toContain('Pesanan baru · transfer bank Pesanan dibuat, dibayar dengan transfer bank');
    expect(text).toMatch(/Pemberitahuan pesanan baru untuk toko Ke alamat kontak toko: ada pesanan baru\. Alamat kontak toko Bawaan/);
    expect(text).toMatch(/Atur ulang kata sandi Tautan untuk membuat kata sandi baru\. Pembeli Bawaan/);
  });

  it('renders an e-mail with its subject, its placeholders and where a test goes; an unknown one is not found', async () => {
    const { status, html, text } = await page('/admin/emails/order-shipped');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Pesanan dikirim<\/h1>/);
    expect(html).toMatch(/<input[^>]*value="[^"]*\{\{order\.number\}\}[^"]*"/);
    expect(html).toContain('aria-label="Sisipkan {{shipment.trackingNumber}} ke isi e-mail"');
    expect(text).toContain(DEMO_OWNER_EMAIL);

    const missing = await page('/admin/emails/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Yang Anda cari tidak ada atau sudah dihapus.');
  });
});
