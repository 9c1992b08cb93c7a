import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outbox, payments } from '../../src/server/db/tables';
import { translate } from '../../src/server/errors.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { ACCEPTED_CARD, DENIED_CARD } from '../support/midtrans-snap-pages';
import { startMidtransSimulator, type MidtransSimulator } from '../support/midtrans-simulator';
import { Browser, createTestProduct, readOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const CLIENT_KEY = 'SB-Mid-client-Uj1C0ba1234';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on OrderPlaced { order { id status total } payment { redirectUrl payment { id status amount method gateway } } } } }`;

const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { redirectUrl payment { id status amount method gateway } } }`;

interface Started { redirectUrl: string | null; payment: { id: string; status: string; amount: number; method: string; gateway: string | null } }

describe.each(engines())('Midtrans cards and e-wallets on %s', (engine) => {
  let sim: MidtransSimulator;
  let server: TestServer;
  let owner: Browser;

  /** A shopper's order placed to pay by card or wallet: what Midtrans was asked, and where the shopper goes. */
  const order = async (method: 'CARD' | 'WALLET', wallet: string | null = null) => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server, { price: 90_000 });
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const answer = await shopper.graph<{ placeOrder: { __typename: string; order: { id: string; status: string; total: number }; payment: Started } }>(
      PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: method, ...(wallet ? { wallet } : {}) } }, { m: 'PlaceOrderInput' },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const placed = answer.data.placeOrder;
    return { shopper, orderId: placed.order.id, total: placed.order.total, started: placed.payment };
  };

  /** What the shopper's browser does on Snap's page: submits its form, and follows Midtrans back to the shop. */
  const payOnSnap = async (redirectUrl: string, form: Record<string, string>) => {
    const response = await fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form), redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), text: response.status === 303 ? '' : await response.text() };
  };

  const card = (number: string) => ({ card_number: number, expiry: '12/30', cvv: '123', action: 'pay' });

  const paymentRow = async (id: string) => {
    const [row] = await server.database.db.select().from(payments).where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.id, id)));
    return row!;
  };

  const receivedEmails = (paymentId: string) => server.database.db.select().from(outbox)
    .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `payment-received:${paymentId}`)));

  beforeAll(async () => {
    sim = await startMidtransSimulator();
    server = await startTestServer(engine, { midtransApiBaseUrl: sim.url }, { ownDatabase: true });
    owner = await staffBrowser(server);
    const saved = await owner.graph('mutation($input: MidtransSettingsInput!) { saveMidtransSettings(input: $input) { enabled } }',
      { input: { enabled: true, production: false, merchantId: 'G000000001', clientKey: CLIENT_KEY, serverKey: sim.serverKey } },
      { m: 'MidtransSettingsInput', path: '/admin/graphql' });
    expect(saved.errors).toBeUndefined();
  });

  afterAll(async () => {
    await server?.close();
    await sim?.stop();
  });

  it('offers GoPay and ShopeePay to choose from when paying by wallet', async () => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const answer = await shopper.graph<{ checkout: { paymentMethods: string[]; wallets: string[] } }>('query($id: ID!) { checkout(id: $id) { paymentMethods wallets } }', { id: checkout.id });
    expect(answer.data.checkout.paymentMethods).toEqual(expect.arrayContaining(['CARD', 'WALLET', 'VIRTUAL_ACCOUNT', 'QRIS']));
    expect(answer.data.checkout.wallets).toEqual(['gopay', 'shopeepay']);
  });

  it('refuses a wallet payment without a wallet, or with one Midtrans does not open, before anything is placed', async () => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    for (const wallet of [null, 'ovo']) {
      const answer = await shopper.graph(PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: 'WALLET', ...(wallet ? { wallet } : {}) } }, { m: 'PlaceOrderInput' });
      expect(answer.errors?.[0]).toMatchObject({ message: translate('id', 'error.payment.walletRequired'), extensions: { field: 'wallet', code: 'BAD_USER_INPUT' } });
    }
    expect(sim.snaps.size + sim.transactions.size).toBe(0);
  });

  it('sends the shopper to Midtrans’ card page, and a declined card leaves the order to be paid with another', async () => {
    const { shopper, orderId, total, started } = await order('CARD');
    expect(started.payment).toMatchObject({ method: 'CARD', gateway: 'Midtrans', status: 'pending', amount: total });
    const snap = sim.snaps.get(started.payment.id)!;
    expect(started.redirectUrl).toBe(`${sim.url}/snap/v4/redirection/${snap.token}`);
    // One way to pay on Midtrans' page, behind 3-D Secure, ending with the order, and back to the shop's waiting page.
    expect(snap.body).toMatchObject({
      transaction_details: { order_id: started.payment.id, gross_amount: total }, enabled_payments: ['credit_card'], credit_card: { secure: true },
      callbacks: { finish: `${server.baseUrl}/checkout/midtrans/${orderId}` }, expiry: { unit: 'minute' },
    });
    expect(snap.notifyUrl).toBe(`${server.baseUrl}/_/payments/midtrans/notify`);

    const declined = await payOnSnap(started.redirectUrl!, card(DENIED_CARD));
    expect(declined.status).toBe(303);
    expect(new URL(declined.location!).pathname).toBe(`/checkout/midtrans/${orderId}`);
    const afterDecline = await readOrder(shopper, orderId);
    expect(afterDecline).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
    expect(afterDecline!.payments[0]).toMatchObject({ id: started.payment.id, status: 'declined' });

    // Trying again is a new Midtrans transaction: a denied order id cannot take money again.
    const again = await shopper.graph<{ startPayment: Started }>(START, { input: { orderId, clientKey: randomUUID(), method: 'CARD' } }, { m: 'StartPaymentInput' });
    expect(again.errors).toBeUndefined();
    const retry = again.data.startPayment;
    expect(retry.payment.id).not.toBe(started.payment.id);
    const paid = await payOnSnap(retry.redirectUrl!, card(ACCEPTED_CARD));
    expect(paid.status).toBe(303);
    expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'paid', paidAmount: total });
    expect(await receivedEmails(retry.payment.id)).toHaveLength(1);
    // The notification was only a hint: the status API was asked, and a repeat changes nothing.
    expect(sim.requests.some((r) => r.path === `/v2/${retry.payment.id}/status`)).toBe(true);
    expect(await sim.notify(retry.payment.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
    expect(await receivedEmails(retry.payment.id)).toHaveLength(1);
  });

  it('shows a mistyped card number on Midtrans’ page without deciding anything', async () => {
    const { shopper, orderId, started } = await order('CARD');
    const typo = await payOnSnap(started.redirectUrl!, card('4811111111111115'));
    expect(typo.status).toBe(422);
    expect(typo.text).toContain('Card number is invalid.');
    expect((await readOrder(shopper, orderId))!.payments[0]).toMatchObject({ status: 'pending' });
  });

  it('pays by GoPay on Midtrans’ page, which comes back to the shop', async () => {
    const { shopper, orderId, total, started } = await order('WALLET', 'gopay');
    expect(started.payment).toMatchObject({ method: 'WALLET', gateway: 'Midtrans' });
    const snap = sim.snaps.get(started.payment.id)!;
    const back = `${server.baseUrl}/checkout/midtrans/${orderId}`;
    expect(snap.body).toMatchObject({ enabled_payments: ['gopay'], gopay: { enable_callback: true, callback_url: back }, callbacks: { finish: back } });
    expect((await paymentRow(started.payment.id)).channel).toBe('gopay');
    const paid = await payOnSnap(started.redirectUrl!, { action: 'pay' });
    expect(paid.location).toContain(`/checkout/midtrans/${orderId}?`);
    expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'paid', paidAmount: total });
  });

  it('leaves a ShopeePay payment the shopper declined in the app payable again', async () => {
    const { shopper, orderId, started } = await order('WALLET', 'shopeepay');
    expect(sim.snaps.get(started.payment.id)!.body).toMatchObject({ enabled_payments: ['shopeepay'], shopeepay: { callback_url: `${server.baseUrl}/checkout/midtrans/${orderId}` } });
    await payOnSnap(started.redirectUrl!, { action: 'decline' });
    const seen = await readOrder(shopper, orderId);
    expect(seen).toMatchObject({ status: 'awaiting_payment' });
    expect(seen!.payments[0]).toMatchObject({ status: 'declined' });
  });

  it('changes nothing on a forged notification of a card capture', async () => {
    const { shopper, orderId, started } = await order('CARD');
    // Paid at Midtrans' page without the notification reaching the shop; then a forger's claim.
    sim.transactions.set(started.payment.id, {
      orderId: started.payment.id, transactionId: randomUUID(), paymentType: 'credit_card', bank: null, grossAmount: `${started.payment.amount}.00`,
      status: 'capture', notifyUrl: `${server.baseUrl}/_/payments/midtrans/notify`, expiryTime: '2030-01-01 00:00:00', charge: {}, refunds: [],
    });
    const forged = await sim.notify(started.payment.id, sim.notificationFor(started.payment.id, { signature_key: 'f'.repeat(128) }));
    expect(forged.status).toBe(401);
    expect((await readOrder(shopper, orderId))!.payments[0]).toMatchObject({ status: 'pending' });
    // The genuine one pays it.
    expect((await sim.notify(started.payment.id)).body).toEqual({ result: 'applied' });
    expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'paid' });
  });

  it('flags money paid on a card page the shopper had left for another method, rather than losing it', async () => {
    const { shopper, orderId, started } = await order('CARD');
    const other = await shopper.graph<{ startPayment: Started }>(START, { input: { orderId, clientKey: randomUUID(), method: 'QRIS' } }, { m: 'StartPaymentInput' });
    expect(other.errors).toBeUndefined();
    expect((await paymentRow(started.payment.id)).status).toBe('cancelled');
    // Nothing was charged on Snap yet: closing it at Midtrans finds nothing to expire, and is done.
    await server.app.jobs.tick();
    const [call] = await server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `provider:midtrans:expire:${started.payment.id}`)));
    expect(call).toMatchObject({ status: 'sent' });
    await payOnSnap(started.redirectUrl!, card(ACCEPTED_CARD));
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: 'cancelled', attention: 'paid_when_closed' });
    expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
  });

  const refundOrder = (orderId: string) => owner.graph<{ refundOrder: { status: string } }>('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status } }',
    { input: { orderId, reason: 'Stok habis' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
  const refundedEvents = (orderId: string) => server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refunded_at_gateway')));

  it('gives a settled card payment back through Midtrans when the owner refunds the order', async () => {
    const { orderId, total, started } = await order('CARD');
    await payOnSnap(started.redirectUrl!, card(ACCEPTED_CARD));
    // The next day Midtrans settles the capture: the same payment, counted once.
    sim.setStatus(started.payment.id, 'settlement');
    expect((await sim.notify(started.payment.id)).body).toEqual({ result: 'ignored' });
    expect((await refundOrder(orderId)).errors).toBeUndefined();
    await server.app.jobs.tick();
    expect(sim.transactions.get(started.payment.id)!.refunds.map((r) => r.refund_amount)).toEqual([`${total}.00`]);
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: 'refunded', providerRefunded: total, attention: null });
    expect(await refundedEvents(orderId)).toHaveLength(1);
  });

  it('cancels a card refunded the same day, before Midtrans settles it, and a settlement arriving after changes nothing', async () => {
    const { orderId, total, started } = await order('CARD');
    await payOnSnap(started.redirectUrl!, card(ACCEPTED_CARD));
    expect((await refundOrder(orderId)).errors).toBeUndefined();
    await server.app.jobs.tick();
    const tx = sim.transactions.get(started.payment.id)!;
    expect(tx.status).toBe('cancel');
    expect(tx.refunds).toEqual([]);
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: 'refunded', providerRefunded: total, attention: null });
    expect(await refundedEvents(orderId)).toHaveLength(1);
    // A settlement notice of the capture, late: already counted, and not money paid after the close.
    sim.setStatus(started.payment.id, 'settlement');
    expect((await sim.notify(started.payment.id)).body).toEqual({ result: 'ignored' });
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: 'refunded', attention: null });
  });

  it('counts a refund made in Midtrans’ dashboard as given back and tells the owner once; the refund recorded after asks Midtrans only for the rest', async () => {
    const { orderId, total, started } = await order('CARD');
    await payOnSnap(started.redirectUrl!, card(ACCEPTED_CARD));
    sim.setStatus(started.payment.id, 'settlement');
    await sim.notify(started.payment.id);
    // The owner gives 30,000 back from Midtrans' dashboard, outside the shop.
    const tx = sim.transactions.get(started.payment.id)!;
    tx.refunds.push({ refund_key: randomUUID(), refund_amount: '30000.00', reason: 'Barang cacat', created_at: '2026-11-30 10:00:00' });
    sim.setStatus(started.payment.id, 'partial_refund');
    expect((await sim.notify(started.payment.id)).body).toEqual({ result: 'flagged' });
    expect((await sim.notify(started.payment.id)).body).toEqual({ result: 'duplicate' });
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: 'succeeded', providerRefunded: 30_000, refundedElsewhere: 30_000, attention: 'refunded_elsewhere' });
    const told = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refunded_elsewhere')));
    expect(told.map((event) => event.detail)).toEqual([{ paymentId: started.payment.id, amount: 30_000, gateway: 'midtrans' }]);

    // The owner then refunds the whole order in the shop: the 30,000 is not asked for again, nor left to send by hand.
    expect((await refundOrder(orderId)).errors).toBeUndefined();
    await server.app.jobs.tick();
    expect(tx.refunds.map((refund) => refund.refund_amount)).toEqual(['30000.00', `${total - 30_000}.00`]);
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: 'refunded', providerRefunded: total, refundedElsewhere: 0 });
    // Midtrans tells of the shop's own refund too: recorded, not taken for another one made elsewhere.
    expect((await sim.notify(started.payment.id)).body).toEqual({ result: 'applied' });
    expect(await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refunded_elsewhere')))).toHaveLength(1);
  });
});
