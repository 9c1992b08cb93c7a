import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { translate } from '../../src/server/errors.server';
import { auditEvents, orders, products, productVariations } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestCoupon, createTestProduct, placeOrder, readyCheckout, staffBrowser, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = 'id name status version price { amount } itemsTotal { amount } saving { amount } nameTexts { id en } items { count stock unitPrice { amount } product { slug } variation { id } }';
const CREATE = `mutation($input: ProductBundleInput!) { createProductBundle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: ProductBundleInput!) { updateProductBundle(id: $id, version: $version, input: $input) {
  __typename ... on ProductBundle { ${FIELDS} } ... on ProductBundleSaveRefused { reason message bundle { version name } } } }`;
const DELETE = 'mutation($id: ID!) { deleteProductBundle(id: $id) }';
const OFFERS = 'query($slug: String!) { product(slug: $slug) { bundles { id name price { amount } saving { amount } items { count product { slug } } } } }';
const QUOTE = 'query($id: ID!) { checkout(id: $id) { totals { subtotal discount bundleDiscount total bundles { name sets saving } } } }';

interface Bundle { id: string; name: string; status: string; version: number; price: { amount: number }; itemsTotal: { amount: number } | null; saving: { amount: number } }
interface Totals { subtotal: number; discount: number; bundleDiscount: number; total: number; bundles: Array<{ name: string; sets: number; saving: number }> }

