import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { fromGlobalId, toGlobalId } from '../../src/domain/ids/global-id';
import { categories, products } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { graphGet, graphPost } from '../support/graphql-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface ProductsPage {
  products: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ cursor: string; node: { id: string; slug: string; name: string; price: { amount: number; formatted: string } } }> };
}

describe.each(engines())('shop catalogue API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(engine); });
  afterAll(async () => { await server?.close(); });

  it('lists published products by GET with prices in rupiah and pages through them with cursors', async () => {
    const query = 'query($after: String) { products(first: 20, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id slug name price { amount formatted } } } } }';
    const first = await graphGet<ProductsPage>(server, query);
    expect(first.status).toBe(200);
    const page = first.body.data!.products;
    expect(page.totalCount).toBeGreaterThanOrEqual(60);
    expect(page.edges).toHaveLength(20);
    expect(page.pageInfo.hasNextPage).toBe(true);
    for (const { node } of page.edges) {
      expect(Number.isInteger(node.price.amount)).toBe(true);
      expect(node.price.formatted).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
      expect(fromGlobalId(node.id)?.type).toBe('Product');
    }
    const second = await graphGet<ProductsPage>(server, query, { after: page.pageInfo.endCursor });
    const firstIds = new Set(page.edges.map((e) => e.node.id));
    expect(second.body.data!.products.edges.some((e) => firstIds.has(e.node.id))).toBe(false);
  });

  it('pages a category without its total exactly as with it, and says where the last page ends', async () => {
    // A category of its own with seven products, so no other file's products change its pages.
    const categoryId = newId();
    const mark = randomUUID().slice(0, 8);
    await server.database.db.insert(categories).values({ shopId: DEMO_SHOP_ID, id: categoryId, slug: `halaman-${mark}`, name: { id: `Halaman ${mark}` }, description: { id: '' } });
    await server.database.db.insert(products).values(Array.from({ length: 7 }, (_, index) => ({
      shopId: DEMO_SHOP_ID, id: newId(), slug: `halaman-${mark}-${index}`, status: 'published' as const, categoryId,
      name: { id: `Halaman ${index}` }, summary: { id: '' }, description: { id: { blocks: [], entityMap: {} } },
      price: 10_000 + index, sku: '', stock: 50, weightGrams: 100, lengthCm: 1, widthCm: 1, heightCm: 1,
      publishedAt: new Date(Date.UTC(2002, 0, 1 + index)), createdAt: new Date(Date.UTC(2002, 0, 1 + index)),
    })));
    const c = toGlobalId('Category', categoryId);
    const counted = await graphGet<ProductsPage>(server, 'query($c: ID!) { products(first: 100, categoryId: $c) { totalCount edges { node { slug } } } }', { c });
    expect(counted.body.data!.products.totalCount).toBe(7);
    // The same list three at a time, never asking for the total: one row past a page tells
    // whether another follows.
    const pages: Array<{ slugs: string[]; hasNextPage: boolean }> = [];
    let after: string | null = null;
    do {
      const answer: { body: { data?: ProductsPage | null } } = await graphGet<ProductsPage>(server, 'query($c: ID!, $after: String) { products(first: 3, after: $after, categoryId: $c) { pageInfo { hasNextPage endCursor } edges { node { slug } } } }', { c, after });
      const page = answer.body.data!.products;
      pages.push({ slugs: page.edges.map((e) => e.node.slug), hasNextPage: page.pageInfo.hasNextPage });
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after && pages.length < 5);
    expect(pages.map((page) => [page.slugs.length, page.hasNextPage])).toEqual([[3, true], [3, true], [1, false]]);
    expect(pages.flatMap((page) => page.slugs)).toEqual(counted.body.data!.products.edges.map((e) => e.node.slug));
  });

  it('answers the same at /_/graph as at /graphql', async () => {
    const query = '{ shop { name currency { code number symbol } languages } }';
    const a = await graphGet(server, query);
    const b = await graphGet(server, query, undefined, { path: '/_/graph' });
    expect(b.body).toEqual(a.body);
    expect(a.body.data).toMatchObject({ shop: { name: 'Lumbung Nusantara', currency: { code: 'IDR', number: 2, symbol: 'Rp' }, languages: ['id', 'en'] } });
  });

  it('refuses a connection read without first or last, and a page larger than the cap', async () => {
    const missing = await graphGet(server, '{ products { totalCount } }');
    expect(missing.body.errors?.[0]?.message).toMatch(/first.*last/);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('PAGINATION_REQUIRED');
    const huge = await graphGet(server, '{ products(first: 1000) { totalCount } }');
    expect(huge.body.errors?.[0]?.message).toMatch(/from 0 to 100/);
  });

  it('pages backwards with last and before', async () => {
    const all = await graphGet<ProductsPage>(server, '{ products(first: 10, sort: PRICE_ASC) { edges { cursor node { id } } } }');
    const edges = all.body.data!.products.edges;
    const back = await graphGet<ProductsPage>(server, 'query($b: String) { products(last: 3, before: $b, sort: PRICE_ASC) { edges { node { id } } } }', { b: edges[5]!.cursor });
    expect(back.body.data!.products.edges.map((e) => e.node.id)).toEqual(edges.slice(2, 5).map((e) => e.node.id));
  });

  it('filters by category (including sub-categories), sorts by price and searches names in both languages', async () => {
    const cats = await graphGet<{ categories: { edges: Array<{ node: { slug: string; productCount: number } }> } }>(server, '{ categories(first: 50) { edges { node { slug productCount } } } }');
    const category = cats.body.data!.categories.edges.find((e) => e.node.productCount > 2)!.node;
    const inCategory = await graphGet<{ products: { totalCount: number; edges: Array<{ node: { price: { amount: number }; category: { slug: string; parent: { slug: string } | null } } }> } }>(
      server,
      'query($c: String) { products(first: 50, categorySlug: $c, sort: PRICE_ASC) { totalCount edges { node { price { amount } category { slug parent { slug } } } } } }',
      { c: category.slug },
    );
    const list = inCategory.body.data!.products;
    expect(list.totalCount).toBe(category.productCount);
    for (const { node } of list.edges) expect([node.category.slug, node.category.parent?.slug]).toContain(category.slug);
    const prices = list.edges.map((e) => e.node.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const kopi = await graphGet<{ search: { products: { totalCount: number; edges: Array<{ node: { name: string } }> } } }>(server, '{ search(query: "kopi") { products(first: 10) { totalCount edges { node { name } } } } }');
    expect(kopi.body.data!.search.products.totalCount).toBeGreaterThan(0);
    expect(kopi.body.data!.search.products.edges[0]!.node.name.toLowerCase()).toContain('kopi');
    const coffee = await graphGet<{ products: { totalCount: number } }>(server, '{ products(first: 5, search: "coffee") { totalCount } }');
    expect(coffee.body.data!.products.totalCount).toBeGreaterThan(0);
    // Letters no word holds: real words ("tidak", "ada") may be in a product another test file adds to the shared database.
    const nothing = await graphGet<{ products: { totalCount: number } }>(server, '{ products(first: 5, search: "zzqx-qxzv") { totalCount } }');
    expect(nothing.body.data!.products.totalCount).toBe(0);
  });

  it('finds a product by slug with variations, options, pictures and breadcrumb, and a page by its id', async () => {
    const list = await graphGet<{ products: { edges: Array<{ node: { slug: string; variations: unknown[] } }> } }>(server, '{ products(first: 100) { edges { node { slug variations { id } } } } }');
    const withVariations = list.body.data!.products.edges.find((e) => e.node.variations.length > 1)!.node;
    const product = await graphGet<{ product: { id: string; name: string; images: Array<{ width: number; height: number; dominantColor: string; ref: string }>; options: Array<{ values: Array<{ value: string }> }>; variations: Array<{ optionValues: string[]; sku: string; price: { amount: number } }>; breadcrumb: Array<{ slug: string }>; description: { html: string } } }>(
      server,
      'query($s: String!) { product(slug: $s) { id name images { width height dominantColor ref } options { values { value } } variations { optionValues sku price { amount } } breadcrumb { slug } description { html } } }',
      { s: withVariations.slug },
    );
    const p = product.body.data!.product;
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.images[0]!.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(p.images[0]!.ref).toContain(`_${p.images[0]!.width}x${p.images[0]!.height}_`);
    expect(p.variations[0]!.optionValues).toHaveLength(p.options.length);
    expect(p.breadcrumb.length).toBeGreaterThan(0);
    expect(p.description.html).toContain('<');
    expect(p.description.html).not.toMatch(/<script|javascript:/i);

    const node = await graphGet<{ node: { __typename: string; name: string } }>(server, 'query($id: ID!) { node(id: $id) { __typename ... on Product { name } } }', { id: p.id });
    expect(node.body.data!.node).toEqual({ __typename: 'Product', name: p.name });
    const variationIds = await graphGet<{ product: { variations: Array<{ id: string; sku: string }> } }>(server, 'query($s: String!) { product(slug: $s) { variations { id sku } } }', { s: withVariations.slug });
    const variation = variationIds.body.data!.product.variations[0]!;
    const variationNode = await graphGet<{ node: { sku: string; product: { name: string } } }>(server, 'query($id: ID!) { node(id: $id) { ... on ProductVariation { sku product { name } } } }', { id: variation.id });
    expect(variationNode.body.data!.node).toEqual({ sku: variation.sku, product: { name: p.name } });

    const page = await graphGet<{ page: { title: string; body: { html: string } } | null }>(server, '{ page(id: "tentang-kami") { title body { html } } }');
    expect(page.body.data!.page!.title).toBeTruthy();
    const missing = await graphGet<{ page: unknown; product: unknown; category: unknown }>(server, '{ page(id: "nope") { title } product(slug: "nope") { id } category(slug: "nope") { id } }');
    expect(missing.body.data).toEqual({ page: null, product: null, category: null });
  });

  it('answers in English when asked and in Indonesian by default', async () => {
    const query = '{ categories(first: 1) { edges { node { name } } } shop { language } }';
    const id = await graphGet<{ shop: { language: string }; categories: { edges: Array<{ node: { name: string } }> } }>(server, query);
    const en = await graphGet<{ shop: { language: string }; categories: { edges: Array<{ node: { name: string } }> } }>(server, query, undefined, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(id.body.data!.shop.language).toBe('id');
    expect(en.body.data!.shop.language).toBe('en');
    expect(en.body.data!.categories.edges[0]!.node.name).not.toBe(id.body.data!.categories.edges[0]!.node.name);
  });

  it('serves public GET answers with Cache-Control and an ETag, and 304 when unchanged', async () => {
    const first = await server.request(`/graphql?query=${encodeURIComponent('{ shop { name } }')}`);
    // Kept by browsers and CDNs, but asked for again each time: never older than the shop's last change.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.request(`/graphql?query=${encodeURIComponent('{ shop { name } }')}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const post = await graphPost(server, { query: '{ shop { name } }' });
    expect(post.headers.get('cache-control')).toBe('private, no-store');
  });

  it('costs a fixed number of database queries for a list, whatever its length', async () => {
    const query = (n: number) => `{ products(first: ${n}) { edges { node { name price { formatted } image { id } images { id } stock variations { sku } category { name } } } } }`;
    // A session cookie (even an unknown one) keeps the answer out of the shared cache, so the
    // database does the whole work each time.
    const headers = { cookie: 'etalase_staff=no-such-session' };
    const count = async (n: number) => {
      await graphPost(server, { query: query(n) }, { headers }); // warms the shop lookup
      const before = server.database.stats.count;
      const res = await graphPost<ProductsPage>(server, { query: query(n) }, { headers });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.products.edges).toHaveLength(n);
      return server.database.stats.count - before;
    };
    const small = await count(2);
    const large = await count(40);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(7);
  });

  it('shares an anonymous answer instead of asking the database again', async () => {
    const query = '{ products(first: 7, sort: NAME_ASC) { edges { node { name stock } } } }';
    // The least of a few tries: on a database shared with other files, a write of theirs may
    // clear the shop's answers between the two requests.
    const costs: number[] = [];
    for (let attempt = 0; attempt < 3 && !costs.includes(0); attempt += 1) {
      const first = await graphGet(server, query);
      const statements = server.database.stats.count;
      const second = await graphGet(server, query);
      costs.push(server.database.stats.count - statements);
      expect(second.body).toEqual(first.body);
    }
    expect(Math.min(...costs)).toBe(0);
    const before = server.database.stats.count;
    const withSession = await graphGet(server, query, undefined, { headers: { cookie: 'etalase_staff=x' } });
    expect(server.database.stats.count).toBeGreaterThan(before);
    expect(withSession.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows the products beside a product as its category page lists them, read with the product itself', async () => {
    // Categories of their own, so no other file's products change their lists: a leaf with seven
    // products and a draft, and a parent whose list also holds its sub-category's products.
    const mark = randomUUID().slice(0, 8);
    const [leaf, parent, child] = [newId(), newId(), newId()];
    await server.database.db.insert(categories).values([
      { shopId: DEMO_SHOP_ID, id: leaf, slug: `tetangga-${mark}`, name: { id: `Tetangga ${mark}` }, description: { id: '' } },
      { shopId: DEMO_SHOP_ID, id: parent, slug: `induk-${mark}`, name: { id: `Induk ${mark}` }, description: { id: '' } },
      { shopId: DEMO_SHOP_ID, id: child, parentId: parent, slug: `anak-${mark}`, name: { id: `Anak ${mark}` }, description: { id: '' } },
    ]);
    const product = (slug: string, categoryId: string, day: number, status: 'published' | 'draft' = 'published') => ({
      shopId: DEMO_SHOP_ID, id: newId(), slug: `${slug}-${mark}`, status, categoryId,
      name: { id: slug }, summary: { id: '' }, description: { id: { blocks: [], entityMap: {} } },
      price: 10_000 + day, sku: '', stock: 5, weightGrams: 100, lengthCm: 1, widthCm: 1, heightCm: 1,
      publishedAt: new Date(Date.UTC(2003, 0, day)), createdAt: new Date(Date.UTC(2003, 0, day)),
    });
    await server.database.db.insert(products).values([
      ...Array.from({ length: 7 }, (_, index) => product(`tetangga-${index}`, leaf, 1 + index)),
      product('tetangga-draf', leaf, 20, 'draft'),
      product('induk-0', parent, 1), product('induk-1', parent, 3),
      product('anak-0', child, 2), product('anak-1', child, 4),
    ]);
    // A session cookie keeps the answers out of the shared cache: the database does the work.
    const headers = { cookie: 'etalase_staff=no-such-session' };
    const neighbours = 'products(first: 5) { pageInfo { hasNextPage } edges { node { slug price { amount } image { id } variations { sku } } } }';
    type Neighbours = { pageInfo: { hasNextPage: boolean }; edges: Array<{ node: { slug: string } }> };
    const onProductPage = async (slug: string) => {
      const query = `query($slug: String!) { product(slug: $slug) { name category { ${neighbours} } } }`;
      await graphPost(server, { query, variables: { slug } }, { headers });
      const before = server.database.stats.count;
      const answer = await graphPost<{ product: { category: { products: Neighbours } } }>(server, { query, variables: { slug } }, { headers });
      expect(answer.body.errors).toBeUndefined();
      return { list: answer.body.data!.product.category.products, statements: server.database.stats.count - before };
    };
    const onCategoryPage = async (slug: string) => {
      const answer = await graphPost<{ category: { products: Neighbours } }>(server, { query: `query($slug: String!) { category(slug: $slug) { ${neighbours} } }`, variables: { slug } }, { headers });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data!.category.products;
    };
    const productAlone = async (slug: string) => {
      const query = 'query($slug: String!) { product(slug: $slug) { name category { name } } }';
      await graphPost(server, { query, variables: { slug } }, { headers });
      const before = server.database.stats.count;
      await graphPost(server, { query, variables: { slug } }, { headers });
      return server.database.stats.count - before;
    };

    const inLeaf = await onProductPage(`tetangga-3-${mark}`);
    expect(inLeaf.list.edges.map((e) => e.node.slug)).toEqual([6, 5, 4, 3, 2].map((n) => `tetangga-${n}-${mark}`));
    expect(inLeaf.list).toEqual(await onCategoryPage(`tetangga-${mark}`));
    expect(inLeaf.list.pageInfo.hasNextPage).toBe(true);
    // The neighbours come with the product: the page costs what the product alone costs.
    expect(inLeaf.statements).toBe(await productAlone(`tetangga-3-${mark}`));

    // A parent category lists its sub-category's products too, newest first across both.
    const inParent = await onProductPage(`induk-0-${mark}`);
    expect(inParent.list.edges.map((e) => e.node.slug)).toEqual(['anak-1', 'induk-1', 'anak-0', 'induk-0'].map((slug) => `${slug}-${mark}`));
    expect(inParent.list).toEqual(await onCategoryPage(`induk-${mark}`));
    expect(inParent.list.pageInfo.hasNextPage).toBe(false);
  });
});
