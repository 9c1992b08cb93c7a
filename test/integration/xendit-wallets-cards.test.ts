import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outbox, paymentNotifications, payments } from '../../src/server/db/tables';
import { rowsOf } from '../../src/server/db/migrate.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { XenditApi } from '../../src/server/modules/payments';
import { translate } from '../../src/server/errors.server';
import { startXenditSimulator, type XenditSimulator } from '../support/xendit-simulator';
import { Browser, createTestProduct, readOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const PAYMENT_FIELDS = 'id status amount method expiresAt instructions { kind wallet phone }';
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on OrderPlaced { order { id status total } payment { redirectUrl payment { ${PAYMENT_FIELDS} } } } } }`;
const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { redirectUrl payment { ${PAYMENT_FIELDS} } } }`;
const ORDER_PAYMENTS = `query($id: ID!) { order(id: $id) { status canPay payments { ${PAYMENT_FIELDS} } } }`;

interface PlacedPayment { id: string; status: string; amount: number; method: string; expiresAt: string | null; instructions: { kind: string; wallet: string | null; phone: string | null } | null }
type Placed = { placeOrder: { order: { id: string; total: number }; payment: { redirectUrl: string | null; payment: PlacedPayment } } };

const GOOD_CARD = { card_number: '4000 0000 0000 1091', expiry: '12/30', cvv: '123' };
const DECLINED_CARD = { card_number: '4000000000000002', expiry: '12/30', cvv: '123' };

