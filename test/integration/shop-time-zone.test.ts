import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SETTINGS = 'query { shopSettings { version timeZone } }';
const SAVE = `mutation($version: Int!, $input: ShopSettingsInput!) { updateShopSettings(version: $version, input: $input) { __typename ... on ShopSettings { timeZone } } }`;
const ORDER_LIST = 'query($first: Int!, $filter: OrderListFilter) { orderList(first: $first, filter: $filter) { edges { node { id } } } }';
const DASHBOARD = 'query { dashboard { today { orders } } }';

/** The embedded page state's time zone, as the browser starts with it. */
function embeddedOffset(html: string): number | undefined {
  const found = /"timezoneOffset":(-?\d+)/.exec(html)?.[1];
  return found === undefined ? undefined : Number(found);
}

describe.each(engines())('a shop on eastern Indonesian time (WIT) on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = Date.now().toString(36);

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'ID') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });

  beforeAll(async () => {
    // Own database on PostgreSQL: the zone is shop-wide, and other files share the demo shop.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
    const { version } = (await admin<{ shopSettings: { version: number } }>(SETTINGS)).data.shopSettings;
    const saved = await admin<{ updateShopSettings: { __typename: string; timeZone: string } }>(SAVE, { version, input: { timeZone: 'Asia/Jayapura' } }, 'ShopSettingsInput');
    expect(saved.data.updateShopSettings).toEqual({ __typename: 'ShopSettings', timeZone: 'Asia/Jayapura' });
  });
  afterAll(async () => { await server?.close(); });

  async function placedOrder(tag: string): Promise<{ id: string; email: string }> {
    const product = await createTestProduct(server);
    const shopper = new Browser(server);
    const email = `wit-${tag}-${run}@example.com`;
    const placed = await placeOrder(shopper, (await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }], { email })).id);
    if (!placed.order) throw new Error(`order not placed: ${placed.__typename}`);
    return { id: placed.order.id, email };
  }

  it('names the zone beside the times staff read and type, and starts the browser on it', async () => {
    const response = await owner.fetch('/admin/marketing/campaign/new');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Mulai (WIT)');
    expect(html).not.toContain('(WIB)');
    expect(embeddedOffset(html)).toBe(9);
    // Shoppers' pages carry it too: review and order dates follow the shop's calendar.
    expect(embeddedOffset(await (await new Browser(server).fetch('/')).text())).toBe(9);
  });

  it('reads an order list\'s days, and writes the export\'s times, on the shop\'s clock', async () => {
    const order = await placedOrder('range');
    // 15:30 UTC on 1 January is 22:30 that day in Jakarta but already 00:30 on 2 January in Jayapura.
    await server.database.db.update(orders).set({ placedAt: new Date('2026-01-01T15:30:00Z') }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, order.id)));
    const ids = async (day: string) => (await admin<{ orderList: { edges: Array<{ node: { id: string } }> } }>(ORDER_LIST, { first: 50, filter: { placedFrom: day, placedTo: day, search: order.email } })).data.orderList.edges.map((edge) => edge.node.id);
    expect(await ids('2026-01-02')).toEqual([order.id]);
    expect(await ids('2026-01-01')).toEqual([]);

    const rows = (await (await owner.fetch(`/admin/orders/export.csv?q=${encodeURIComponent(order.email)}`)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toContain('Dipesan (WIT)');
    expect(rows[1]).toContain(',2026-01-02 00:30,');
  });

  it('counts today\'s orders from midnight in Jayapura', async () => {
    const before = (await admin<{ dashboard: { today: { orders: number } } }>(DASHBOARD)).data.dashboard.today.orders;
    const order = await placedOrder('today');
    const now = Date.now();
    const witMidnight = Math.floor((now + 9 * 3_600_000) / 86_400_000) * 86_400_000 - 9 * 3_600_000;
    // A minute before the shop's midnight is yesterday, whatever day it still is in Jakarta.
    await server.database.db.update(orders).set({ placedAt: new Date(witMidnight - 60_000) }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, order.id)));
    expect((await admin<{ dashboard: { today: { orders: number } } }>(DASHBOARD)).data.dashboard.today.orders).toBe(before);
    await server.database.db.update(orders).set({ placedAt: new Date(witMidnight + 60_000) }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, order.id)));
    expect((await admin<{ dashboard: { today: { orders: number } } }>(DASHBOARD)).data.dashboard.today.orders).toBe(before + 1);
  });

  it('writes the payment deadline of the order e-mail on the shop\'s clock', async () => {
    const order = await placedOrder('mail');
    const [row] = await server.database.db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.dedupeKey, `order-placed:${order.id}`)));
    const text = String(row?.payload.text ?? '');
    expect(text).toMatch(/\d{2}\.\d{2} WIT/);
    expect(text).not.toContain('WIB');
  });
});
