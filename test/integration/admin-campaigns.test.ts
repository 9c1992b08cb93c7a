import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountedPrice, MAX_CAMPAIGNS, type CampaignDiscountKind } from '../../src/domain/catalog/campaign-prices';
import { rowsOf } from '../../src/server/db/migrate.server';
import { discountedPriceSql } from '../../src/server/modules/catalog';
import { fromGlobalId, toGlobalId } from '../../src/domain/ids/global-id';
import { auditEvents, categories, orderLines, productBundles, products, saleCampaigns } from '../../src/server/db/tables';
import { translate } from '../../src/server/errors.server';
import { newId } from '../../src/server/ids.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = 'id name startsAt endsAt status discountKind discountValue active version productCount categoryIds products { slug }';
const CREATE = `mutation($input: CampaignInput!) { createCampaign(input: $input) { __typename
  ... on Campaign { ${FIELDS} } ... on CampaignSaveRefused { reason message fieldErrors { field message } } } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: CampaignInput!) { updateCampaign(id: $id, version: $version, input: $input) { __typename
  ... on Campaign { ${FIELDS} } ... on CampaignSaveRefused { reason message fieldErrors { field message } campaign { version name } } } }`;
const DELETE = 'mutation($id: ID!) { deleteCampaign(id: $id) }';
const PRODUCT = 'query($slug: String!) { product(slug: $slug) { price { amount } compareAtPrice { amount } discountPercent } }';

interface Campaign { __typename: 'Campaign'; id: string; name: string; startsAt: string; endsAt: string; status: string; version: number; productCount: number; active: boolean }
interface Refused { __typename: 'CampaignSaveRefused'; reason: string; message: string; fieldErrors: Array<{ field: string; message: string }>; campaign?: { version: number } }
interface ShownProduct { price: { amount: number }; compareAtPrice: { amount: number } | null; discountPercent: number | null }

