import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, courierAggregatorSettings, orders } from '../../src/server/db/tables';
import { rowsOf } from '../../src/server/db/migrate.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { simulatedPrice, startBiteshipSimulator, type BiteshipSimulator } from '../support/biteship-simulator';
import { startRajaOngkirSimulator, type RajaOngkirSimulator } from '../support/rajaongkir-simulator';
import { ADDRESS, Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout, staffBrowser, updateCheckout } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const RATES_TIMEOUT_MS = 700;
const ORIGIN = '12440';

interface Setup { accounts: Array<{ provider: string; enabled: boolean; production: boolean; apiKeyLast4: string | null; originPostalCode: string; originLabel: string; couriers: string[] }>; webhookUrl: string }
interface ShipmentView { waybill: string | null; booked: boolean; status: string | null; history: Array<{ status: string; note: string }> }

describe.each(engines())('live courier rates, bookings and tracking on %s', (engine) => {
  let biteship: BiteshipSimulator;
  let rajaongkir: RajaOngkirSimulator;
  let server: TestServer;
  let owner: Browser;

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'ID', language: 'id' | 'en' = 'id') =>
    owner.fetch(`/admin/graphql?m=${m}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': language }, body: JSON.stringify({ query, variables }) })
      .then(async (response) => (await response.json()) as { data: T; errors?: Array<{ message: string }> });

  const save = (input: Record<string, unknown>) => admin<{ saveCourierAggregator: Setup }>(
    'mutation($input: CourierAggregatorInput!) { saveCourierAggregator(input: $input) { webhookUrl accounts { provider enabled production apiKeyLast4 originPostalCode originLabel couriers } } }',
    { input }, 'CourierAggregatorInput',
  );
  const check = (input: Record<string, unknown>, language: 'id' | 'en' = 'id') => admin<{ testCourierAggregator: { ok: boolean; message: string } }>(
    'mutation($input: CourierAggregatorCheckInput!) { testCourierAggregator(input: $input) { ok message } }', { input }, 'CourierAggregatorCheckInput', language,
  ).then((answer) => answer.data.testCourierAggregator);

  const SENDER = { senderName: 'Gudang Lumbung', senderPhone: '0812-1111-2222', senderAddress: 'Jl. Lebak Bulus I No. 8, Cilandak, Jakarta Selatan' };
  const useBiteship = async () => {
    const saved = await save({ provider: 'biteship', enabled: true, apiKey: biteship.apiKey, originPostalCode: ORIGIN, couriers: ['jne', 'sicepat'], ...SENDER });
    expect(saved.errors).toBeUndefined();
    biteship.webhookUrl = saved.data.saveCourierAggregator.webhookUrl;
  };
  const ratesAsked = () => biteship.requests.filter((request) => request.path === '/v1/rates/couriers').length;

  const shopperCheckout = async (weightGrams = 1200) => {
    const shopper = new Browser(server);
    const product = await createTestProduct(server, { price: 150_000, weightGrams });
    return { shopper, checkout: await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]) };
  };

  const paidBiteshipOrder = async (aggregator = 'biteship') => {
    const { shopper, checkout } = await shopperCheckout();
    expect(checkout.shippingMethodId).toMatch(new RegExp(`^live:${aggregator}:`));
    const placed = await placeOrder(shopper, checkout.id);
    const order = placed.order!;
    const proof = await confirmTransfer(shopper, { orderId: order.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: order.total, transferDate: new Date().toISOString().slice(0, 10) });
    const verified = await admin('mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { input: { paymentId: proof.data!.confirmBankTransfer.payment.id } }, 'PaymentDecisionInput');
    expect(verified.errors).toBeUndefined();
    return { shopper, orderId: order.id };
  };

  const book = (orderId: string) => admin<{ bookCourier: { status: string; trackingNumber: string | null; shipment: ShipmentView | null } }>(
    'mutation($orderId: ID!) { bookCourier(orderId: $orderId) { status trackingNumber shipment { waybill booked status history { status note } } } }', { orderId },
  );
  const shopperShipment = async (shopper: Browser, orderId: string) => {
    const answer = await shopper.graph<{ order: { status: string; trackingNumber: string | null; shipment: ShipmentView | null } }>(
      'query($id: ID!) { order(id: $id) { status trackingNumber shipment { waybill booked status history { status note } } } }', { id: orderId },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.order;
  };
  const orderRow = async (id: string) => (await server.database.db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, id))))[0]!;

  beforeAll(async () => {
    biteship = await startBiteshipSimulator();
    rajaongkir = await startRajaOngkirSimulator();
    // A database of its own on PostgreSQL: the demo shop here takes live rates, which other files must not see.
    server = await startTestServer(engine, { biteshipApiBaseUrl: biteship.url, rajaOngkirApiBaseUrl: rajaongkir.url, courierRatesTimeoutMs: RATES_TIMEOUT_MS }, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    await server?.close();
    await biteship?.stop();
    await rajaongkir?.stop();
  });

  describe('the owner’s settings', () => {
    it('refuses what cannot work with a message that says what to enter', async () => {
      expect((await save({ provider: 'biteship', enabled: true, originPostalCode: ORIGIN, couriers: ['jne'] })).errors?.[0]?.message).toBe('Isi API key sebelum menyalakan tarif otomatis.');
      expect((await save({ provider: 'biteship', enabled: false, apiKey: 'sk_live_123456789012', originPostalCode: ORIGIN, couriers: ['jne'] })).errors?.[0]?.message).toContain('diawali "biteship_test."');
      expect((await save({ provider: 'biteship', enabled: false, originPostalCode: '1244', couriers: ['jne'] })).errors?.[0]?.message).toBe('Kode pos asal pengiriman terdiri dari 5 angka.');
      expect((await save({ provider: 'biteship', enabled: false, originPostalCode: ORIGIN, couriers: ['dhl'] })).errors?.[0]?.message).toMatch(/^Kurir "dhl" tidak dikenal\. Pilih dari: jne, sicepat/);
      expect(await server.database.db.select().from(courierAggregatorSettings).where(eq(courierAggregatorSettings.shopId, DEMO_SHOP_ID))).toEqual([]);
    });

    it('tells the owner whether a key works, in both languages', async () => {
      expect(await check({ provider: 'biteship', apiKey: biteship.apiKey })).toEqual({ ok: true, message: 'Biteship menerima API key ini (mode uji).' });
      expect(await check({ provider: 'biteship', apiKey: 'biteship_live.wrongwrongwrong' }, 'en')).toEqual({ ok: false, message: 'Biteship refuses this API key. Copy it again from the Biteship dashboard.' });
      expect(await check({ provider: 'rajaongkir', apiKey: 'abc123abc123abc123' })).toEqual({ ok: false, message: 'RajaOngkir menolak API key ini. Salin ulang kuncinya dari dasbor RajaOngkir.' });
      expect(await check({ provider: 'rajaongkir', apiKey: rajaongkir.apiKey })).toEqual({ ok: true, message: 'RajaOngkir menerima API key ini (mode live).' });
      expect((await check({ provider: 'biteship' })).message).toBe('Belum ada API key yang tersimpan atau diisi.');
    });

    it('finds RajaOngkir’s origin by postal code, then switches it off when Biteship is switched on; keys are sealed', async () => {
      const raja = await save({ provider: 'rajaongkir', enabled: true, apiKey: rajaongkir.apiKey, originPostalCode: ORIGIN, couriers: ['jne', 'pos'] });
      expect(raja.errors).toBeUndefined();
      expect(raja.data.saveCourierAggregator.accounts.find((account) => account.provider === 'rajaongkir')).toMatchObject({
        enabled: true, apiKeyLast4: rajaongkir.apiKey.slice(-4), originLabel: 'LEBAK BULUS, CILANDAK, JAKARTA SELATAN, DKI JAKARTA, 12440',
      });
      await useBiteship();
      const rows = await server.database.db.select().from(courierAggregatorSettings).where(eq(courierAggregatorSettings.shopId, DEMO_SHOP_ID));
      expect(rows.map((row) => [row.provider, row.enabled]).sort()).toEqual([['biteship', true], ['rajaongkir', false]]);
      expect(rows.map((row) => row.apiKeySealed).join()).not.toContain(biteship.apiKey);
      expect(rows.map((row) => row.apiKeySealed).join()).not.toContain(rajaongkir.apiKey);
    });
  });

  describe('rates at checkout', () => {
    it('offers Biteship’s prices for the parcel, cheapest first, asked once per parcel and never while the order is placed', async () => {
      await useBiteship();
      const before = ratesAsked();
      const { shopper, checkout } = await shopperCheckout(1200);
      const fee = (perKg: number) => simulatedPrice(perKg, ORIGIN, ADDRESS.postalCode, 1200);
      expect(checkout.shippingOptions.map((option) => [option.id, option.courier, option.service, option.fee])).toEqual([
        ['live:biteship:sicepat:reg', 'SiCepat', 'Reguler', fee(10_000)],
        ['live:biteship:jne:reg', 'JNE', 'Reguler', fee(11_000)],
        ['live:biteship:sicepat:best', 'SiCepat', 'Besok Sampai Tujuan', fee(17_000)],
        ['live:biteship:jne:yes', 'JNE', 'Yakin Esok Sampai', fee(19_000)],
      ]);
      // The address, then the courier: one question to Biteship for the one parcel.
      expect(ratesAsked() - before).toBe(1);
      const asked = biteship.requests.at(-1)!;
      expect(asked.body).toMatchObject({ origin_postal_code: Number(ORIGIN), destination_postal_code: Number(ADDRESS.postalCode), couriers: 'jne,sicepat' });
      const placed = await placeOrder(shopper, checkout.id);
      expect(placed.__typename).toBe('OrderPlaced');
      expect(ratesAsked() - before).toBe(1);
      const row = await orderRow(placed.order!.id);
      expect(row).toMatchObject({ shippingCourier: 'SiCepat', shippingService: 'Reguler', shippingFee: fee(10_000), shippingRate: { aggregator: 'biteship', courierCode: 'sicepat', serviceCode: 'reg' } });
    });

    it('asks again when the parcel changes, and falls back to the shop’s own rates when Biteship is slow or down', async () => {
      await useBiteship();
      const { shopper, checkout } = await shopperCheckout(800);
      const before = ratesAsked();
      biteship.delayMs = RATES_TIMEOUT_MS * 4;
      const started = Date.now();
      const moved = await updateCheckout(shopper, { checkoutId: checkout.id, shippingAddress: { ...ADDRESS, postalCode: '55283' } });
      expect(Date.now() - started).toBeLessThan(RATES_TIMEOUT_MS + 1500);
      biteship.delayMs = 0;
      expect(ratesAsked() - before).toBe(1);
      expect(moved.shippingOptions.length).toBeGreaterThan(0);
      expect(moved.shippingOptions.every((option) => !option.id.startsWith('live:'))).toBe(true);
      // The chosen live rate is no longer offered, so the order cannot be placed with it.
      expect(moved.shippingMethodId).toMatch(/^live:biteship:/);
      const refused = await placeOrder(shopper, checkout.id);
      expect(refused).toMatchObject({ __typename: 'CheckoutIncomplete', fields: ['shippingMethodId'] });
      // The failure is kept on the checkout: the next answer does not wait on Biteship again at once.
      const [stored] = await server.database.db.select({ liveRates: checkouts.liveRates }).from(checkouts).where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, checkout.id)));
      expect(stored!.liveRates).toMatchObject({ rates: null });
      await updateCheckout(shopper, { checkoutId: checkout.id, shippingMethodId: moved.shippingOptions[0]!.id });
      expect(ratesAsked() - before).toBe(1);
      // The owner is told that checkout fell back, and why.
      const told = await admin<{ courierAggregators: { accounts: Array<{ provider: string; lastFailure: string | null; lastFailureAt: string | null }> } }>(
        'query { courierAggregators { accounts { provider lastFailure lastFailureAt } } }');
      const noted = told.data.courierAggregators.accounts.find((account) => account.provider === 'biteship')!;
      expect(noted.lastFailure).toBe('timeout');
      expect(Date.now() - Date.parse(noted.lastFailureAt!)).toBeLessThan(60_000);

      biteship.failRates = true;
      const { checkout: down } = await shopperCheckout(900);
      biteship.failRates = false;
      expect(down.shippingOptions.every((option) => !option.id.startsWith('live:'))).toBe(true);
      expect(down.shippingMethodId).toBeTruthy();
    });

    it('prices through RajaOngkir from its own place ids when RajaOngkir is the one switched on', async () => {
      const saved = await save({ provider: 'rajaongkir', enabled: true, originPostalCode: ORIGIN, couriers: ['jne', 'pos'] });
      expect(saved.errors).toBeUndefined();
      const { checkout } = await shopperCheckout(2500);
      expect(checkout.shippingOptions.map((option) => option.id)).toEqual(['live:rajaongkir:pos:pos reguler', 'live:rajaongkir:jne:reg', 'live:rajaongkir:jne:yes']);
      const cost = rajaongkir.requests.filter((request) => request.path === '/api/v1/calculate/domestic-cost').at(-1)!;
      expect(cost.form).toMatchObject({ origin: '17549', weight: '2500', courier: 'jne:pos' });
      expect(checkout.shippingOptions[1]).toMatchObject({ courier: 'JNE', service: 'REG', fee: simulatedPrice(11_000, ORIGIN, ADDRESS.postalCode, 2500) });
      await useBiteship();
    });
  });

  describe('booking the courier and tracking the parcel', () => {
    it('books the chosen service through Biteship, ships the order with its airway bill and e-mails the shopper; a second click books nothing more', async () => {
      await useBiteship();
      const { shopper, orderId } = await paidBiteshipOrder();
      const offered = await admin<{ orderById: { bookableCourier: { courier: string; service: string } | null } }>('query($id: ID!) { orderById(id: $id) { bookableCourier { courier service } } }', { id: orderId });
      expect(offered.data.orderById.bookableCourier).toEqual({ courier: 'SiCepat', service: 'Reguler' });
      const booked = await book(orderId);
      expect(booked.errors).toBeUndefined();
      const booking = biteship.byReference(orderId);
      expect(booking).toMatchObject({ courierCode: 'sicepat', serviceCode: 'reg', destinationPostalCode: ADDRESS.postalCode });
      expect(booked.data.bookCourier).toMatchObject({ status: 'shipped', trackingNumber: booking.waybill, shipment: { waybill: booking.waybill, booked: true } });
      const [mail] = rowsOf<{ dedupe_key: string }>(await server.database.db.execute(sql`SELECT dedupe_key FROM outbox WHERE shop_id = ${DEMO_SHOP_ID} AND dedupe_key = ${`order-shipped:${orderId}`}`));
      expect(mail).toBeDefined();
      const again = await book(orderId);
      expect(again.errors).toBeUndefined();
      expect([...biteship.orders.values()].filter((order) => order.referenceId === orderId)).toHaveLength(1);

      // The shopper follows the journey; Biteship's webhook brings the next step at once.
      const seen = await shopperShipment(shopper, orderId);
      expect(seen.shipment).toMatchObject({ waybill: booking.waybill, status: 'confirmed', history: [{ status: 'confirmed', note: 'Order has been confirmed' }] });
      biteship.advance(booking.id, 'picked', 'Paket dijemput kurir di Cilandak');
      expect((await biteship.notify(booking.id)).status).toBe(200);
      const moved = await shopperShipment(shopper, orderId);
      expect(moved.shipment?.status).toBe('picked');
      expect(moved.shipment?.history.map((step) => step.status)).toEqual(['picked', 'confirmed']);
    });

    it('a booking whose answer was lost is found again through Biteship’s webhook, never booked twice', async () => {
      await useBiteship();
      const { orderId } = await paidBiteshipOrder();
      biteship.loseBookingAnswers = true;
      const lost = await book(orderId);
      biteship.loseBookingAnswers = false;
      expect(lost.errors?.[0]?.message).toMatch(/^Biteship tidak dapat memesan kurir/);
      // Without an answer the booking may exist: another click waits rather than books.
      const atOnce = await book(orderId);
      expect(atOnce.errors?.[0]?.message).toMatch(/^Kurir untuk pesanan ini sedang dipesan/);
      await server.database.db.execute(sql`UPDATE orders SET shipment = jsonb_set(shipment, '{bookingStartedAt}', '"2026-01-01T00:00:00.000Z"') WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      const retried = await book(orderId);
      expect(retried.errors?.[0]?.message).toMatch(/^Biteship sudah mencatat pemesanan untuk pesanan ini/);
      expect([...biteship.orders.values()].filter((order) => order.referenceId === orderId)).toHaveLength(1);
      const booking = biteship.byReference(orderId);
      expect((await biteship.notify(booking.id, 'order.waybill_id')).status).toBe(200);
      const row = await orderRow(orderId);
      expect(row).toMatchObject({ status: 'shipped', trackingNumber: booking.waybill, shipment: { bookingId: booking.id, waybill: booking.waybill } });
    });

    it('a webhook is only a hint: what Biteship’s API answers is kept, and unknown bookings change nothing', async () => {
      await useBiteship();
      const { orderId } = await paidBiteshipOrder();
      await book(orderId);
      const booking = biteship.byReference(orderId);
      const forged = await fetch(biteship.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'order.status', order_id: booking.id, status: 'delivered' }) });
      expect(forged.status).toBe(200);
      expect((await orderRow(orderId)).shipment?.status).toBe('confirmed');
      // A booking the shop does not know is not even asked about while none of its bookings waits for an answer.
      const asked = biteship.requests.length;
      const unknown = await fetch(biteship.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'order.status', order_id: 'ffffffffffffffffffffffff', status: 'delivered' }) });
      expect(unknown.status).toBe(200);
      expect(((await unknown.json()) as { result: string }).result).toBe('ignored');
      expect(biteship.requests.length).toBe(asked);
      // Biteship checks a new webhook address with an empty body.
      const check = await fetch(biteship.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' } });
      expect(check.status).toBe(200);
    });

    it('follows an airway bill typed by hand, and a bill Biteship does not know is not asked about on every visit', async () => {
      await useBiteship();
      const { shopper, orderId } = await paidBiteshipOrder();
      const shipped = await admin('mutation($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) { status } }',
        { input: { orderId, courier: 'SiCepat', trackingNumber: 'SCP0000000001' } }, 'MarkOrderShippedInput');
      expect(shipped.errors).toBeUndefined();
      const trackingAsks = () => biteship.requests.filter((request) => request.path.startsWith('/v1/trackings/')).length;
      const before = trackingAsks();
      const first = await shopperShipment(shopper, orderId);
      expect(first.shipment).toMatchObject({ waybill: 'SCP0000000001', booked: false, history: [] });
      await shopperShipment(shopper, orderId);
      expect(trackingAsks() - before).toBe(1);
      expect(biteship.requests.filter((request) => request.path.startsWith('/v1/trackings/')).at(-1)!.path).toBe('/v1/trackings/SCP0000000001/couriers/sicepat');
    });

    it('follows an airway bill typed by hand through RajaOngkir, each courier step in its own words, until it is delivered', async () => {
      expect((await save({ provider: 'rajaongkir', enabled: true, apiKey: rajaongkir.apiKey, originPostalCode: ORIGIN, couriers: ['jne', 'pos'] })).errors).toBeUndefined();
      const { shopper, orderId } = await paidBiteshipOrder('rajaongkir');
      const waybill = `CGK${Date.now()}`;
      rajaongkir.addWaybill(waybill, 'jne', ADDRESS.phone);
      rajaongkir.logStep(waybill, 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]', 'JAKARTA SELATAN', new Date(Date.now() - 5 * 3_600_000));
      rajaongkir.logStep(waybill, 'RECEIVED AT WAREHOUSE [SLEMAN]', 'SLEMAN', new Date(Date.now() - 3_600_000));
      const shipped = await admin('mutation($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) { status } }',
        { input: { orderId, courier: 'JNE', trackingNumber: waybill } }, 'MarkOrderShippedInput');
      expect(shipped.errors).toBeUndefined();

      const seen = await shopperShipment(shopper, orderId);
      expect(seen.shipment).toEqual({
        waybill, booked: false, status: 'in_transit',
        history: [{ status: 'in_transit', note: 'RECEIVED AT WAREHOUSE [SLEMAN] — SLEMAN' }, { status: 'in_transit', note: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA] — JAKARTA SELATAN' }],
      });
      const asked = rajaongkir.requests.filter((request) => request.path === '/api/v1/track/waybill');
      // JNE checks the recipient's phone: its last 5 digits go with every ask.
      expect(asked.at(-1)).toMatchObject({ authorized: true, form: { awb: waybill, courier: 'jne', last_phone_number: '67890' } });
      await shopperShipment(shopper, orderId);
      expect(rajaongkir.requests.filter((request) => request.path === '/api/v1/track/waybill')).toHaveLength(asked.length);

      // A quarter of an hour later the parcel has arrived.
      rajaongkir.deliver(waybill, 'SARI');
      await server.database.db.execute(sql`UPDATE orders SET shipment = jsonb_set(shipment, '{checkedAt}', '"2026-01-01T00:00:00.000Z"') WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      const delivered = await shopperShipment(shopper, orderId);
      expect(delivered.shipment?.status).toBe('delivered');
      expect(delivered.shipment?.history[0]).toEqual({ status: 'delivered', note: 'SARI' });
      expect(delivered.shipment?.history).toHaveLength(3);
      // A journey that has ended is not asked about again.
      await server.database.db.execute(sql`UPDATE orders SET shipment = jsonb_set(shipment, '{checkedAt}', '"2026-01-01T00:00:00.000Z"') WHERE shop_id = ${DEMO_SHOP_ID} AND id = ${orderId}`);
      const before = rajaongkir.requests.length;
      await shopperShipment(shopper, orderId);
      expect(rajaongkir.requests.length).toBe(before);
      await useBiteship();
    });

    it('a bill RajaOngkir does not know shows no journey and is not asked about on every visit', async () => {
      expect((await save({ provider: 'rajaongkir', enabled: true, originPostalCode: ORIGIN, couriers: ['jne', 'pos'] })).errors).toBeUndefined();
      const { shopper, orderId } = await paidBiteshipOrder('rajaongkir');
      await admin('mutation($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) { status } }', { input: { orderId, courier: 'POS Indonesia', trackingNumber: 'P2611300000001' } }, 'MarkOrderShippedInput');
      const asks = () => rajaongkir.requests.filter((request) => request.path === '/api/v1/track/waybill').length;
      const before = asks();
      expect((await shopperShipment(shopper, orderId)).shipment).toEqual({ waybill: 'P2611300000001', booked: false, status: null, history: [] });
      expect((await shopperShipment(shopper, orderId)).trackingNumber).toBe('P2611300000001');
      expect(asks() - before).toBe(1);
      await useBiteship();
    });

    it('refuses to book an order priced from the shop’s own rates', async () => {
      await save({ provider: 'biteship', enabled: false, originPostalCode: ORIGIN, couriers: ['jne', 'sicepat'], ...SENDER });
      const { shopper, checkout } = await shopperCheckout();
      expect(checkout.shippingMethodId).not.toMatch(/^live:/);
      const placed = await placeOrder(shopper, checkout.id);
      const proof = await confirmTransfer(shopper, { orderId: placed.order!.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: placed.order!.total, transferDate: new Date().toISOString().slice(0, 10) });
      await admin('mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { input: { paymentId: proof.data!.confirmBankTransfer.payment.id } }, 'PaymentDecisionInput');
      const refused = await book(placed.order!.id);
      expect(refused.errors?.[0]?.message).toMatch(/^Pesanan ini tidak memakai tarif Biteship/);
    });
  });
});
