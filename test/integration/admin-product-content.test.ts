import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../../src/domain/rich-text/document';
import { richTextFromParagraphs } from '../../src/domain/rich-text/build';
import { categories, products } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { signedInBrowser, signUpAndIn } from '../support/customer-flow';
import { Browser, createTestProduct, staffBrowser, type TestProduct } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type GraphError = { message: string; extensions?: Record<string, unknown> };

const UPDATE = `mutation($id: ID!, $input: ProductContentInput!) {
  updateProductContent(id: $id, input: $input) { id slug status name texts { name { id en } summary { id en } description { id { html } en { html } } } untranslatedTexts }
}`;

/** A description as an owner writes it: a heading, a bulleted list, bold words and a link. */
function richDescription(words: { heading: string; items: string[]; bold: string; link: string; url: string }): RichTextDocument {
  const link = { type: 'LINK', mutability: 'MUTABLE', data: { url: words.url, newTab: false, design: 0 } } as const;
  const doc = richTextFromParagraphs([{ heading: words.heading }, { list: words.items }, `${words.bold} lalu ${words.link}`]);
  const last = doc.blocks[doc.blocks.length - 1]!;
  last.inlineStyleRanges = [{ offset: 0, length: words.bold.length, style: 'BOLD' }];
  last.entityRanges = [{ offset: words.bold.length + 6, length: words.link.length, key: '0' }];
  return { ...doc, entityMap: { 0: link } };
}

