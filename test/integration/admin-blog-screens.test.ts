import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { Browser, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe.each(engines())('the blog’s admin screens on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let batik: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    const answer = await owner.graph<{ blogPostPreview: { id: string; slug: string } }>('{ blogPostPreview(slug: "cara-merawat-kemeja-batik") { id slug } }', {}, { path: '/admin/graphql' });
    batik = answer.data.blogPostPreview;
  });
  afterAll(async () => { await server?.close(); });

  it('sends anyone but staff to sign in, and back', async () => {
    for (const path of ['/admin/blog?status=draft', '/admin/blog/new', '/admin/blog/categories', `/admin/blog/${batik.id}`]) {
      const answer = await new Browser(server).fetch(path);
      expect(answer.status, path).toBe(303);
      expect(answer.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    }
  });

  it('renders the post list the address asks for, with its data, never stored nor indexed', async () => {
    const page = await owner.fetch('/admin/blog?status=published&q=batik');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(heading(html)).toBe('Tulisan blog');
    expect(html).toContain('Cara merawat kemeja batik agar warnanya awet');
    expect(html).not.toContain('Mengenal kopi Gayo');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Terbit<\/a>/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="batik"/);
    // A published post's moment, in the shop's time.
    expect(html).toMatch(/>Terbit<span class="admin-status-when"> · (<!-- -->)?\d{1,2} \w{3} 2026, \d{2}\.\d{2} WIB</);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    const css = (await Promise.all(styles.map(async (href) => (await owner.fetch(href)).text()))).join('');
    expect(css).toContain('.admin-post-row');
  });

  it('renders the editor for a new post and for a stored one, its texts in both languages', async () => {
    const fresh = await (await owner.fetch('/admin/blog/new')).text();
    expect(heading(fresh)).toBe('Tulis tulisan baru');
    expect(fresh).toContain('Judul (Bahasa Indonesia)');
    expect(fresh).toContain('role="tablist"');
    // The editing framework comes with its own chunk, in the browser only.
    expect(fresh).toContain('Memuat editor…');
    const stored = await owner.fetch(`/admin/blog/${batik.id}?lang=en`);
    expect(stored.status).toBe(200);
    const html = await stored.text();
    expect(heading(html)).toBe('Edit post');
    expect(html).toContain('value="Cara merawat kemeja batik agar warnanya awet"');
    expect(html).toContain('value="How to care for a batik shirt so its colours last"');
    expect(html).toContain(`value="${batik.slug}"`);
  });

  it('answers a post that does not exist with a 404 inside the admin frame', async () => {
    for (const path of [`/admin/blog/${toGlobalId('BlogPost', 'tidak-ada')}?lang=id`, '/admin/blog/bukan-id?lang=id', `/admin/blog/${toGlobalId('Product', 'x')}?lang=id`]) {
      const page = await owner.fetch(path);
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(heading(html)).toBe('Tulisan tidak ditemukan');
      expect(html).toContain('aria-label="Menu admin"');
      expect(html).toContain('Kembali ke Tulisan blog');
    }
  });

  it('renders the categories with their post counts, and keeps the preview at its own address', async () => {
    const html = await (await owner.fetch('/admin/blog/categories?lang=id')).text();
    expect(heading(html)).toBe('Kategori blog');
    expect(html).toContain('Tips perawatan');
    expect(html).toMatch(/\d+ terbit · \d+ tulisan/);
    const preview = await owner.fetch(`/admin/blog/preview/${batik.slug}?lang=id`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Pratinjau untuk staf');
  });
});
