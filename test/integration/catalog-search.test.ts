import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, saleCampaigns } from '../../src/server/db/tables';
import { addShopDomains, createShop } from '../../src/server/modules/shop';
import { newId } from '../../src/server/ids.server';
import { refreshSearchIndex } from '../../src/server/modules/catalog';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { HostBrowser } from '../support/customer-flow';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface SearchAnswer {
  search: {
    correctedQuery: string | null;
    matchedAllWords: boolean;
    products: { totalCount: number; edges: Array<{ node: { slug: string; name: string } }> };
  };
}

const SEARCH = `query($q: String!, $filter: ProductFilter, $sort: ProductSort) { search(query: $q) {
  correctedQuery matchedAllWords
  products(first: 24, filter: $filter, sort: $sort) { totalCount edges { node { slug name } } }
} }`;

interface Facets {
  categories: Array<{ count: number; category: { slug: string } }>;
  price: { min: { amount: number }; max: { amount: number } } | null;
  inStockCount: number;
  options: Array<{ name: string; label: string; values: Array<{ value: string; label: string; count: number }> }>;
}

const CATEGORY = `query($slug: String!, $filter: ProductFilter) { category(slug: $slug) {
  products(first: 50, filter: $filter) { totalCount edges { node { slug inStock price { amount } options { name values { value } } } } }
  facets(filter: $filter) { categories { count category { slug } } price { min { amount } max { amount } } inStockCount
    options { name label values { value label count } } }
} }`;

interface CategoryAnswer {
  category: {
    products: { totalCount: number; edges: Array<{ node: { slug: string; inStock: boolean; price: { amount: number }; options: Array<{ name: string; values: Array<{ value: string }> }> } }> };
    facets: Facets;
  };
}

