import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, payments, products } from '../../src/server/db/tables';
import { WALLET_SIGNATURE_HEADER, signWalletNotification } from '../../src/server/modules/payments';
import { WALLET_SIGNING_KEY } from '../../src/server/modules/payments';
import { serverKey } from '../../src/server/modules/platform';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { Browser, createTestCoupon, createTestProduct, placeOrder, readOrder, readyCheckout, type CheckoutView } from '../support/shop-flow';

async function stockOf(server: TestServer, productId: string): Promise<number> {
  const [row] = await server.database.db.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, productId)));
  return row!.stock;
}

describe.each(engines())('checkout under concurrency, retries and forged returns on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => { server = await startTestServer(engine); });
  afterAll(async () => { await server?.close(); });

  it('sells the last unit once when 50 shoppers check out at the same moment', async () => {
    const product = await createTestProduct(server, { stock: 1 });
    const shoppers = Array.from({ length: 50 }, () => new Browser(server));
    const ready: CheckoutView[] = [];
    for (const shopper of shoppers) ready.push(await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]));
    const results = await Promise.all(shoppers.map((shopper, i) => placeOrder(shopper, ready[i]!.id)));
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => k === 'OrderPlaced')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'InsufficientStock')).toHaveLength(49);
    expect(await stockOf(server, product.id)).toBe(0);
    const shortage = results.find((r) => r.__typename === 'InsufficientStock')!;
    expect(shortage.lines).toEqual([{ requested: 1, available: 0 }]);
  }, 120_000);

  it('lets a coupon limited to one use be used once by 20 simultaneous orders', async () => {
    const product = await createTestProduct(server, { stock: 100 });
    const code = await createTestCoupon(server, { kind: 'fixed', value: 15_000, usageLimit: 1 });
    const shoppers = Array.from({ length: 20 }, () => new Browser(server));
    const ready: CheckoutView[] = [];
    for (const shopper of shoppers) ready.push(await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }], { couponCode: code }));
    expect(ready.every((c) => c.totals.discount === 15_000)).toBe(true);
    const results = await Promise.all(shoppers.map((shopper, i) => placeOrder(shopper, ready[i]!.id)));
    expect(results.filter((r) => r.__typename === 'OrderPlaced')).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'CouponUnavailable').map((r) => r.problem)).toEqual(Array(19).fill('USED_UP'));
    const [coupon] = await server.database.db.select().from(coupons).where(and(eq(coupons.shopId, DEMO_SHOP_ID), eq(coupons.code, code)));
    expect(coupon!.usedCount).toBe(1);
    // Units of the refused orders were never taken.
    expect(await stockOf(server, product.id)).toBe(99);
  }, 120_000);

  it('places one order when the same key is sent ten times, and one per checkout whatever the keys', async () => {
    const product = await createTestProduct(server, { stock: 50 });
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 2 }]);
    const key = randomUUID();
    const sameKey = await Promise.all(Array.from({ length: 10 }, () => placeOrder(shopper, checkout.id, 'BANK_TRANSFER', key)));
    expect(new Set(sameKey.map((r) => r.order?.id)).size).toBe(1);
    const otherKeys = await Promise.all(Array.from({ length: 5 }, () => placeOrder(shopper, checkout.id)));
    expect(new Set([...sameKey, ...otherKeys].map((r) => r.order?.id)).size).toBe(1);
    const rows = await server.database.db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.checkoutId, checkout.id)));
    expect(rows).toHaveLength(1);
    expect(await stockOf(server, product.id)).toBe(48);
    // The same key for a different request is refused rather than replayed.
    const other = await shopper.graph('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename } }',
      { input: { checkoutId: checkout.id, clientKey: key, paymentMethod: 'CARD' } }, { m: 'PlaceOrderInput' });
    expect(other.errors?.[0]?.extensions?.field).toBe('clientKey');
  }, 60_000);

  async function walletOrder(shopper: Browser) {
    const product = await createTestProduct(server, { price: 80_000 });
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const placed = await placeOrder(shopper, checkout.id, 'WALLET');
    expect(placed.payment!.redirectUrl).toMatch(/^\/_sandbox\/wallet\/ws_/);
    const sessionId = placed.payment!.redirectUrl!.split('/').pop()!;
    return { orderId: placed.order!.id, sessionId, amount: placed.payment!.payment.amount };
  }

  async function notify(body: Record<string, unknown>, options: { secret?: string; at?: Date } = {}): Promise<Response> {
    const raw = JSON.stringify(body);
    const secret = options.secret ?? (await serverKey(server.database.db, WALLET_SIGNING_KEY));
    return fetch(`${server.baseUrl}/_/payments/sandbox-wallet/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signWalletNotification(secret, raw, options.at ?? new Date()) },
      body: raw,
    });
  }

  it('marks a wallet payment paid only from its signed notification, once, whatever the order of arrival', async () => {
    const shopper = new Browser(server);
    const { orderId, sessionId, amount } = await walletOrder(shopper);
    const event = (status: string, eventId = `evt_${randomUUID()}`) => ({ eventId, sessionId, status, amount, currency: 2, occurredAt: new Date().toISOString() });

    // The shopper's return address proves nothing.
    const returned = await shopper.fetch(`/checkout/sandbox-wallet/${orderId}?status=paid&paid=1`);
    expect(returned.status).toBe(200);
    expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');

    expect((await notify(event('succeeded'), { secret: 'not-the-key' })).status).toBe(401);
    const unsigned = await fetch(`${server.baseUrl}/_/payments/sandbox-wallet/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event('succeeded')) });
    expect(unsigned.status).toBe(401);
    expect((await notify(event('succeeded'), { at: new Date(Date.now() - 3600_000) })).status).toBe(400);
    expect((await notify({ ...event('succeeded'), amount: 1 })).status).toBe(200);
    expect((await readOrder(shopper, orderId))!.paidAmount).toBe(0);

    const { orderId: paidOrderId, sessionId: paidSession, amount: paidAmount } = await walletOrder(shopper);
    const good = { eventId: `evt_${randomUUID()}`, sessionId: paidSession, status: 'succeeded', amount: paidAmount, currency: 2, occurredAt: new Date().toISOString() };
    const answers = await Promise.all([notify(good), notify(good), notify(good)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const results = await Promise.all(answers.map(async (a) => ((await a.json()) as { result: string }).result));
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    // A late "cancelled" for the same session cannot undo the payment.
    await notify({ ...good, eventId: `evt_${randomUUID()}`, status: 'cancelled' });
    const order = await readOrder(shopper, paidOrderId);
    expect(order!.status).toBe('paid');
    expect(order!.paidAmount).toBe(paidAmount);
    const rows = await server.database.db.select().from(payments).where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.orderId, paidOrderId)));
    expect(rows.map((p) => p.status)).toEqual(['succeeded']);
  }, 60_000);

  it('charges a card only through the provider, once, and refuses what the provider declines', async () => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server, { price: 120_000 });
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const placed = await placeOrder(shopper, checkout.id, 'CARD');
    const orderId = placed.order!.id;
    const formPath = placed.payment!.redirectUrl!;
    expect(formPath).toMatch(/^\/_sandbox\/card\/cs_/);
    const session = formPath.split('/').pop()!;
    const complete = (s: string) => shopper.graph<{ completeCardPayment: { __typename: string; message?: string; order?: { status: string } } }>(
      'mutation($input: CompleteCardPaymentInput!) { completeCardPayment(input: $input) { __typename ... on PaymentRefused { message } ... on PaymentSettled { order { status } } } }',
      { input: { orderId, session: s } }, { m: 'CompleteCardPaymentInput' });

    // Coming back before the form was sent pays nothing.
    expect((await complete(session)).data.completeCardPayment.__typename).toBe('PaymentRefused');
    const form = (number: string) => new URLSearchParams({ number, expiry: '12/30', cvc: '123', name: 'Sari Wulandari' }).toString();
    const invalid = await fetch(`${server.baseUrl}${formPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form('4242 4242 4242 4241'), redirect: 'manual' });
    expect(invalid.status).toBe(400);
    const sent = await fetch(`${server.baseUrl}${formPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form('4242 4242 4242 4242'), redirect: 'manual' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toContain(`/checkout/sandbox-card/${orderId}?session=${session}`);
    const [first, second] = await Promise.all([complete(session), complete(session)]);
    expect(first.data.completeCardPayment.order?.status).toBe('paid');
    expect(second.data.completeCardPayment.order?.status).toBe('paid');
    expect((await readOrder(shopper, orderId))!.paidAmount).toBe(placed.order!.total);

    const declinedCheckout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const declinedOrder = await placeOrder(shopper, declinedCheckout.id, 'CARD');
    const declinedPath = declinedOrder.payment!.redirectUrl!;
    await fetch(`${server.baseUrl}${declinedPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form('4000 0000 0000 0002'), redirect: 'manual' });
    const refused = await shopper.graph<{ completeCardPayment: { __typename: string } }>(
      'mutation($input: CompleteCardPaymentInput!) { completeCardPayment(input: $input) { __typename } }',
      { input: { orderId: declinedOrder.order!.id, session: declinedPath.split('/').pop() } }, { m: 'CompleteCardPaymentInput' });
    expect(refused.data.completeCardPayment.__typename).toBe('PaymentRefused');
    const after = await readOrder(shopper, declinedOrder.order!.id);
    expect(after!.status).toBe('awaiting_payment');
    expect(after!.canPay).toBe(true);
  }, 60_000);
});
