import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptionOrders, pushSubscriptions, shops } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { startPushEndpoint, type PushEndpoint, type TestSubscription } from '../support/push-endpoint';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SUBSCRIBE = 'mutation($input: PushSubscribeInput!) { subscribeToPush(input: $input) { endpoint orderId } }';
const PUBLIC_KEY = 'query { webPushPublicKey }';
const OVERVIEW = 'query { pushNotifications { subscribers broadcasts { id title recipients delivered pending failed } } }';
const BROADCAST = 'mutation($input: PushBroadcastInput!) { sendPushBroadcast(input: $input) { id recipients } }';
const UNSUBSCRIBE = 'mutation($input: PushUnsubscribeInput!) { unsubscribeFromPush(input: $input) }';

interface Notification { id: string; title: string; content: string; icon: string; color: string; actions: Array<{ text: string; route: string; routeTarget: string }>; duration: number; sound: boolean }

function subscribe(browser: Browser, subscription: TestSubscription, extra: { orderId?: string; replaces?: string; replacesAuth?: string } = {}) {
  return browser.graph<{ subscribeToPush: { endpoint: string; orderId: string | null } }>(SUBSCRIBE,
    { input: { endpoint: subscription.endpoint, keys: subscription.keys, ...extra } }, { m: 'PushSubscribeInput' });
}