describe.each(engines())('bundle deals on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  // The `m` guard names the mutation's first argument's type.
  const admin = (browser: Browser, query: string, variables: Record<string, unknown>) =>
    browser.graph<Record<string, unknown>>(query, variables, { m: query.includes('$input: ProductBundleInput') && !query.includes('$id') ? 'ProductBundleInput' : 'ID', path: '/admin/graphql' });
  const item = (product: TestProduct, count = 1, variationId?: string) => ({ productId: product.globalId, variationId: variationId ?? null, count });
  const create = async (input: Record<string, unknown>): Promise<Bundle> => {
    const answer = await admin(owner, CREATE, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data.createProductBundle as Bundle;
  };
  const quote = async (shopper: Browser, checkoutId: string): Promise<Totals> =>
    ((await shopper.graph<{ checkout: { totals: Totals } }>(QUOTE, { id: checkoutId })).data.checkout.totals);

  it('takes a published bundle\'s saving off a cart that completes it, keeps it on the order, and names it', async () => {
    const shirt = await createTestProduct(server, { price: 150_000 });
    const trousers = await createTestProduct(server, { price: 200_000 });
    const bundle = await create({ name: { id: `Setelan Batik ${run}`, en: `Batik Outfit ${run}` }, price: 300_000, items: [item(shirt), item(trousers)] });
    expect(bundle).toMatchObject({ status: 'draft', price: { amount: 300_000 }, itemsTotal: { amount: 350_000 }, saving: { amount: 50_000 } });

    // A draft applies to nobody and is offered to nobody.
    const shopper = new Browser(server);
    const early = await readyCheckout(shopper, [{ productId: shirt.globalId, count: 1 }, { productId: trousers.globalId, count: 1 }]);
    expect((await quote(shopper, early.id)).bundleDiscount).toBe(0);
    expect((await shopper.graph<{ product: { bundles: unknown[] } }>(OFFERS, { slug: shirt.slug })).data.product.bundles).toEqual([]);

    const published = await admin(owner, UPDATE, { id: bundle.id, version: bundle.version, input: { status: 'published' } });
    expect(published.data.updateProductBundle).toMatchObject({ __typename: 'ProductBundle', status: 'published', version: bundle.version + 1 });

    // Both items' pages offer it, with the saving, in the shopper's language.
    for (const product of [shirt, trousers]) {
      const offers = await new Browser(server).graph<{ product: { bundles: Array<{ name: string; saving: { amount: number } }> } }>(OFFERS, { slug: product.slug });
      expect(offers.data.product.bundles).toEqual([expect.objectContaining({ name: `Setelan Batik ${run}`, saving: { amount: 50_000 } })]);
    }

    // Two shirts and one pair of trousers make one set; the coupon applies to what is left.
    const coupon = await createTestCoupon(server, { kind: 'percentage', value: 10, minSpend: 400_000 });
    const checkout = await readyCheckout(shopper, [{ productId: shirt.globalId, count: 2 }, { productId: trousers.globalId, count: 1 }], { couponCode: coupon });
    const totals = await quote(shopper, checkout.id);
    expect(totals.subtotal).toBe(500_000);
    expect(totals.bundleDiscount).toBe(50_000);
    expect(totals.bundles).toEqual([{ name: `Setelan Batik ${run}`, sets: 1, saving: 50_000 }]);
    // 10 % of 450,000 (what the goods cost after the bundle), not of 500,000.
    expect(totals.discount).toBe(50_000 + 45_000);

    const placed = await placeOrder(shopper, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    expect(placed.order!.total).toBe(500_000 - 95_000 + checkout.totals.shippingFee);
    const [order] = await server.database.db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.order!.id)));
    expect(order).toMatchObject({ discount: 95_000, bundleDiscount: 50_000, couponCode: coupon });
    expect(order!.bundles).toEqual([expect.objectContaining({ name: `Setelan Batik ${run}`, sets: 1, saving: 50_000 })]);

    // The owner's order page shows the same split.
    const view = await admin(owner, 'query($id: ID!) { orderById(id: $id) { discount bundleDiscount bundles { name sets saving } } }', { id: placed.order!.id });
    expect(view.data.orderById).toEqual({ discount: 95_000, bundleDiscount: 50_000, bundles: [{ name: `Setelan Batik ${run}`, sets: 1, saving: 50_000 }] });
  });

  it('stops offering a bundle when an item runs out, and a price rise never makes it cost more than apart', async () => {
    const tea = await createTestProduct(server, { price: 40_000, stock: 1 });
    const cup = await createTestProduct(server, { price: 60_000 });
    const bundle = await create({ name: { id: `Teh dan Cangkir ${run}` }, price: 90_000, status: 'published', items: [item(tea, 2), item(cup)] });
    expect(bundle.itemsTotal).toEqual({ amount: 140_000 });
    // A set needs two packs of tea and only one is left: the page does not offer it.
    expect((await new Browser(server).graph<{ product: { bundles: unknown[] } }>(OFFERS, { slug: cup.slug })).data.product.bundles).toEqual([]);
    await server.database.db.update(products).set({ stock: 10 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, tea.id)));
    await admin(owner, UPDATE, { id: bundle.id, version: bundle.version, input: { name: { id: `Teh dan Cangkir ${run}` } } });
    expect((await new Browser(server).graph<{ product: { bundles: unknown[] } }>(OFFERS, { slug: cup.slug })).data.product.bundles).toHaveLength(1);

    // Prices fall below the bundle's: it saves nothing, so it is neither offered nor applied.
    await server.database.db.update(products).set({ price: 10_000 }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, tea.id)));
    await admin(owner, UPDATE, { id: bundle.id, version: bundle.version + 1, input: { status: 'published' } });
    const shopper = new Browser(server);
    expect((await shopper.graph<{ product: { bundles: unknown[] } }>(OFFERS, { slug: cup.slug })).data.product.bundles).toEqual([]);
    const checkout = await readyCheckout(shopper, [{ productId: tea.globalId, count: 2 }, { productId: cup.globalId, count: 1 }]);
    expect(await quote(shopper, checkout.id)).toMatchObject({ subtotal: 80_000, bundleDiscount: 0, bundles: [] });
  });

  it('refuses a bundle that would not save, holds one item, or leaves a variation unnamed, each on its field', async () => {
    const plain = await createTestProduct(server, { price: 50_000 });
    const other = await createTestProduct(server, { price: 70_000 });
    const withSizes = await createTestProduct(server, { price: 90_000 });
    const variationId = newId();
    await server.database.db.insert(productVariations).values({ shopId: DEMO_SHOP_ID, id: variationId, productId: withSizes.id, optionValues: ['m'], sku: `SKU-${variationId}`, price: 95_000, stock: 5 });

    const refusal = async (input: Record<string, unknown>) => {
      const answer = await admin(owner, CREATE, { input: { name: { id: `Paket ${run}` }, ...input } });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      return answer.errors![0]!;
    };
    const notCheaper = await refusal({ price: 120_000, items: [item(plain), item(other)] });
    expect(notCheaper.extensions).toMatchObject({ field: 'price' });
    expect(notCheaper.message).toBe(translate('id', 'error.bundle.priceNotLower', { total: 'Rp120.000' }));
    expect((await refusal({ price: 10_000, items: [item(plain, 3)] })).extensions).toMatchObject({ field: 'items' });
    expect((await refusal({ price: 10_000, items: [item(plain), item(plain, 2)] })).message).toBe(translate('id', 'error.bundle.items.repeated'));
    expect((await refusal({ price: 10_000, items: [item(plain), item(withSizes)] })).extensions).toMatchObject({ field: 'items.1.variationId' });

    // Naming the variation, the price is checked against the variation's own.
    const sized = await create({ name: { id: `Paket Ukuran ${run}` }, price: 140_000, items: [item(plain), item(withSizes, 1, toGlobalId('ProductVariation', variationId))] });
    expect(sized.itemsTotal).toEqual({ amount: 145_000 });
  });

  it('refuses a save over someone else\'s change, lets an order handler read but not change bundles, and audits each change', async () => {
    const a = await createTestProduct(server, { price: 30_000 });
    const b = await createTestProduct(server, { price: 30_000 });
    const bundle = await create({ name: { id: `Duo ${run}` }, price: 50_000, items: [item(a), item(b)] });
    const first = await admin(owner, UPDATE, { id: bundle.id, version: bundle.version, input: { price: 45_000 } });
    expect(first.data.updateProductBundle).toMatchObject({ __typename: 'ProductBundle', price: { amount: 45_000 } });
    const stale = await admin(owner, UPDATE, { id: bundle.id, version: bundle.version, input: { price: 40_000 } });
    expect(stale.data.updateProductBundle).toMatchObject({
      __typename: 'ProductBundleSaveRefused', reason: 'CHANGED_MEANWHILE', message: translate('id', 'error.bundle.changedMeanwhile'), bundle: { version: bundle.version + 1 },
    });

    const handler = await staffWithRole(server, 'order_handler');
    expect((await admin(handler, 'query { productBundles { id } }', {})).errors).toBeUndefined();
    const refused = await admin(handler, DELETE, { id: bundle.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    expect((await admin(owner, DELETE, { id: bundle.id })).data.deleteProductBundle).toBe(bundle.id);
    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityType, 'bundle'))).orderBy(auditEvents.at);
    const mine = events.filter((event) => event.entityId !== null && toGlobalId('ProductBundle', event.entityId) === bundle.id);
    expect(mine.map((event) => event.action)).toEqual(['createProductBundle', 'updateProductBundle', 'deleteProductBundle']);
    expect(mine[1]).toMatchObject({ before: { price: 50_000 }, after: { price: 45_000 } });
  });
});