describe.each(engines())('catalogue search and filters on %s', (engine) => {
  let server: TestServer;
  let shopper: Browser;
  beforeAll(async () => {
    server = await startTestServer(engine);
    shopper = new Browser(server);
  });
  afterAll(async () => { await server?.close(); });

  const search = async (q: string, variables: Record<string, unknown> = {}) => {
    const answer = await shopper.graph<SearchAnswer>(SEARCH, { q, ...variables });
    expect(answer.errors).toBeUndefined();
    return answer.data.search;
  };
  const slugs = (answer: SearchAnswer['search']) => answer.products.edges.map((edge) => edge.node.slug);

  it('finds Indonesian words by their stem and their inflected forms, without cutting roots that only look prefixed', async () => {
    const shirts = await search('kemeja');
    expect(slugs(shirts).slice(0, 3).every((slug) => slug.startsWith('kemeja-'))).toBe(true);
    // "kemeja" is not "ke-" + "meja": a tablecloth is no shirt.
    expect(slugs(shirts)).not.toContain('taplak-meja-batik-150-x-220');
    const possessive = await search('kemejanya');
    expect(slugs(possessive).slice(0, 3).sort()).toEqual(slugs(shirts).slice(0, 3).sort());
    const tables = await search('meja');
    expect(slugs(tables)).toContain('taplak-meja-batik-150-x-220');
    expect(slugs(tables).some((slug) => slug.startsWith('kemeja-'))).toBe(false);
    const berbatik = await search('berbatik');
    expect(berbatik.products.totalCount).toBeGreaterThanOrEqual(5);
    expect(berbatik.products.edges.slice(0, 5).every((edge) => /batik/i.test(edge.node.name))).toBe(true);
    expect(berbatik.correctedQuery).toBeNull();
  });

  it('forgives one wrong, missing or extra letter in a long word and says what it searched for instead', async () => {
    for (const typo of ['kemja', 'kemeha', 'kemmeja']) {
      const answer = await search(typo);
      expect(answer.correctedQuery, typo).toBe('kemeja');
      expect(slugs(answer)[0], typo).toMatch(/^kemeja-/);
    }
    const twoWords = await search('kemeja bathik');
    expect(twoWords.correctedQuery).toBe('kemeja batik');
    expect(slugs(twoWords)[0]).toMatch(/^kemeja-batik/);
    // A short word is never "corrected" into another.
    const short = await search('tas');
    expect(short.correctedQuery).toBeNull();
  });

  it('matches the last word as the start of a word, for suggestions as the shopper types', async () => {
    const typing = await search('keme');
    expect(slugs(typing)[0]).toMatch(/^kemeja-/);
    const scarf = await search('selen');
    expect(slugs(scarf)[0]).toMatch(/^selendang-/);
  });

  it('answers a fresh search in one statement that works out its plan and carries its facets, and a misspelt one in two', async () => {
    const FRESH = `query($q: String!, $first: Int!) { search(query: $q) {
      correctedQuery matchedAllWords products(first: $first) { totalCount edges { node { slug } } } facets { inStockCount categories { count } }
    } }`;
    interface Fresh { search: SearchAnswer['search'] & { facets: { inStockCount: number; categories: Array<{ count: number }> } } }
    // Each page size is a request of its own, so no answer comes from the shared cache.
    let first = 10;
    const ask = async (q: string) => {
      first += 1;
      const before = server.database.stats.count;
      const answer = await shopper.graph<Fresh>(FRESH, { q, first });
      expect(answer.errors).toBeUndefined();
      return { search: answer.data.search, statements: server.database.stats.count - before };
    };
    // The fewest statements of a few tries: until the server hears the database's change notices,
    // and whenever another file's write clears the shop's cached rows, a request reads those too.
    const fewest = async (q: string) => {
      const tries = [await ask(q), await ask(q), await ask(q)];
      return { search: tries[2]!.search, statements: Math.min(...tries.map((one) => one.statements)) };
    };
    const found = await fewest('kemeja');
    expect(found.search.products.edges[0]?.node.slug).toMatch(/^kemeja-/);
    expect(found.search.correctedQuery).toBeNull();
    expect(found.search.matchedAllWords).toBe(true);
    expect(found.search.facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(found.search.products.totalCount);
    expect(found.statements).toBeLessThanOrEqual(1);
    // The facets carried by the page are those the search's facets alone count.
    const FACETS = `query($q: String!) { search(query: $q) { facets { inStockCount categories { count } } } }`;
    const alone = await shopper.graph<{ search: { facets: Fresh['search']['facets'] } }>(FACETS, { q: 'kemeja' });
    expect(alone.errors).toBeUndefined();
    expect(found.search.facets).toEqual(alone.data.search.facets);
    const corrected = await fewest('kemeha');
    expect(corrected.search.correctedQuery).toBe('kemeja');
    expect(corrected.search.products.edges[0]?.node.slug).toMatch(/^kemeja-/);
    expect(corrected.search.facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(corrected.search.products.totalCount);
    expect(corrected.statements).toBeLessThanOrEqual(2);
    const nothing = await fewest('qwertyuiop');
    expect(nothing.search.products.totalCount).toBe(0);
    expect(nothing.search.correctedQuery).toBeNull();
    expect(nothing.search.facets.inStockCount).toBe(0);
    expect(nothing.statements).toBeLessThanOrEqual(1);
    // A word PostgreSQL indexes nothing of has no query to work out: answered as the same search sorted otherwise.
    const unindexed = await ask('፩');
    expect(unindexed.search.correctedQuery).toBeNull();
    const sorted = await shopper.graph<SearchAnswer>(SEARCH, { q: '፩', sort: 'NEWEST' });
    expect(sorted.errors).toBeUndefined();
    expect(unindexed.search.products.totalCount).toBe(sorted.data.search.products.totalCount);
    // No word holds them all: products holding some of them, said so.
    const some = await ask('kemeja qwertyuiop');
    expect(some.search.matchedAllWords).toBe(false);
    expect(some.search.products.edges[0]?.node.slug).toMatch(/^kemeja-/);
  });

  it('answers each shop\'s search from its own products and prices, however alike the words', async () => {
    const run = randomUUID().slice(0, 8);
    const otherShop = `lurik-${run}-${engine}`;
    const otherHost = `${otherShop}.example`;
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lurik', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lurik.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
    const id = newId();
    await server.database.db.insert(products).values({
      shopId: otherShop, id, slug: `kemeja-lurik-${run}`, status: 'published', name: { id: 'Kemeja Lurik Tenun' }, summary: { id: '' },
      description: { id: { blocks: [], entityMap: {} } }, price: 300_000, sku: `LURIK-${run}`, stock: 5, weightGrams: 300, lengthCm: 10, widthCm: 10, heightCm: 2,
    });
    await refreshSearchIndex(server.database.db, otherShop, { productIds: [id] });
    // A fifth off while the shop's search runs: the price a shopper pays, in the list and in its span.
    await server.database.db.insert(saleCampaigns).values({
      shopId: otherShop, id: newId(), name: 'Lurik murah', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000),
      discountKind: 'percent', discountValue: 20, productIds: [id],
    });
    const PRICED = `query($q: String!, $first: Int = 24) { search(query: $q) {
      products(first: $first) { totalCount edges { node { slug price { amount } } } } facets { price { min { amount } max { amount } } }
    } }`;
    interface Priced { search: { products: { totalCount: number; edges: Array<{ node: { slug: string; price: { amount: number } } }> }; facets: { price: { min: { amount: number }; max: { amount: number } } | null } } }
    const elsewhere = new HostBrowser(server, otherHost);
    // The demo shop's search first, then the other shop's same words, then the demo shop's again.
    const before = await shopper.graph<Priced>(PRICED, { q: 'kemeja' });
    expect(before.errors).toBeUndefined();
    const other = await elsewhere.graph<Priced>(PRICED, { q: 'kemeja' });
    expect(other.errors).toBeUndefined();
    expect(other.data.search.products.edges.map((edge) => edge.node.slug)).toEqual([`kemeja-lurik-${run}`]);
    const paid = other.data.search.products.edges[0]!.node.price.amount;
    const byOtherWord = await elsewhere.graph<Priced>(PRICED, { q: 'tenun' });
    expect(byOtherWord.errors).toBeUndefined();
    expect(other.data.search.facets.price).toEqual({ min: { amount: paid }, max: { amount: paid } });
    expect(byOtherWord.data.search.facets.price).toEqual({ min: { amount: paid }, max: { amount: paid } });
    const typo = await elsewhere.graph<Priced>(PRICED, { q: 'lurrik' });
    expect(typo.data.search.products.edges.map((edge) => edge.node.slug)).toEqual([`kemeja-lurik-${run}`]);
    const after = await shopper.graph<Priced>(PRICED, { q: 'kemeja', first: 23 });
    const demoSlugs = (answer: Priced) => answer.search.products.edges.map((edge) => edge.node.slug);
    expect(demoSlugs(after.data)).toEqual(demoSlugs(before.data).slice(0, 23));
    expect(demoSlugs(after.data)).not.toContain(`kemeja-lurik-${run}`);
    expect(after.data.search.facets.price).toEqual(before.data.search.facets.price);
    // A deeper cut, the same words: the span follows the campaign now running, not the one before.
    await server.database.db.update(saleCampaigns).set({ discountValue: 50 }).where(eq(saleCampaigns.shopId, otherShop));
    const deeper = await elsewhere.graph<Priced>(PRICED, { q: 'kemeja', first: 21 });
    const halved = deeper.data.search.products.edges[0]!.node.price.amount;
    expect(halved).toBeLessThan(paid);
    expect(deeper.data.search.facets.price).toEqual({ min: { amount: halved }, max: { amount: halved } });
    // With no campaign running, the other shop's span is its regular price.
    await server.database.db.delete(saleCampaigns).where(eq(saleCampaigns.shopId, otherShop));
    const ended = await elsewhere.graph<Priced>(PRICED, { q: 'kemeja', first: 22 });
    expect(ended.data.search.products.edges.map((edge) => edge.node.slug)).toEqual([`kemeja-lurik-${run}`]);
    const full = ended.data.search.products.edges[0]!.node.price.amount;
    expect(full).toBeGreaterThan(paid);
    expect(ended.data.search.facets.price).toEqual({ min: { amount: full }, max: { amount: full } });
  });

  it('shows products holding some of the words when none holds all, and nothing for words found only in descriptions', async () => {
    const partial = await search(`kemeja zzq${randomUUID().slice(0, 6)}`);
    expect(partial.matchedAllWords).toBe(false);
    expect(slugs(partial)[0]).toMatch(/^kemeja-/);
    const nothing = await search('tidak ada zzqx');
    expect(nothing.products.totalCount).toBe(0);
  });

  it('finds a product by a parent category\'s name and follows a category rename at once', async () => {
    const byParent = await search('fashion pria');
    expect(slugs(byParent)).toEqual(expect.arrayContaining(['kemeja-batik-parang-lengan-panjang', 'kemeja-linen-kerah-shanghai']));
    const owner = await staffBrowser(server);
    const tree = await owner.graph<{ categoryTree: Array<{ id: string; slug: string; texts: { name: { id: string; en: string | null } } }> }>(
      '{ categoryTree { id slug texts { name { id en } } } }', {}, { path: '/admin/graphql' });
    const shirts = tree.data.categoryTree.find((category) => category.slug === 'kemeja-pria')!;
    const word = `Baju${randomUUID().replace(/[^a-z]/g, '').slice(0, 6)}`;
    const rename = (name: { id: string; en: string | null }) => owner.graph('mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }',
      { id: shirts.id, input: { name } }, { m: 'CategoryInput', path: '/admin/graphql' });
    expect((await rename({ id: `Kemeja ${word}`, en: shirts.texts.name.en })).errors).toBeUndefined();
    try {
      expect(slugs(await search(word.toLowerCase()))).toContain('kemeja-linen-kerah-shanghai');
    } finally {
      await rename(shirts.texts.name);
    }
    expect((await search(word.toLowerCase())).products.totalCount).toBe(0);
  });

  it('counts each facet with every other filter applied, and narrows the list by size, price and stock', async () => {
    const all = (await shopper.graph<CategoryAnswer>(CATEGORY, { slug: 'fashion-pria' })).data.category;
    const size = all.facets.options.find((option) => option.values.some((value) => value.value === 'M'))!;
    expect(size.label).toBe('Ukuran');
    const m = size.values.find((value) => value.value === 'M')!;
    // The facet's count is what choosing it leaves.
    const sizeM = (await shopper.graph<CategoryAnswer>(CATEGORY, { slug: 'fashion-pria', filter: { options: [{ name: size.name, values: ['M'] }] } })).data.category;
    expect(sizeM.products.totalCount).toBe(m.count);
    expect(sizeM.products.totalCount).toBeLessThan(all.products.totalCount);
    for (const { node } of sizeM.products.edges) expect(node.options.flatMap((option) => option.values.map((value) => value.value))).toContain('M');
    // Choosing M still counts every size, so the shopper can add L.
    expect(sizeM.facets.options.find((option) => option.name === size.name)!.values.length).toBe(size.values.length);

    const { min, max } = all.facets.price!;
    expect(min.amount).toBeLessThan(max.amount);
    const middle = Math.round((min.amount + max.amount) / 2);
    const cheap = (await shopper.graph<CategoryAnswer>(CATEGORY, { slug: 'fashion-pria', filter: { priceMax: middle } })).data.category;
    expect(cheap.products.totalCount).toBeGreaterThan(0);
    expect(cheap.products.edges.every(({ node }) => node.price.amount <= middle)).toBe(true);
    // The price facet keeps the whole span, so the shopper can widen the range again.
    expect(cheap.facets.price).toEqual(all.facets.price);

    const stocked = (await shopper.graph<CategoryAnswer>(CATEGORY, { slug: 'fashion-pria', filter: { inStock: true } })).data.category;
    expect(stocked.products.totalCount).toBe(all.facets.inStockCount);
    expect(stocked.products.edges.every(({ node }) => node.inStock)).toBe(true);
  });

  it('filters search results by category slug and narrows facets the same way', async () => {
    const answer = await search('batik');
    const facets = (await shopper.graph<{ search: { facets: Facets } }>('query($q: String!) { search(query: $q) { facets { categories { count category { slug } } } } }', { q: 'batik' })).data.search.facets;
    expect(facets.categories.length).toBeGreaterThan(1);
    const first = facets.categories[0]!;
    const narrowed = await search('batik', { filter: { categorySlugs: [first.category.slug] } });
    expect(narrowed.products.totalCount).toBe(first.count);
    expect(narrowed.products.totalCount).toBeLessThan(answer.products.totalCount);
  });

  it('refuses filters no shopper could send, with a message the shopper can act on', async () => {
    const reversed = await shopper.graph(SEARCH, { q: 'batik', filter: { priceMin: 200_000, priceMax: 100_000 } });
    expect(reversed.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reversed.errors![0]!.message).toBe('Harga terendah tidak boleh lebih dari harga tertinggi.');
    const many = await shopper.graph(SEARCH, { q: 'batik', filter: { options: [{ name: 'Ukuran', values: Array.from({ length: 60 }, (_, i) => `V${i}`) }] } });
    expect(many.errors![0]!.message).toContain('paling banyak 50');
  });

  it('pages to the end without counting when no total is asked for, and counts when it is', async () => {
    type Page = { products: { totalCount?: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: unknown[] } };
    const counted = (await shopper.graph<Page>('{ products(first: 1, search: "batik") { totalCount pageInfo { hasNextPage endCursor } edges { cursor } } }')).data.products;
    const total = counted.totalCount!;
    expect(total).toBeGreaterThan(2);
    let after: string | null = null;
    let seen = 0;
    for (;;) {
      const page: Page['products'] = (await shopper.graph<Page>('query($after: String) { products(first: 2, after: $after, search: "batik") { ...Paging } } fragment Paging on ProductConnection { pageInfo { hasNextPage endCursor } edges { cursor } }', { after })).data.products;
      seen += page.edges.length;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toBe(total);
  });

  it('says a broad search found more than it ranks, pages through what it ranks, and counts exactly once filters narrow it', async () => {
    // A word of its own, so no other product of the shared database matches it.
    const word = `lampion${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    const rows = Array.from({ length: 230 }, (_, index) => {
      const id = newId();
      return {
        shopId: DEMO_SHOP_ID, id, slug: `${word}-${index}`, status: 'published' as const,
        // All but the last hold the word in their summary; the last, written last, in its name, which ranks higher.
        name: { id: index === 229 ? `Lampion ${word} ${index}` : `Lampion ${index}` }, summary: { id: index === 229 ? '' : `Lampion ${word}` }, description: { id: { blocks: [], entityMap: {} } },
        // Stock well above the low-stock threshold, so the owner's dashboard of the shared shop is not flooded.
        price: index < 40 ? 5_000 : 90_000, sku: '', stock: 50, weightGrams: 100, lengthCm: 1, widthCm: 1, heightCm: 1,
        // Only the best match comes in a colour, which the filter panel should offer beside it.
        options: index === 229 ? [{ name: { id: 'Warna', en: 'Colour' }, values: [{ id: 'Jingga', en: 'Orange' }] }] : [],
        publishedAt: new Date('2001-01-01T00:00:00Z'), createdAt: new Date('2001-01-01T00:00:00Z'),
      };
    });
    await server.database.db.insert(products).values(rows);
    await refreshSearchIndex(server.database.db, DEMO_SHOP_ID, { productIds: rows.map((row) => row.id) });
    type Capped = { search: { products: { totalCount: number; totalCountCapped: boolean; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: { slug: string } }> }; facets: { countsExact: boolean; options: Array<{ values: Array<{ value: string }> }> } } };
    const query = `query($q: String!, $after: String, $filter: ProductFilter) { search(query: $q) {
      products(first: 24, after: $after, filter: $filter) { totalCount totalCountCapped pageInfo { hasNextPage endCursor } edges { node { slug } } }
      facets(filter: $filter) { countsExact options { values { value } } } } }`;
    const first = (await shopper.graph<Capped>(query, { q: word })).data.search;
    expect(first.products).toMatchObject({ totalCount: 200, totalCountCapped: true });
    expect(first.products.edges).toHaveLength(24);
    expect(first.facets.countsExact).toBe(false);
    // The best match leads though it is not among the first 200 the index yields.
    expect(first.products.edges[0]!.node.slug).toBe(`${word}-229`);
    // The panel is drawn from the ranked matches the pages show, so it offers the colour of the first one.
    expect(first.facets.options.flatMap((option) => option.values.map((value) => value.value))).toEqual(['Jingga']);
    // Paging ends with the ranked matches, every one shown once.
    const seen = new Set(first.products.edges.map((edge) => edge.node.slug));
    let page = first.products;
    while (page.pageInfo.hasNextPage) {
      page = (await shopper.graph<Capped>(query, { q: word, after: page.pageInfo.endCursor })).data.search.products;
      for (const edge of page.edges) seen.add(edge.node.slug);
    }
    expect(seen.size).toBe(200);
    // A filter narrowing it under the limit counts exactly, over every match and not only the ranked ones.
    const cheap = (await shopper.graph<Capped>(query, { q: word, filter: { priceMax: 10_000 } })).data.search;
    expect(cheap.products).toMatchObject({ totalCount: 40, totalCountCapped: false });
    // The shop page says so in words.
    const html = await (await shopper.fetch(`/search?q=${word}`)).text();
    expect(html).toContain('Lebih dari 200 produk ditemukan');
    // Taken down again: other files share this shop on PostgreSQL.
    await server.database.db.update(products).set({ status: 'draft' }).where(and(eq(products.shopId, DEMO_SHOP_ID), inArray(products.id, rows.map((row) => row.id))));
  });

  it('sorts by best selling from the units orders took', async () => {
    const [slow, fast] = [await createTestProduct(server, { price: 10_000, stock: 50 }), await createTestProduct(server, { price: 10_000, stock: 50 })];
    const buyer = new Browser(server);
    const checkout = await readyCheckout(buyer, [{ productId: fast.globalId, count: 3 }]);
    expect((await placeOrder(buyer, checkout.id)).order).toBeTruthy();
    const ranked = await shopper.graph<{ products: { edges: Array<{ node: { slug: string } }> } }>(
      'query($q: String) { products(first: 100, search: $q, sort: BEST_SELLING) { edges { node { slug } } } }', { q: 'produk uji' });
    const order = ranked.data.products.edges.map((edge) => edge.node.slug);
    expect(order.indexOf(fast.slug)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(fast.slug)).toBeLessThan(order.indexOf(slow.slug));
  });
});
