import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { outbox, products, productVariations, stockAlerts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { createShop } from '../../src/server/modules/shop';
import { sendBackInStockEmails } from '../../src/server/modules/stock-alerts';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { startSmtp, type SmtpCatcher } from '../support/smtp-catcher';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const ASK = 'mutation($input: StockAlertInput!) { requestStockAlert(input: $input) { email message } }';
const ADJUST = 'mutation($input: StockAdjustmentInput!) { adjustStock(input: $input) { stock } }';
const WAITING = 'query($id: ID!) { productById(id: $id) { waitingStockAlerts variations { id waitingStockAlerts } } }';

interface GraphAnswer<T> { status: number; data: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }

/** The message with quoted-printable soft line breaks undone, enough to search its text. */
function decoded(raw: string): string {
  return raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
}

describe.each(engines())('back-in-stock alerts on %s', (engine) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);
  const address = (label: string) => `${label}-${run}@example.com`;

  // The job sweeps every shop's waiting alerts: this file keeps a database of its own.
  beforeAll(async () => {
    smtp = await startSmtp({ encoding: 'latin1' });
    server = await startTestServer(engine, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      rateLimits: { keyPrefix: `etalase:rl:test-${randomUUID()}:`, rules: { stockAlertAddress: { limit: 1000, windowSeconds: 600 }, stockAlertEmail: { limit: 3, windowSeconds: 600 } } },
    }, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  /** A shopper asks, in Indonesian or English, as the product page does. */
  async function ask(input: { productId: string; variationId?: string | null; email: string }, language: 'id' | 'en' = 'id'): Promise<GraphAnswer<{ requestStockAlert: { email: string; message: string } | null }>> {
    const response = await fetch(`${server.baseUrl}/_/graph?m=StockAlertInput`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ query: ASK, variables: { input } }),
    });
    const body = (await response.json()) as Omit<GraphAnswer<{ requestStockAlert: { email: string; message: string } | null }>, 'status'>;
    return { status: response.status, ...body };
  }
  const adjust = (productId: string, change: number, variationId: string | null = null) => owner.graph<{ adjustStock: { stock: number } }>(ADJUST,
    { input: { productId, variationId, change, reason: change > 0 ? 'received' : 'correction', note: '' } }, { m: 'StockAdjustmentInput', path: '/admin/graphql' });
  const waiting = async (productId: string) => {
    const answer = await owner.graph<{ productById: { waitingStockAlerts: number; variations: Array<{ id: string; waitingStockAlerts: number }> } }>(WAITING, { id: productId }, { path: '/admin/graphql' });
    expect(answer.errors).toBeUndefined();
    return answer.data.productById;
  };
  /** The job's runs: the first writes the e-mails to the outbox, the next delivers them. */
  const runJobs = async () => { await server.app.jobs.tick(); await server.app.jobs.tick(); };
  const delivered = (to: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(to));
  const outboxTo = (to: string) => server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email')))
    .then((rows) => rows.filter((row) => row.dedupeKey.startsWith('back-in-stock:') && (row.payload as { to: string }).to === to));

  /** A published product in sizes S and M, both sold out. */
  async function productInSizes() {
    const id = newId();
    const slug = `kaos-${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    await server.database.db.insert(products).values({
      shopId: DEMO_SHOP_ID, id, slug, status: 'published', name: { id: `Kaos Uji ${run}`, en: `Test shirt ${run}` }, summary: { id: '' },
      description: { id: { blocks: [], entityMap: {} } }, price: 80_000, sku: `KAOS-${id}`, stock: 0, weightGrams: 200, lengthCm: 10, widthCm: 10, heightCm: 2,
      options: [{ name: { id: 'Ukuran', en: 'Size' }, values: [{ id: 'S', en: 'S' }, { id: 'M', en: 'M' }] }],
      publishedAt: new Date('2001-01-01T00:00:00Z'), createdAt: new Date('2001-01-01T00:00:00Z'),
    });
    const small = newId();
    const medium = newId();
    await server.database.db.insert(productVariations).values([
      { shopId: DEMO_SHOP_ID, id: small, productId: id, optionValues: ['S'], sku: `KAOS-S-${id}`, price: 80_000, stock: 0, position: 0 },
      { shopId: DEMO_SHOP_ID, id: medium, productId: id, optionValues: ['M'], sku: `KAOS-M-${id}`, price: 85_000, stock: 0, position: 1 },
    ]);
    return { id, slug, globalId: toGlobalId('Product', id), small: toGlobalId('ProductVariation', small), medium: toGlobalId('ProductVariation', medium) };
  }

  it('takes an address for a sold-out product, answers the same when asked twice, and shows the owner how many wait', async () => {
    const product = await createTestProduct(server, { stock: 0, price: 120_000 });
    const first = await ask({ productId: product.globalId, email: `  ${address('Sari').toUpperCase()} ` });
    expect(first.errors).toBeUndefined();
    expect(first.data.requestStockAlert).toEqual({ email: address('sari'), message: expect.stringContaining(address('sari')) as string });
    const again = await ask({ productId: product.globalId, email: address('sari') });
    // Asking twice reads like asking once: the answer does not tell who asked before.
    expect(again.data.requestStockAlert).toEqual(first.data.requestStockAlert);
    await ask({ productId: product.globalId, email: address('budi') }, 'en');
    expect((await waiting(product.globalId)).waitingStockAlerts).toBe(2);
    const rows = await server.database.db.select().from(stockAlerts).where(and(eq(stockAlerts.shopId, DEMO_SHOP_ID), eq(stockAlerts.productId, product.id)));
    expect(rows.map((row) => [row.email, row.language, row.state]).sort()).toEqual([[address('budi'), 'en', 'waiting'], [address('sari'), 'id', 'waiting']]);
  });

  it('refuses with a message on the field: a bad address, a product in stock, hidden, unknown, or a variation missing or unknown', async () => {
    const inStock = await createTestProduct(server, { stock: 5 });
    const hidden = await createTestProduct(server, { stock: 0, status: 'draft' });
    const soldOut = await createTestProduct(server, { stock: 0 });
    const sizes = await productInSizes();
    // A new address each time: one address may ask only a few times an hour, refused or not.
    const tried: string[] = [];
    const fresh = () => {
      tried.push(address(`a${tried.length + 1}`));
      return tried.at(-1)!;
    };
    const refusal = async (input: Parameters<typeof ask>[0], language: 'id' | 'en' = 'id') => {
      const answer = await ask(input, language);
      expect(answer.data?.requestStockAlert ?? null).toBeNull();
      const [error] = answer.errors ?? [];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      return { message: error?.message, field: error?.extensions?.field, code: error?.extensions?.code };
    };
    expect(await refusal({ productId: soldOut.globalId, email: 'sari@' })).toEqual({ message: 'Tulis alamat e-mail yang lengkap, misalnya nama@contoh.com.', field: 'email', code: 'BAD_USER_INPUT' });
    expect(await refusal({ productId: soldOut.globalId, email: 'sari at example.com' }, 'en')).toMatchObject({ message: 'Write a complete e-mail address, such as name@example.com.', field: 'email' });
    expect(await refusal({ productId: inStock.globalId, email: fresh() })).toMatchObject({ message: 'Produk ini masih tersedia; Anda bisa langsung membelinya.', field: 'productId' });
    expect(await refusal({ productId: hidden.globalId, email: fresh() }, 'en')).toMatchObject({ message: 'This product is not on sale in the shop at the moment.', field: 'productId' });
    expect(await refusal({ productId: toGlobalId('Product', 'tidak-ada'), email: fresh() })).toMatchObject({ message: 'Produk ini tidak ditemukan.', field: 'productId' });
    expect(await refusal({ productId: sizes.globalId, email: fresh() })).toMatchObject({ message: 'Pilih dulu ukuran atau warna yang Anda inginkan.', field: 'variationId' });
    expect(await refusal({ productId: sizes.globalId, variationId: toGlobalId('ProductVariation', 'lain'), email: fresh() })).toMatchObject({ message: 'Pilihan ini tidak ada untuk produk ini.', field: 'variationId' });
    expect(await refusal({ productId: sizes.globalId, variationId: 'bukan-id', email: fresh() })).toMatchObject({ field: 'variationId' });
    // Nothing refused was kept: none of the addresses tried waits for any product.
    expect(tried).toHaveLength(6);
    const kept = await server.database.db.select().from(stockAlerts).where(and(eq(stockAlerts.shopId, DEMO_SHOP_ID), inArray(stockAlerts.email, tried)));
    expect(kept).toEqual([]);
  });

  it('limits how often one address is asked for, with a wait the shopper can read', async () => {
    const product = await createTestProduct(server, { stock: 0 });
    for (let i = 0; i < 3; i += 1) expect((await ask({ productId: product.globalId, email: address('banyak') })).errors).toBeUndefined();
    const limited = await ask({ productId: product.globalId, email: address('banyak') });
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.errors?.[0]?.message).toMatch(/menit/);
  });

  it('e-mails each waiting address once when the owner restocks a variation, in its language, with the product link; a second restock sends nothing', async () => {
    const sizes = await productInSizes();
    await ask({ productId: sizes.globalId, variationId: sizes.small, email: address('kecil-id') });
    await ask({ productId: sizes.globalId, variationId: sizes.small, email: address('kecil-en') }, 'en');
    await ask({ productId: sizes.globalId, variationId: sizes.medium, email: address('sedang') });
    expect((await waiting(sizes.globalId)).variations).toEqual([{ id: sizes.small, waitingStockAlerts: 2 }, { id: sizes.medium, waitingStockAlerts: 1 }]);

    expect((await adjust(sizes.globalId, 4, sizes.small)).data.adjustStock.stock).toBe(4);
    await runJobs();
    const [indonesian] = delivered(address('kecil-id'));
    const [english] = delivered(address('kecil-en'));
    expect(delivered(address('kecil-id'))).toHaveLength(1);
    expect(delivered(address('kecil-en'))).toHaveLength(1);
    expect(decoded(indonesian!.raw)).toContain(`Anda meminta kami mengabari saat Kaos Uji ${run} =C2=B7 S dapat dibeli lagi`);
    expect(decoded(indonesian!.raw)).toContain('tersedia lagi di Lumbung Nusantara');
    expect(decoded(indonesian!.raw)).toContain(`${server.baseUrl}/product/${sizes.slug}`);
    expect(decoded(indonesian!.raw)).toContain('Rp80.000');
    expect(decoded(english!.raw)).toContain(`You asked us to tell you when Test shirt ${run} =C2=B7 S could be bought again`);
    expect(decoded(english!.raw)).toContain(`${server.baseUrl}/product/${sizes.slug}?lang=en`);
    // The other size is still sold out: its shopper waits on.
    expect(delivered(address('sedang'))).toEqual([]);
    expect((await waiting(sizes.globalId)).variations).toEqual([{ id: sizes.small, waitingStockAlerts: 0 }, { id: sizes.medium, waitingStockAlerts: 1 }]);

    await adjust(sizes.globalId, 3, sizes.small);
    await runJobs();
    expect(delivered(address('kecil-id'))).toHaveLength(1);
    expect(await outboxTo(address('kecil-id'))).toHaveLength(1);
  });

  it('sends one e-mail when two restocks and two passes of the job meet', async () => {
    const product = await createTestProduct(server, { stock: 0 });
    await ask({ productId: product.globalId, email: address('serentak') });
    await Promise.all([adjust(product.globalId, 2), adjust(product.globalId, 5)]);
    const contextFor = server.app.jobs.contextFor;
    const passes = await Promise.all([sendBackInStockEmails(server.database.db, contextFor), sendBackInStockEmails(server.database.db, contextFor), server.app.jobs.tick()]);
    expect(passes[0] + passes[1] + passes[2].backInStockEmails).toBe(1);
    await runJobs();
    expect(delivered(address('serentak'))).toHaveLength(1);
  });

  it('sends nothing when the stock is gone again before the job runs', async () => {
    const product = await createTestProduct(server, { stock: 0 });
    await ask({ productId: product.globalId, email: address('terlambat') });
    await adjust(product.globalId, 1);
    await adjust(product.globalId, -1);
    await runJobs();
    expect(await outboxTo(address('terlambat'))).toEqual([]);
    expect((await waiting(product.globalId)).waitingStockAlerts).toBe(1);
  });

  it('tells the waiting shopper when a cancelled order gives its units back', async () => {
    const product = await createTestProduct(server, { stock: 1 });
    const buyer = new Browser(server);
    const placed = await placeOrder(buyer, (await readyCheckout(buyer, [{ productId: product.globalId, count: 1 }], { email: address('pembeli') })).id);
    expect(placed.__typename).toBe('OrderPlaced');
    expect((await ask({ productId: product.globalId, email: address('batal') })).errors).toBeUndefined();
    const cancel = await owner.graph<{ cancelOrder: { status: string } }>('mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { status } }',
      { input: { orderId: placed.order!.id, reason: 'Pembeli membatalkan' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
    expect(cancel.data.cancelOrder.status).toBe('cancelled');
    await runJobs();
    expect(delivered(address('batal'))).toHaveLength(1);
    expect(decoded(delivered(address('batal'))[0]!.raw)).toContain(`/product/${product.slug}`);
  });

  it('keeps shops apart: another shop\'s product cannot be asked for here, and its alerts wait for its own stock', async () => {
    const otherShop = `lain-${run}`;
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    const otherId = newId();
    await server.database.db.insert(products).values({
      shopId: otherShop, id: otherId, slug: `lain-${otherId.toLowerCase()}`, status: 'published', name: { id: 'Barang Toko Lain' }, summary: { id: '' },
      description: { id: { blocks: [], entityMap: {} } }, price: 10_000, sku: '', stock: 0, weightGrams: 100, lengthCm: 1, widthCm: 1, heightCm: 1,
    });
    const refused = await ask({ productId: toGlobalId('Product', otherId), email: address('lintas') });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Produk ini tidak ditemukan.', extensions: { field: 'productId' } });

    // The same address waits in both shops, for products of the same id in neither.
    const here = await createTestProduct(server, { stock: 0 });
    await ask({ productId: here.globalId, email: address('dua-toko') });
    await server.database.db.insert(stockAlerts).values({ shopId: otherShop, id: newId(), productId: otherId, email: address('dua-toko'), language: 'id' });
    await adjust(here.globalId, 2);
    await runJobs();
    const sent = delivered(address('dua-toko'));
    expect(sent).toHaveLength(1);
    expect(decoded(sent[0]!.raw)).toContain('Lumbung Nusantara');
    const [otherAlert] = await server.database.db.select().from(stockAlerts).where(and(eq(stockAlerts.shopId, otherShop), eq(stockAlerts.productId, otherId)));
    expect(otherAlert!.state).toBe('waiting');
  });
});
