import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../src/domain/ids/global-id';
import { auditEvents, products, stockMovements } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startServerAt, startTestServer, type TestServer } from '../support/test-server';

type GraphError = { message: string; extensions?: Record<string, unknown> };
const ADJUST = `mutation($input: StockAdjustmentInput!) { adjustStock(input: $input) { stock movement { change stockAfter reason note staffName } } }`;
const LIST = `query($first: Int, $after: String, $search: String, $status: ProductStatus, $categoryId: ID, $stockLevel: StockLevel) {
  products(first: $first, after: $after, search: $search, status: $status, categoryId: $categoryId, stockLevel: $stockLevel) {
    totalCount edges { node { id name sku status stock stockLevel lowStockThreshold price { formatted } image { url } category { name } } } } }`;

describe.each(engines())('stock and the product list in the staff API on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    // The PostgreSQL database is shared with other test files: products made here, all named by
    // this run's SKUs, must not lead their newest-first lists.
    await server?.database.db.delete(products).where(and(eq(products.shopId, DEMO_SHOP_ID), like(products.sku, `%${run}%`)));
    await server?.close();
  });

  const admin = async <T>(query: string, variables: Record<string, unknown>, m?: string, lang = 'id') => {
    const response = m
      ? await owner.fetch(`/admin/graphql?m=${m}&lang=${lang}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })
      : await owner.fetch(`/admin/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables), lang })}`);
    return (await response.json()) as { data: T; errors?: GraphError[] };
  };
  const create = async (input: Record<string, unknown>) => (await admin<{ createProduct: { id: string; version: number; variations: Array<{ id: string }> } }>(
    'mutation($input: ProductInput!) { createProduct(input: $input) { id version variations { id } } }',
    { input: { name: { id: `Kopi ${run} ${randomUUID().slice(0, 4)}` }, sku: `KOPI-${run}-${randomUUID().slice(0, 6)}`, price: 85_000, ...input } }, 'ProductInput')).data.createProduct;
  const adjust = (input: Record<string, unknown>, lang = 'id') => admin<{ adjustStock: { stock: number; movement: Record<string, unknown> } }>(ADJUST, { input }, 'StockAdjustmentInput', lang);

  it('adjusts stock with a reason, keeps every change as a movement, and never goes below zero', async () => {
    const product = await create({ stock: 10, lowStockThreshold: 4 });
    const received = await adjust({ productId: product.id, change: 5, reason: 'received', note: 'Kiriman dari Gayo' });
    expect(received.data.adjustStock).toEqual({ stock: 15, movement: { change: 5, stockAfter: 15, reason: 'received', note: 'Kiriman dari Gayo', staffName: expect.any(String) } });
    expect((await adjust({ productId: product.id, change: -12, reason: 'damaged' })).data.adjustStock.stock).toBe(3);
    const refused = await adjust({ productId: product.id, change: -4, reason: 'correction' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Stok tidak bisa kurang dari 0: saat ini tinggal 3 unit.', extensions: { code: 'CONFLICT', field: 'change' } });
    expect((await adjust({ productId: product.id, change: 0, reason: 'correction' }, 'en')).errors?.[0]).toMatchObject({ message: 'The stock change must be a whole number other than 0, at most 1,000,000 units.', extensions: { field: 'change' } });
    expect((await adjust({ productId: product.id, change: 1, reason: 'stolen' })).errors?.[0]).toBeDefined();

    const history = await admin<{ productById: { stock: number; stockLevel: string; stockMovements: Array<{ change: number; stockAfter: number; reason: string }> } }>(
      'query($id: ID!) { productById(id: $id) { stock stockLevel stockMovements(first: 10) { change stockAfter reason } } }', { id: product.id });
    expect(history.data.productById).toMatchObject({ stock: 3, stockLevel: 'low' });
    expect(history.data.productById.stockMovements.map((m) => [m.change, m.stockAfter, m.reason]).sort((a, b) => Number(a[1]) - Number(b[1])))
      .toEqual([[-12, 3, 'damaged'], [10, 10, 'initial'], [5, 15, 'received']]);
    const audits = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'adjustStock'), eq(auditEvents.entityId, fromGlobalId(product.id)!.id)));
    expect(audits.map((a) => [a.before, a.after]).find(([before]) => (before as { stock: number }).stock === 10)).toEqual([{ variationId: '', stock: 10 }, { variationId: '', stock: 15, reason: 'received', note: 'Kiriman dari Gayo' }]);
  });

  it('takes exactly the units there are when many adjustments arrive at once', async () => {
    const product = await create({ stock: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust({ productId: product.id, change: -1, reason: 'damaged' })));
    expect(answers.filter((answer) => !answer.errors).length).toBe(5);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(3);
    const rows = await server.database.db.select().from(stockMovements).where(and(eq(stockMovements.shopId, DEMO_SHOP_ID), eq(stockMovements.productId, fromGlobalId(product.id)!.id), eq(stockMovements.reason, 'damaged')));
    expect(rows.map((row) => row.stockAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('adjusts a variation\'s stock, and asks which variation when a product has some', async () => {
    const product = await create({ options: [{ name: { id: 'Gilingan' }, values: [{ id: 'Halus' }, { id: 'Kasar' }] }], variations: [
      { optionValues: ['Halus'], sku: `G-${run}-H`, price: 85_000, stock: 2 }, { optionValues: ['Kasar'], sku: `G-${run}-K`, price: 85_000, stock: 0 },
    ] });
    expect((await adjust({ productId: product.id, change: 3, reason: 'received' })).errors?.[0]).toMatchObject({ extensions: { field: 'variationId' } });
    expect((await adjust({ productId: product.id, variationId: product.variations[1]!.id, change: 3, reason: 'received' })).data.adjustStock.stock).toBe(3);
    const rows = await server.database.db.select().from(stockMovements).where(and(eq(stockMovements.shopId, DEMO_SHOP_ID), eq(stockMovements.productId, fromGlobalId(product.id)!.id)));
    expect(rows.map((r) => [r.variationId === fromGlobalId(product.variations[1]!.id)!.id, r.change, r.reason]).sort()).toEqual([[false, 2, 'initial'], [true, 3, 'received']]);
  });

  it('keeps the units a shopper\'s order takes in the stock history, with the order', async () => {
    const product = await create({ stock: 6, status: 'published', weightGrams: 300 });
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.id, count: 2 }]);
    const placed = await placeOrder(shopper, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    const history = await admin<{ productById: { stockMovements: Array<{ change: number; stockAfter: number; reason: string; orderId: string | null; staffName: string | null }> } }>(
      'query($id: ID!) { productById(id: $id) { stockMovements(first: 5) { change stockAfter reason orderId staffName } } }', { id: product.id });
    expect(history.data.productById.stockMovements[0]).toEqual({ change: -2, stockAfter: 4, reason: 'order', orderId: expect.any(String), staffName: null });
  });

  it('filters by search, status, category and stock level, pages, and costs the same queries for 30 or 60 rows', async () => {
    const word = `saring${run}`;
    const categories = await admin<{ categoryOptions: Array<{ id: string }> }>('{ categoryOptions { id } }', {});
    const categoryId = categories.data.categoryOptions[0]!.id;
    const out = await create({ name: { id: `Teh ${word} habis` }, stock: 0 });
    const low = await create({ name: { id: `Teh ${word} menipis` }, stock: 2, categoryId });
    const plenty = await create({ name: { id: `Teh ${word} banyak` }, stock: 50, status: 'published' });
    const list = async (variables: Record<string, unknown>) => (await admin<{ products: { totalCount: number; edges: Array<{ node: { id: string; stockLevel: string } }> } }>(LIST, { first: 20, search: word, ...variables })).data.products;
    const ids = async (variables: Record<string, unknown>) => (await list(variables)).edges.map((e) => e.node.id).sort();
    expect((await list({})).totalCount).toBe(3);
    expect(await ids({ stockLevel: 'out' })).toEqual([out.id]);
    expect(await ids({ stockLevel: 'low' })).toEqual([low.id]);
    expect(await ids({ stockLevel: 'in' })).toEqual([plenty.id]);
    expect(await ids({ status: 'published' })).toEqual([plenty.id]);
    expect(await ids({ categoryId })).toEqual([low.id]);
    const firstPage = await list({ first: 2 });
    expect(firstPage.edges).toHaveLength(2);
    expect(firstPage.edges.map((e) => e.node.stockLevel).every((level) => ['in', 'low', 'out'].includes(level))).toBe(true);

    const queriesFor = async (first: number) => {
      const before = server.database.stats.count;
      const answer = await admin<{ products: { edges: unknown[] } }>(LIST, { first });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.products.edges).toHaveLength(first);
      return server.database.stats.count - before;
    };
    // Both pages reach the seeded products with pictures, so both load pictures once.
    await queriesFor(30);
    expect(await queriesFor(60)).toBe(await queriesFor(30));
  });

  it('publishes, unpublishes and deletes ticked products at once, each change audited', async () => {
    const a = await create({ stock: 1 });
    const b = await create({ stock: 1, status: 'published' });
    const published = await admin<{ publishProducts: string[] }>('mutation($ids: [ID!]!) { publishProducts(ids: $ids) }', { ids: [a.id, b.id] }, 'ID');
    expect(published.data.publishProducts).toEqual([a.id]);
    const shopper = new Browser(server);
    const slugOf = async (id: string) => (await admin<{ productById: { slug: string; status: string; version: number } | null }>('query($id: ID!) { productById(id: $id) { slug status version } }', { id })).data.productById;
    const aNow = await slugOf(a.id);
    expect(aNow).toMatchObject({ status: 'published', version: 2 });
    expect((await shopper.fetch(`/product/${aNow!.slug}`)).status).toBe(200);
    const unpublished = await admin<{ unpublishProducts: string[] }>('mutation($ids: [ID!]!) { unpublishProducts(ids: $ids) }', { ids: [a.id, b.id] }, 'ID');
    expect(unpublished.data.unpublishProducts.sort()).toEqual([a.id, b.id].sort());
    expect((await shopper.fetch(`/product/${aNow!.slug}`)).status).toBe(404);
    const deleted = await admin<{ deleteProducts: string[] }>('mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }', { ids: [a.id, b.id] }, 'ID');
    expect(deleted.data.deleteProducts.sort()).toEqual([a.id, b.id].sort());
    expect(await slugOf(a.id)).toBeNull();
    const audits = await server.database.db.select({ action: auditEvents.action, before: auditEvents.before }).from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityId, fromGlobalId(a.id)!.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['createProduct', 'deleteProducts', 'publishProducts', 'unpublishProducts']);
    expect(audits.find((row) => row.action === 'deleteProducts')!.before).toMatchObject({ status: 'draft', price: 85_000 });
    expect((await admin('mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }', { ids: [] }, 'ID')).errors?.[0]).toMatchObject({ extensions: { field: 'ids' } });
  });

  it('shows a saved change to shoppers at once, in this process and in another process of the same database', async () => {
    const product = await create({ name: { id: `Gula Aren ${run}` }, status: 'published', stock: 5 });
    const slug = (await admin<{ productById: { slug: string } }>('query($id: ID!) { productById(id: $id) { slug } }', { id: product.id })).data.productById.slug;
    const other = engine === 'postgres' ? await startServerAt(engine, { dataDir: server.dataDir, databaseUrl: server.databaseUrl, removeDataDir: false }) : null;
    try {
      const query = `query($slug: String!) { product(slug: $slug) { name price { amount } } }`;
      const read = async (target: TestServer) => {
        const response = await fetch(`${target.baseUrl}/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ slug }) })}`);
        return ((await response.json()) as { data: { product: { name: string; price: { amount: number } } } }).data.product;
      };
      // Anonymous reads fill each process's shared answers with the old price.
      expect(await read(server)).toMatchObject({ price: { amount: 85_000 } });
      if (other) expect(await read(other)).toMatchObject({ price: { amount: 85_000 } });
      await admin('mutation($id: ID!, $version: Int!, $input: ProductInput!) { updateProduct(id: $id, version: $version, input: $input) { __typename } }',
        { id: product.id, version: product.version, input: { price: 79_000 } }, 'ProductInput');
      expect(await read(server)).toMatchObject({ price: { amount: 79_000 } });
      // The other process has heard of the committed change before it answers (docs/decisions/0049).
      if (other) expect(await read(other)).toMatchObject({ price: { amount: 79_000 } });
    } finally {
      await other?.close();
    }
  });
});
