import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outbox, paymentNotifications, paymentProviderSettings, payments } from '../../src/server/db/tables';
import { rowsOf } from '../../src/server/db/migrate.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { MidtransApi } from '../../src/server/modules/payments';
import { startMidtransSimulator, type MidtransSimulator } from '../support/midtrans-simulator';
import { Browser, confirmTransfer, createTestProduct, readOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const CLIENT_KEY = 'SB-Mid-client-Uj1C0ba1234';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on OrderPlaced { order { id status total } payment { payment { id status amount method instructions { kind bank accountNumber qrString qrImageUrl } expiresAt } } } } }`;

const ORDER_PAYMENTS = `query($id: ID!) { order(id: $id) { id status paidAmount payments { id status method bank gateway failureReason attention expiresAt instructions { kind bank accountNumber qrString } } } }`;

interface PlacedPayment { id: string; status: string; amount: number; method: string; expiresAt: string | null; instructions: { kind: string; bank: string | null; accountNumber: string | null; qrString: string | null; qrImageUrl: string | null } | null }

describe.each(engines())('Midtrans virtual accounts and QRIS on %s', (engine) => {
  let sim: MidtransSimulator;
  let server: TestServer;
  let owner: Browser;

  const saveSettings = (input: Record<string, unknown>) => owner.graph<{ saveMidtransSettings: { enabled: boolean; serverKeyLast4: string | null; clientKey: string } }>(
    'mutation($input: MidtransSettingsInput!) { saveMidtransSettings(input: $input) { enabled production clientKey serverKeyLast4 } }',
    { input }, { m: 'MidtransSettingsInput', path: '/admin/graphql' },
  );

  const checkConnection = async (input: Record<string, unknown>, language: 'id' | 'en' = 'id') => {
    const response = await owner.fetch('/admin/graphql?m=MidtransConnectionInput', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ query: 'mutation($input: MidtransConnectionInput!) { testMidtransConnection(input: $input) { ok message } }', variables: { input } }),
    });
    const body = await response.json() as { data: { testMidtransConnection: { ok: boolean; message: string } } };
    return body.data.testMidtransConnection;
  };

  /** A shopper's order paid by the given method: its Midtrans payment and the shopper's browser. */
  const order = async (method: 'VIRTUAL_ACCOUNT' | 'QRIS', bank: string | null = 'bca', count = 1) => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server, { price: 125_000 });
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count }]);
    const answer = await shopper.graph<{ placeOrder: { __typename: string; order: { id: string; status: string; total: number }; payment: { payment: PlacedPayment } } }>(
      PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: method, bank } }, { m: 'PlaceOrderInput' },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const placed = answer.data.placeOrder;
    return { shopper, orderId: placed.order.id, total: placed.order.total, payment: placed.payment.payment };
  };

  const footerMarks = async () => {
    const answer = await new Browser(server).graph<{ shop: { paymentMarks: { virtualAccount: boolean; qris: boolean } } }>('query { shop { paymentMarks { virtualAccount qris } } }', {});
    return answer.data.shop.paymentMarks;
  };

  const paymentRow = async (id: string) => {
    const [row] = await server.database.db.select().from(payments).where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.id, id)));
    return row!;
  };

  const receivedEmails = (paymentId: string) => server.database.db.select().from(outbox)
    .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `payment-received:${paymentId}`)));

  beforeAll(async () => {
    sim = await startMidtransSimulator();
    // A database of its own on PostgreSQL: the demo shop here offers Midtrans, which other files must not see.
    server = await startTestServer(engine, { midtransApiBaseUrl: sim.url }, { ownDatabase: true });
    owner = await staffBrowser(server);
  });

  afterAll(async () => {
    await server?.close();
    await sim?.stop();
  });

  describe('the owner’s settings', () => {
    it('will not switch Midtrans on without both keys', async () => {
      // Read (and kept by the answer cache) before Midtrans is on: the footer names neither.
      expect(await footerMarks()).toEqual({ virtualAccount: false, qris: false });
      const refused = await saveSettings({ enabled: true, production: false, merchantId: 'G000000001', clientKey: CLIENT_KEY });
      expect(refused.errors?.[0]?.message).toMatch(/server key dan client key/);
    });

    it('tells the owner plainly whether the keys work, in Indonesian and in English', async () => {
      const right = await checkConnection({ production: false, serverKey: sim.serverKey });
      expect(right).toEqual({ ok: true, message: 'Kunci Midtrans berfungsi: Midtrans (sandbox) menerima server key ini.' });
      const wrong = await checkConnection({ production: false, serverKey: 'SB-Mid-server-SalahKunci99' });
      expect(wrong.ok).toBe(false);
      expect(wrong.message).toContain('menolak server key ini (401)');
      const wrongEn = await checkConnection({ production: false, serverKey: 'SB-Mid-server-SalahKunci99' }, 'en');
      expect(wrongEn.message).toContain('refused this server key (401)');
      const otherMode = await checkConnection({ production: true, serverKey: sim.serverKey }, 'en');
      expect(otherMode).toEqual({ ok: false, message: expect.stringContaining('for the other environment') as unknown as string });
      // The wrong keys reached the simulator and were refused there; the mode mismatch never left the shop.
      expect(sim.requests.filter((r) => !r.authorized).length).toBe(2);
    });

    it('keeps the server key sealed and answers only its last 4 characters', async () => {
      const saved = await saveSettings({ enabled: true, production: false, merchantId: 'G000000001', clientKey: CLIENT_KEY, serverKey: sim.serverKey });
      expect(saved.errors).toBeUndefined();
      expect(saved.data.saveMidtransSettings).toEqual({ enabled: true, production: false, clientKey: CLIENT_KEY, serverKeyLast4: sim.serverKey.slice(-4) });
      const [row] = await server.database.db.select().from(paymentProviderSettings)
        .where(and(eq(paymentProviderSettings.shopId, DEMO_SHOP_ID), eq(paymentProviderSettings.provider, 'midtrans')));
      expect(row!.secretKeySealed).toMatch(/^v1\./);
      expect(row!.secretKeySealed).not.toContain(sim.serverKey);
      // Tested again from what is stored.
      expect((await checkConnection({ production: false })).ok).toBe(true);
    });
  });

  describe('paying', () => {
    it('offers virtual accounts and QRIS at checkout once Midtrans is on', async () => {
      const shopper = new Browser(server);
      const product = await createTestProduct(server);
      const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
      const answer = await shopper.graph<{ checkout: { paymentMethods: string[] } }>('query($id: ID!) { checkout(id: $id) { paymentMethods } }', { id: checkout.id });
      expect(answer.data.checkout.paymentMethods).toEqual(expect.arrayContaining(['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS']));
      // The footer's ways to pay follow at once, not when a cached answer runs out.
      expect(await footerMarks()).toEqual({ virtualAccount: true, qris: true });
    });

    it('gives a BCA virtual account number that expires with the order', async () => {
      const { orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bca');
      expect(payment.method).toBe('VIRTUAL_ACCOUNT');
      expect(payment.instructions).toMatchObject({ kind: 'virtual_account', bank: 'bca' });
      const tx = sim.transactions.get(payment.id)!;
      expect(payment.instructions!.accountNumber).toBe((tx.charge.va_numbers as Array<{ va_number: string }>)[0]!.va_number);
      expect(tx.grossAmount).toBe(`${payment.amount}.00`);
      expect(tx.notifyUrl).toBe(`${server.baseUrl}/_/payments/midtrans/notify`);
      // The order's own deadline, read beside the payment's.
      const [row] = rowsOf<{ expires_at: Date }>(await server.database.db.execute(sql`SELECT expires_at FROM orders WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`));
      const deadline = new Date(row!.expires_at).getTime();
      expect(Math.abs(new Date(payment.expiresAt!).getTime() - deadline)).toBeLessThan(2 * 60_000);
    });

    it('gives a Permata account and a QRIS code', async () => {
      const permata = await order('VIRTUAL_ACCOUNT', 'permata');
      expect(permata.payment.instructions).toMatchObject({ kind: 'virtual_account', bank: 'permata', accountNumber: sim.transactions.get(permata.payment.id)!.charge.permata_va_number });
      const qris = await order('QRIS', null);
      expect(qris.payment.instructions?.kind).toBe('qris');
      expect(qris.payment.instructions?.qrString).toMatch(/^000201/);
      expect(qris.payment.instructions?.qrImageUrl).toContain('/qr-code');
    });

    it('draws the QRIS code so that a phone reads back exactly the payload Midtrans gave', async () => {
      const { shopper, orderId } = await order('QRIS', null);
      const answer = await shopper.graph<{ order: { paymentMethods: string[]; payments: Array<{ instructions: { qrString: string; qrCode: { size: number; quietZone: number; path: string } } }> } }>(
        'query($id: ID!) { order(id: $id) { paymentMethods payments { instructions { qrString qrCode { size quietZone path } } } } }', { id: orderId },
      );
      const { paymentMethods, payments: [current] } = answer.data.order;
      expect(paymentMethods).toEqual(expect.arrayContaining(['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS']));
      const { qrString, qrCode } = current!.instructions;
      const box = qrCode.size + 2 * qrCode.quietZone;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-qrCode.quietZone} ${-qrCode.quietZone} ${box} ${box}" width="${box * 8}" height="${box * 8}" shape-rendering="crispEdges">`
        + `<rect x="${-qrCode.quietZone}" y="${-qrCode.quietZone}" width="${box}" height="${box}" fill="#fff"/><path d="${qrCode.path}" fill="#000"/></svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
      expect(read?.data).toBe(qrString);
    });

    it('shows the same account number when the shopper asks again for the same bank, and a new one for another bank', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bri');
      const start = (bank: string) => shopper.graph<{ startPayment: { payment: PlacedPayment } }>(
        'mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id status amount method expiresAt instructions { kind bank accountNumber qrString qrImageUrl } } } }',
        { input: { orderId, clientKey: randomUUID(), method: 'VIRTUAL_ACCOUNT', bank } }, { m: 'StartPaymentInput' },
      );
      const again = (await start('bri')).data.startPayment.payment;
      expect(again.id).toBe(payment.id);
      expect(again.instructions?.accountNumber).toBe(payment.instructions?.accountNumber);
      const other = (await start('bni')).data.startPayment.payment;
      expect(other.id).not.toBe(payment.id);
      expect(other.instructions).toMatchObject({ kind: 'virtual_account', bank: 'bni' });
      expect((await paymentRow(payment.id)).status).toBe('cancelled');
    });

    it('gives a new account, and closes the old one, when the one open is about to run out', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bri');
      const start = () => shopper.graph<{ startPayment: { payment: PlacedPayment } }>(
        'mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id status amount method expiresAt instructions { kind bank accountNumber qrString qrImageUrl } } } }',
        { input: { orderId, clientKey: randomUUID(), method: 'VIRTUAL_ACCOUNT', bank: 'bri' } }, { m: 'StartPaymentInput' },
      );
      // The account given runs out in two minutes, and so does the order's own time.
      await server.database.db.execute(sql`UPDATE payments SET expires_at = now() + interval '2 minutes' WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${payment.id}`);
      await server.database.db.execute(sql`UPDATE orders SET expires_at = now() + interval '2 minutes' WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      const fresh = (await start()).data.startPayment.payment;
      expect(fresh.id).not.toBe(payment.id);
      expect(fresh.instructions).toMatchObject({ kind: 'virtual_account', bank: 'bri' });
      // Still ending with the order: a first payment never outlives it.
      const [row] = rowsOf<{ expires_at: Date }>(await server.database.db.execute(sql`SELECT expires_at FROM orders WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`));
      expect(Math.abs(new Date(fresh.expiresAt!).getTime() - new Date(row!.expires_at).getTime())).toBeLessThan(2 * 60_000);
      expect((await paymentRow(payment.id)).status).toBe('cancelled');
      await server.app.jobs.tick();
      expect(sim.transactions.get(payment.id)!.status).toBe('expire');
    });

    it('refuses a virtual account without a known bank', async () => {
      const shopper = new Browser(server);
      const product = await createTestProduct(server);
      const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
      const answer = await shopper.graph(PLACE, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: 'VIRTUAL_ACCOUNT', bank: 'mandiri' } }, { m: 'PlaceOrderInput' });
      expect(answer.errors?.[0]?.message).toContain('BCA, BNI, BRI atau Permata');
    });
  });

  describe('notifications', () => {
    it('marks the order paid on a verified settlement, and queues the shopper’s e-mail once however often it is repeated', async () => {
      const { shopper, orderId, total, payment } = await order('VIRTUAL_ACCOUNT', 'bni');
      sim.setStatus(payment.id, 'settlement');
      const first = await sim.notify(payment.id);
      expect(first).toEqual({ status: 200, body: { result: 'applied' } });
      for (let i = 0; i < 2; i += 1) expect(await sim.notify(payment.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
      const seen = await readOrder(shopper, orderId);
      expect(seen).toMatchObject({ status: 'paid', paidAmount: total });
      expect(seen!.payments[0]).toMatchObject({ id: payment.id, status: 'succeeded' });
      // Once paid, the account's number is gone, but which bank and gateway took the money stays.
      const paid = await shopper.graph<{ order: { payments: Array<{ instructions: unknown; bank: string | null; gateway: string | null }> } }>(ORDER_PAYMENTS, { id: orderId });
      expect(paid.data.order.payments[0]).toMatchObject({ instructions: null, bank: 'bni', gateway: 'Midtrans' });
      expect(await receivedEmails(payment.id)).toHaveLength(1);
      // The payment was checked with Midtrans' status API each time, never taken on the notification's word alone.
      expect(sim.requests.filter((r) => r.path === `/v2/${payment.id}/status`).length).toBe(3);
    });

    it('keeps a paid order paid when a pending notification arrives late', async () => {
      const { shopper, orderId, payment } = await order('QRIS', null);
      const pendingNotice = sim.notificationFor(payment.id);
      sim.setStatus(payment.id, 'settlement');
      expect((await sim.notify(payment.id)).body).toEqual({ result: 'applied' });
      expect((await sim.notify(payment.id, pendingNotice)).body).toEqual({ result: 'duplicate' });
      expect((await readOrder(shopper, orderId))!.status).toBe('paid');
    });

    it('rejects a forged signature and changes nothing', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bri');
      sim.setStatus(payment.id, 'settlement');
      const forged = sim.notificationFor(payment.id, { signature_key: 'ab'.repeat(64) });
      expect(await sim.notify(payment.id, forged)).toEqual({ status: 401, body: { result: 'forged' } });
      // A signature made for a smaller amount does not carry over to the real one.
      const cheap = sim.notificationFor(payment.id, { gross_amount: '1000.00' });
      expect((await sim.notify(payment.id, { ...cheap, gross_amount: `${payment.amount}.00` })).status).toBe(401);
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');
      expect((await paymentRow(payment.id)).status).toBe('pending');
      const recorded = await server.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentRef, payment.id));
      expect(recorded).toHaveLength(0);
    });

    it('does not mark paid what Midtrans’ status API still calls pending, however the notification is signed', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bca');
      const claim = sim.notificationFor(payment.id, { transaction_status: 'settlement', status_code: '200' });
      expect(await sim.notify(payment.id, claim)).toEqual({ status: 200, body: { result: 'ignored' } });
      expect((await readOrder(shopper, orderId))!.status).toBe('awaiting_payment');
      expect((await paymentRow(payment.id)).status).toBe('pending');
      expect(await receivedEmails(payment.id)).toHaveLength(0);
    });

    it('flags a settlement for another amount for the owner and never marks it paid', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bca');
      sim.setStatus(payment.id, 'settlement', { grossAmount: `${payment.amount - 5000}.00` });
      expect(await sim.notify(payment.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      const seen = await readOrder(shopper, orderId);
      expect(seen).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
      expect(await receivedEmails(payment.id)).toHaveLength(0);
      const row = await paymentRow(payment.id);
      expect(row).toMatchObject({ status: 'failed', attention: 'amount_mismatch' });
      const events = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), like(orderEvents.kind, 'payment_amount%')));
      expect(events[0]!.detail).toMatchObject({ asked: payment.amount, paid: payment.amount - 5000 });
      const dashboard = await owner.graph<{ dashboard: { paymentsNeedingAttention: number } }>('query { dashboard { paymentsNeedingAttention } }', {}, { path: '/admin/graphql' });
      expect(dashboard.data.dashboard.paymentsNeedingAttention).toBeGreaterThanOrEqual(1);
      const asOwner = await owner.graph<{ orderById: { payments: Array<{ id: string; attention: string | null }> } }>(
        'query($id: ID!) { orderById(id: $id) { payments { id attention } } }', { id: orderId }, { path: '/admin/graphql' },
      );
      expect(asOwner.data.orderById.payments.find((p) => p.id === payment.id)?.attention).toBe('amount_mismatch');

      // The owner settles it with the shopper, says what was done, and the flag comes off once.
      const resolve = (reason: string) => owner.graph<{ resolvePaymentAttention: { order: { id: string } } }>(
        'mutation($input: PaymentDecisionInput!) { resolvePaymentAttention(input: $input) { order { id } } }',
        { input: { paymentId: payment.id, reason } }, { m: 'PaymentDecisionInput', path: '/admin/graphql' },
      );
      const blank = await resolve('  ');
      expect(blank.errors?.[0]?.message).toMatch(/Tulis apa yang sudah dilakukan/);
      expect((await paymentRow(payment.id)).attention).toBe('amount_mismatch');
      const before = dashboard.data.dashboard.paymentsNeedingAttention;
      expect((await resolve('Selisih Rp5.000 dikembalikan ke BCA pembeli')).errors).toBeUndefined();
      expect((await paymentRow(payment.id)).attention).toBeNull();
      expect((await resolve('lagi')).errors).toBeUndefined();
      const resolved = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_attention_resolved')));
      expect(resolved.map((event) => event.detail)).toEqual([{ paymentId: payment.id, attention: 'amount_mismatch', note: 'Selisih Rp5.000 dikembalikan ke BCA pembeli' }]);
      const after = await owner.graph<{ dashboard: { paymentsNeedingAttention: number } }>('query { dashboard { paymentsNeedingAttention } }', {}, { path: '/admin/graphql' });
      expect(after.data.dashboard.paymentsNeedingAttention).toBe(before - 1);
    });

    it('expires the payment when Midtrans expires it, and a later settlement claim cannot revive it', async () => {
      const { shopper, orderId, payment } = await order('QRIS', null);
      sim.setStatus(payment.id, 'expire');
      expect(await sim.notify(payment.id)).toEqual({ status: 200, body: { result: 'applied' } });
      const seen = await shopper.graph<{ order: { payments: Array<{ id: string; status: string; instructions: unknown }> } }>(ORDER_PAYMENTS, { id: orderId });
      expect(seen.data.order.payments[0]).toMatchObject({ id: payment.id, status: 'expired', instructions: null });
      expect(await sim.notify(payment.id)).toEqual({ status: 200, body: { result: 'duplicate' } });
    });

    it('flags money paid into an account the shopper had left for another bank, without counting it', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bca');
      const switched = await shopper.graph<{ startPayment: { payment: PlacedPayment } }>(
        'mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id status amount method expiresAt instructions { kind bank accountNumber qrString qrImageUrl } } } }',
        { input: { orderId, clientKey: randomUUID(), method: 'VIRTUAL_ACCOUNT', bank: 'bni' } }, { m: 'StartPaymentInput' },
      );
      expect(switched.data.startPayment.payment.instructions).toMatchObject({ kind: 'virtual_account', bank: 'bni' });
      expect((await paymentRow(payment.id)).status).toBe('cancelled');
      sim.setStatus(payment.id, 'settlement');
      expect(await sim.notify(payment.id)).toEqual({ status: 200, body: { result: 'flagged' } });
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'cancelled', attention: 'paid_when_closed' });
      expect((await readOrder(shopper, orderId))).toMatchObject({ status: 'awaiting_payment', paidAmount: 0 });
      // The new account still pays the order.
      const current = switched.data.startPayment.payment;
      sim.setStatus(current.id, 'settlement');
      expect((await sim.notify(current.id)).body).toEqual({ result: 'applied' });
      expect((await readOrder(shopper, orderId))!.status).toBe('paid');
    });

    it('closes at Midtrans the account the shopper left, and the open one when the order expires', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bca');
      const switched = await shopper.graph<{ startPayment: { payment: PlacedPayment } }>(
        'mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id status amount method expiresAt instructions { kind bank accountNumber qrString qrImageUrl } } } }',
        { input: { orderId, clientKey: randomUUID(), method: 'VIRTUAL_ACCOUNT', bank: 'bni' } }, { m: 'StartPaymentInput' },
      );
      const current = switched.data.startPayment.payment;
      // Only after the switch has committed, through the outbox.
      expect(sim.transactions.get(payment.id)!.status).toBe('pending');
      await server.app.jobs.tick();
      expect(sim.transactions.get(payment.id)!.status).toBe('expire');
      expect(sim.transactions.get(current.id)!.status).toBe('pending');
      expect(sim.requests.filter((request) => request.path === `/v2/${payment.id}/expire`)).toEqual([{ method: 'POST', path: `/v2/${payment.id}/expire`, authorized: true }]);

      await server.database.db.execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      await server.app.jobs.tick();
      expect((await readOrder(shopper, orderId))!.status).toBe('expired');
      expect((await paymentRow(current.id)).status).toBe('cancelled');
      // Queued by the expiry after this pass's clock was read: the next pass makes the call.
      await server.app.jobs.tick();
      expect(sim.transactions.get(current.id)!.status).toBe('expire');
      const [row] = rowsOf<{ status: string; attempts: number }>(await server.database.db.execute(
        sql`SELECT status, attempts FROM outbox WHERE shop_id = ${DEMO_SHOP_ID} AND dedupe_key = ${`provider:midtrans:expire:${current.id}`}`,
      ));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      // Nothing left to close (expired already, or never made at Midtrans) is an answer, not a failure to retry.
      const api = new MidtransApi(sim.url);
      const account = { serverKey: sim.serverKey, clientKey: CLIENT_KEY, production: false };
      expect(await api.expire(account, current.id)).toBe('nothing_to_expire');
      expect(await api.expire(account, 'tidak-pernah-ada')).toBe('nothing_to_expire');
      await expect(api.expire({ ...account, serverKey: 'SB-Mid-server-Salah123456' }, current.id)).rejects.toMatchObject({ httpStatus: 401 });
    });

    it('closes the account at Midtrans when the shopper sends a transfer proof instead, and when the owner cancels the order', async () => {
      const first = await order('VIRTUAL_ACCOUNT', 'bca');
      const proof = await confirmTransfer(first.shopper, {
        orderId: first.orderId, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari Wulandari', amount: first.total, transferDate: new Date().toISOString().slice(0, 10),
      });
      expect(proof.errors).toBeUndefined();
      expect((await paymentRow(first.payment.id)).status).toBe('cancelled');

      const second = await order('QRIS', null);
      const cancelled = await owner.graph('mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { id status } }',
        { input: { orderId: second.orderId, reason: 'Stok habis' } }, { m: 'OrderDecisionInput', path: '/admin/graphql' });
      expect(cancelled.errors).toBeUndefined();
      expect((await paymentRow(second.payment.id)).status).toBe('cancelled');

      await server.app.jobs.tick();
      expect(sim.transactions.get(first.payment.id)!.status).toBe('expire');
      expect(sim.transactions.get(second.payment.id)!.status).toBe('expire');
    });

    it('asks the owner to close by hand an account Midtrans would not close after every try', async () => {
      const { shopper, orderId, payment } = await order('VIRTUAL_ACCOUNT', 'bca');
      sim.failExpire = true;
      try {
        await shopper.graph('mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id } } }',
          { input: { orderId, clientKey: randomUUID(), method: 'QRIS' } }, { m: 'StartPaymentInput' });
        // Six passes, each past the longest wait between tries.
        let now = Date.now();
        for (let attempt = 0; attempt < 6; attempt += 1) {
          await server.app.jobs.tick(new Date(now));
          if (attempt < 5) expect((await paymentRow(payment.id)).attention).toBeNull();
          now += 7 * 3_600_000;
        }
      } finally {
        sim.failExpire = false;
      }
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'cancelled', attention: 'expire_failed' });
      expect(sim.transactions.get(payment.id)!.status).toBe('pending');
      const [row] = rowsOf<{ status: string; attempts: number }>(await server.database.db.execute(
        sql`SELECT status, attempts FROM outbox WHERE shop_id = ${DEMO_SHOP_ID} AND dedupe_key = ${`provider:midtrans:expire:${payment.id}`}`,
      ));
      expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    });

    it('answers 400 to a body that is not a notification', async () => {
      const notJson = await fetch(`${server.baseUrl}/_/payments/midtrans/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
      expect(notJson.status).toBe(400);
    });
  });

  describe('refunds', () => {
    const ADMIN = { path: '/admin/graphql' };
    const paid = async (method: 'VIRTUAL_ACCOUNT' | 'QRIS', count = 1) => {
      const placed = await order(method, method === 'QRIS' ? null : 'bca', count);
      sim.setStatus(placed.payment.id, 'settlement');
      expect((await sim.notify(placed.payment.id)).body).toEqual({ result: 'applied' });
      return placed;
    };
    const refundAll = (orderId: string) => owner.graph('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status } }',
      { input: { orderId, reason: 'Barang tidak jadi dikirim' } }, { m: 'OrderDecisionInput', ...ADMIN });
    const refundEvents = (orderId: string) => server.database.db.select().from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refunded_at_gateway')));

    it('gives a QRIS payment back through Midtrans once the owner refunds, part by part, never twice', async () => {
      const { orderId, payment } = await paid('QRIS', 2);
      const refundLines = await owner.graph<{ refundOrderLines: { __typename: string; throughGateway: number; byHand: number } }>(
        'mutation($input: RefundOrderLinesInput!) { refundOrderLines(input: $input) { __typename ... on OrderLinesRefunded { throughGateway byHand } } }',
        { input: { orderId, lines: [{ position: 0, count: 1 }], reason: 'Satu rusak' } }, { m: 'RefundOrderLinesInput', ...ADMIN },
      );
      // The owner is told at once that nothing is left to send by hand.
      expect(refundLines.data.refundOrderLines).toEqual({ __typename: 'OrderLinesRefunded', throughGateway: 125_000, byHand: 0 });
      // Only once the refund is committed, through the outbox.
      expect(sim.transactions.get(payment.id)!.refunds).toEqual([]);
      await server.app.jobs.tick();
      expect(sim.transactions.get(payment.id)!.refunds.map((r) => r.refund_amount)).toEqual(['125000.00']);
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      await server.app.jobs.tick();
      const refunds = sim.transactions.get(payment.id)!.refunds;
      expect(refunds.map((r) => r.refund_amount)).toEqual(['125000.00', `${payment.amount - 125_000}.00`]);
      expect(new Set(refunds.map((r) => r.refund_key)).size).toBe(2);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', providerRefunded: payment.amount, attention: null });
      expect((await refundEvents(orderId)).map((event) => event.detail)).toEqual([
        { paymentId: payment.id, amount: 125_000, gateway: 'midtrans' }, { paymentId: payment.id, amount: payment.amount - 125_000, gateway: 'midtrans' },
      ]);
    });

    it('asks nothing of Midtrans for a virtual account, which the owner refunds by hand', async () => {
      const { orderId, payment } = await paid('VIRTUAL_ACCOUNT');
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', providerRefunded: 0 });
      const calls = await server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), like(outbox.dedupeKey, `provider:midtrans:refund:${payment.id}%`)));
      expect(calls).toHaveLength(0);
      expect(sim.requests.some((r) => r.path === `/v2/${payment.id}/refund`)).toBe(false);
      const split = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'refund_through_gateway')));
      expect(split).toHaveLength(0);
    });

    it('does not refund twice when Midtrans made the refund but its answer was lost', async () => {
      const { orderId, payment } = await paid('QRIS');
      expect((await refundAll(orderId)).errors).toBeUndefined();
      sim.loseRefundAnswer = true;
      let now = Date.now();
      try {
        await server.app.jobs.tick(new Date(now));
      } finally {
        sim.loseRefundAnswer = false;
      }
      expect(sim.transactions.get(payment.id)!.refunds).toHaveLength(1);
      now += 7 * 3_600_000;
      await server.app.jobs.tick(new Date(now));
      expect(sim.transactions.get(payment.id)!.refunds).toHaveLength(1);
      expect(sim.requests.filter((r) => r.path === `/v2/${payment.id}/refund`)).toHaveLength(2);
      expect(await paymentRow(payment.id)).toMatchObject({ attention: null, providerRefunded: payment.amount });
      expect(await refundEvents(orderId)).toHaveLength(1);
    });

    it('asks the owner to refund by hand what Midtrans refuses to refund', async () => {
      const { orderId, payment } = await paid('QRIS');
      // Refunded in the Midtrans dashboard first: nothing is left there to refund.
      sim.transactions.get(payment.id)!.refunds.push({ refund_key: 'dasbor', refund_amount: `${payment.amount}.00`, reason: '', created_at: '' });
      expect((await refundAll(orderId)).errors).toBeUndefined();
      await server.app.jobs.tick();
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', attention: 'refund_failed' });
      expect(await refundEvents(orderId)).toHaveLength(0);
    });
  });
});