describe.each(engines())('the product content API on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let shopper: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    shopper = new Browser(server);
  });
  afterAll(async () => { await server?.close(); });

  interface Updated { slug: string; status: string; name: string; texts: { name: { id: string; en: string | null }; description: { id: { html: string }; en: { html: string } | null } }; untranslatedTexts: string[] }
  /** The staff API's mutation as the editor sends it, answered in `lang`. */
  const update = async (product: TestProduct, input: Record<string, unknown>, browser: Browser = owner, lang = 'id') => {
    const response = await browser.fetch(`/admin/graphql?m=ProductContentInput&lang=${lang}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: UPDATE, variables: { id: product.globalId, input } }),
    });
    const body = (await response.json()) as { data: { updateProductContent: Updated }; errors?: GraphError[] };
    return { status: response.status, ...body };
  };
  const refusal = async (product: TestProduct, input: Record<string, unknown>, lang = 'id'): Promise<GraphError | undefined> => (await update(product, input, owner, lang)).errors?.[0];

  it('shows an owner\'s new texts on the product page in both languages, at once', async () => {
    const product = await createTestProduct(server);
    // A shopper's visit fills the shared answer cache with the old page.
    expect(await (await shopper.fetch(`/product/${product.slug}`)).text()).toContain(`Produk Uji ${product.slug}`);

    const answer = await update(product, {
      name: { id: `Kain Ikat ${run}`, en: `Ikat Cloth ${run}` },
      summary: { id: 'Ditenun tangan di Sumba Timur.', en: 'Hand-woven in East Sumba.' },
      description: {
        id: richDescription({ heading: 'Cara merawat', items: ['Cuci dengan tangan', 'Jemur di tempat teduh'], bold: 'Jangan diperas', link: 'baca panduan kami', url: 'https://example.com/panduan' }),
        en: richDescription({ heading: 'How to care for it', items: ['Wash by hand', 'Dry in the shade'], bold: 'Never wring it', link: 'read our guide', url: 'https://example.com/guide' }),
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateProductContent).toMatchObject({ name: `Kain Ikat ${run}`, untranslatedTexts: [], texts: { name: { id: `Kain Ikat ${run}`, en: `Ikat Cloth ${run}` } } });

    // No waiting: the write cleared the shop's shared answers.
    const page = await shopper.fetch(`/product/${product.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>Kain Ikat ${run}</h1>`);
    expect(html).toContain('Ditenun tangan di Sumba Timur.');
    expect(html).toContain('<h2>Cara merawat</h2>');
    expect(html).toContain('<ul><li>Cuci dengan tangan</li><li>Jemur di tempat teduh</li></ul>');
    expect(html).toContain('<strong>Jangan diperas</strong>');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/panduan"[^>]*>baca panduan kami<\/a>/);

    const english = await (await shopper.fetch(`/product/${product.slug}?lang=en`)).text();
    expect(english).toContain(`<h1>Ikat Cloth ${run}</h1>`);
    expect(english).toContain('<h2>How to care for it</h2>');
    expect(english).toContain('<strong>Never wring it</strong>');
    expect(english).toMatch(/<a href="https:\/\/example\.com\/guide"[^>]*>read our guide<\/a>/);
    expect(english).not.toContain('Cara merawat');

    // Texts without English fall back to Indonesian for English shoppers, and staff are told which.
    const partial = await update(product, { name: { id: `Kain Ikat ${run}` }, description: { id: richTextFromParagraphs(['Hanya bahasa Indonesia.']), en: richTextFromParagraphs(['']) } });
    expect(partial.data.updateProductContent.untranslatedTexts).toEqual(['name', 'description']);
    expect(partial.data.updateProductContent.texts.description.en).toBeNull();
    const fallback = await (await shopper.fetch(`/product/${product.slug}?lang=en`)).text();
    expect(fallback).toContain(`<h1>Kain Ikat ${run}</h1>`);
    expect(fallback).toContain('Hanya bahasa Indonesia.');
  });

  it('saves nothing unsafe: a script link is dropped from the description before it is stored', async () => {
    const product = await createTestProduct(server);
    const doc = richDescription({ heading: 'Aman', items: ['satu'], bold: 'Tebal', link: 'jebakan', url: 'javascript:alert(1)' });
    const answer = await update(product, { description: { id: doc } });
    expect(answer.errors).toBeUndefined();
    const [row] = await server.database.db.select({ description: products.description }).from(products)
      .where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    expect(JSON.stringify(row!.description)).not.toContain('javascript');
    expect(row!.description.id.entityMap).toEqual({});
    const html = await (await shopper.fetch(`/product/${product.slug}`)).text();
    expect(html).toContain('<strong>Tebal</strong> lalu jebakan');
  });

  it('refuses an empty Indonesian name, a taken or malformed slug and a malformed document, in the caller\'s language', async () => {
    const product = await createTestProduct(server);
    const other = await createTestProduct(server);
    expect(await refusal(product, { name: { id: '  ', en: 'Cloth' } })).toMatchObject({ message: 'Nama produk (Bahasa Indonesia) wajib diisi.', extensions: { code: 'BAD_USER_INPUT', field: 'name.id' } });
    expect(await refusal(product, { name: { id: '' } }, 'en')).toMatchObject({ message: 'The product name (Indonesian) is required.', extensions: { field: 'name.id' } });
    expect(await refusal(product, { summary: { id: 'x'.repeat(501) } })).toMatchObject({ message: 'Ringkasan paling banyak 500 karakter.', extensions: { field: 'summary.id' } });
    expect(await refusal(product, { slug: other.slug })).toMatchObject({ message: `Slug "${other.slug}" sudah dipakai produk lain di toko ini. Pilih slug lain.`, extensions: { code: 'CONFLICT', field: 'slug' } });
    for (const slug of ['Kain Ikat!', 'category', '']) {
      expect(await refusal(product, { slug }), slug).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'slug' } });
    }
    expect(await refusal(product, { description: { id: 'bukan dokumen' } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'description.id' } });
    expect(await refusal(product, { description: { id: richTextFromParagraphs(['Oke']), en: { blocks: 'x' } } }, 'en'))
      .toMatchObject({ message: expect.stringMatching(/^The description \(English\) is not a document/), extensions: { field: 'description.en' } });
    expect(await refusal(product, { status: 'hidden' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const notAProduct = await owner.graph(UPDATE, { id: 'bm90LWFuLWlk', input: {} }, { m: 'ProductContentInput', path: '/admin/graphql' });
    expect(notAProduct.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
    await server.database.db.delete(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, other.id)));
    expect(await refusal(other, { name: { id: 'Hilang' } })).toMatchObject({ message: 'Produk ini tidak ada di toko ini.', extensions: { code: 'NOT_FOUND' } });

    // Nothing of the refused writes was kept; a free slug is taken, and the old address leads to it.
    const renamed = `kain-ikat-${run}`;
    expect((await update(product, { slug: renamed })).data.updateProductContent.slug).toBe(renamed);
    expect((await shopper.fetch(`/product/${renamed}`)).status).toBe(200);
    const old = await shopper.fetch(`/product/${product.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/product/${renamed}`);
  });

  it('refuses the change to a signed-out caller and a signed-in shopper, and offers it nowhere on the shop API', async () => {
    const product = await createTestProduct(server);
    const input = { name: { id: 'Dibajak' } };
    const stranger = await update(product, input, new Browser(server));
    expect(stranger.status).toBe(401);
    const email = `pembeli-${run}@example.com`;
    await signUpAndIn(new Browser(server), email, 'kata-sandi-panjang-123');
    const customer = await signedInBrowser(server, email, 'kata-sandi-panjang-123');
    expect((await update(product, input, customer)).status).toBe(401);
    const onShopApi = await customer.graph(UPDATE, { id: product.globalId, input }, { m: 'ProductContentInput', path: '/graphql' });
    expect(onShopApi.status).toBe(400);
    expect(onShopApi.errors?.[0]?.message).toMatch(/ProductContentInput/);
    const [row] = await server.database.db.select({ name: products.name }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    expect(row!.name.id).toBe(`Produk Uji ${product.slug}`);
  });

  it('keeps a draft product invisible to the public through every route and query, and shows it again once published', async () => {
    // The cheapest product of all, so price-ordered lists show it first; lists by date never do.
    const product = await createTestProduct(server, { price: 1 });
    const word = `langka${run}`;
    const [category] = await server.database.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.shopId, DEMO_SHOP_ID)).limit(1);
    await server.database.db.update(products).set({ categoryId: category!.id }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    await update(product, { name: { id: `Tenun ${word}`, en: `Weave ${word}` } });
    const post = await owner.graph<{ createBlogPost: { id: string; slug: string } }>(
      'mutation($input: BlogPostInput!) { createBlogPost(input: $input) { id slug } }', { input: { title: { id: `Tulisan ${word}` }, productIds: [product.globalId] } }, { m: 'BlogPostInput', path: '/admin/graphql' });
    await owner.graph('mutation($id: ID!) { publishBlogPost(id: $id) { id } }', { id: post.data.createBlogPost.id }, { m: 'ID', path: '/admin/graphql' });

    // A visitor of its own: an earlier visit with ?lang=en left that choice in `shopper`'s cookies.
    const visitor = new Browser(server);
    let reads = 0;
    const shop = <T>(query: string, variables: Record<string, unknown> = {}) => visitor.graph<T>(`${query} # read ${++reads}`, variables);
    const ids = (edges: Array<{ node: { id: string } }>) => edges.map((edge) => edge.node.id);
    const sightings = async () => {
      const list = await shop<{ products: { edges: Array<{ node: { id: string } }> } }>('{ products(first: 20, sort: PRICE_ASC) { edges { node { id } } } }');
      const searched = await shop<{ products: { edges: Array<{ node: { id: string } }> } }>('query($q: String) { products(first: 20, search: $q) { edges { node { id } } } }', { q: word });
      const search = await shop<{ search: { products: { edges: Array<{ node: { id: string } }> } } }>('query($q: String!) { search(query: $q) { products(first: 20) { edges { node { id } } } } }', { q: word });
      const bySlug = await shop<{ product: { id: string } | null }>('query($s: String!) { product(slug: $s) { id } }', { s: product.slug });
      const node = await shop<{ node: { id: string } | null }>('query($id: ID!) { node(id: $id) { id } }', { id: product.globalId });
      const nodes = await shop<{ nodes: Array<{ id: string } | null> }>('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [product.globalId] });
      const inCategory = await shop<{ category: { products: { edges: Array<{ node: { id: string } }> } } }>('query($s: String!) { category(slug: $s) { products(first: 20, sort: PRICE_ASC) { edges { node { id } } } } }', { s: category!.slug });
      const cart = await shop<{ cart: { lines: Array<{ problem: string | null }> } }>('query($l: [CartLineInput!]!) { cart(lines: $l) { lines { problem } } }', { l: [{ productId: product.globalId, count: 1 }] });
      const related = await shop<{ blogPost: { relatedProducts: Array<{ id: string }> } }>('query($s: String!) { blogPost(slug: $s) { relatedProducts(first: 5) { id } } }', { s: post.data.createBlogPost.slug });
      const preview = await shop('query($s: String!) { productPreview(slug: $s) { id } }', { s: product.slug });
      const page = await visitor.fetch(`/product/${product.slug}?v=${++reads}`);
      const categoryPage = await (await visitor.fetch(`/product/category/${category!.slug}?sort=PRICE_ASC&v=${++reads}`)).text();
      const searchPage = await (await visitor.fetch(`/search?q=${word}&v=${++reads}`)).text();
      const sitemap = await (await visitor.fetch('/sitemap.xml')).text();
      return {
        list: ids(list.data.products.edges).includes(product.globalId),
        searched: ids(searched.data.products.edges).includes(product.globalId),
        search: ids(search.data.search.products.edges).includes(product.globalId),
        bySlug: bySlug.data.product?.id === product.globalId,
        node: node.data.node?.id === product.globalId,
        nodes: nodes.data.nodes[0]?.id === product.globalId,
        category: ids(inCategory.data.category.products.edges).includes(product.globalId),
        cart: cart.data.cart.lines[0]?.problem === null,
        related: related.data.blogPost.relatedProducts.some((p) => p.id === product.globalId),
        preview: preview.errors?.[0]?.extensions?.code !== 'FORBIDDEN',
        page: page.status === 200,
        categoryPage: categoryPage.includes(`Tenun ${word}`),
        searchPage: searchPage.includes(`Tenun ${word}`),
        sitemap: sitemap.includes(`/product/${product.slug}<`),
      };
    };
    const shown = { list: true, searched: true, search: true, bySlug: true, node: true, nodes: true, category: true, cart: true, related: true, preview: false, page: true, categoryPage: true, searchPage: true, sitemap: true };
    expect(await sightings()).toEqual(shown);

    const unpublished = await update(product, { status: 'draft' });
    expect(unpublished.data.updateProductContent.status).toBe('draft');
    expect(await sightings()).toEqual(Object.fromEntries(Object.keys(shown).map((key) => [key, false])));

    // Staff still find it in their list, with its status.
    const staffList = await owner.graph<{ products: { edges: Array<{ node: { id: string; status: string } }> } }>(
      'query($q: String) { products(first: 5, search: $q, status: draft) { edges { node { id status } } } }', { q: word }, { path: '/admin/graphql' });
    expect(staffList.data.products.edges.map((edge) => edge.node)).toEqual([{ id: product.globalId, status: 'draft' }]);

    expect((await update(product, { status: 'published' })).data.updateProductContent.status).toBe('published');
    expect(await sightings()).toEqual(shown);
    // The PostgreSQL database is shared with other test files: a one-rupiah product would lead their lists.
    await owner.graph('mutation($id: ID!) { deleteBlogPost(id: $id) }', { id: post.data.createBlogPost.id }, { m: 'ID', path: '/admin/graphql' });
    await server.database.db.delete(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
  });
});
