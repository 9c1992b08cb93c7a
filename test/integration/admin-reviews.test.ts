import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { translate } from '../../src/server/errors.server';
import { auditEvents, categories, orders, products } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = 'id authorName rating body status reply repliedBy moderatedBy product { slug }';
const LIST = `query($first: Int!, $offset: Int, $status: ProductReviewStatus, $productId: ID, $rating: Int) {
  productReviews(first: $first, offset: $offset, status: $status, productId: $productId, rating: $rating) { totalCount nodes { ${FIELDS} } } }`;
const RESULT = `__typename ... on ProductReview { ${FIELDS} } ... on ProductReviewRefused { reason field message review { status } }`;
const APPROVE = `mutation($id: ID!) { approveProductReview(id: $id) { ${RESULT} } }`;
const HIDE = `mutation($id: ID!) { hideProductReview(id: $id) { ${RESULT} } }`;
const REPLY = `mutation($id: ID!, $reply: String!) { replyToProductReview(id: $id, reply: $reply) { ${RESULT} } }`;
const PUBLIC = 'query($slug: String!) { product(slug: $slug) { rating { average count } reviews(first: 5) { totalCount nodes { authorName rating body reply } } } }';

interface Review { id: string; authorName: string; rating: number; body: string; status: string; reply: string | null; repliedBy: string | null; moderatedBy: string | null; product: { slug: string } | null }
interface PublicProduct { rating: { average: number; count: number } | null; reviews: { totalCount: number; nodes: Array<{ authorName: string; rating: number; body: string; reply: string | null }> } }

/** The Product structured data of a server-rendered page. */
function productJsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Array<Record<string, unknown>>;
  const product = blocks.find((block) => block['@type'] === 'Product');
  if (!product) throw new Error('no Product JSON-LD on the page');
  return product;
}

