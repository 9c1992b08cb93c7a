import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../../src/domain/rich-text/build';
import { blogPosts, products } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type GraphError = { message: string; extensions?: Record<string, unknown> };
interface PostView { id: string; slug: string; title: string; status: string }

const POST_FIELDS = 'id slug title status';
const CREATE = `mutation($input: BlogPostInput!) { createBlogPost(input: $input) { ${POST_FIELDS} } }`;

describe.each(engines())('blog on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let shopper: Browser;
  // The PostgreSQL database is shared by every test file: each run writes words of its own.
  const run = randomUUID().replace(/-/g, '').slice(0, 8);
  const word = (base: string) => `${base}${run}`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    shopper = new Browser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'BlogPostInput') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });
  // Each public read has its own text, so the shared few-second answer cache never hides a change.
  let reads = 0;
  const shop = <T>(query: string, variables: Record<string, unknown> = {}) => shopper.graph<T>(`${query} # read ${++reads}`, variables);

  async function category(slug: string): Promise<{ id: string; slug: string }> {
    const answer = await shop<{ blogCategory: { id: string; slug: string } | null }>('query($slug: String!) { blogCategory(slug: $slug) { id slug } }', { slug });
    return answer.data.blogCategory!;
  }

  async function draft(title: string, extra: Record<string, unknown> = {}): Promise<PostView> {
    const answer = await admin<{ createBlogPost: PostView }>(CREATE, { input: { title: { id: title, en: `${title} (en)` }, excerpt: { id: `Ringkasan ${title}` }, ...extra } });
    expect(answer.errors).toBeUndefined();
    return answer.data.createBlogPost;
  }

  /** Every public way to reach a post: which of them show it. */
  async function publicSightings(post: PostView, categoryId: string, searchWord: string) {
    const list = await shop<{ blogPosts: { edges: Array<{ node: { id: string } }> } }>('{ blogPosts(first: 100) { edges { node { id } } } }');
    const bySlug = await shop<{ blogPost: { id: string } | null }>('query($slug: String!) { blogPost(slug: $slug) { id } }', { slug: post.slug });
    const node = await shop<{ node: { id: string } | null }>('query($id: ID!) { node(id: $id) { id } }', { id: post.id });
    const nodes = await shop<{ nodes: Array<{ id: string } | null> }>('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [post.id] });
    const search = await shop<{ blogSearch: { edges: Array<{ node: { id: string } }> } }>('query($q: String!) { blogSearch(query: $q, first: 20) { edges { node { id } } } }', { q: searchWord });
    const inCategory = await shop<{ node: { posts: { edges: Array<{ node: { id: string } }> } } }>(
      'query($id: ID!) { node(id: $id) { ... on BlogCategory { posts(first: 100) { edges { node { id } } } } } }', { id: categoryId });
    const categorySlug = (await shop<{ node: { slug: string } }>('query($id: ID!) { node(id: $id) { ... on BlogCategory { slug } } }', { id: categoryId })).data.node.slug;
    const byCategorySlug = await shop<{ blogPosts: { edges: Array<{ node: { id: string } }> } }>('query($c: String) { blogPosts(first: 100, categorySlug: $c) { edges { node { id } } } }', { c: categorySlug });
    const related = await shop<{ blogPost: { relatedPosts: Array<{ id: string }> } }>('{ blogPost(slug: "mengenal-kopi-gayo") { relatedPosts(first: 12) { id } } }');
    const page = await shopper.fetch(`/blog/${post.slug}`);
    const listPage = await (await shopper.fetch(`/blog/category/${categorySlug}?v=${++reads}`)).text();
    const sitemap = await (await shopper.fetch('/sitemap.xml')).text();
    const ids = (edges: Array<{ node: { id: string } }>) => edges.map((e) => e.node.id);
    return {
      list: ids(list.data.blogPosts.edges).includes(post.id),
      bySlug: bySlug.data.blogPost?.id === post.id,
      node: node.data.node?.id === post.id,
      nodes: nodes.data.nodes[0]?.id === post.id,
      search: ids(search.data.blogSearch.edges).includes(post.id),
      category: ids(inCategory.data.node.posts.edges).includes(post.id),
      categorySlug: ids(byCategorySlug.data.blogPosts.edges).includes(post.id),
      related: related.data.blogPost.relatedPosts.some((p) => p.id === post.id),
      page: page.status === 200,
      categoryPage: listPage.includes(post.title),
      sitemap: sitemap.includes(`/blog/${post.slug}<`),
    };
  }

  it('lists the demo posts newest first, with categories, authors and covers, in both languages', async () => {
    const answer = await shop<{ blogPosts: { totalCount: number; edges: Array<{ node: { slug: string; title: string; authorName: string; publishedAt: string; cover: { id: string } | null; categories: Array<{ slug: string }> } }> } }>(
      '{ blogPosts(first: 10) { totalCount edges { node { slug title authorName publishedAt cover { id } categories { slug } } } } }');
    const nodes = answer.data.blogPosts.edges.map((e) => e.node);
    const demo = nodes.filter((n) => ['cara-merawat-kemeja-batik', 'mengenal-kopi-gayo', 'menyeduh-teh-melati', 'perajin-tenun-sumba'].includes(n.slug));
    expect(demo.map((n) => n.slug)).toEqual(['cara-merawat-kemeja-batik', 'mengenal-kopi-gayo', 'menyeduh-teh-melati', 'perajin-tenun-sumba']);
    const dates = nodes.map((n) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(demo[0]).toMatchObject({ title: 'Cara merawat kemeja batik agar warnanya awet', authorName: 'Pemilik Toko', categories: [{ slug: 'tips-perawatan' }] });
    expect(demo[0]!.cover).not.toBeNull();
    const english = await new Browser(server).fetch(`/_/graph?${new URLSearchParams({ query: '{ blogPost(slug: "mengenal-kopi-gayo") { title categories { name } relatedProducts(first: 3) { slug } } }', lang: 'en' })}`);
    const body = await english.json() as { data: { blogPost: { title: string; categories: Array<{ name: string }>; relatedProducts: Array<{ slug: string }> } } };
    expect(body.data.blogPost.title).toBe('Getting to know Gayo coffee from the Aceh highlands');
    expect(body.data.blogPost.categories.map((c) => c.name)).toEqual(['Makers’ stories', 'Brewing and serving']);
    // The products the writer linked, in their order.
    expect(body.data.blogPost.relatedProducts.map((p) => p.slug)).toEqual(['kopi-arabika-gayo-250-g']);
  });

  it('offers related products by shared words when a post links none, never a draft', async () => {
    // A draft sharing every telling word of the title would top the list if drafts counted.
    const hidden = await createTestProduct(server, { status: 'draft' });
    await server.database.db.update(products).set({ searchText: 'perajin tenun ikat sumba' }).where(eq(products.id, hidden.id));
    const answer = await shop<{ blogPost: { relatedProducts: Array<{ slug: string; name: string }> } }>('{ blogPost(slug: "perajin-tenun-sumba") { relatedProducts(first: 4) { slug name } } }');
    const found = answer.data.blogPost.relatedProducts;
    // "Sehari bersama perajin tenun ikat Sumba": the Sumba ikat cloth shares the most words.
    expect(found[0]?.slug).toBe('kain-tenun-ikat-sumba-timur');
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(4);
    expect(found.map((p) => p.slug)).not.toContain(hidden.slug);
  });

  it('keeps drafts and posts scheduled for later invisible through every route and query, and shows them once due', async () => {
    const tips = await category('tips-perawatan');
    const stories = await category('cerita-perajin');
    const secret = word('rahasia');
    const post = await draft(`Tulisan ${secret}`, { categoryIds: [tips.id, stories.id] });
    const hidden = { list: false, bySlug: false, node: false, nodes: false, search: false, category: false, categorySlug: false, related: false, page: false, categoryPage: false, sitemap: false };
    expect(post.status).toBe('draft');
    expect(await publicSightings(post, stories.id, secret)).toEqual(hidden);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await admin<{ scheduleBlogPost: PostView & { publishedAt: string } }>(
      'mutation($id: ID!, $at: String!) { scheduleBlogPost(id: $id, publishAt: $at) { id status publishedAt } }', { id: post.id, at: later }, 'ID');
    expect(scheduled.errors).toBeUndefined();
    expect(scheduled.data.scheduleBlogPost.status).toBe('scheduled');
    expect(await publicSightings(post, stories.id, secret)).toEqual(hidden);

    // Time passes: the scheduled moment is now behind us, and no job has run.
    const id = (await server.database.db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.shopId, DEMO_SHOP_ID), eq(blogPosts.slug, post.slug))))[0]!.id;
    await server.database.db.update(blogPosts).set({ publishedAt: new Date(Date.now() - 1000) }).where(and(eq(blogPosts.shopId, DEMO_SHOP_ID), eq(blogPosts.id, id)));
    // The write is announced like any other: no shared answer or page outlives it.
    const shown = Object.fromEntries(Object.keys(hidden).map((key) => [key, true]));
    expect(await publicSightings(post, stories.id, secret)).toEqual({ ...shown, related: true });

    const unpublished = await admin<{ unpublishBlogPost: PostView }>('mutation($id: ID!) { unpublishBlogPost(id: $id) { status } }', { id: post.id }, 'ID');
    expect(unpublished.data.unpublishBlogPost.status).toBe('draft');
    expect(await publicSightings(post, stories.id, secret)).toEqual(hidden);
  });

  it('finds posts by Indonesian word stems and forgives a one-letter slip', async () => {
    const title = `Catatan ${word('zamrud')}`;
    const post = await draft(title, { body: { id: richTextFromParagraphs([`Setelah dicuci, kemejanya dijemur di tempat teduh ${word('bukan')}.`]) } });
    await admin('mutation($id: ID!) { publishBlogPost(id: $id) { id } }', { id: post.id }, 'ID');
    const search = async (q: string) => (await shop<{ blogSearch: { totalCount: number; edges: Array<{ node: { id: string; slug: string } }> } }>(
      'query($q: String!) { blogSearch(query: $q, first: 50) { totalCount edges { node { id slug } } } }', { q })).data.blogSearch.edges.map((e) => e.node);
    // "kemeja" finds the post whose only form of the word is "kemejanya".
    expect((await search(`kemeja ${word('bukan')}`)).map((p) => p.id)).toContain(post.id);
    expect((await search('kemeja')).map((p) => p.id)).toContain(post.id);
    // One wrong letter in a word of the title still finds it.
    expect((await search(word('zamrod'))).map((p) => p.id)).toContain(post.id);
    // And a real word with a letter missing finds the demo post about batik shirts.
    expect((await search('kemja batik')).map((p) => p.slug)[0]).toBe('cara-merawat-kemeja-batik');
    expect(await search(word('tidakadasamasekali'))).toEqual([]);
    const tooLong = await shop('query($q: String!) { blogSearch(query: $q, first: 5) { totalCount } }', { q: 'a'.repeat(201) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets only staff use the blog admin API, and refuses bad input with clear messages', async () => {
    const stranger = await new Browser(server).fetch('/admin/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ blogPosts(first: 5) { totalCount } }' }) });
    expect(stranger.status).toBe(401);
    const preview = await shop('{ blogPostPreview(slug: "cara-merawat-kemeja-batik") { id } }');
    expect(preview.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const slug = `tulisan-${run}`;
    await draft(`Pertama ${run}`, { slug });
    const refusal = async (input: Record<string, unknown>): Promise<GraphError | undefined> => (await admin(CREATE, { input })).errors?.[0];
    expect(await refusal({ slug, title: { id: 'Kedua' } })).toMatchObject({ message: `Slug "${slug}" sudah dipakai tulisan lain di toko ini.`, extensions: { code: 'CONFLICT', field: 'slug' } });
    expect(await refusal({ slug: 'search', title: { id: 'Cari' } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'slug' } });
    expect(await refusal({ slug: 'Bukan Slug!', title: { id: 'X' } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'slug' } });
    expect(await refusal({ title: { id: '   ' } })).toMatchObject({ message: 'Judul (Bahasa Indonesia) wajib diisi.', extensions: { code: 'BAD_USER_INPUT', field: 'title.id' } });
    expect(await refusal({ title: { id: 'x'.repeat(201) } })).toMatchObject({ message: 'Judul paling banyak 200 karakter.', extensions: { field: 'title.id' } });
    expect(await refusal({ title: { id: 'SEO' }, seoDescription: { id: 'x'.repeat(161) } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'seoDescription.id' } });
    expect(await refusal({ title: { id: 'Kategori' }, categoryIds: ['bm90LWFuLWlk'] })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'categoryIds' } });
    expect(await refusal({ title: { id: 'Sampul' }, coverImageId: 'tidak-ada' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'coverImageId' } });

    const post = await draft(`Jadwal ${run}`);
    const past = await admin('mutation($id: ID!) { scheduleBlogPost(id: $id, publishAt: "2020-01-01T00:00:00Z") { id } }', { id: post.id }, 'ID');
    expect(past.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'publishAt' } });
    const english = await owner.fetch('/admin/graphql?m=ID&lang=en', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($id: ID!) { scheduleBlogPost(id: $id, publishAt: "besok") { id } }', variables: { id: post.id } }),
    });
    expect(((await english.json()) as { errors: GraphError[] }).errors[0]).toMatchObject({ message: expect.stringMatching(/^Write the publish time as an ISO 8601/), extensions: { field: 'publishAt' } });

    const categorySlug = `kategori-${run}`;
    const created = await admin<{ createBlogCategory: { id: string; slug: string; name: string } }>(
      'mutation($input: BlogCategoryInput!) { createBlogCategory(input: $input) { id slug name } }', { input: { slug: categorySlug, name: { id: 'Kabar toko', en: 'Shop news' } } }, 'BlogCategoryInput');
    expect(created.data.createBlogCategory).toMatchObject({ slug: categorySlug, name: 'Kabar toko' });
    const again = await admin('mutation($input: BlogCategoryInput!) { createBlogCategory(input: $input) { id } }', { input: { slug: categorySlug, name: { id: 'Lagi' } } }, 'BlogCategoryInput');
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'slug' } });
    const deleted = await admin<{ deleteBlogCategory: string }>('mutation($id: ID!) { deleteBlogCategory(id: $id) }', { id: created.data.createBlogCategory.id }, 'ID');
    expect(deleted.data.deleteBlogCategory).toBe(created.data.createBlogCategory.id);
    const removed = await admin<{ deleteBlogPost: string }>('mutation($id: ID!) { deleteBlogPost(id: $id) }', { id: post.id }, 'ID');
    expect(removed.data.deleteBlogPost).toBe(post.id);
    const gone = await admin('mutation($id: ID!) { publishBlogPost(id: $id) { id } }', { id: post.id }, 'ID');
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('previews a draft for staff only, never stored nor indexed, and sends others to the staff sign-in', async () => {
    const post = await draft(`Pratinjau ${run}`);
    const path = `/blog/${post.slug}`.replace('/blog/', '/admin/blog/preview/');
    const signedOut = await new Browser(server).fetch(path);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    expect(signedOut.headers.get('cache-control')).toContain('no-store');

    const page = await owner.fetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`<h1>Pratinjau ${run}</h1>`);
    expect(html).toContain('Pratinjau untuk staf: draf.');
    // The same post is nowhere for the public.
    expect((await shopper.fetch(`/blog/${post.slug}`)).status).toBe(404);
  });

  it('serves the post page with Article and breadcrumb data, canonical and language alternates, and lists posts in the sitemap', async () => {
    const response = await shopper.fetch('/blog/cara-merawat-kemeja-batik');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/blog/cara-merawat-kemeja-batik">`);
    expect(html).toContain(`hreflang="en" href="${server.baseUrl}/blog/cara-merawat-kemeja-batik?lang=en"`);
    expect(html).toContain('<meta property="og:type" content="article">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-page-jsonld>([\s\S]*?)<\/script>/.exec(html)![1]!) as Array<Record<string, unknown>>;
    const article = jsonLd.find((item) => item['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: 'Cara merawat kemeja batik agar warnanya awet', author: { '@type': 'Person', name: 'Pemilik Toko' }, inLanguage: 'id' });
    expect(Date.parse(String(article.datePublished))).toBeLessThan(Date.now());
    const crumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Blog', 'Tips perawatan', 'Cara merawat kemeja batik agar warnanya awet']);
    expect(html).toContain('Kemeja Batik Parang');

    const sitemap = await (await shopper.fetch('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.baseUrl}/blog</loc>`);
    expect(sitemap).toContain(`<loc>${server.baseUrl}/blog/category/cerita-perajin</loc>`);
    expect(sitemap).toContain(`<loc>${server.baseUrl}/blog/mengenal-kopi-gayo</loc>`);

    const missing = await shopper.fetch('/blog/category/tidak-ada-kategori');
    expect(missing.status).toBe(404);
  });

  it('lets staff write pages with the same documents, drafts unseen until published', async () => {
    const slug = `halaman-${run}`;
    const created = await admin<{ createPage: { id: string; status: string } }>(
      'mutation($input: PageInput!) { createPage(input: $input) { id status } }',
      { input: { slug, title: { id: 'Cara berbelanja', en: 'How to shop' }, body: { id: richTextFromParagraphs(['Pilih produk, lalu bayar.']) } } }, 'PageInput');
    expect(created.data.createPage.status).toBe('draft');
    expect((await shopper.fetch(`/page/${slug}`)).status).toBe(404);
    await admin('mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id } }', { id: created.data.createPage.id, input: { status: 'published' } }, 'PageInput');
    const page = await shopper.fetch(`/page/${slug}?v=${run}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pilih produk, lalu bayar.');
    const duplicate = await admin('mutation($input: PageInput!) { createPage(input: $input) { id } }', { input: { slug, title: { id: 'Lagi' } } }, 'PageInput');
    expect(duplicate.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'slug' } });
    await admin('mutation($id: ID!) { deletePage(id: $id) }', { id: created.data.createPage.id }, 'ID');
    expect((await shopper.fetch(`/page/${slug}?v=gone-${run}`)).status).toBe(404);
  });
});