describe.each(engines())('Xendit e-wallets and cards on %s', (engine) => {
  let sim: XenditSimulator;
  let server: TestServer;
  let owner: Browser;

  const place = async (method: 'WALLET' | 'CARD', wallet: string | null, input: Record<string, unknown> = {}) => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server, { price: 98_000 });
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const variables = { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: method, wallet, ...input } };
    return { shopper, variables, answer: await shopper.graph<Placed>(PLACE, variables, { m: 'PlaceOrderInput' }) };
  };
  const order = async (method: 'WALLET' | 'CARD', wallet: string | null = null) => {
    const { shopper, answer } = await place(method, wallet);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const { order: placed, payment } = answer.data.placeOrder;
    return { shopper, orderId: placed.id, total: placed.total, payment: payment.payment, redirectUrl: payment.redirectUrl };
  };
  const wallet = async (name: string) => {
    const placed = await order('WALLET', name);
    return { ...placed, request: sim.byReference(placed.payment.id) };
  };
  const card = async () => {
    const placed = await order('CARD');
    return { ...placed, invoice: sim.invoiceOf(placed.payment.id) };
  };
  const start = (shopper: Browser, orderId: string, method: string, choice: { wallet?: string; bank?: string } = {}) => shopper.graph<{ startPayment: { redirectUrl: string | null; payment: PlacedPayment } }>(
    START, { input: { orderId, clientKey: randomUUID(), method, ...choice } }, { m: 'StartPaymentInput' },
  );
  const paymentRow = async (id: string) => {
    const [row] = await server.database.db.select().from(payments).where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.id, id)));
    return row!;
  };
  const eventsOf = async (orderId: string, kind: string) => (await server.database.db.select().from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)))).map((event) => event.detail);
  const notificationsOf = (ref: string) => server.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentRef, ref));
  const form = (url: string, fields: Record<string, string>) => fetch(url, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });
  const refundAll = (orderId: string) => owner.graph('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status } }',
    { input: { orderId, reason: 'Pembeli membatalkan' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
  const xenditCalls = (method: string, path: string) => sim.requests.filter((r) => r.method === method && r.path === path).length;

  beforeAll(async () => {
    sim = await startXenditSimulator();
    // A database of its own on PostgreSQL: the demo shop here takes Xendit, which other files must not see.
    server = await startTestServer(engine, { xenditApiBaseUrl: sim.url }, { ownDatabase: true });
    owner = await staffBrowser(server);
    const saved = await owner.graph<{ saveXenditSettings: { callbackUrl: string } }>(
      'mutation($input: XenditSettingsInput!) { saveXenditSettings(input: $input) { callbackUrl } }',
      { input: { enabled: true, secretKey: sim.secretKey, callbackToken: sim.callbackToken } }, { m: 'XenditSettingsInput', path: '/admin/graphql' },
    );
    if (saved.errors) throw new Error(JSON.stringify(saved.errors));
    sim.callbackUrl = saved.data.saveXenditSettings.callbackUrl;
  });

  afterAll(async () => {
    await server?.close();
    await sim?.stop();
  });

  describe('e-wallets', () => {
    it('sends the shopper to DANA to approve, back to the order, and marks it paid once however often the callback repeats', async () => {
      const { shopper, orderId, total, payment, redirectUrl, request } = await wallet('dana');
      expect(payment).toMatchObject({ method: 'WALLET', status: 'pending', instructions: null });
      expect(redirectUrl).toBe(`${sim.url}/ewallets/${request.id}/authorize`);
      expect(request).toMatchObject({ type: 'EWALLET', channelCode: 'DANA', status: 'REQUIRES_ACTION', amount: payment.amount, mobileNumber: null });
      expect(request.successReturnUrl).toMatch(new RegExp(`/checkout/xendit/${orderId}$`));
      expect(request.failureReturnUrl).toBe(request.successReturnUrl);
      expect(await paymentRow(payment.id)).toMatchObject({ provider: 'xendit', providerRef: request.id, channel: 'dana' });

      const page = await fetch(redirectUrl!);
      const html = await page.text();
      expect(html).toMatch(/<html lang="id">/);
      expect(html).toContain('Bayar / Pay');
      const approved = await form(redirectUrl!, { decision: 'pay' });
      expect(approved.status).toBe(303);
      expect(approved.headers.get('location')).toBe(request.successReturnUrl);
      for (let i = 0; i < 2; i += 1) expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'paid', paidAmount: total });
      const emails = await server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `payment-received:${payment.id}`)));
      expect(emails).toHaveLength(1);
    });

    it('asks OVO in its app on the shipping phone, shown masked, and the shopper’s approval pays the order', async () => {
      const { shopper, orderId, payment, redirectUrl, request } = await wallet('ovo');
      expect(redirectUrl).toBeNull();
      expect(request).toMatchObject({ channelCode: 'OVO', status: 'PENDING', mobileNumber: '+6281234567890' });
      expect(payment.instructions).toEqual({ kind: 'wallet_app', wallet: 'ovo', phone: '•••••••••7890' });
      const shown = await shopper.graph<{ order: { payments: PlacedPayment[] } }>(ORDER_PAYMENTS, { id: orderId });
      expect(shown.data.order.payments.find((p) => p.id === payment.id)?.instructions).toEqual({ kind: 'wallet_app', wallet: 'ovo', phone: '•••••••••7890' });
      expect(await sim.approve(request.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect((await readOrder(shopper, orderId))!.status).toBe('paid');
    });

    it('refuses OVO on a buyer’s phone it cannot ask, before asking Xendit or closing the open payment', async () => {
      const { shopper, orderId, payment } = await wallet('dana');
      // The buyer's own number is a landline; OVO asks the buyer, never the recipient of a gift.
      await server.database.db.execute(sql`UPDATE orders SET phone = '0274-512345' WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      const before = xenditCalls('POST', '/payment_requests');
      const refused = await start(shopper, orderId, 'WALLET', { wallet: 'ovo' });
      expect(refused.errors?.[0]).toMatchObject({ message: translate('id', 'error.payment.walletPhone', { wallet: 'OVO' }), extensions: { code: 'BAD_USER_INPUT', field: 'wallet' } });
      expect(xenditCalls('POST', '/payment_requests')).toBe(before);
      expect((await readOrder(shopper, orderId))!.payments.find((p) => p.id === payment.id)).toMatchObject({ status: 'pending' });
    });

    it('refuses a wallet Xendit does not open', async () => {
      const { answer } = await place('WALLET', 'gopay');
      expect(answer.errors?.[0]?.message).toBe('Pilih e-wallet yang dipakai untuk membayar.');
      const { shopper, orderId } = await wallet('linkaja');
      const refused = await start(shopper, orderId, 'WALLET', { wallet: 'gopay' });
      expect(refused.errors?.[0]?.message).toBe('Pilih e-wallet yang dipakai untuk membayar.');
    });

    it('leaves the order payable when the shopper declines in OVO or cancels on ShopeePay’s page', async () => {
      const ovo = await wallet('ovo');
      expect(await sim.decline(ovo.request.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect(await paymentRow(ovo.payment.id)).toMatchObject({ status: 'failed', failureReason: 'failed' });
      expect(await readOrder(ovo.shopper, ovo.orderId)).toMatchObject({ status: 'awaiting_payment', canPay: true });

      const { shopper, orderId, payment, redirectUrl, request } = await wallet('shopeepay');
      expect(request.failureReturnUrl).toBeNull();
      const cancelled = await form(redirectUrl!, { decision: 'cancel' });
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(request.successReturnUrl);
      expect((await paymentRow(payment.id)).status).toBe('failed');
      expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'awaiting_payment', canPay: true });
      const again = await start(shopper, orderId, 'WALLET', { wallet: 'dana' });
      expect(again.data.startPayment.redirectUrl).toBe(`${sim.url}/ewallets/${sim.byReference(again.data.startPayment.payment.id).id}/authorize`);
    });

    it('refuses a callback with another token and changes nothing', async () => {
      const { shopper, orderId, payment, request } = await wallet('dana');
      sim.setStatus(request.id, 'SUCCEEDED');
      expect(await sim.notify(request.id, { token: 'bukan-token-toko-ini' })).toEqual({ status: 401, body: { result: 'forged' } });
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');
      expect((await paymentRow(payment.id)).status).toBe('pending');
      expect(await notificationsOf(request.id)).toHaveLength(0);
    });

    it('closes an unapproved wallet request at Xendit when the shopper chooses another wallet', async () => {
      const { shopper, orderId, payment, request } = await wallet('dana');
      await start(shopper, orderId, 'WALLET', { wallet: 'linkaja' });
      expect((await paymentRow(payment.id)).status).toBe('cancelled');
      await server.app.jobs.tick();
      expect(request).toMatchObject({ status: 'EXPIRED', paymentMethodStatus: 'EXPIRED' });
    });
  });

  describe('cards', () => {
    it('takes the card on Xendit’s page: a declined card leaves the invoice open, another card pays', async () => {
      const { shopper, orderId, payment, redirectUrl, invoice } = await card();
      expect(payment).toMatchObject({ method: 'CARD', status: 'pending', instructions: null });
      expect(redirectUrl).toBe(`${sim.url}/web/invoices/${invoice.id}`);
      expect(invoice).toMatchObject({ amount: payment.amount, status: 'PENDING', paymentMethods: ['CREDIT_CARD'] });
      expect(invoice.successRedirectUrl).toMatch(new RegExp(`/checkout/xendit/${orderId}$`));
      expect(invoice.failureRedirectUrl).toBe(invoice.successRedirectUrl);
      expect(await paymentRow(payment.id)).toMatchObject({ provider: 'xendit', providerRef: invoice.id, channel: null });
      const html = await (await fetch(redirectUrl!)).text();
      for (const label of ['<title>', 'for="card_number"', 'for="expiry"', 'for="cvv"', '<button type="submit">']) expect(html).toContain(label);

      const declined = await form(redirectUrl!, DECLINED_CARD);
      expect(declined.status).toBe(200);
      expect(await declined.text()).toContain('Kartu ditolak / Card declined');
      expect(invoice.status).toBe('PENDING');
      expect(await notificationsOf(invoice.id)).toHaveLength(0);
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');

      const paid = await form(redirectUrl!, GOOD_CARD);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(invoice.successRedirectUrl);
      expect((await readOrder(shopper, orderId))!.status).toBe('paid');
      expect(await sim.notifyInvoice(invoice.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      sim.setInvoice(invoice.id, 'SETTLED');
      expect(await sim.notifyInvoice(invoice.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
    });

    it('does not mark paid an invoice Xendit’s API calls pending, whatever the callback claims; refuses a forged one', async () => {
      const { shopper, orderId, invoice } = await card();
      const claim = { ...sim.invoiceCallbackFor(invoice.id), status: 'PAID', paid_amount: invoice.amount };
      expect(await sim.notifyInvoice(invoice.id, { body: claim })).toEqual({ status: 200, body: { result: 'ignored' } });
      sim.setInvoice(invoice.id, 'PAID');
      const reads = xenditCalls('GET', `/v2/invoices/${invoice.id}`);
      expect(await sim.notifyInvoice(invoice.id, { token: `${sim.callbackToken}x` })).toEqual({ status: 401, body: { result: 'forged' } });
      expect(xenditCalls('GET', `/v2/invoices/${invoice.id}`)).toBe(reads);
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');
    });

    it('flags an invoice paid with another amount', async () => {
      const { shopper, orderId, payment, invoice } = await card();
      sim.setInvoice(invoice.id, 'PAID', { paidAmount: payment.amount - 1000 });
      expect(await sim.notifyInvoice(invoice.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'failed', attention: 'amount_mismatch' });
      expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
    });

    it('closes the payment when the invoice expires, and expires an open invoice the shop gave up', async () => {
      const expired = await card();
      sim.setInvoice(expired.invoice.id, 'EXPIRED');
      expect(await sim.notifyInvoice(expired.invoice.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect((await paymentRow(expired.payment.id)).status).toBe('expired');

      const { shopper, orderId, invoice } = await card();
      await server.database.db.execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      await server.app.jobs.tick();
      expect((await readOrder(shopper, orderId))!.status).toBe('expired');
      await server.app.jobs.tick();
      expect(invoice.status).toBe('EXPIRED');
    });

    it('finds the invoice a lost answer opened, and an earlier one when asked again, rather than opening a second', async () => {
      sim.loseAnswers = true;
      let placed;
      try {
        placed = await place('CARD', null);
      } finally {
        sim.loseAnswers = false;
      }
      const { payment, redirectUrl } = placed.answer.data.placeOrder.payment;
      const invoice = sim.invoiceOf(payment.id);
      expect(redirectUrl).toBe(`${sim.url}/web/invoices/${invoice.id}`);
      expect(await paymentRow(payment.id)).toMatchObject({ providerRef: invoice.id });
      // A retry of the same payment (its id the invoice's external_id) finds the open invoice first.
      const api = new XenditApi(sim.url);
      const again = await api.invoices.create({ secretKey: sim.secretKey }, { externalId: payment.id, amount: payment.amount, description: 'x', returnUrl: invoice.successRedirectUrl!, payBy: new Date(Date.now() + 3_600_000) });
      expect(again.id).toBe(invoice.id);
      expect([...sim.invoices.values()].filter((entry) => entry.externalId === payment.id)).toHaveLength(1);
    });
  });

  describe('refunds', () => {
    const paidWallet = async () => {
      const placed = await wallet('ovo');
      expect((await sim.approve(placed.request.id)).body).toEqual({ result: 'applied' });
      return placed;
    };

    it('gives an e-wallet payment and a card payment back through Xendit', async () => {
      const ovo = await paidWallet();
      expect((await refundAll(ovo.orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(ovo.request.refunds.map((refund) => refund.amount)).toEqual([ovo.payment.amount]);
      expect(await paymentRow(ovo.payment.id)).toMatchObject({ status: 'refunded', providerRefunded: ovo.payment.amount, attention: null });

      const { orderId, payment, redirectUrl, invoice } = await card();
      expect((await form(redirectUrl!, GOOD_CARD)).status).toBe(303);
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(invoice.refunds.map((refund) => refund.amount)).toEqual([payment.amount]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', providerRefunded: payment.amount, attention: null });
      expect(await eventsOf(orderId, 'payment_refunded_at_gateway')).toEqual([{ paymentId: payment.id, amount: payment.amount, gateway: 'xendit' }]);
      const [done] = sim.refundsOf(invoice.id);
      expect(await sim.notifyRefund(done!.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect(await sim.notifyRefund(done!.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      expect((await paymentRow(payment.id)).attention).toBeNull();
    });

    it('tells the owner once how much to give back by hand when a refund fails at Xendit, and refuses a forged refund callback', async () => {
      const { orderId, payment, request } = await paidWallet();
      sim.failNextRefund = true;
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      const [refund] = request.refunds;
      expect(refund).toMatchObject({ status: 'FAILED', amount: payment.amount });
      expect((await paymentRow(payment.id)).attention).toBeNull();

      expect(await sim.notifyRefund(refund!.id, { token: 'bukan-token-toko-ini' })).toEqual({ status: 401, body: { result: 'forged' } });
      expect((await paymentRow(payment.id)).attention).toBeNull();
      expect(await sim.notifyRefund(refund!.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await sim.notifyRefund(refund!.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', attention: 'refund_failed' });
      expect(await eventsOf(orderId, 'payment_refund_failed')).toEqual([{ paymentId: payment.id, amount: payment.amount, gateway: 'xendit' }]);
    });

    it('counts a refund made in Xendit’s dashboard as given back and tells the owner once; the refund recorded after asks Xendit only for the rest', async () => {
      const { orderId, payment, request } = await paidWallet();
      const elsewhere = { id: `rfd-${randomUUID()}`, key: null, amount: 20_000 };
      request.refunds.push(elsewhere);
      expect(await sim.notifyRefund(elsewhere.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await sim.notifyRefund(elsewhere.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', providerRefunded: 20_000, refundedElsewhere: 20_000, attention: 'refunded_elsewhere' });
      expect(await eventsOf(orderId, 'payment_refunded_elsewhere')).toEqual([{ paymentId: payment.id, amount: 20_000, gateway: 'xendit' }]);

      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(request.refunds.map((refund) => refund.amount)).toEqual([20_000, payment.amount - 20_000]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', providerRefunded: payment.amount, refundedElsewhere: 0 });
      expect(await sim.notifyRefund(request.refunds[1]!.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect(await eventsOf(orderId, 'payment_refunded_elsewhere')).toHaveLength(1);
    });

    it('takes a dashboard refund after a failed one as the owner giving it back as told, and forgets a goodwill refund once handled', async () => {
      const failed = await paidWallet();
      sim.failNextRefund = true;
      expect((await refundAll(failed.orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(await sim.notifyRefund(failed.request.refunds[0]!.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      // Told to give it back from Xendit's dashboard, the owner does: nothing more is counted or asked.
      const byHand = { id: `rfd-${randomUUID()}`, key: null, amount: failed.payment.amount };
      failed.request.refunds.push(byHand);
      expect(await sim.notifyRefund(byHand.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect(await paymentRow(failed.payment.id)).toMatchObject({ providerRefunded: failed.payment.amount, refundedElsewhere: 0, refundNotMade: 0, attention: 'refund_failed' });

      // A goodwill refund from the dashboard, marked handled without a refund on the order: a later refund is not shortened by it.
      const kind = await paidWallet();
      const goodwill = { id: `rfd-${randomUUID()}`, key: null, amount: 5_000 };
      kind.request.refunds.push(goodwill);
      expect(await sim.notifyRefund(goodwill.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      const handled = await owner.graph('mutation($input: PaymentDecisionInput!) { resolvePaymentAttention(input: $input) { __typename } }',
        { input: { paymentId: kind.payment.id, reason: 'Potongan harga karena kemasan penyok' } }, { m: 'PaymentDecisionInput', path: '/admin/graphql' });
      expect(handled.errors).toBeUndefined();
      expect(await paymentRow(kind.payment.id)).toMatchObject({ attention: null, refundedElsewhere: 0, providerRefunded: 5_000 });
      expect((await refundAll(kind.orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(kind.request.refunds.map((refund) => refund.amount)).toEqual([5_000, kind.payment.amount - 5_000]);
    });

    it('ignores a refund that is not one of the shop’s payments', async () => {
      const body = { event: 'refund.failed', data: { id: `rfd-${randomUUID()}`, payment_request_id: `pr-${randomUUID()}`, reference_id: 'x', amount: 1000, status: 'FAILED' } };
      expect(await sim.notifyRefund('ignored', { body })).toEqual({ status: 200, body: { result: 'ignored' } });
      const [row] = rowsOf<{ count: number }>(await server.database.db.execute(sql`SELECT count(*)::int AS count FROM payment_notifications WHERE event_id LIKE ${`%${body.data.id}%`}`));
      expect(row!.count).toBe(0);
    });
  });
});