describe.each(engines())('review moderation on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T = Record<string, unknown>>(browser: Browser, query: string, variables: Record<string, unknown>) =>
    browser.graph<T>(query, variables, { m: 'ID', path: '/admin/graphql' });
  const publicProduct = async (slug: string) => (await new Browser(server).graph<{ product: PublicProduct }>(PUBLIC, { slug })).data.product;

  /** A shopper named `name` receives an order of `items` and reviews each product with its stars; the reviews' ids. */
  async function reviewed(name: string, items: Array<{ product: TestProduct; rating: number; body: string }>): Promise<string[]> {
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, items.map((item) => ({ productId: item.product.globalId, count: 1 })));
    const placed = await placeOrder(shopper, checkout.id);
    const orderId = placed.order!.id;
    // Paying, shipping and confirming receipt are their own tests' business: the order is simply received.
    const [order] = await server.database.db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, orderId)));
    await server.database.db.update(orders).set({ status: 'received', shippingAddress: { ...order!.shippingAddress, name: `${name} Lestari` } })
      .where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, orderId)));
    const answer = await shopper.graph('mutation($input: ReviewOrderInput!) { reviewOrder(input: $input) { order { id } } }',
      { input: { orderId, reviews: items.map((item) => ({ productId: item.product.globalId, rating: item.rating, body: item.body })) } }, { m: 'ReviewOrderInput' });
    expect(answer.errors).toBeUndefined();
    return items.map((item) => toGlobalId('ProductReview', `${orderId}:${item.product.id}`));
  }

  it('keeps a new review pending and off the shop, shows it with its reply and rating once approved, and takes it away when hidden', async () => {
    const kain = await createTestProduct(server);
    const [reviewId] = await reviewed('Sari', [{ product: kain, rating: 4, body: `Kainnya halus ${run}` }]);

    const pending = await admin<{ productReviews: { totalCount: number; nodes: Review[] } }>(owner, LIST, { first: 10, productId: kain.globalId });
    expect(pending.data.productReviews.nodes).toEqual([expect.objectContaining({ id: reviewId, authorName: 'Sari', rating: 4, status: 'pending', reply: null, product: { slug: kain.slug } })]);
    expect(await publicProduct(kain.slug)).toEqual({ rating: null, reviews: { totalCount: 0, nodes: [] } });
    // The page is read (and the answer cached) before the owner decides.
    const before = await new Browser(server).fetch(`/product/${kain.slug}`);
    const beforeHtml = await before.text();
    expect(beforeHtml).not.toContain(`Kainnya halus ${run}`);
    expect(productJsonLd(beforeHtml)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(beforeHtml)).not.toHaveProperty('review');

    const approved = await admin<{ approveProductReview: Review }>(owner, APPROVE, { id: reviewId });
    expect(approved.data.approveProductReview).toMatchObject({ __typename: 'ProductReview', status: 'approved', moderatedBy: expect.any(String) });
    const replied = await admin<{ replyToProductReview: Review }>(owner, REPLY, { id: reviewId, reply: '  Terima kasih, Kak Sari!  ' });
    expect(replied.data.replyToProductReview).toMatchObject({ reply: 'Terima kasih, Kak Sari!', repliedBy: expect.any(String) });

    // The next read after the change sees it: API and page alike.
    expect(await publicProduct(kain.slug)).toEqual({
      rating: { average: 4, count: 1 },
      reviews: { totalCount: 1, nodes: [{ authorName: 'Sari', rating: 4, body: `Kainnya halus ${run}`, reply: 'Terima kasih, Kak Sari!' }] },
    });
    const html = await (await new Browser(server).fetch(`/product/${kain.slug}`)).text();
    expect(html).toContain(`Kainnya halus ${run}`);
    expect(html).toContain('Terima kasih, Kak Sari!');
    expect(html).toContain('4 dari 5 bintang');
    const jsonLd = productJsonLd(html);
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    expect(jsonLd.review).toEqual([expect.objectContaining({ '@type': 'Review', author: { '@type': 'Person', name: 'Sari' }, reviewBody: `Kainnya halus ${run}`, reviewRating: expect.objectContaining({ ratingValue: 4 }) })]);

    // Removing the reply keeps the review; hiding it takes it off the page at once.
    expect((await admin<{ replyToProductReview: Review }>(owner, REPLY, { id: reviewId, reply: ' ' })).data.replyToProductReview).toMatchObject({ reply: null, repliedBy: null });
    expect((await admin<{ hideProductReview: Review }>(owner, HIDE, { id: reviewId })).data.hideProductReview.status).toBe('hidden');
    expect(await publicProduct(kain.slug)).toEqual({ rating: null, reviews: { totalCount: 0, nodes: [] } });
    const hiddenHtml = await (await new Browser(server).fetch(`/product/${kain.slug}`)).text();
    expect(hiddenHtml).not.toContain(`Kainnya halus ${run}`);
    expect(productJsonLd(hiddenHtml)).not.toHaveProperty('aggregateRating');

    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityType, 'productReview'))).orderBy(auditEvents.at);
    const mine = events.filter((event) => event.entityId && toGlobalId('ProductReview', event.entityId) === reviewId);
    expect(mine.map((event) => event.action)).toEqual(['approveProductReview', 'replyToProductReview', 'replyToProductReview', 'hideProductReview']);
    expect(mine[0]).toMatchObject({ before: expect.objectContaining({ status: 'pending' }), after: expect.objectContaining({ status: 'approved' }) });
  });

  it('averages approved stars to one decimal on the product and on its card in a category list, and pages the reviews', async () => {
    const batik = await createTestProduct(server);
    const lurik = await createTestProduct(server);
    const categoryId = newId();
    const slug = `ulasan-${run}`;
    await server.database.db.insert(categories).values({ shopId: DEMO_SHOP_ID, id: categoryId, slug, name: { id: `Ulasan ${run}` }, description: { id: '' } });
    await server.database.db.update(products).set({ categoryId }).where(and(eq(products.shopId, DEMO_SHOP_ID), inArray(products.id, [batik.id, lurik.id])));

    const ids = [
      ...(await reviewed('Ayu', [{ product: batik, rating: 5, body: 'Bagus' }])),
      ...(await reviewed('Budi', [{ product: batik, rating: 4, body: 'Lumayan' }])),
      ...(await reviewed('Citra', [{ product: batik, rating: 4, body: 'Oke' }, { product: lurik, rating: 2, body: 'Tipis' }])),
      ...(await reviewed('Dewi', [{ product: batik, rating: 1, body: 'Tidak suka' }])),
    ];
    // Dewi's one star stays hidden, so it counts nowhere: (5 + 4 + 4) / 3 = 4.33 → 4.3.
    for (const id of ids.slice(0, 4)) expect((await admin<{ approveProductReview: Review }>(owner, APPROVE, { id })).data.approveProductReview.status).toBe('approved');
    await admin(owner, HIDE, { id: ids[4] });

    expect((await publicProduct(batik.slug)).rating).toEqual({ average: 4.3, count: 3 });
    const cards = await new Browser(server).graph<{ products: { edges: Array<{ node: { slug: string; rating: { average: number; count: number } | null } }> } }>(
      'query($c: String) { products(first: 10, categorySlug: $c) { edges { node { slug rating { average count } } } } }', { c: slug });
    expect(Object.fromEntries(cards.data.products.edges.map((edge) => [edge.node.slug, edge.node.rating]))).toEqual({ [batik.slug]: { average: 4.3, count: 3 }, [lurik.slug]: { average: 2, count: 1 } });
    const categoryHtml = await (await new Browser(server).fetch(`/product/category/${slug}`)).text();
    expect(categoryHtml).toContain('4,3 dari 5 bintang, 3 ulasan');

    const paged = await new Browser(server).graph<{ product: { reviews: { totalCount: number; nodes: Array<{ authorName: string }> } } }>(
      'query($slug: String!) { product(slug: $slug) { reviews(first: 2, offset: 2) { totalCount nodes { authorName } } } }', { slug: batik.slug });
    // Newest first: Citra, Budi, then Ayu on the second page.
    expect(paged.data.product.reviews).toEqual({ totalCount: 3, nodes: [{ authorName: 'Ayu' }] });
    const tooMany = await new Browser(server).graph('query($slug: String!) { product(slug: $slug) { reviews(first: 500) { totalCount } } }', { slug: batik.slug });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    // The owner's list narrows by status, product and stars, newest first.
    const hidden = await admin<{ productReviews: { nodes: Review[] } }>(owner, LIST, { first: 10, status: 'hidden', productId: batik.globalId });
    expect(hidden.data.productReviews.nodes.map((review) => review.authorName)).toEqual(['Dewi']);
    const fours = await admin<{ productReviews: { totalCount: number; nodes: Review[] } }>(owner, LIST, { first: 1, productId: batik.globalId, rating: 4 });
    expect(fours.data.productReviews).toMatchObject({ totalCount: 2, nodes: [{ authorName: 'Citra' }] });
    const next = await admin<{ productReviews: { nodes: Review[] } }>(owner, LIST, { first: 1, offset: 1, productId: batik.globalId, rating: 4 });
    expect(next.data.productReviews.nodes.map((review) => review.authorName)).toEqual(['Budi']);
  });

  it('answers a step that changes nothing, a reply too long and bad input with refusals the owner can act on', async () => {
    const product = await createTestProduct(server);
    const [id] = await reviewed('Eka', [{ product, rating: 3, body: 'Biasa' }]);
    await admin(owner, APPROVE, { id });
    expect((await admin(owner, APPROVE, { id })).data.approveProductReview).toEqual({
      __typename: 'ProductReviewRefused', reason: 'ALREADY_APPROVED', field: 'status', message: translate('id', 'error.review.alreadyApproved'), review: { status: 'approved' },
    });
    expect((await admin(owner, REPLY, { id, reply: 'x'.repeat(2001) })).data.replyToProductReview).toMatchObject({
      __typename: 'ProductReviewRefused', reason: 'REPLY_TOO_LONG', field: 'reply', message: translate('id', 'error.review.replyTooLong'),
    });
    await admin(owner, HIDE, { id });
    expect((await admin(owner, HIDE, { id })).data.hideProductReview).toMatchObject({ reason: 'ALREADY_HIDDEN' });

    const notAnId = await admin(owner, APPROVE, { id: toGlobalId('Product', product.id) });
    expect(notAnId.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const unknown = await admin(owner, APPROVE, { id: toGlobalId('ProductReview', `${newId()}:${product.id}`) });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const badStars = await admin(owner, LIST, { first: 10, rating: 6 });
    expect(badStars.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rating' });
    const badPage = await admin(owner, LIST, { first: 0 });
    expect(badPage.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('lets the owner, an administrator and a content editor moderate, and refuses an order handler', async () => {
    const product = await createTestProduct(server);
    const [id] = await reviewed('Fajar', [{ product, rating: 5, body: 'Mantap' }]);
    const handler = await staffWithRole(server, 'order_handler');
    // The dashboard counts the waiting reviews for those who moderate them, and for nobody else.
    const pendingOf = async (browser: Browser) => (await browser.graph<{ dashboard: { pendingReviews: number | null } }>('query { dashboard { pendingReviews } }', {}, { path: '/admin/graphql' })).data.dashboard.pendingReviews;
    expect(await pendingOf(owner)).toBeGreaterThanOrEqual(1);
    expect(await pendingOf(handler)).toBeNull();
    for (const [query, variables] of [[LIST, { first: 5 }], [APPROVE, { id }], [HIDE, { id }], [REPLY, { id, reply: 'Halo' }]] as const) {
      expect((await admin(handler, query, variables)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await publicProduct(product.slug)).rating).toBeNull();

    const editor = await staffWithRole(server, 'content_editor', 'Penulis');
    expect((await admin(editor, LIST, { first: 5, productId: product.globalId })).data).toMatchObject({ productReviews: { totalCount: 1 } });
    expect((await admin(editor, APPROVE, { id })).data).toMatchObject({ approveProductReview: { status: 'approved', moderatedBy: 'Penulis' } });
    const administrator = await staffWithRole(server, 'administrator', 'Pengelola');
    expect((await admin(administrator, REPLY, { id, reply: 'Terima kasih' })).data).toMatchObject({ replyToProductReview: { reply: 'Terima kasih', repliedBy: 'Pengelola' } });
    expect((await admin(owner, HIDE, { id })).data).toMatchObject({ hideProductReview: { status: 'hidden' } });
  });
});