/** An instant as the admin form sends it: in the shop's zone, WIB (+07:00), to the second. */
function wib(ms: number): string {
  return `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}
const sleepUntil = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now()) + 50));

describe.each(engines())('sale campaigns on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);
  const made: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    if (made.length) await server?.database.db.delete(saleCampaigns).where(and(eq(saleCampaigns.shopId, DEMO_SHOP_ID), inArray(saleCampaigns.id, made)));
    await server?.close();
  });

  const admin = (browser: Browser, query: string, variables: Record<string, unknown>) =>
    browser.graph<Record<string, unknown>>(query, variables, { m: query.startsWith('mutation($input') ? 'CampaignInput' : 'ID', path: '/admin/graphql' });
  const create = async (input: Record<string, unknown>, browser = owner): Promise<Campaign | Refused> => {
    const answer = await admin(browser, CREATE, { input: { name: `Promo ${run}`, ...input } });
    expect(answer.errors).toBeUndefined();
    const result = answer.data.createCampaign as Campaign | Refused;
    if (result.__typename === 'Campaign') made.push(fromGlobalId(result.id)!.id);
    return result;
  };
  const created = async (input: Record<string, unknown>): Promise<Campaign> => {
    const result = await create(input);
    expect(result.__typename).toBe('Campaign');
    return result as Campaign;
  };
  const shown = async (product: TestProduct): Promise<ShownProduct> =>
    (await new Browser(server).graph<{ product: ShownProduct }>(PRODUCT, { slug: product.slug })).data.product;
  const around = (product: TestProduct, extra: Record<string, unknown> = {}) => ({
    startsAt: wib(Date.now() - 60_000), endsAt: wib(Date.now() + 3_600_000), discountKind: 'percent', discountValue: 20, productIds: [product.globalId], ...extra,
  });

  it('keeps the instants given in the shop’s zone, and refuses bad fields each on its field', async () => {
    const shirt = await createTestProduct(server, { price: 100_000 });
    const campaign = await created({ ...around(shirt), startsAt: '2031-12-12T00:00:00+07:00', endsAt: '2031-12-13T00:00:00+07:00' });
    expect(campaign).toMatchObject({ startsAt: '2031-12-11T17:00:00.000Z', endsAt: '2031-12-12T17:00:00.000Z', status: 'scheduled', active: true, productCount: 1 });

    const refused = await create({ name: ' ', startsAt: '12/12/2031', endsAt: wib(Date.now()), discountKind: 'percent', discountValue: 95, productIds: [] }) as Refused;
    expect(refused).toMatchObject({ __typename: 'CampaignSaveRefused', reason: 'INVALID', message: translate('id', 'error.campaign.invalid') });
    expect(refused.fieldErrors.map((error) => error.field).sort()).toEqual(['discountValue', 'name', 'productIds', 'startsAt']);
    const backwards = await create({ ...around(shirt), startsAt: wib(Date.now() + 60_000), endsAt: wib(Date.now()) }) as Refused;
    expect(backwards.fieldErrors).toEqual([{ field: 'endsAt', message: translate('id', 'error.campaign.endNotAfterStart') }]);
    const unknown = await create({ ...around(shirt), productIds: [toGlobalId('Product', newId())] }) as Refused;
    expect(unknown.fieldErrors).toEqual([{ field: 'productIds', message: translate('id', 'error.campaign.productMissing') }]);
    const malformed = await admin(owner, CREATE, { input: { ...around(shirt), productIds: ['nonsense'] } });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('prices the shop, the cart, the checkout and the order with the lowest running campaign, through a category too', async () => {
    const categoryId = newId();
    await server.database.db.insert(categories).values({ shopId: DEMO_SHOP_ID, id: categoryId, slug: `promo-${run}`, name: { id: `Promo ${run}` }, description: { id: '' } });
    const shirt = await createTestProduct(server, { price: 100_000, downPaymentPercent: 30 });
    await server.database.db.update(products).set({ categoryId }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, shirt.id)));
    expect(await shown(shirt)).toEqual({ price: { amount: 100_000 }, compareAtPrice: null, discountPercent: null });

    await created({ ...around(shirt), productIds: [], categoryIds: [toGlobalId('Category', categoryId)], discountValue: 10 });
    expect(await shown(shirt)).toEqual({ price: { amount: 90_000 }, compareAtPrice: { amount: 100_000 }, discountPercent: 10 });
    // A second campaign overlapping on the product: the lower price wins.
    await created({ ...around(shirt), discountKind: 'amount', discountValue: 15_000 });
    expect(await shown(shirt)).toEqual({ price: { amount: 85_000 }, compareAtPrice: { amount: 100_000 }, discountPercent: 15 });
    // A switched-off campaign gives nothing, however deep.
    await created({ ...around(shirt), discountValue: 90, active: false });
    expect((await shown(shirt)).price.amount).toBe(85_000);

    const cart = await new Browser(server).graph<{ cart: { lines: Array<{ unitPrice: number; compareAtPrice: number | null }> } }>(
      'query($lines: [CartLineInput!]!) { cart(lines: $lines) { lines { unitPrice compareAtPrice } } }', { lines: [{ productId: shirt.globalId, count: 2 }] },
    );
    expect(cart.data.cart.lines).toEqual([{ unitPrice: 85_000, compareAtPrice: 100_000 }]);

    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: shirt.globalId, count: 2, downPayment: true }]);
    // The down payment is 30 % of the sale price.
    expect(checkout.lines).toEqual([expect.objectContaining({ unitPrice: 85_000, downPaymentUnit: 25_500 })]);
    expect(checkout.totals.subtotal).toBe(170_000);
    const placed = await placeOrder(shopper, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    const lines = await server.database.db.select().from(orderLines).where(and(eq(orderLines.shopId, DEMO_SHOP_ID), eq(orderLines.orderId, placed.order!.id)));
    expect(lines).toEqual([expect.objectContaining({ unitPrice: 85_000, lineTotal: 170_000, downPaymentUnit: 25_500 })]);
  });

  it('weighs a bundle against its items’ sale prices, on the product page and at checkout', async () => {
    const kopi = await createTestProduct(server, { price: 100_000 });
    const gula = await createTestProduct(server, { price: 50_000 });
    await server.database.db.insert(productBundles).values({
      shopId: DEMO_SHOP_ID, id: newId(), name: { id: `Paket ${run}` }, status: 'published', price: 120_000,
      items: [{ productId: kopi.id, variationId: '', count: 1 }, { productId: gula.id, variationId: '', count: 1 }],
    });
    await created({ ...around(kopi), discountKind: 'amount', discountValue: 15_000 });
    // Apart, the set now costs 85,000 + 50,000: the bundle saves 15,000, not 30,000.
    const offers = await new Browser(server).graph<{ product: { bundles: Array<{ itemsTotal: { amount: number }; saving: { amount: number } }> } }>(
      'query($slug: String!) { product(slug: $slug) { bundles { itemsTotal { amount } saving { amount } } } }', { slug: gula.slug },
    );
    expect(offers.data.product.bundles).toEqual([{ itemsTotal: { amount: 135_000 }, saving: { amount: 15_000 } }]);
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: kopi.globalId, count: 1 }, { productId: gula.globalId, count: 1 }]);
    const quote = await shopper.graph<{ checkout: { totals: { subtotal: number; bundleDiscount: number } } }>(
      'query($id: ID!) { checkout(id: $id) { totals { subtotal bundleDiscount } } }', { id: checkout.id },
    );
    expect(quote.data.checkout.totals).toEqual({ subtotal: 135_000, bundleDiscount: 15_000 });
  });

  it('switches prices at the start and the end to the instant, even for an answer already cached', async () => {
    const bag = await createTestProduct(server, { price: 200_000 });
    // Wide enough that a busy machine still reads before the start and between start and end.
    const startsAt = Date.now() + 4_000;
    const endsAt = startsAt + 6_000;
    await created({ ...around(bag), startsAt: wib(startsAt), endsAt: wib(endsAt), discountValue: 25 });
    // Instants given to the second: the start is a whole second.
    const start = Math.floor(startsAt / 1000) * 1000;
    const end = Math.floor(endsAt / 1000) * 1000;

    const before = await new Browser(server).graph<{ product: ShownProduct }>(PRODUCT, { slug: bag.slug });
    expect(before.data.product.price.amount).toBe(200_000);
    // Browsers and CDNs ask again each time, so none shows it past the start.
    expect(before.headers.get('cache-control')).toBe('public, no-cache');
    // The same answer is shared from the cache until then…
    const again = await new Browser(server).graph<{ product: ShownProduct }>(PRODUCT, { slug: bag.slug });
    expect(again.headers.get('etag')).toBe(before.headers.get('etag'));

    // …and not one moment after, though nothing was written at the start.
    await sleepUntil(start);
    expect(await shown(bag)).toEqual({ price: { amount: 150_000 }, compareAtPrice: { amount: 200_000 }, discountPercent: 25 });
    const page = await (await new Browser(server).fetch(`/product/${bag.slug}`)).text();
    expect(page).toContain('Rp150.000');

    await sleepUntil(end);
    expect((await shown(bag)).price.amount).toBe(200_000);
    const checkout = await readyCheckout(new Browser(server), [{ productId: bag.globalId, count: 1 }]);
    expect(checkout.lines[0]!.unitPrice).toBe(200_000);
  });

  it('sorts the shop\'s lists by the price shoppers pay while a campaign runs, and by the regular price again after it', async () => {
    const parent = newId();
    const child = newId();
    const grandchild = newId();
    await server.database.db.insert(categories).values([
      { shopId: DEMO_SHOP_ID, id: parent, slug: `urut-${run}`, name: { id: `Urut ${run}` }, description: { id: '' } },
      { shopId: DEMO_SHOP_ID, id: child, parentId: parent, slug: `urut-anak-${run}`, name: { id: `Urut anak ${run}` }, description: { id: '' } },
      { shopId: DEMO_SHOP_ID, id: grandchild, parentId: child, slug: `urut-cucu-${run}`, name: { id: `Urut cucu ${run}` }, description: { id: '' } },
    ]);
    const make = async (price: number, categoryId: string) => {
      const product = await createTestProduct(server, { price });
      await server.database.db.update(products).set({ categoryId }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
      return product;
    };
    // On sale at 96,000 (20 % off 120,000): cheaper than the 100,000 one, dearer than the 90,000 one.
    const sale = await make(120_000, parent);
    const hundred = await make(100_000, parent);
    const ninety = await make(90_000, parent);
    const tie = await make(96_000, parent);
    // Covered through its category's parent; 45,000 off stops at the floor of 10 %: 5,000.
    const floored = await make(50_000, grandchild);
    const dear = await make(130_000, parent);
    const endsAt = Math.floor((Date.now() + 10_000) / 1000) * 1000;
    await created({ ...around(sale), endsAt: wib(endsAt), discountValue: 20 });
    await created({ ...around(floored), productIds: [], categoryIds: [toGlobalId('Category', child)], endsAt: wib(endsAt), discountKind: 'amount', discountValue: 45_000 });

    interface Page { products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: { slug: string; price: { amount: number } } }> } }
    const LIST = `query($c: String, $after: String, $first: Int, $sort: ProductSort) { products(first: $first, after: $after, categorySlug: $c, sort: $sort) {
      pageInfo { hasNextPage endCursor } edges { node { slug price { amount } } } } }`;
    const pageOf = (sort: string, first: number, after: string | null) => new Browser(server).graph<Page>(LIST, { c: `urut-${run}`, sort, first, after });
    const listed = async (sort: string, first = 50) => {
      const slugs: string[] = [];
      for (let after: string | null = null, more = true; more;) {
        const answer = await pageOf(sort, first, after);
        slugs.push(...answer.data.products.edges.map((edge) => edge.node.slug));
        more = answer.data.products.pageInfo.hasNextPage;
        after = answer.data.products.pageInfo.endCursor;
      }
      return slugs;
    };
    // Equal prices go by id in the database's own order, as the list's tie-break does.
    const tied = await server.database.db.select({ slug: products.slug }).from(products)
      .where(and(eq(products.shopId, DEMO_SHOP_ID), inArray(products.id, [sale.id, tie.id]))).orderBy(products.id);
    const byId = tied.map((row) => row.slug);
    const during = [floored.slug, ninety.slug, ...byId, hundred.slug, dear.slug];
    expect(await listed('PRICE_ASC')).toEqual(during);
    expect(await listed('PRICE_DESC')).toEqual([dear.slug, hundred.slug, ...byId, ninety.slug, floored.slug]);
    // Pages of two and of four cross the sale product and its tie without a repeat or a gap.
    expect(await listed('PRICE_ASC', 2)).toEqual(during);
    expect(await listed('PRICE_ASC', 4)).toEqual(during);
    const first = await pageOf('PRICE_ASC', 3, null);
    expect(first.data.products.edges.map((edge) => edge.node.price.amount)).toEqual([5_000, 90_000, 96_000]);
    // Browsers and CDNs ask again each time; the shared cache keeps it no longer than the campaign's end.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    // Sorting by the price paid costs no statement more than the newest-first list: the campaigns
    // read for the cards' prices order the page too. The least of a few tries leaves out the
    // statements background work may add meanwhile.
    const statements = async (sort: string) => {
      const counts: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const before = Number(/^etalase_db_queries_total (\d+)/m.exec(await (await server.request('/metrics')).text())?.[1]);
        // A query text of its own each time, so no cached answer is reused.
        const answer = await new Browser(server).graph<Record<string, Page['products']>>(`query($c: String) { n${attempt}${sort}: products(first: 3, categorySlug: $c, sort: ${sort}) {
          edges { node { slug price { amount } compareAtPrice { amount } } } } }`, { c: `urut-${run}` });
        expect(answer.errors).toBeUndefined();
        const after = Number(/^etalase_db_queries_total (\d+)/m.exec(await (await server.request('/metrics')).text())?.[1]);
        counts.push(after - before);
      }
      return Math.min(...counts);
    };
    expect(await statements('PRICE_ASC')).toBe(await statements('NEWEST'));

    await sleepUntil(endsAt);
    const after = [floored.slug, ninety.slug, tie.slug, hundred.slug, sale.slug, dear.slug];
    expect(await listed('PRICE_ASC')).toEqual(after);
    expect(await listed('PRICE_ASC', 2)).toEqual(after);
    expect(await listed('PRICE_DESC', 4)).toEqual([...after].reverse());
  });

  it('prices a unit in SQL exactly as the pricing code does, floor and rounding included', async () => {
    const cases: Array<{ price: number; kind: CampaignDiscountKind; value: number }> = [];
    for (const price of [0, 1, 9, 10, 11, 99, 101, 999, 12_345, 96_001, 120_000, 1_000_001, 99_999_999]) {
      for (const value of [1, 7, 10, 33, 50, 89, 90]) cases.push({ price, kind: 'percent', value });
      for (const value of [1, 9, 500, 12_345, 90_000, 1_000_000_000]) cases.push({ price, kind: 'amount', value });
    }
    const expression = discountedPriceSql(sql`t.price`, sql`t.kind`, sql`t.value`);
    const rows = rowsOf<{ price: string | number; kind: string; value: string | number; sale: string | number }>(await server.database.db.execute(sql`
      SELECT t.price, t.kind, t.value, ${expression} AS sale FROM jsonb_to_recordset(${JSON.stringify(cases)}::jsonb) AS t(price bigint, kind text, value bigint)`));
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const discount = { kind: row.kind as CampaignDiscountKind, value: Number(row.value) };
      expect({ ...discount, price: Number(row.price), sale: Number(row.sale) }).toEqual({ ...discount, price: Number(row.price), sale: discountedPrice(Number(row.price), discount) });
    }
  });

  it('refuses a save over someone else’s change, keeps marketing to owners and administrators, and audits each change', async () => {
    const cap = await createTestProduct(server, { price: 50_000 });
    const campaign = await created(around(cap));
    const first = await admin(owner, UPDATE, { id: campaign.id, version: campaign.version, input: { name: `Diskon Topi ${run}` } });
    expect(first.data.updateCampaign).toMatchObject({ __typename: 'Campaign', name: `Diskon Topi ${run}`, version: campaign.version + 1 });
    const stale = await admin(owner, UPDATE, { id: campaign.id, version: campaign.version, input: { discountValue: 50 } });
    expect(stale.data.updateCampaign).toMatchObject({ __typename: 'CampaignSaveRefused', reason: 'CHANGED_MEANWHILE', campaign: { version: campaign.version + 1 } });
    const invalid = await admin(owner, UPDATE, { id: campaign.id, version: campaign.version + 1, input: { discountValue: 0 } });
    expect(invalid.data.updateCampaign).toMatchObject({ __typename: 'CampaignSaveRefused', reason: 'INVALID', fieldErrors: [{ field: 'discountValue' }] });

    const administrator = await staffWithRole(server, 'administrator');
    expect((await admin(administrator, 'query { campaigns { limit items { id } } }', {})).data.campaigns).toMatchObject({ limit: MAX_CAMPAIGNS });
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      expect((await admin(staff, 'query { campaigns { limit } }', {})).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await admin(staff, DELETE, { id: campaign.id })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }

    expect((await admin(owner, DELETE, { id: campaign.id })).data.deleteCampaign).toBe(campaign.id);
    expect((await admin(owner, 'query($id: ID!) { campaign(id: $id) { id } }', { id: campaign.id })).data.campaign).toBeNull();
    const rawId = fromGlobalId(campaign.id)!.id;
    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityType, 'campaign'), eq(auditEvents.entityId, rawId))).orderBy(auditEvents.at);
    expect(events.map((event) => event.action)).toEqual(['createCampaign', 'updateCampaign', 'deleteCampaign']);
    expect(events[1]).toMatchObject({ before: { name: `Promo ${run}` }, after: { name: `Diskon Topi ${run}` } });
  });

  it(`keeps at most ${MAX_CAMPAIGNS} campaigns, also when two are created at once at ${MAX_CAMPAIGNS - 1}`, async () => {
    const pen = await createTestProduct(server, { price: 10_000 });
    const rows = await server.database.db.select({ id: saleCampaigns.id }).from(saleCampaigns).where(eq(saleCampaigns.shopId, DEMO_SHOP_ID));
    const filler = Array.from({ length: MAX_CAMPAIGNS - 1 - rows.length }, () => ({
      shopId: DEMO_SHOP_ID, id: newId(), name: `Pengisi ${run}`, startsAt: new Date('2031-01-01T00:00:00Z'), endsAt: new Date('2031-01-02T00:00:00Z'),
      discountKind: 'percent' as const, discountValue: 5, productIds: [pen.id], active: false,
    }));
    if (filler.length) await server.database.db.insert(saleCampaigns).values(filler);
    made.push(...filler.map((row) => row.id));

    const both = await Promise.all([create({ ...around(pen), active: false }), create({ ...around(pen), active: false })]);
    expect(both.map((result) => result.__typename).sort()).toEqual(['Campaign', 'CampaignSaveRefused']);
    const refusal = both.find((result) => result.__typename === 'CampaignSaveRefused') as Refused;
    expect(refusal).toMatchObject({ reason: 'LIMIT_REACHED', message: translate('id', 'error.campaign.limit', { max: MAX_CAMPAIGNS }) });
    expect(refusal.message).toContain('50');
    const [count] = await server.database.db.select({ id: saleCampaigns.id }).from(saleCampaigns).where(eq(saleCampaigns.shopId, DEMO_SHOP_ID)).then((list) => [list.length]);
    expect(count).toBe(MAX_CAMPAIGNS);
    expect(((await create(around(pen))) as Refused).reason).toBe('LIMIT_REACHED');
  });
});
