import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../../src/domain/rich-text/build';
import { Browser, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type GraphError = { message: string; extensions?: Record<string, unknown> };
interface PageText { language: string; title: string; body: { blocks: Array<{ text: string }> }; seoTitle: string; seoDescription: string }
interface AdminPage { id: string; slug: string; status: string; title: string; seoTitle: string; seoDescription: string; position: number; updatedAt: string; texts: PageText[] }

const ADMIN_FIELDS = 'id slug status title seoTitle seoDescription position updatedAt texts { language title body seoTitle seoDescription }';
const CREATE = `mutation($input: PageInput!) { createPage(input: $input) { ${ADMIN_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { ${ADMIN_FIELDS} } }`;
const BY_ID = `query($id: ID!) { pageById(id: $id) { ${ADMIN_FIELDS} } }`;

const LONG_BODY = 'Setiap kain kami tenun dengan tangan oleh perajin di Sumba, Flores dan Toraja. Pewarnaannya memakai akar mengkudu dan daun tarum, sehingga warnanya bisa sedikit berbeda dari foto, dan itulah yang membuatnya istimewa.';

describe.each(engines())('content pages on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let shopper: Browser;
  // The PostgreSQL database is shared by every test file: each run writes slugs of its own.
  const run = randomUUID().replace(/-/g, '').slice(0, 8);
  // Each public read has its own text, so the shared answer cache never hides a change.
  let reads = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    shopper = new Browser(server);
  });
  const created: string[] = [];
  afterAll(async () => {
    // The PostgreSQL database is shared: other files' footers and sitemaps need not list these.
    for (const id of created) await owner?.graph('mutation($id: ID!) { deletePage(id: $id) }', { id }, { m: 'ID', path: '/admin/graphql' });
    await server?.close();
  });

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'PageInput') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });
  const shop = <T>(query: string, variables: Record<string, unknown> = {}) => shopper.graph<T>(`${query} # read ${++reads}`, variables);
  const html = async (path: string) => {
    const answer = await shopper.fetch(`${path}${path.includes('?') ? '&' : '?'}v=${++reads}`);
    return { status: answer.status, text: await answer.text() };
  };

  async function create(input: Record<string, unknown>): Promise<AdminPage> {
    const answer = await admin<{ createPage: AdminPage }>(CREATE, { input });
    expect(answer.errors).toBeUndefined();
    created.push(answer.data.createPage.id);
    return answer.data.createPage;
  }

  /** Every public way to reach a page: which of them show it. */
  async function publicSightings(page: { id: string; slug: string }) {
    const list = await shop<{ pages: Array<{ id: string }> }>('{ pages { id } }');
    const shopPages = await shop<{ shop: { pages: Array<{ id: string }> } }>('{ shop { pages { id } } }');
    const bySlug = await shop<{ page: { id: string } | null }>('query($id: ID!) { page(id: $id) { id } }', { id: page.slug });
    const byGlobalId = await shop<{ page: { id: string } | null }>('query($id: ID!) { page(id: $id) { id } }', { id: page.id });
    const node = await shop<{ node: { id: string } | null }>('query($id: ID!) { node(id: $id) { id } }', { id: page.id });
    const nodes = await shop<{ nodes: Array<{ id: string } | null> }>('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [page.id] });
    const route = await html(`/page/${page.slug}`);
    const home = await html('/');
    const sitemap = await (await shopper.fetch('/sitemap.xml')).text();
    return {
      list: list.data.pages.some((p) => p.id === page.id),
      shopPages: shopPages.data.shop.pages.some((p) => p.id === page.id),
      bySlug: bySlug.data.page?.id === page.id,
      byGlobalId: byGlobalId.data.page?.id === page.id,
      node: node.data.node?.id === page.id,
      nodes: nodes.data.nodes[0]?.id === page.id,
      route: route.status === 200,
      footer: home.text.includes(`href="/page/${page.slug}"`),
      sitemap: sitemap.includes(`/page/${page.slug}<`),
    };
  }

  it('keeps a draft away from every public route and query until it is published, and again once it is a draft', async () => {
    const page = await create({ slug: `rahasia-${run}`, title: { id: `Rahasia ${run}` }, body: { id: richTextFromParagraphs(['Belum waktunya.']) } });
    expect(page.status).toBe('draft');
    const hidden = { list: false, shopPages: false, bySlug: false, byGlobalId: false, node: false, nodes: false, route: false, footer: false, sitemap: false };
    expect(await publicSightings(page)).toEqual(hidden);
    // Nor does the draft's text leak into the not-found answer.
    expect((await html(`/page/${page.slug}`)).text).not.toContain('Belum waktunya.');

    await admin(UPDATE, { id: page.id, input: { status: 'published' } });
    expect(await publicSightings(page)).toEqual({ list: true, shopPages: true, bySlug: true, byGlobalId: true, node: true, nodes: true, route: true, footer: true, sitemap: true });

    await admin(UPDATE, { id: page.id, input: { status: 'draft' } });
    expect(await publicSightings(page)).toEqual(hidden);
  });

  it('lists published pages in the sitemap with their last change and language alternates, never drafts', async () => {
    const published = await create({ slug: `terbit-${run}`, title: { id: 'Terbit' }, status: 'published' });
    const draft = await create({ slug: `draf-${run}`, title: { id: 'Draf' } });
    const sitemap = await shopper.fetch('/sitemap.xml');
    const xml = await sitemap.text();
    const entry = new RegExp(`<url><loc>${server.baseUrl}/page/${published.slug}</loc><lastmod>([^<]+)</lastmod>(.*?)</url>`).exec(xml);
    expect(entry?.[1]).toBe(new Date(published.updatedAt).toISOString());
    expect(entry?.[2]).toContain(`hreflang="en" href="${server.baseUrl}/page/${published.slug}?lang=en"`);
    expect(xml).toContain(`<loc>${server.baseUrl}/page/tentang-kami</loc>`);
    expect(xml).not.toContain(`/page/${draft.slug}`);
  });

  it('saves SEO texts per language and gives them to search engines and link previews on the page', async () => {
    const page = await create({
      slug: `tentang-tenun-${run}`,
      status: 'published',
      title: { id: 'Tentang tenun kami', en: 'About our weaving' },
      body: { id: richTextFromParagraphs([LONG_BODY]), en: richTextFromParagraphs(['Hand-woven by makers in Sumba.']) },
      seoTitle: { id: 'Tenun ikat asli dari perajin', en: 'Genuine ikat from its makers' },
      seoDescription: { id: 'Kenali perajin dan pewarna alami di balik kain kami.', en: 'Meet the makers and natural dyes behind our cloth.' },
    });
    expect(page.texts).toEqual([
      { language: 'id', title: 'Tentang tenun kami', body: expect.objectContaining({ blocks: [expect.objectContaining({ text: LONG_BODY })] }), seoTitle: 'Tenun ikat asli dari perajin', seoDescription: 'Kenali perajin dan pewarna alami di balik kain kami.' },
      { language: 'en', title: 'About our weaving', body: expect.objectContaining({ blocks: [expect.objectContaining({ text: 'Hand-woven by makers in Sumba.' })] }), seoTitle: 'Genuine ikat from its makers', seoDescription: 'Meet the makers and natural dyes behind our cloth.' },
    ]);

    const id = await html(`/page/${page.slug}`);
    expect(id.status).toBe(200);
    expect(id.text).toContain('<title>Tenun ikat asli dari perajin | Lumbung Nusantara</title>');
    expect(id.text).toContain('<meta name="description" content="Kenali perajin dan pewarna alami di balik kain kami.">');
    expect(id.text).toContain('<meta property="og:title" content="Tenun ikat asli dari perajin | Lumbung Nusantara">');
    expect(id.text).toContain('<meta property="og:description" content="Kenali perajin dan pewarna alami di balik kain kami.">');
    expect(id.text).toContain('<meta property="og:type" content="article">');
    expect(id.text).toContain(`<link rel="canonical" href="${server.baseUrl}/page/${page.slug}">`);
    expect(id.text).toContain(`<link rel="alternate" hreflang="en" href="${server.baseUrl}/page/${page.slug}?lang=en">`);
    expect(id.text).toContain(`<link rel="alternate" hreflang="x-default" href="${server.baseUrl}/page/${page.slug}">`);
    expect(id.text).toMatch(/<h1[^>]*>Tentang tenun kami<\/h1>/);

    const en = await html(`/page/${page.slug}?lang=en`);
    expect(en.text).toContain('<title>Genuine ikat from its makers | Lumbung Nusantara</title>');
    expect(en.text).toContain('<meta name="description" content="Meet the makers and natural dyes behind our cloth.">');
    expect(en.text).toContain(`<link rel="canonical" href="${server.baseUrl}/page/${page.slug}?lang=en">`);
    expect(en.text).toMatch(/<h1[^>]*>About our weaving<\/h1>/);
  });

  it('falls back to the title and the start of the body when the SEO texts are left empty', async () => {
    const page = await create({ slug: `tanpa-seo-${run}`, status: 'published', title: { id: 'Cara merawat tenun' }, body: { id: richTextFromParagraphs([LONG_BODY]) } });
    expect(page.seoTitle).toBe('Cara merawat tenun');
    expect(Array.from(page.seoDescription).length).toBeLessThanOrEqual(160);
    expect(page.seoDescription).toMatch(/^Setiap kain kami tenun dengan tangan .*…$/);
    expect(page.texts).toEqual([expect.objectContaining({ language: 'id', seoTitle: '', seoDescription: '' })]);
    const shown = await html(`/page/${page.slug}`);
    expect(shown.text).toContain('<title>Cara merawat tenun | Lumbung Nusantara</title>');
    expect(shown.text).toContain(`<meta name="description" content="${page.seoDescription}">`);
    // Without English texts the page reads in Indonesian for an English reader, marked as such.
    const en = await html(`/page/${page.slug}?lang=en`);
    expect(en.text).toContain('<title>Cara merawat tenun | Lumbung Nusantara</title>');
    expect(en.text).toMatch(/<h1 lang="id">Cara merawat tenun<\/h1>/);

    // Changing one field keeps the others; clearing the SEO title brings the fallback back.
    const updated = await admin<{ updatePage: AdminPage }>(UPDATE, { id: page.id, input: { seoTitle: { id: 'Merawat tenun ikat' } } });
    expect(updated.data.updatePage).toMatchObject({ seoTitle: 'Merawat tenun ikat', title: 'Cara merawat tenun', slug: page.slug });
    const cleared = await admin<{ updatePage: AdminPage }>(UPDATE, { id: page.id, input: { seoTitle: { id: '' } } });
    expect(cleared.data.updatePage.seoTitle).toBe('Cara merawat tenun');
  });

  it('refuses SEO texts that are too long, naming the field and language, in the owner’s language', async () => {
    const tooLong = await admin<{ createPage: AdminPage | null }>(CREATE, { input: { title: { id: 'Judul' }, seoTitle: { id: 'ok', en: 'x'.repeat(71) } } });
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'seoTitle.en' } });
    expect(tooLong.errors?.[0]?.message).toBe('Judul SEO paling banyak 70 karakter.');
    const description = await admin<{ createPage: AdminPage | null }>(CREATE, { input: { title: { id: 'Judul' }, seoDescription: { id: 'x'.repeat(161) } } });
    expect((description.errors as GraphError[])[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'seoDescription.id' } });
  });

  it('answers a page by id to staff with both languages, null for an id that is no page, and nothing to others', async () => {
    const page = await create({ slug: `dua-bahasa-${run}`, title: { id: 'Dua bahasa', en: 'Two languages' } });
    const found = await admin<{ pageById: AdminPage | null }>(BY_ID, { id: page.id });
    expect(found.data.pageById?.texts.map((text) => [text.language, text.title])).toEqual([['id', 'Dua bahasa'], ['en', 'Two languages']]);
    expect((await admin<{ pageById: AdminPage | null }>(BY_ID, { id: 'UGFnZTp0aWRhay1hZGE=' })).data.pageById).toBeNull();
    expect((await admin<{ pageById: AdminPage | null }>(BY_ID, { id: 'bukan-id' })).data.pageById).toBeNull();

    const stranger = await new Browser(server).graph(BY_ID, { id: page.id }, { path: '/admin/graphql' });
    expect(stranger.status).toBe(401);
    // The shop API has no per-language texts at all: a published page shows the reader's language only.
    const shopAnswer = await shopper.graph(`{ page(id: "${page.slug}") { id texts { title } } }`);
    expect(shopAnswer.errors?.[0]?.message).toMatch(/texts/);
  });
});
