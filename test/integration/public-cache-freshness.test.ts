import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/migrate.server';
import { PUBLIC_TABLES } from '../../src/server/db/public-tables';
import { bankAccounts, blogPosts, categories, pages, products, saleCampaigns, shippingRates } from '../../src/server/db/tables';
import { rateFee } from '../../src/domain/shipping/rate-table';
import { expireUnpaidOrders } from '../../src/server/flows/close-order.flow';
import { LISTENER_NAME } from '../../src/server/graphql/public-changes.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser, updateCheckout, ADDRESS, type TestProduct } from '../support/shop-flow';
import { engines, startServerAt, startTestServer, type TestServer } from '../support/test-server';
import { SHELL_QUERY } from '../../src/web/ui/shell-query';
import { builtServerPort } from '../support/built-server-port';

const PRODUCT = 'query($slug: String!) { product(slug: $slug) { price { amount } stock } }';
const LIST = '{ products(first: 5, sort: NAME_ASC) { edges { node { slug price { amount } } } } }';

/**
 * Shared answers and pages are kept until something they show changes, in every process of the
 * deployment, and are never older than the last committed change (docs/decisions/0049).
 */
describe.each(engines())('a public cache that is never stale, on %s', (engine) => {
  let server: TestServer;
  /** On PostgreSQL a second server on the same database reads what the first one writes; on PGlite, which belongs to one process, the same one. */
  let reader: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    // Own database on PostgreSQL: other files' writes to the demo shop would clear these caches.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    reader = engine === 'postgres'
      ? await startServerAt(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-test-reader-')), databaseUrl: server.databaseUrl, removeDataDir: true })
      : server;
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    if (reader !== server) await reader?.close();
    await server?.close();
  });

  const shown = async (target: TestServer, product: TestProduct) => {
    const response = await target.request(`/graphql?${new URLSearchParams({ query: PRODUCT, variables: JSON.stringify({ slug: product.slug }) })}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { product: { price: { amount: number }; stock: number } } }).data.product;
  };
  const page = async (target: TestServer, product: TestProduct, headers: Record<string, string> = {}) => target.request(`/product/${product.slug}`, { headers });
  const setPrice = async (product: TestProduct, price: number) => {
    const current = await owner.graph<{ productById: { version: number } }>('query($id: ID!) { productById(id: $id) { version } }', { id: product.globalId }, { path: '/admin/graphql' });
    const saved = await owner.graph<{ updateProduct: { __typename: string } }>(
      'mutation($id: ID!, $version: Int!, $input: ProductInput!) { updateProduct(id: $id, version: $version, input: $input) { __typename } }',
      { id: product.globalId, version: current.data.productById.version, input: { price } }, { path: '/admin/graphql', m: 'ProductInput' },
    );
    expect(saved.data.updateProduct.__typename).toBe('Product');
  };
  /** Reads the product's answer and page twice; the second time must come from the shared caches. */
  const warm = async (product: TestProduct, target = reader) => {
    const first = await shown(target, product);
    const hits = target.app.queryCache.counters.hits;
    expect(await shown(target, product)).toEqual(first);
    expect(target.app.queryCache.counters.hits).toBe(hits + 1);
    expect((await page(target, product)).status).toBe(200);
    const pageHits = target.app.pageCache.counters.hits;
    expect((await page(target, product)).status).toBe(200);
    expect(target.app.pageCache.counters.hits).toBe(pageHits + 1);
    return first;
  };

  it('announces changes from exactly the tables the shared answers may read', async () => {
    const rows = rowsOf<{ table: string }>(await server.database.db.execute(sql`
      SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%\\_public\\_change' AND NOT t.tgisinternal`));
    expect(new Set(rows.map((row) => row.table))).toEqual(PUBLIC_TABLES);
  });

  it('shares every public page and the answers pages ask for later: none reads a table that announces no changes', async () => {
    const product = await createTestProduct(server);
    const [post] = await server.database.db.select({ slug: blogPosts.slug }).from(blogPosts).where(and(eq(blogPosts.shopId, DEMO_SHOP_ID), eq(blogPosts.status, 'published'))).limit(1);
    const slugs = await (await reader.request(`/graphql?query=${encodeURIComponent('{ categories(first: 1) { edges { node { slug } } } }')}`)).json() as { data: { categories: { edges: Array<{ node: { slug: string } }> } } };
    const pages = ['/', `/product/${product.slug}`, `/product/category/${slugs.data.categories.edges[0]!.node.slug}`, '/product/category/', '/search?q=kopi',
      '/page/tentang-kami', '/blog', `/blog/${post!.slug}`, '/blog/search?q=batik', '/cart', '/login', '/signup', '/checkout/new'];
    const queries = [SHELL_QUERY, '{ shippingProvinces }', '{ webPushPublicKey }',
      `{ product(slug: "${product.slug}") { reviews(first: 5, offset: 0) { totalCount } bundles { id } } }`];
    // The push key is made on first use, which clears every shop once: ask for it before counting.
    await reader.request(`/graphql?query=${encodeURIComponent('{ webPushPublicKey }')}`);
    for (const query of queries) await reader.request(`/graphql?query=${encodeURIComponent(query)}`);
    for (const address of pages) expect((await reader.request(address)).status, address).toBe(200);
    const hits = reader.app.pageCache.counters.hits;
    const answerHits = reader.app.queryCache.counters.hits;
    for (const address of pages) expect((await reader.request(address)).headers.get('cache-control'), address).toBe('public, no-cache');
    for (const query of queries) await reader.request(`/graphql?query=${encodeURIComponent(query)}`);
    expect(reader.app.pageCache.counters.hits - hits).toBe(pages.length);
    expect(reader.app.queryCache.counters.hits - answerHits).toBe(queries.length);
    expect(reader.app.queryCache.unwatchedTables).toEqual(new Set());
    expect(reader.app.pageCache.unwatchedTables).toEqual(new Set());
  });

  it('shows a price the owner saves through the staff API in the very next read, from another process too, every time', async () => {
    const product = await createTestProduct(server, { price: 100_000 });
    for (let round = 1; round <= 8; round += 1) {
      const before = await warm(product);
      const price = 100_000 + round * 1_000;
      expect(before.price.amount).toBe(price - 1_000);
      await setPrice(product, price);
      // No waiting and no retry: the reader has heard the commit before it answers.
      expect((await shown(reader, product)).price.amount).toBe(price);
      expect(await (await page(reader, product)).text()).toContain(`"amount":${price}`);
    }
  });

  it('shows shop-wide data the owner changes (a category, a page, a bank account, a campaign) in the very next read of a shopper whose answers are not shared, from another process too', async () => {
    const product = await createTestProduct(server, { price: 80_000 });
    // An order grant makes every answer this visitor's own: nothing comes from the shared answers.
    const personal = { cookie: 'etalase_orders=freshOrder0001.freshSecretNeverGranted0' };
    const read = async <T>(query: string, variables?: Record<string, unknown>) => {
      const response = await reader.request(`/graphql?${new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })}`, { headers: personal });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('private');
      return ((await response.json()) as { data: T }).data;
    };
    type Shell = { shop: { paymentMarks: { banks: string[] }; pages: Array<{ slug: string; title: string }> }; categories: { edges: Array<{ node: { slug: string; name: string } }> } };
    const shell = () => read<Shell>(SHELL_QUERY);
    const price = async () => (await read<{ product: { price: { amount: number } } }>(PRODUCT, { slug: product.slug })).product.price.amount;

    const first = await shell();
    await price();
    // Read again, the frame's shop-wide data comes from this process's memory; staff, who may
    // have just changed it, read it from the database.
    let statements = reader.database.stats.count;
    expect(await shell()).toEqual(first);
    const fromMemory = reader.database.stats.count - statements;
    statements = server.database.stats.count;
    await owner.graph(SHELL_QUERY);
    const fromDatabase = server.database.stats.count - statements;
    expect(fromDatabase).toBeGreaterThan(0);
    expect(fromMemory).toBe(0);

    const category = first.categories.edges[0]!.node;
    await server.database.db.update(categories).set({ name: { id: 'Kategori Segar', en: 'Fresh Category' } }).where(and(eq(categories.shopId, DEMO_SHOP_ID), eq(categories.slug, category.slug)));
    expect((await shell()).categories.edges.find((edge) => edge.node.slug === category.slug)?.node.name).toBe('Kategori Segar');

    const page = first.shop.pages[0]!;
    await server.database.db.update(pages).set({ title: { id: 'Halaman Segar' } }).where(and(eq(pages.shopId, DEMO_SHOP_ID), eq(pages.slug, page.slug)));
    expect((await shell()).shop.pages.find((shown) => shown.slug === page.slug)?.title).toBe('Halaman Segar');

    await server.database.db.insert(bankAccounts).values({ shopId: DEMO_SHOP_ID, id: randomUUID(), bank: 'Bank Segar', accountNumber: '1234567890', accountHolder: 'Toko', position: 99 });
    expect((await shell()).shop.paymentMarks.banks).toContain('Bank Segar');

    expect(await price()).toBe(80_000);
    await server.database.db.insert(saleCampaigns).values({
      shopId: DEMO_SHOP_ID, id: randomUUID(), name: 'Segar', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000),
      discountKind: 'percent', discountValue: 25, productIds: [product.id],
    });
    expect(await price()).toBe(60_000);
  });

  it('quotes a checkout with the shipping rate the owner just changed, from another process too', async () => {
    const product = await createTestProduct(server, { price: 50_000 });
    const shopper = new Browser(reader);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const methodId = checkout.shippingMethodId!;
    const before = checkout.shippingOptions.find((option) => option.id === methodId)!.fee;
    expect(checkout.totals.shippingFee).toBe(before);
    const quote = async () => {
      const statements = reader.database.stats.count;
      const answer = await updateCheckout(shopper, { checkoutId: checkout.id, shippingMethodId: methodId });
      return { answer, statements: reader.database.stats.count - statements };
    };
    // Quoted again, the shop's rate table comes from memory…
    const again = await quote();
    expect(again.answer.totals.shippingFee).toBe(before);
    // …until the owner changes it: the very next quote reads it again and charges the new rate.
    const perKg = before + 7_000;
    await server.database.db.update(shippingRates).set({ pricePerKg: perKg, brackets: [] }).where(and(eq(shippingRates.shopId, DEMO_SHOP_ID), eq(shippingRates.methodId, methodId)));
    const changed = await quote();
    expect(changed.answer.totals.shippingFee).toBe(rateFee(changed.answer.totals.chargeableWeightGrams, { brackets: [], pricePerKg: perKg }));
    expect(changed.answer.totals.shippingFee).not.toBe(before);
    expect(changed.answer.totals.total).toBe(changed.answer.totals.subtotal - changed.answer.totals.discount + changed.answer.totals.shippingFee);
    expect(changed.statements).toBeGreaterThan(again.statements);
    // Kept again: the next quote costs what the one before the change did.
    expect((await quote()).statements).toBe(again.statements);
  });

  it('shows stock given back by an expiring order, a job\'s work with no request behind it, in the very next read', async () => {
    const product = await createTestProduct(server, { stock: 5 });
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 2 }]);
    expect((await placeOrder(shopper, checkout.id)).order?.status).toBeDefined();
    expect((await warm(product)).stock).toBe(3);
    // What the job runner does when an unpaid order's time is up, called directly.
    expect(await expireUnpaidOrders(server.database.db, server.app.jobs.contextFor, new Date(Date.now() + 30 * 86_400_000), 500)).toBeGreaterThan(0);
    expect((await shown(reader, product)).stock).toBe(5);
    expect(await (await page(reader, product)).text()).toContain('"stock":5');

    // A statement written by hand (an operator's fix, a script) is announced the same way.
    await warm(product);
    await server.database.db.update(products).set({ stock: 9 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    expect((await shown(reader, product)).stock).toBe(9);
  });

  it('never keeps an answer or a page that was being read while a write committed', async () => {
    const product = await createTestProduct(server, { price: 50_000 });
    const executor = server.app.shopExecutor;
    const original = executor.execute.bind(executor);
    let price = 50_000;
    // Each execution finishes having read the old price, then a write commits and is heard
    // before the answer would be stored.
    executor.execute = async (...args) => {
      const result = await original(...args);
      price += 1_000;
      await server.database.db.update(products).set({ price }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
      await server.app.publicChanges.caughtUp();
      return result;
    };
    const refusedAnswers = server.app.queryCache.counters.refused.changed;
    const refusedPages = server.app.pageCache.counters.refused.changed;
    try {
      // Like any read racing a write, the answer sent is the one read; it is not kept.
      expect((await shown(server, product)).price.amount).toBe(50_000);
      expect(await (await page(server, product)).text()).toMatch(/"amount":5\d000/);
    } finally {
      executor.execute = original;
    }
    expect(server.app.queryCache.counters.refused.changed).toBeGreaterThan(refusedAnswers);
    expect(server.app.pageCache.counters.refused.changed).toBeGreaterThan(refusedPages);
    // A page's queries run side by side, so their writes may commit in any order: the last one wins.
    const [saved] = await server.database.db.select({ price: products.price }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    expect(saved!.price).toBeGreaterThan(51_000);
    expect((await shown(server, product)).price.amount).toBe(saved!.price);
    expect(await (await page(server, product)).text()).toContain(`"amount":${saved!.price}`);
  });

  it('keeps the catalogue\'s answers and pages while shoppers fill carts and check out', async () => {
    const product = await createTestProduct(server, { stock: 50 });
    const list = async () => (await server.request(`/graphql?query=${encodeURIComponent(LIST)}`)).headers.get('etag');
    const etag = await list();
    await warm(product, server);
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    await updateCheckout(shopper, { checkoutId: checkout.id, lines: [{ productId: product.globalId, count: 3 }], shippingAddress: ADDRESS });
    const cart = await shopper.graph('query($lines: [CartLineInput!]!) { cart(lines: $lines) { subtotal } }', { lines: [{ productId: product.globalId, count: 2 }] });
    expect(cart.errors).toBeUndefined();

    const hits = server.app.queryCache.counters.hits;
    const pageHits = server.app.pageCache.counters.hits;
    const statements = server.database.stats.count;
    expect(await list()).toBe(etag);
    expect((await page(server, product)).status).toBe(200);
    expect(server.app.queryCache.counters.hits).toBe(hits + 1);
    expect(server.app.pageCache.counters.hits).toBe(pageHits + 1);
    // Served from memory: not one statement.
    expect(server.database.stats.count).toBe(statements);
  });

  it('answers a page\'s ETag with 304 until the page changes, and with the new page right after a write', async () => {
    const product = await createTestProduct(server, { price: 70_000 });
    const first = await page(server, product);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/^Accept-Language, Cookie\b/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(await first.text()).toContain('"amount":70000');

    const statements = server.database.stats.count;
    const unchanged = await page(server, product, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const again = await page(server, product);
    expect(again.headers.get('etag')).toBe(etag);
    expect(server.database.stats.count).toBe(statements);

    await setPrice(product, 72_000);
    const changed = await page(reader, product, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('"amount":72000');

    // A visitor with a session is never given, nor adds to, the shared pages.
    const personal = await page(server, product, { cookie: 'etalase_customer=no-such-session' });
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
    expect(personal.headers.get('etag')).toBeNull();
  });

  it('shows a scheduled post at its moment though nothing is written then', async () => {
    const slug = `terjadwal-${randomUUID().slice(0, 8)}`;
    const due = Date.now() + 2_500;
    const [row] = await server.database.db.select().from(blogPosts).where(eq(blogPosts.shopId, DEMO_SHOP_ID)).limit(1);
    await server.database.db.insert(blogPosts).values({ ...row!, id: randomUUID().slice(0, 12), slug, status: 'scheduled', publishedAt: new Date(due) });
    const listed = async () => (await (await reader.request('/graphql?query=' + encodeURIComponent('{ blogPosts(first: 50) { edges { node { slug } } } }'))).text()).includes(slug);
    const onPage = async () => (await (await reader.request('/blog')).text()).includes(slug);
    expect(await listed()).toBe(false);
    expect(await onPage()).toBe(false);
    // Kept meanwhile…
    const hits = reader.app.queryCache.counters.hits;
    expect(await listed()).toBe(false);
    expect(reader.app.queryCache.counters.hits).toBe(hits + 1);
    // …and not a moment past the post's time.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 50));
    expect(await listed()).toBe(true);
    expect(await onPage()).toBe(true);
  });

  // Only PostgreSQL is shared by separate processes; the embedded database belongs to one.
  if (engine === 'postgres') it('shows the owner\'s change in the very next answer and page of a separate server process (node dist/server/main.js)', async () => {
    const product = await createTestProduct(server, { price: 40_000 });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-test-process-'));
    const child = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const port = await builtServerPort(child);
      const origin = `http://localhost:${port}`;
      const read = async () => ((await (await fetch(`${origin}/graphql?${new URLSearchParams({ query: PRODUCT, variables: JSON.stringify({ slug: product.slug }) })}`)).json()) as { data: { product: { price: { amount: number } } } }).data.product.price.amount;
      const pageHits = async () => Number(/^etalase_shared_cache_lookups_total\{cache="pages",result="hit"\} (\d+)/m.exec(await (await fetch(`${origin}/metrics`)).text())?.[1] ?? 0);
      for (let round = 1; round <= 5; round += 1) {
        const price = 40_000 + round * 1_000;
        expect(await read()).toBe(price - 1_000);
        expect(await read()).toBe(price - 1_000);
        await fetch(`${origin}/product/${product.slug}`);
        const hits = await pageHits();
        expect(await (await fetch(`${origin}/product/${product.slug}`)).text()).toContain(`"amount":${price - 1_000}`);
        expect(await pageHits()).toBe(hits + 1);
        await setPrice(product, price);
        expect(await read()).toBe(price);
        expect(await (await fetch(`${origin}/product/${product.slug}`)).text()).toContain(`"amount":${price}`);
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Only PostgreSQL is listened to over a connection that can drop.
  if (engine === 'postgres') it('forgets everything when its listening connection drops, shares nothing until it listens again, and misses no change meanwhile', async () => {
    const product = await createTestProduct(server, { price: 30_000 });
    await warm(product);
    expect(reader.app.queryCache.size).toBeGreaterThan(0);
    await server.database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}`);
    // A change committed while nobody listens…
    await setPrice(product, 31_000);
    const deadline = Date.now() + 10_000;
    while (!(await reader.app.publicChanges.caughtUp()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await reader.app.publicChanges.caughtUp()).toBe(true);
    // …is not shown stale once it listens again.
    expect((await shown(reader, product)).price.amount).toBe(31_000);
    expect(await (await page(reader, product)).text()).toContain('"amount":31000');
  });
});
