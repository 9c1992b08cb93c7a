import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outbox, paymentNotifications, paymentProviderSettings, payments } from '../../src/server/db/tables';
import { rowsOf } from '../../src/server/db/migrate.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { XenditApi } from '../../src/server/modules/payments';
import { startXenditSimulator, type XenditSimulator } from '../support/xendit-simulator';
import { Browser, createTestProduct, readOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on OrderPlaced { order { id status total } payment { payment { id status amount method instructions { kind bank accountNumber qrString qrImageUrl } expiresAt } } } } }`;
const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id status amount method expiresAt instructions { kind bank accountNumber qrString qrImageUrl } } } }`;

interface PlacedPayment { id: string; status: string; amount: number; method: string; expiresAt: string | null; instructions: { kind: string; bank: string | null; accountNumber: string | null; qrString: string | null; qrImageUrl: string | null } | null }
interface XenditView { enabled: boolean; production: boolean; secretKeyLast4: string | null; callbackTokenStored: boolean; callbackUrl: string }

describe.each(engines())('Xendit virtual accounts and QRIS on %s', (engine) => {
  let sim: XenditSimulator;
  let server: TestServer;
  let owner: Browser;

  const saveSettings = (input: Record<string, unknown>) => owner.graph<{ saveXenditSettings: XenditView }>(
    'mutation($input: XenditSettingsInput!) { saveXenditSettings(input: $input) { enabled production secretKeyLast4 callbackTokenStored callbackUrl } }',
    { input }, { m: 'XenditSettingsInput', path: '/admin/graphql' },
  );

  const checkConnection = async (input: Record<string, unknown>, language: 'id' | 'en' = 'id') => {
    const response = await owner.fetch('/admin/graphql?m=XenditConnectionInput', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ query: 'mutation($input: XenditConnectionInput!) { testXenditConnection(input: $input) { ok message } }', variables: { input } }),
    });
    const body = await response.json() as { data: { testXenditConnection: { ok: boolean; message: string } } };
    return body.data.testXenditConnection;
  };

  const order = async (method: 'VIRTUAL_ACCOUNT' | 'QRIS', bank: string | null = 'bca') => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server, { price: 98_000 });
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    const answer = await shopper.graph<{ placeOrder: { order: { id: string; total: number }; payment: { payment: PlacedPayment } } }>(
      PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: method, bank } }, { m: 'PlaceOrderInput' },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const placed = answer.data.placeOrder;
    return { shopper, orderId: placed.order.id, total: placed.order.total, payment: placed.payment.payment, request: sim.byReference(placed.payment.payment.id) };
  };

  const start = (shopper: Browser, orderId: string, method: string, bank: string | null) => shopper.graph<{ startPayment: { payment: PlacedPayment } }>(
    START, { input: { orderId, clientKey: randomUUID(), method, bank } }, { m: 'StartPaymentInput' },
  );

  const paymentRow = async (id: string) => {
    const [row] = await server.database.db.select().from(payments).where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.id, id)));
    return row!;
  };

  const outboxRow = async (dedupeKey: string) => {
    const [row] = rowsOf<{ status: string; attempts: number }>(await server.database.db.execute(
      sql`SELECT status, attempts FROM outbox WHERE shop_id = ${DEMO_SHOP_ID} AND dedupe_key = ${dedupeKey}`,
    ));
    return row;
  };

  beforeAll(async () => {
    sim = await startXenditSimulator();
    // A database of its own on PostgreSQL: the demo shop here takes Xendit, which other files must not see.
    server = await startTestServer(engine, { xenditApiBaseUrl: sim.url }, { ownDatabase: true });
    owner = await staffBrowser(server);
  });

  afterAll(async () => {
    await server?.close();
    await sim?.stop();
  });

  describe('the owner’s settings', () => {
    it('will not switch Xendit on without the key and the callback token, and says what a key looks like', async () => {
      const bare = await saveSettings({ enabled: true });
      expect(bare.errors?.[0]?.message).toBe('Isi secret key dan token verifikasi callback Xendit sebelum menyalakannya.');
      const keyOnly = await saveSettings({ enabled: true, secretKey: sim.secretKey });
      expect(keyOnly.errors?.[0]?.message).toMatch(/token verifikasi callback/);
      const midtransKey = await saveSettings({ enabled: false, secretKey: 'SB-Mid-server-abcdefghijklmnop' });
      expect(midtransKey.errors?.[0]?.message).toContain('diawali "xnd_development_"');
      const [row] = await server.database.db.select().from(paymentProviderSettings)
        .where(and(eq(paymentProviderSettings.shopId, DEMO_SHOP_ID), eq(paymentProviderSettings.provider, 'xendit')));
      expect(row).toBeUndefined();
    });

    it('tells the owner plainly whether the key works, in Indonesian and in English', async () => {
      expect(await checkConnection({ secretKey: sim.secretKey })).toEqual({ ok: true, message: 'Kunci Xendit berfungsi: Xendit (mode uji) menerima secret key ini.' });
      const wrong = await checkConnection({ secretKey: `xnd_development_${'0'.repeat(40)}` });
      expect(wrong.ok).toBe(false);
      expect(wrong.message).toContain('menolak secret key ini (401)');
      const wrongEn = await checkConnection({ secretKey: `xnd_production_${'0'.repeat(40)}` }, 'en');
      expect(wrongEn).toEqual({ ok: false, message: expect.stringContaining('Xendit (live mode) refused this secret key (401)') as unknown as string });
      expect((await checkConnection({})).message).toBe('Belum ada secret key Xendit yang tersimpan atau diisi.');
    });

    it('switches Midtrans off when switched on, keeps the key and token sealed, and shows where callbacks go', async () => {
      const midtrans = await owner.graph('mutation($input: MidtransSettingsInput!) { saveMidtransSettings(input: $input) { enabled } }', {
        input: { enabled: true, production: false, merchantId: 'G000000001', clientKey: 'SB-Mid-client-Uj1C0ba1234', serverKey: 'SB-Mid-server-Uj1C0ba1234567' },
      }, { m: 'MidtransSettingsInput', path: '/admin/graphql' });
      expect(midtrans.errors).toBeUndefined();
      const saved = await saveSettings({ enabled: true, secretKey: sim.secretKey, callbackToken: sim.callbackToken });
      expect(saved.errors).toBeUndefined();
      expect(saved.data.saveXenditSettings).toEqual({
        enabled: true, production: false, secretKeyLast4: sim.secretKey.slice(-4), callbackTokenStored: true, callbackUrl: `${server.baseUrl}/_/payments/xendit/notify`,
      });
      sim.callbackUrl = saved.data.saveXenditSettings.callbackUrl;
      const rows = await server.database.db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.shopId, DEMO_SHOP_ID));
      expect(rows.find((row) => row.provider === 'midtrans')?.enabled).toBe(false);
      const xendit = rows.find((row) => row.provider === 'xendit')!;
      expect(xendit.secretKeySealed).toMatch(/^v1\./);
      expect(`${xendit.secretKeySealed}${xendit.webhookTokenSealed}`).not.toContain(sim.secretKey);
      expect(xendit.webhookTokenSealed).not.toContain(sim.callbackToken);
      // Saved again without retyping: the stored key and token stay, and the stored key is what is tested.
      expect((await saveSettings({ enabled: true })).data.saveXenditSettings.callbackTokenStored).toBe(true);
      expect((await checkConnection({})).ok).toBe(true);
    });
  });

  describe('paying', () => {
    it('gives a QRIS code from Xendit that runs out with the order', async () => {
      const { orderId, payment, request } = await order('QRIS', null);
      expect(payment).toMatchObject({ method: 'QRIS', instructions: { kind: 'qris', qrString: request.qrString, qrImageUrl: null } });
      expect(request).toMatchObject({ type: 'QR_CODE', amount: payment.amount, status: 'PENDING' });
      const [row] = rowsOf<{ expires_at: Date }>(await server.database.db.execute(sql`SELECT expires_at FROM orders WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`));
      expect(Math.abs(new Date(request.expiresAt).getTime() - new Date(row!.expires_at).getTime())).toBeLessThan(2 * 60_000);
      expect((await paymentRow(payment.id))).toMatchObject({ provider: 'xendit', providerRef: request.id });
    });

    it('gives a BNI virtual account in the shopper’s name, the same one when asked again, and closes it at Xendit for another bank', async () => {
      const { shopper, orderId, payment, request } = await order('VIRTUAL_ACCOUNT', 'bni');
      expect(payment.instructions).toEqual({ kind: 'virtual_account', bank: 'bni', accountNumber: request.accountNumber, qrString: null, qrImageUrl: null });
      expect(request).toMatchObject({ channelCode: 'BNI', customerName: 'Sari Wulandari', amount: payment.amount });
      expect((await start(shopper, orderId, 'VIRTUAL_ACCOUNT', 'bni')).data.startPayment.payment.id).toBe(payment.id);
      const other = (await start(shopper, orderId, 'VIRTUAL_ACCOUNT', 'bri')).data.startPayment.payment;
      expect(other.instructions).toMatchObject({ kind: 'virtual_account', bank: 'bri' });
      expect((await paymentRow(payment.id)).status).toBe('cancelled');
      expect(request.paymentMethodStatus).toBe('ACTIVE');
      await server.app.jobs.tick();
      expect(request.paymentMethodStatus).toBe('EXPIRED');
      expect(sim.byReference(other.id).paymentMethodStatus).toBe('ACTIVE');
      expect(await outboxRow(`provider:xendit:expire:${payment.id}`)).toMatchObject({ status: 'sent', attempts: 1 });
    });
  });

  describe('callbacks', () => {
    it('marks the order paid once on a verified payment, however often the callback repeats', async () => {
      const { shopper, orderId, total, payment, request } = await order('QRIS', null);
      sim.setStatus(request.id, 'SUCCEEDED');
      expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'applied' } });
      for (let i = 0; i < 2; i += 1) expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'paid', paidAmount: total });
      expect((await paymentRow(payment.id)).status).toBe('succeeded');
      const emails = await server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `payment-received:${payment.id}`)));
      expect(emails).toHaveLength(1);
      // Each callback was checked against Xendit's API, never taken on its word alone.
      expect(sim.requests.filter((r) => r.method === 'GET' && r.path === `/payment_requests/${request.id}`)).toHaveLength(3);
    });

    it('refuses a callback without the account’s token, or with another, and changes nothing', async () => {
      const { shopper, orderId, payment, request } = await order('VIRTUAL_ACCOUNT', 'bca');
      sim.setStatus(request.id, 'SUCCEEDED');
      expect(await sim.notify(request.id, { token: 'bukan-token-toko-ini' })).toEqual({ status: 401, body: { result: 'forged' } });
      expect(await sim.notify(request.id, { token: null })).toEqual({ status: 401, body: { result: 'forged' } });
      expect(await sim.notify(request.id, { token: `${sim.callbackToken}x` })).toEqual({ status: 401, body: { result: 'forged' } });
      expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
      expect((await paymentRow(payment.id)).status).toBe('pending');
      expect(await server.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentRef, request.id))).toHaveLength(0);
      expect(sim.requests.filter((r) => r.path === `/payment_requests/${request.id}` && r.method === 'GET')).toHaveLength(0);
    });

    it('does not mark paid what Xendit’s API still calls pending, whatever the callback claims', async () => {
      const { shopper, orderId, request } = await order('VIRTUAL_ACCOUNT', 'bri');
      const claim = sim.callbackFor(request.id);
      (claim.data as Record<string, unknown>).status = 'SUCCEEDED';
      claim.event = 'payment.succeeded';
      expect(await sim.notify(request.id, { body: claim })).toEqual({ status: 200, body: { result: 'ignored' } });
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');
    });

    it('flags a payment of another amount for the owner and never marks it paid', async () => {
      const { shopper, orderId, payment, request } = await order('VIRTUAL_ACCOUNT', 'permata');
      sim.setStatus(request.id, 'SUCCEEDED', { amount: payment.amount - 1000 });
      expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await readOrder(shopper, orderId)).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'failed', attention: 'amount_mismatch' });
    });

    it('records a failed or expired payment request, and a late success on a closed attempt is flagged, not counted', async () => {
      const failed = await order('QRIS', null);
      sim.setStatus(failed.request.id, 'FAILED');
      expect(await sim.notify(failed.request.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect(await paymentRow(failed.payment.id)).toMatchObject({ status: 'failed', failureReason: 'failed' });

      const { shopper, orderId, payment, request } = await order('VIRTUAL_ACCOUNT', 'bca');
      const switched = (await start(shopper, orderId, 'QRIS', null)).data.startPayment.payment;
      expect((await paymentRow(payment.id)).status).toBe('cancelled');
      sim.setStatus(request.id, 'SUCCEEDED');
      expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'cancelled', attention: 'paid_when_closed' });
      const current = sim.byReference(switched.id);
      sim.setStatus(current.id, 'SUCCEEDED');
      expect((await sim.notify(current.id)).body).toEqual({ result: 'applied' });
      expect((await readOrder(shopper, orderId))!.status).toBe('paid');
    });

    it('answers 503 while Xendit cannot be asked, so that Xendit sends the callback again, and applies it then', async () => {
      const { shopper, orderId, request } = await order('QRIS', null);
      sim.setStatus(request.id, 'SUCCEEDED');
      sim.failGet = true;
      try {
        expect(await sim.notify(request.id)).toEqual({ status: 503, body: { result: 'unverified' } });
      } finally {
        sim.failGet = false;
      }
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');
      expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'applied' } });
      expect((await readOrder(shopper, orderId))!.status).toBe('paid');
    });

    it('gives up on a Xendit that does not answer, rather than keep the shopper waiting', async () => {
      const silent = http.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const api = new XenditApi(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, { timeoutMs: 300 });
        const started = Date.now();
        await expect(api.get({ secretKey: sim.secretKey }, 'pr-tidak-menjawab')).rejects.toMatchObject({ name: 'XenditCallError', httpStatus: null });
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        silent.closeAllConnections();
        silent.close();
      }
    });

    it('finds the QR code a lost answer opened, rather than asking Xendit for a second', async () => {
      const shopper = new Browser(server);
      const product = await createTestProduct(server, { price: 41_000 });
      const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
      sim.loseAnswers = true;
      let placed;
      try {
        placed = await shopper.graph<{ placeOrder: { order: { id: string }; payment: { payment: PlacedPayment } } }>(
          PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: 'QRIS', bank: null } }, { m: 'PlaceOrderInput' },
        );
      } finally {
        sim.loseAnswers = false;
      }
      const { order: { id: orderId }, payment: { payment } } = placed.data.placeOrder;
      expect(payment).toMatchObject({ status: 'pending', instructions: null });
      const again = (await start(shopper, orderId, 'QRIS', null)).data.startPayment.payment;
      const request = sim.byReference(payment.id);
      expect(again).toMatchObject({ id: payment.id, instructions: { kind: 'qris', qrString: request.qrString } });
      expect([...sim.paymentRequests.values()].filter((pr) => pr.referenceId === payment.id)).toHaveLength(1);
    });

    it('keeps the code Xendit opened for a payment closed while Xendit was answering: closed there too, and money paid into it first is flagged', async () => {
      const shopper = new Browser(server);
      const product = await createTestProduct(server, { price: 57_000 });
      const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
      let answer = () => {};
      sim.answerGate = new Promise<void>((resolve) => { answer = resolve; });
      let placing;
      try {
        placing = shopper.graph<{ placeOrder: { order: { id: string }; payment: { payment: PlacedPayment } } }>(
          PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: 'QRIS', bank: null } }, { m: 'PlaceOrderInput' },
        );
        // While Xendit is still answering, the owner cancels the order.
        let waiting: Array<typeof payments.$inferSelect> = [];
        for (let tries = 0; tries < 100 && !waiting.length; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          waiting = await server.database.db.select().from(payments)
            .where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.provider, 'xendit'), eq(payments.amount, checkout.totals.firstPayment), eq(payments.status, 'pending')));
        }
        expect(waiting).toHaveLength(1);
        const cancelled = await owner.graph('mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { status } }', { input: { orderId: waiting[0]!.orderId } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
        expect(cancelled.errors).toBeUndefined();
      } finally {
        answer();
        sim.answerGate = null;
      }
      const placed = (await placing).data.placeOrder;
      const request = sim.byReference(placed.payment.payment.id);
      expect(await paymentRow(placed.payment.payment.id)).toMatchObject({ status: 'cancelled', providerRef: request.id });
      // The shopper had the code on screen already and pays before Xendit closes it: flagged, not lost.
      sim.setStatus(request.id, 'SUCCEEDED');
      expect(await sim.notify(request.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await paymentRow(placed.payment.payment.id)).toMatchObject({ status: 'cancelled', attention: 'paid_when_closed' });
      expect(await outboxRow(`provider:xendit:expire:${placed.payment.payment.id}`)).toBeDefined();
    });

    it('ignores a callback about a payment request the shop never made, and refuses a body that is not a callback', async () => {
      const { request } = await order('QRIS', null);
      const unknown = sim.callbackFor(request.id);
      (unknown.data as Record<string, unknown>).payment_request_id = `pr-${randomUUID()}`;
      expect(await sim.notify(request.id, { body: unknown })).toEqual({ status: 200, body: { result: 'ignored' } });
      const notJson = await fetch(sim.callbackUrl!, { method: 'POST', headers: { 'content-type': 'application/json', 'x-callback-token': sim.callbackToken }, body: '[]' });
      expect(notJson.status).toBe(400);
    });

    it('closes the open code when the order expires, and asks the owner to close by hand what Xendit would not close', async () => {
      const { shopper, orderId, request } = await order('QRIS', null);
      await server.database.db.execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      await server.app.jobs.tick();
      expect((await readOrder(shopper, orderId))!.status).toBe('expired');
      await server.app.jobs.tick();
      expect(request.paymentMethodStatus).toBe('EXPIRED');

      const stuck = await order('VIRTUAL_ACCOUNT', 'bca');
      sim.failExpire = true;
      try {
        await start(stuck.shopper, stuck.orderId, 'QRIS', null);
        let now = Date.now();
        for (let attempt = 0; attempt < 6; attempt += 1) {
          await server.app.jobs.tick(new Date(now));
          if (attempt < 5) expect((await paymentRow(stuck.payment.id)).attention).toBeNull();
          now += 7 * 3_600_000;
        }
      } finally {
        sim.failExpire = false;
      }
      expect(await paymentRow(stuck.payment.id)).toMatchObject({ status: 'cancelled', attention: 'expire_failed' });
      expect(stuck.request.paymentMethodStatus).toBe('ACTIVE');
      expect(await outboxRow(`provider:xendit:expire:${stuck.payment.id}`)).toMatchObject({ status: 'failed', attempts: 6 });
    });
  });

  describe('refunds', () => {
    const paid = async (method: 'VIRTUAL_ACCOUNT' | 'QRIS') => {
      const placed = await order(method, method === 'QRIS' ? null : 'bni');
      sim.setStatus(placed.request.id, 'SUCCEEDED');
      expect((await sim.notify(placed.request.id)).body).toEqual({ result: 'applied' });
      return placed;
    };
    const refundAll = (orderId: string) => owner.graph('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status } }',
      { input: { orderId, reason: 'Pembeli membatalkan' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });

    it('gives a QRIS payment back through Xendit, once, even when Xendit is down at first', async () => {
      const { orderId, payment, request } = await paid('QRIS');
      expect((await refundAll(orderId)).errors).toBeUndefined();
      sim.failRefund = true;
      let now = Date.now();
      try {
        await server.app.jobs.tick(new Date(now));
      } finally {
        sim.failRefund = false;
      }
      expect(request.refunds).toEqual([]);
      expect((await paymentRow(payment.id)).attention).toBeNull();
      now += 7 * 3_600_000;
      await server.app.jobs.tick(new Date(now));
      expect(request.refunds.map((refund) => refund.amount)).toEqual([payment.amount]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', providerRefunded: payment.amount, attention: null });
      const events = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refunded_at_gateway')));
      expect(events.map((event) => event.detail)).toEqual([{ paymentId: payment.id, amount: payment.amount, gateway: 'xendit' }]);
    });

    it('does not refund twice when Xendit made the refund but its answer was lost', async () => {
      const { orderId, payment, request } = await paid('QRIS');
      expect((await refundAll(orderId)).errors).toBeUndefined();
      let now = Date.now();
      sim.loseAnswers = true;
      try {
        await server.app.jobs.tick(new Date(now));
      } finally {
        sim.loseAnswers = false;
      }
      expect(request.refunds).toHaveLength(1);
      now += 7 * 3_600_000;
      await server.app.jobs.tick(new Date(now));
      expect(request.refunds).toHaveLength(1);
      expect(await paymentRow(payment.id)).toMatchObject({ attention: null, providerRefunded: payment.amount });
      const events = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), like(orderEvents.kind, 'payment_refund%')));
      expect(events.map((event) => event.kind)).toEqual(['payment_refunded_at_gateway']);
    });

    it('tells the owner how much is left to give back by hand when Xendit refuses the refund', async () => {
      const { orderId, payment, request } = await paid('QRIS');
      // Refunded in Xendit's dashboard first: nothing is left there to refund.
      request.refunds.push({ id: 'rfd-dasbor', key: null, amount: payment.amount });
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', attention: 'refund_failed' });
      const events = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refund_failed')));
      expect(events.map((event) => event.detail)).toEqual([{ paymentId: payment.id, amount: payment.amount, gateway: 'xendit' }]);
    });

    it('leaves a virtual account to the owner to refund by hand, asking Xendit nothing', async () => {
      const { orderId, payment, request } = await paid('VIRTUAL_ACCOUNT');
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(request.refunds).toEqual([]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', providerRefunded: 0, attention: null });
      expect(await outboxRow(`provider:xendit:refund:${payment.id}-0`)).toBeUndefined();
    });
  });
});
