import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateReferrals, affiliates, orders, outbox } from '../../src/server/db/tables';
import { completeReceivedOrders } from '../../src/server/flows/complete-order.flow';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const VIEWER = `query { viewerAffiliate { code link clicks ordersCount pendingCommission approvedCommission paidCommission
  referrals(first: 20) { orderNumber placedAt commission status } } }`;
const JOIN = 'mutation { joinAffiliateProgram { code link } }';
const REQUEST_PAYOUT = `mutation { requestAffiliatePayout { __typename
  ... on AffiliatePayoutRequested { payout { id amount status } } ... on AffiliatePayoutRefused { reason message } } }`;

interface AffiliateView {
  code: string; link: string; clicks: number; ordersCount: number; pendingCommission: number; approvedCommission: number; paidCommission: number;
  referrals: Array<{ orderNumber: number; placedAt: string; commission: number; status: string }>;
}

describe.each(engines())('affiliate programme on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);
  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;
  const password = `rahasia-${run}-panjang`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  async function lastVerifyLink(to: string): Promise<string> {
    const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`)).orderBy(asc(outbox.id));
    const text = (rows.map((row) => row.payload as { text: string; template: string }).filter((p) => p.template === 'customer-verify-email').at(-1))?.text ?? '';
    const match = /\/_\/check\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no verification link to ${to}`);
    return match[1]!;
  }

  /** A verified customer, signed in in the browser returned. */
  async function customer(name: string): Promise<{ browser: Browser; email: string }> {
    const browser = new Browser(server);
    const email = mail(name);
    await browser.graph('mutation($input: CustomerSignUpInput!) { customerSignUp(input: $input) { __typename } }',
      { input: { name: 'Rina Afiliasi', email, password, phone: '0812-3333-4444' } }, { m: 'CustomerSignUpInput' });
    expect((await browser.fetch(`/_/check/${await lastVerifyLink(email)}`)).status).toBe(200);
    const signedIn = await browser.graph('mutation($input: CustomerSignInInput!) { customerSignIn(input: $input) { __typename } }', { input: { email, password } }, { m: 'CustomerSignInInput' });
    expect(signedIn.data).toEqual({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
    return { browser, email };
  }

  async function viewer(browser: Browser): Promise<AffiliateView | null> {
    const answer = await browser.graph<{ viewerAffiliate: AffiliateView | null }>(VIEWER);
    expect(answer.errors).toBeUndefined();
    return answer.data.viewerAffiliate;
  }

  async function join(browser: Browser): Promise<{ code: string; link: string }> {
    const answer = await browser.graph<{ joinAffiliateProgram: { code: string; link: string } }>(JOIN, {}, { m: 'Affiliate' });
    expect(answer.errors).toBeUndefined();
    return answer.data.joinAffiliateProgram;
  }

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'ID') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });

  async function orderThroughLink(visitor: Browser, link: string, price: number, email = mail('pembeli')) {
    const url = new URL(link);
    const page = await visitor.fetch(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const product = await createTestProduct(server, { price });
    const checkout = await readyCheckout(visitor, [{ productId: product.globalId, count: 1 }], { email });
    const placed = await placeOrder(visitor, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    return { order: placed.order!, checkout };
  }

  const COMPLETE = `mutation($id: ID!) { completeOrder(id: $id) { __typename
    ... on OrderCompleted { order { status } } ... on OrderCompletionRefused { status message } } }`;
  type Completion = { __typename: string; order?: { status: string }; status?: string; message?: string };
  async function complete(orderId: string): Promise<Completion> {
    const answer = await admin<{ completeOrder: Completion }>(COMPLETE, { id: orderId });
    expect(answer.errors).toBeUndefined();
    return answer.data.completeOrder;
  }

  /** Pays and ships an order, as the buyer and staff would. */
  async function ship(visitor: Browser, order: { id: string; total: number }) {
    const proof = await confirmTransfer(visitor, { orderId: order.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Pembeli', amount: order.total, transferDate: new Date().toISOString().slice(0, 10) });
    const paymentId = proof.data!.confirmBankTransfer.payment.id;
    expect((await owner.graph('mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { input: { paymentId } }, { m: 'PaymentDecisionInput', path: '/admin/graphql' })).errors).toBeUndefined();
    const shipped = await owner.graph<{ markOrderShipped: { status: string } }>('mutation($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) { status } }',
      { input: { orderId: order.id, courier: 'JNE', trackingNumber: 'JNE0123456789' } }, { m: 'MarkOrderShippedInput', path: '/admin/graphql' });
    expect(shipped.data.markOrderShipped.status).toBe('shipped');
  }

  /** Pays, ships and confirms receipt of an order, as the buyer and staff would. */
  async function deliver(visitor: Browser, order: { id: string; total: number }) {
    await ship(visitor, order);
    const received = await visitor.graph<{ confirmOrderReceived: { order: { status: string } } }>(
      'mutation($input: ConfirmOrderReceivedInput!) { confirmOrderReceived(input: $input) { order { status } } }', { input: { orderId: order.id, clientKey: randomUUID() } }, { m: 'ConfirmOrderReceivedInput' });
    expect(received.data.confirmOrderReceived.order.status).toBe('received');
  }

  it('credits the affiliate for an order through the link, approves it on receipt and pays it out once staff approve', async () => {
    const { browser: affiliate } = await customer('rina');
    expect(await viewer(affiliate)).toBeNull();
    const joined = await join(affiliate);
    expect(joined.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(joined.link).toMatch(new RegExp(`^https?://[^/]+/\\?ref=${joined.code}$`));
    expect((await join(affiliate)).code).toBe(joined.code);

    const visitor = new Browser(server);
    const first = await visitor.fetch(`/?ref=${joined.code}`);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('etalase_ref='));
    expect(cookie).toMatch(new RegExp(`^etalase_ref=${joined.code}\\.\\d+;`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/i);
    // The same browser on the same day is one click; an unknown code sets nothing.
    await visitor.fetch(`/?ref=${joined.code}`);
    const stranger = new Browser(server);
    const unknown = await stranger.fetch('/?ref=ZZZZZZZZ');
    expect(unknown.headers.getSetCookie().some((line) => line.startsWith('etalase_ref='))).toBe(false);
    expect((await viewer(affiliate))!.clicks).toBe(1);

    const { order, checkout } = await orderThroughLink(visitor, joined.link, 123_457);
    const expected = Math.floor(((checkout.totals.subtotal - checkout.totals.discount) * 500) / 10_000);
    expect(expected).toBe(6172);
    let view = (await viewer(affiliate))!;
    expect(view).toMatchObject({ clicks: 1, ordersCount: 1, pendingCommission: expected, approvedCommission: 0, paidCommission: 0 });
    expect(view.referrals).toEqual([{ orderNumber: order.number, placedAt: expect.any(String), commission: expected, status: 'pending' }]);
    // Nothing about the buyer reaches the affiliate.
    expect(JSON.stringify(view)).not.toContain('pembeli');

    const early = await affiliate.graph<{ requestAffiliatePayout: { __typename: string; reason: string } }>(REQUEST_PAYOUT, {}, { m: 'Affiliate' });
    expect(early.data.requestAffiliatePayout).toMatchObject({ __typename: 'AffiliatePayoutRefused', reason: 'NOTHING_TO_PAY' });

    await deliver(visitor, order);
    view = (await viewer(affiliate))!;
    expect(view).toMatchObject({ pendingCommission: 0, approvedCommission: expected, paidCommission: 0 });
    expect(view.referrals[0]!.status).toBe('approved');

    const requested = await affiliate.graph<{ requestAffiliatePayout: { __typename: string; payout: { id: string; amount: number; status: string } } }>(REQUEST_PAYOUT, {}, { m: 'Affiliate' });
    expect(requested.data.requestAffiliatePayout).toMatchObject({ __typename: 'AffiliatePayoutRequested', payout: { amount: expected, status: 'requested' } });
    const twice = await affiliate.graph<{ requestAffiliatePayout: { __typename: string; reason: string } }>(REQUEST_PAYOUT, {}, { m: 'Affiliate' });
    expect(twice.data.requestAffiliatePayout).toMatchObject({ __typename: 'AffiliatePayoutRefused', reason: 'REQUEST_OPEN' });

    const listed = await admin<{ affiliatePayouts: Array<{ id: string; amount: number; affiliateCode: string; status: string }> }>('query { affiliatePayouts(first: 50, status: "requested") { id amount affiliateCode status } }');
    expect(listed.data.affiliatePayouts).toContainEqual({ id: requested.data.requestAffiliatePayout.payout.id, amount: expected, affiliateCode: joined.code, status: 'requested' });
    // Only staff reach the admin API.
    expect((await affiliate.graph('query { affiliatePayouts(first: 5) { id } }', {}, { path: '/admin/graphql' })).status).toBe(401);
    const approved = await admin<{ approvePayout: { status: string; amount: number } }>('mutation($id: ID!) { approvePayout(id: $id) { status amount } }', { id: requested.data.requestAffiliatePayout.payout.id });
    expect(approved.data.approvePayout).toEqual({ status: 'paid', amount: expected });
    view = (await viewer(affiliate))!;
    expect(view).toMatchObject({ pendingCommission: 0, approvedCommission: 0, paidCommission: expected });
    expect(view.referrals[0]!.status).toBe('paid');

    // Another customer only ever sees their own (empty) programme.
    const { browser: other } = await customer('lain');
    expect(await viewer(other)).toBeNull();
    const theirs = await join(other);
    expect(theirs.code).not.toBe(joined.code);
    expect(await viewer(other)).toMatchObject({ code: theirs.code, clicks: 0, ordersCount: 0, referrals: [] });
  });

  it('gives a rejected payout\'s balance back, and reverses an approved commission when its order is refunded', async () => {
    const { browser: affiliate } = await customer('sari');
    const { link } = await join(affiliate);
    const visitor = new Browser(server);
    const { order } = await orderThroughLink(visitor, link, 80_000);
    await deliver(visitor, order);
    // Confirming twice approves once.
    await visitor.graph('mutation($input: ConfirmOrderReceivedInput!) { confirmOrderReceived(input: $input) { order { status } } }', { input: { orderId: order.id, clientKey: randomUUID() } }, { m: 'ConfirmOrderReceivedInput' });
    expect(await viewer(affiliate)).toMatchObject({ pendingCommission: 0, approvedCommission: 4000 });

    const requested = await affiliate.graph<{ requestAffiliatePayout: { payout: { id: string } } }>(REQUEST_PAYOUT, {}, { m: 'Affiliate' });
    const rejected = await admin<{ rejectPayout: { status: string; rejectReason: string } }>('mutation($id: ID!, $reason: String!) { rejectPayout(id: $id, reason: $reason) { status rejectReason } }',
      { id: requested.data.requestAffiliatePayout.payout.id, reason: 'Data rekening belum lengkap' });
    expect(rejected.data.rejectPayout).toEqual({ status: 'rejected', rejectReason: 'Data rekening belum lengkap' });
    const again = await admin<{ approvePayout: unknown }>('mutation($id: ID!) { approvePayout(id: $id) { status } }', { id: requested.data.requestAffiliatePayout.payout.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await viewer(affiliate)).toMatchObject({ approvedCommission: 4000, paidCommission: 0 });

    const refund = await owner.graph<{ refundOrder: { status: string } }>('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status } }',
      { input: { orderId: order.id, reason: 'Barang cacat' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
    expect(refund.data.refundOrder.status).toBe('refunded');
    const view = (await viewer(affiliate))!;
    expect(view).toMatchObject({ pendingCommission: 0, approvedCommission: 0, paidCommission: 0 });
    expect(view.referrals.map((r) => r.status)).toEqual(['reversed']);
    const nothing = await affiliate.graph<{ requestAffiliatePayout: { __typename: string; reason: string; message: string } }>(REQUEST_PAYOUT, {}, { m: 'Affiliate' });
    expect(nothing.data.requestAffiliatePayout).toEqual({ __typename: 'AffiliatePayoutRefused', reason: 'NOTHING_TO_PAY', message: 'Belum ada komisi yang disetujui untuk dibayarkan.' });
  });

  it('reverses the commission of a cancelled order; self-referrals and stale clicks earn nothing', async () => {
    const { browser: affiliate, email } = await customer('budi');
    const { code, link } = await join(affiliate);

    const cancelled = await orderThroughLink(new Browser(server), link, 50_000);
    expect((await viewer(affiliate))!.pendingCommission).toBe(2500);
    const cancel = await owner.graph<{ cancelOrder: { status: string } }>('mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { status } }',
      { input: { orderId: cancelled.order.id, reason: 'Stok habis' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
    expect(cancel.data.cancelOrder.status).toBe('cancelled');
    const view = (await viewer(affiliate))!;
    expect(view).toMatchObject({ ordersCount: 1, pendingCommission: 0, approvedCommission: 0 });
    expect(view.referrals.map((r) => r.status)).toEqual(['reversed']);

    // The affiliate's own order, signed in, and a guest order with the affiliate's e-mail.
    await orderThroughLink(affiliate, link, 40_000, email);
    await orderThroughLink(new Browser(server), link, 40_000, email.toUpperCase());
    expect((await viewer(affiliate))!.ordersCount).toBe(1);

    // A click older than the window no longer credits anyone.
    const late = new Browser(server);
    (late as unknown as { cookies: Map<string, string> }).cookies.set('etalase_ref', `${code}.${Math.floor(Date.now() / 1000) - 31 * 24 * 60 * 60}`);
    const product = await createTestProduct(server, { price: 40_000 });
    expect((await placeOrder(late, (await readyCheckout(late, [{ productId: product.globalId, count: 1 }], { email: mail('telat') })).id)).__typename).toBe('OrderPlaced');
    expect((await viewer(affiliate))!.ordersCount).toBe(1);
    const [row] = await server.database.db.select({ clicks: affiliates.clicks }).from(affiliates).where(and(eq(affiliates.shopId, DEMO_SHOP_ID), eq(affiliates.code, code)));
    expect(row!.clicks).toBe(3);
  });

  it('completes a received order: the commission is approved exactly once, a second completion changes nothing, other statuses are refused by name', async () => {
    const { browser: affiliate } = await customer('dewi');
    const { link } = await join(affiliate);
    const visitor = new Browser(server);
    const { order } = await orderThroughLink(visitor, link, 60_000);
    await ship(visitor, order);

    // Shipped is not received: refused as a typed answer in the asker's language, nothing moves.
    const early = await complete(order.id);
    expect(early).toEqual({ __typename: 'OrderCompletionRefused', status: 'shipped', message: expect.stringContaining('Dikirim') });
    expect(await viewer(affiliate)).toMatchObject({ pendingCommission: 3000, approvedCommission: 0 });

    const received = await visitor.graph<{ confirmOrderReceived: { order: { status: string } } }>(
      'mutation($input: ConfirmOrderReceivedInput!) { confirmOrderReceived(input: $input) { order { status } } }', { input: { orderId: order.id, clientKey: randomUUID() } }, { m: 'ConfirmOrderReceivedInput' });
    expect(received.data.confirmOrderReceived.order.status).toBe('received');
    // A receipt recorded while its commission was still pending (as by a server before the
    // receipt approved it) is approved by completing the order.
    await server.database.db.update(affiliateReferrals).set({ status: 'pending', approvedAt: null })
      .where(and(eq(affiliateReferrals.shopId, DEMO_SHOP_ID), eq(affiliateReferrals.orderId, order.id)));
    expect(await viewer(affiliate)).toMatchObject({ pendingCommission: 3000, approvedCommission: 0 });

    expect(await complete(order.id)).toEqual({ __typename: 'OrderCompleted', order: { status: 'completed' } });
    expect(await viewer(affiliate)).toMatchObject({ ordersCount: 1, pendingCommission: 0, approvedCommission: 3000 });
    expect(await complete(order.id)).toEqual({ __typename: 'OrderCompleted', order: { status: 'completed' } });
    const view = (await viewer(affiliate))!;
    expect(view).toMatchObject({ ordersCount: 1, pendingCommission: 0, approvedCommission: 3000, paidCommission: 0 });
    expect(view.referrals.map((r) => r.status)).toEqual(['approved']);

    // A refund after completion still takes the commission back, and completing again is refused.
    const refund = await owner.graph<{ refundOrder: { status: string } }>('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status } }',
      { input: { orderId: order.id, reason: 'Retur' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
    expect(refund.data.refundOrder.status).toBe('refunded');
    expect(await complete(order.id)).toMatchObject({ __typename: 'OrderCompletionRefused', status: 'refunded' });
    expect((await viewer(affiliate))!.referrals.map((r) => r.status)).toEqual(['reversed']);
    expect(await viewer(affiliate)).toMatchObject({ approvedCommission: 0, pendingCommission: 0 });

    // Unknown orders are not found; shoppers cannot reach the admin API.
    const unknown = await admin<{ completeOrder: unknown }>(COMPLETE, { id: 'no-such-order' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await affiliate.graph(COMPLETE, { id: order.id }, { m: 'ID', path: '/admin/graphql' })).status).toBe(401);
  });

  it('keeps a cancelled order\'s commission reversed and a self-referral uncounted when completion is tried', async () => {
    const { browser: affiliate, email } = await customer('eko');
    const { link } = await join(affiliate);
    const { order: cancelled } = await orderThroughLink(new Browser(server), link, 20_000);
    await owner.graph('mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { status } }',
      { input: { orderId: cancelled.id, reason: 'Stok habis' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
    expect(await complete(cancelled.id)).toMatchObject({ __typename: 'OrderCompletionRefused', status: 'cancelled', message: expect.stringContaining('Dibatalkan') });
    expect((await viewer(affiliate))!.referrals.map((r) => r.status)).toEqual(['reversed']);

    // The affiliate's own order, delivered and completed, never earns them anything.
    const { order: own } = await orderThroughLink(affiliate, link, 30_000, email);
    await deliver(affiliate, own);
    expect(await complete(own.id)).toMatchObject({ __typename: 'OrderCompleted' });
    expect(await viewer(affiliate)).toMatchObject({ ordersCount: 1, pendingCommission: 0, approvedCommission: 0, paidCommission: 0 });
  });

  it('completes orders received long ago on its own, approving a commission still pending', async () => {
    const { browser: affiliate } = await customer('fajar');
    const { link } = await join(affiliate);
    const visitor = new Browser(server);
    const { order } = await orderThroughLink(visitor, link, 40_000);
    await deliver(visitor, order);
    await server.database.db.update(affiliateReferrals).set({ status: 'pending', approvedAt: null })
      .where(and(eq(affiliateReferrals.shopId, DEMO_SHOP_ID), eq(affiliateReferrals.orderId, order.id)));

    // Received today: not yet.
    await completeReceivedOrders(server.database.db);
    expect((await admin<{ orderById: { status: string } }>('query($id: ID!) { orderById(id: $id) { status } }', { id: order.id })).data.orderById.status).toBe('received');

    await server.database.db.update(orders).set({ receivedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, order.id)));
    expect(await completeReceivedOrders(server.database.db)).toBeGreaterThanOrEqual(1);
    expect((await admin<{ orderById: { status: string } }>('query($id: ID!) { orderById(id: $id) { status } }', { id: order.id })).data.orderById.status).toBe('completed');
    expect(await viewer(affiliate)).toMatchObject({ pendingCommission: 0, approvedCommission: 2000 });
    // A later pass finds nothing of this order to do.
    await completeReceivedOrders(server.database.db);
    expect(await viewer(affiliate)).toMatchObject({ ordersCount: 1, approvedCommission: 2000 });
  });

  it('tells anyone the programme\'s terms, and an affiliate the fate of their latest payout request', async () => {
    const terms = 'query { affiliateProgram { commissionRateBp attributionDays } }';
    const visitor = new Browser(server);
    expect((await visitor.graph(terms)).data).toEqual({ affiliateProgram: { commissionRateBp: 500, attributionDays: 30 } });
    await admin('mutation($input: AffiliateTermsInput!) { updateAffiliateTerms(input: $input) { commissionRateBp } }', { input: { commissionRateBp: 250, attributionDays: 14 } }, 'AffiliateTermsInput');
    try {
      expect((await new Browser(server).graph(terms)).data).toEqual({ affiliateProgram: { commissionRateBp: 250, attributionDays: 14 } });
    } finally {
      await admin('mutation($input: AffiliateTermsInput!) { updateAffiliateTerms(input: $input) { commissionRateBp } }', { input: { commissionRateBp: 500, attributionDays: 30 } }, 'AffiliateTermsInput');
    }

    const { browser: affiliate } = await customer('gita');
    const { link } = await join(affiliate);
    const latest = 'query { viewerAffiliate { latestPayout { amount status decidedAt rejectReason } } }';
    expect((await affiliate.graph(latest)).data).toEqual({ viewerAffiliate: { latestPayout: null } });
    const buyer = new Browser(server);
    const { order } = await orderThroughLink(buyer, link, 100_000);
    await deliver(buyer, order);
    const requested = await affiliate.graph<{ requestAffiliatePayout: { payout: { id: string } } }>(REQUEST_PAYOUT, {}, { m: 'Affiliate' });
    expect((await affiliate.graph(latest)).data).toEqual({ viewerAffiliate: { latestPayout: { amount: 5000, status: 'requested', decidedAt: null, rejectReason: null } } });
    await admin('mutation($id: ID!, $reason: String!) { rejectPayout(id: $id, reason: $reason) { status } }', { id: requested.data.requestAffiliatePayout.payout.id, reason: 'Rekening belum lengkap' });
    expect((await affiliate.graph(latest)).data).toEqual({ viewerAffiliate: { latestPayout: { amount: 5000, status: 'rejected', decidedAt: expect.any(String), rejectReason: 'Rekening belum lengkap' } } });
  });
});