describe.each(engines())('web push on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let push: PushEndpoint;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    push = await startPushEndpoint();
    server = await startTestServer(engine, { allowPrivatePushEndpoints: true }, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    await server?.close();
    await push?.stop();
  });

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'ID') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });
  const db = () => server.database.db;
  const subscriptionRow = async (endpoint: string) => (await db().select().from(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, DEMO_SHOP_ID), eq(pushSubscriptions.endpoint, endpoint))))[0];

  async function guestOrder(language: 'id' | 'en') {
    const visitor = new Browser(server);
    expect((await visitor.fetch(`/?lang=${language}`)).status).toBe(200);
    const product = await createTestProduct(server, { price: 45_000 });
    const checkout = await readyCheckout(visitor, [{ productId: product.globalId, count: 1 }], { email: `push-${run}-${language}@example.com` });
    const placed = await placeOrder(visitor, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    return { visitor, order: placed.order! };
  }

  async function payAndShip(visitor: Browser, order: { id: string; total: number }) {
    const proof = await confirmTransfer(visitor, { orderId: order.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Pembeli', amount: order.total, transferDate: new Date().toISOString().slice(0, 10) });
    const paymentId = proof.data!.confirmBankTransfer.payment.id;
    expect((await admin('mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { input: { paymentId } }, 'PaymentDecisionInput')).errors).toBeUndefined();
    const shipped = await admin<{ markOrderShipped: { status: string } }>('mutation($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) { status } }',
      { input: { orderId: order.id, courier: 'JNE', trackingNumber: 'JNE0123456789' } }, 'MarkOrderShippedInput');
    expect(shipped.data.markOrderShipped.status).toBe('shipped');
  }

  const receivedBy = (subscription: TestSubscription) => push.received.filter((r) => r.subscription === subscription.id).map((r) => JSON.parse(r.payload) as Notification);

  it('tells the subscriber in English that the order was paid and shipped, encrypted for their browser and signed with the shop’s key', async () => {
    const { visitor, order } = await guestOrder('en');
    const first = push.subscribe();
    const second = push.subscribe();
    expect((await subscribe(visitor, first, { orderId: order.id })).data.subscribeToPush).toEqual({ endpoint: first.endpoint, orderId: order.id });
    // The browser unsubscribed and subscribed again: the new subscription replaces the old.
    expect((await subscribe(visitor, second, { orderId: order.id, replaces: first.endpoint, replacesAuth: first.keys.auth })).errors).toBeUndefined();
    expect(await subscriptionRow(first.endpoint)).toBeUndefined();
    const stored = await subscriptionRow(second.endpoint);
    expect(stored).toMatchObject({ language: 'en', p256dh: second.keys.p256dh, auth: second.keys.auth });
    const links = await db().select().from(pushSubscriptionOrders).where(and(eq(pushSubscriptionOrders.shopId, DEMO_SHOP_ID), eq(pushSubscriptionOrders.subscriptionId, stored!.id)));
    expect(links.map((l) => l.orderId)).toEqual([order.id]);

    await payAndShip(visitor, order);
    await server.app.jobs.tick();
    expect(push.rejected).toEqual([]);
    expect(receivedBy(first)).toEqual([]);
    // The outbox delivers due messages side by side: they may arrive in either order.
    const messages = receivedBy(second);
    expect(messages.map((m) => m.title).sort()).toEqual([`Order #${order.number} has shipped`, `Payment for order #${order.number} received`]);
    const shipped = messages.find((m) => m.title === `Order #${order.number} has shipped`)!;
    expect(shipped.content).toBe('Your parcel is on its way.');
    expect(shipped.actions).toEqual([{ text: 'View order', route: `/order/${order.id}`, routeTarget: '_self' }]);
    expect(shipped).toMatchObject({ icon: '/app-icon-192.png', color: '#8a3b12', sound: true });
    const publicKey = (await visitor.graph<{ webPushPublicKey: string }>(PUBLIC_KEY)).data.webPushPublicKey;
    expect(push.received.every((r) => r.vapidKey === publicKey)).toBe(true);
    expect(push.received[0]!.claims.sub).toMatch(/^mailto:/);
  });

  it('writes the notification in Indonesian for a shopper who subscribed in Indonesian', async () => {
    const { visitor, order } = await guestOrder('id');
    const subscription = push.subscribe();
    expect((await subscribe(visitor, subscription, { orderId: order.id })).errors).toBeUndefined();
    await payAndShip(visitor, order);
    await server.app.jobs.tick();
    const messages = receivedBy(subscription);
    expect(messages.map((m) => m.title).sort()).toEqual([`Pembayaran pesanan #${order.number} diterima`, `Pesanan #${order.number} sudah dikirim`]);
    expect(messages.find((m) => m.title === `Pesanan #${order.number} sudah dikirim`)!.actions[0]!.text).toBe('Lihat pesanan');
  });

  it('lets only the browser holding a subscription replace or remove it, however its address became known', async () => {
    const { visitor, order } = await guestOrder('id');
    const owned = push.subscribe();
    expect((await subscribe(visitor, owned, { orderId: order.id })).errors).toBeUndefined();
    const ownedId = (await subscriptionRow(owned.endpoint))!.id;
    const ordersOf = async (id: string) => (await db().select().from(pushSubscriptionOrders).where(and(eq(pushSubscriptionOrders.shopId, DEMO_SHOP_ID), eq(pushSubscriptionOrders.subscriptionId, id)))).map((l) => l.orderId);

    // Another visitor names the shopper's endpoint: without its secret, or with their own.
    const stranger = new Browser(server);
    const theirs = push.subscribe();
    expect((await subscribe(stranger, theirs, { replaces: owned.endpoint })).errors).toBeUndefined();
    const another = push.subscribe();
    expect((await subscribe(stranger, another, { replaces: owned.endpoint, replacesAuth: theirs.keys.auth })).errors).toBeUndefined();
    // Nor can they take the endpoint over with keys of their own.
    const takeover = await subscribe(stranger, { ...theirs, endpoint: owned.endpoint });
    expect(takeover.errors?.[0]).toMatchObject({ message: 'Langganan notifikasi ini milik peramban lain.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await subscriptionRow(owned.endpoint)).toMatchObject({ id: ownedId, p256dh: owned.keys.p256dh, auth: owned.keys.auth });
    const removed = await stranger.graph<{ unsubscribeFromPush: boolean }>(UNSUBSCRIBE, { input: { endpoint: owned.endpoint, auth: theirs.keys.auth } }, { m: 'PushUnsubscribeInput' });
    expect(removed.data.unsubscribeFromPush).toBe(false);
    expect((await subscriptionRow(owned.endpoint))?.id).toBe(ownedId);
    expect(await ordersOf(ownedId)).toEqual([order.id]);
    // The stranger's own subscriptions were stored all the same, and took none of the order.
    expect(await ordersOf((await subscriptionRow(another.endpoint))!.id)).toEqual([]);

    // The shopper's browser, holding the secret, turns it off.
    const own = await visitor.graph<{ unsubscribeFromPush: boolean }>(UNSUBSCRIBE, { input: { endpoint: owned.endpoint, auth: owned.keys.auth } }, { m: 'PushUnsubscribeInput' });
    expect(own.data.unsubscribeFromPush).toBe(true);
    expect(await subscriptionRow(owned.endpoint)).toBeUndefined();
  });

  it('refuses to link a subscription to an order the browser cannot open', async () => {
    const { order } = await guestOrder('id');
    const stranger = new Browser(server);
    const answer = await subscribe(stranger, push.subscribe(), { orderId: order.id });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('retries a push the push service failed, and removes a subscription the push service says is gone', async () => {
    const { visitor, order } = await guestOrder('id');
    const flaky = push.subscribe();
    const gone = push.subscribe();
    await subscribe(visitor, flaky, { orderId: order.id });
    await subscribe(visitor, gone, { orderId: order.id });
    const flakyId = (await subscriptionRow(flaky.endpoint))!.id;
    const goneId = (await subscriptionRow(gone.endpoint))!.id;
    // Both messages (paid, shipped) are sent side by side: the first to arrive at the push
    // service is refused, whichever it is.
    push.answerNext(flaky.id, 500);
    push.answerNext(gone.id, 410, 410);
    await payAndShip(visitor, order);
    const now = new Date();
    await server.app.jobs.tick(now);
    const titles = [`Pembayaran pesanan #${order.number} diterima`, `Pesanan #${order.number} sudah dikirim`];
    expect(receivedBy(flaky)).toHaveLength(1);
    const rows = await db().select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), like(outbox.dedupeKey, `push:order-%:${order.id}:%`)));
    const of = (id: string) => rows.filter((row) => (row.payload as { subscriptionId: string }).subscriptionId === id);
    expect(of(flakyId).map((row) => [row.status, row.lastError]).sort()).toEqual([['pending', 'push service answered HTTP 500'], ['sent', null]]);
    expect(of(goneId).map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(of(goneId).some((row) => /HTTP 410: the subscription expired and was removed/.test(row.lastError ?? ''))).toBe(true);
    expect(await subscriptionRow(gone.endpoint)).toBeUndefined();
    expect(receivedBy(gone)).toEqual([]);

    await server.app.jobs.tick(new Date(now.getTime() + 2 * 60_000));
    expect(receivedBy(flaky).map((m) => m.title).sort()).toEqual([...titles].sort());
    expect(push.rejected).toEqual([]);
  });

  it('sends the owner’s broadcast to every subscriber and shows how it went', async () => {
    const before = (await admin<{ pushNotifications: { subscribers: number } }>(OVERVIEW)).data.pushNotifications.subscribers;
    const browsers = [push.subscribe(), push.subscribe(), push.subscribe()];
    for (const subscription of browsers) expect((await subscribe(new Browser(server), subscription)).errors).toBeUndefined();
    const overview = await admin<{ pushNotifications: { subscribers: number } }>(OVERVIEW);
    expect(overview.data.pushNotifications.subscribers).toBe(before + 3);

    const refused = await admin(BROADCAST, { input: { title: 'Promo', content: 'Diskon', route: 'https://elsewhere.example/' } }, 'PushBroadcastInput');
    expect(refused.errors?.[0]?.message).toBe('Halaman tujuan harus alamat di toko ini yang dimulai dengan /.');

    const sent = await admin<{ sendPushBroadcast: { id: string; recipients: number } }>(BROADCAST, { input: { title: `Promo ${run}`, content: 'Diskon 20% hari ini', route: '/product/category/' } }, 'PushBroadcastInput');
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendPushBroadcast.recipients).toBe(before + 3);
    await server.app.jobs.tick();
    for (const subscription of browsers) {
      expect(receivedBy(subscription)).toEqual([expect.objectContaining({ title: `Promo ${run}`, content: 'Diskon 20% hari ini', actions: [{ text: 'Buka', route: '/product/category/', routeTarget: '_self' }] })]);
    }
    const after = await admin<{ pushNotifications: { broadcasts: Array<{ id: string; delivered: number; pending: number; failed: number }> } }>(OVERVIEW);
    expect(after.data.pushNotifications.broadcasts[0]).toMatchObject({ id: sent.data.sendPushBroadcast.id, delivered: before + 3, pending: 0, failed: 0 });
  });

  it('writes a broadcast with the same number of queries however many subscribers there are', async () => {
    const cost = async () => {
      // Sending starts on its own after the answer; here only the writing is counted.
      const kick = server.app.jobs.kick;
      server.app.jobs.kick = () => undefined;
      try {
        const before = server.database.stats.count;
        const sent = await admin<{ sendPushBroadcast: { recipients: number } }>(BROADCAST, { input: { title: `Hemat ${run}`, content: 'Ongkir gratis', route: '/' } }, 'PushBroadcastInput');
        expect(sent.errors).toBeUndefined();
        return { queries: server.database.stats.count - before, recipients: sent.data.sendPushBroadcast.recipients };
      } finally {
        server.app.jobs.kick = kick;
      }
    };
    const first = await cost();
    for (let i = 0; i < 5; i += 1) expect((await subscribe(new Browser(server), push.subscribe())).errors).toBeUndefined();
    const second = await cost();
    expect(second.recipients).toBe(first.recipients + 5);
    expect(second.queries).toBe(first.queries);
    await server.app.jobs.tick();
    expect(push.rejected).toEqual([]);
  });

  it('signs with the shop’s own address as contact when the shop has no e-mail', async () => {
    const [shop] = await db().select({ email: shops.email }).from(shops).where(eq(shops.id, DEMO_SHOP_ID));
    await db().update(shops).set({ email: '' }).where(eq(shops.id, DEMO_SHOP_ID));
    server.app.shops.forgetAll();
    try {
      const subscription = push.subscribe();
      expect((await subscribe(new Browser(server), subscription)).errors).toBeUndefined();
      expect((await admin(BROADCAST, { input: { title: `Kontak ${run}`, content: 'Halo', route: '/' } }, 'PushBroadcastInput')).errors).toBeUndefined();
      await server.app.jobs.tick();
      const delivered = push.received.filter((r) => r.subscription === subscription.id);
      expect(delivered).toHaveLength(1);
      // A shop on this machine is reached over http; its contact is still a valid https one.
      expect(delivered[0]!.claims.sub).toMatch(/^https:\/\/localhost:\d+$/);
    } finally {
      await db().update(shops).set({ email: shop!.email }).where(eq(shops.id, DEMO_SHOP_ID));
      server.app.shops.forgetAll();
    }
  });

  it('keeps a subscription whose push service’s name cannot be looked up, and tries the message again later', async () => {
    const guarded = await startTestServer(engine, {}, { ownDatabase: true });
    try {
      const subscription = push.subscribe();
      // Stored as a browser on the internet would have it; `.invalid` never resolves (RFC 6761).
      const endpoint = `https://push.invalid/push/${subscription.id}`;
      await guarded.database.db.insert(pushSubscriptions).values({ shopId: DEMO_SHOP_ID, id: `dns-${run}`, endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
      const staff = await staffBrowser(guarded);
      const sent = await staff.graph<{ sendPushBroadcast: { id: string } }>(BROADCAST, { input: { title: 'Promo', content: 'Diskon', route: '/' } }, { m: 'PushBroadcastInput', path: '/admin/graphql' });
      expect(sent.errors).toBeUndefined();
      const now = new Date();
      await guarded.app.jobs.tick(now);
      const rows = () => guarded.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), like(outbox.dedupeKey, `push:broadcast:${sent.data.sendPushBroadcast.id}:%`)));
      expect((await rows()).map((row) => [row.status, row.lastError])).toEqual([['pending', 'the push service’s address could not be looked up']]);
      await guarded.app.jobs.tick(new Date(now.getTime() + 2 * 60_000));
      expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([['pending', 2]]);
      expect((await guarded.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).map((row) => row.id)).toEqual([`dns-${run}`]);
    } finally {
      await guarded.close();
    }
  });

  it('keeps its VAPID key across restarts and refuses private push endpoints outside tests', async () => {
    const first = await startTestServer(engine, {}, { ownDatabase: true });
    const visitor = new Browser(first);
    const key = (await visitor.graph<{ webPushPublicKey: string }>(PUBLIC_KEY)).data.webPushPublicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    for (const [endpoint, message] of [
      ['https://127.0.0.1/push/x', 'Alamat langganan notifikasi menunjuk ke jaringan pribadi dan ditolak.'],
      ['https://localhost/push/x', 'Alamat langganan notifikasi menunjuk ke jaringan pribadi dan ditolak.'],
      ['https://[::1]/push/x', 'Alamat langganan notifikasi menunjuk ke jaringan pribadi dan ditolak.'],
      ['https://10.1.2.3/push/x', 'Alamat langganan notifikasi menunjuk ke jaringan pribadi dan ditolak.'],
      ['http://push.example.com/x', 'Alamat langganan notifikasi harus memakai https.'],
    ] as const) {
      const answer = await subscribe(visitor, { ...push.subscribe(), endpoint });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const badKeys = await subscribe(visitor, { ...push.subscribe(), endpoint: 'https://8.8.8.8/push/x', keys: { p256dh: 'abc', auth: 'def' } });
    expect(badKeys.errors?.[0]?.message).toBe('Kunci langganan notifikasi tidak lengkap atau tidak valid.');
    await first.close({ keepData: true });
    const again = await startTestServer(engine, {}, { restartOn: first });
    try {
      expect((await new Browser(again).graph<{ webPushPublicKey: string }>(PUBLIC_KEY)).data.webPushPublicKey).toBe(key);
    } finally {
      await again.close();
    }
  });
});
