import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderLines, orders, payments, products } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readOrder, readyCheckout, staffBrowser, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const ADMIN = { path: '/admin/graphql' };

const LIST = `query($first: Int!, $after: String, $filter: OrderListFilter) {
  orderList(first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage }
    edges { node { id number status paymentState paymentMethod email customerName total lines { name count } payments { status } notes { body } } }
  }
}`;
interface ListAnswer { orderList: { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: Array<{ node: { id: string; number: number; status: string; paymentState: string; email: string; customerName: string } }> } }

describe.each(engines())('the owner\'s orders on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const staffAs = (role: 'content_editor' | 'order_handler') => staffWithRole(server, role);

  /** A guest's order by bank transfer, its e-mail unique to this test. */
  const guestOrder = async (product: TestProduct, count = 1, tag = randomUUID().slice(0, 6)) => {
    const shopper = new Browser(server);
    const email = `pembeli-${run}-${tag}@example.com`;
    const placed = await placeOrder(shopper, (await readyCheckout(shopper, [{ productId: product.globalId, count }], { email })).id);
    return { shopper, email, order: placed.order!, payment: placed.payment!.payment };
  };

  const list = (variables: Record<string, unknown>, browser = owner) => browser.graph<ListAnswer>(LIST, variables, ADMIN);

  const verify = async (shopper: Browser, orderId: string, amount: number) => {
    const proof = await confirmTransfer(shopper, { orderId, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount, transferDate: '2026-11-21' });
    const paymentId = proof.data!.confirmBankTransfer.payment.id;
    const answer = await owner.graph('mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { input: { paymentId } }, { m: 'PaymentDecisionInput', ...ADMIN });
    expect(answer.errors).toBeUndefined();
  };

  it('finds an order by its number, the buyer\'s e-mail, name or phone, and filters by status and payment', async () => {
    const product = await createTestProduct(server, { stock: 20 });
    const unpaid = await guestOrder(product, 1, 'a');
    const paid = await guestOrder(product, 1, 'b');
    await verify(paid.shopper, paid.order.id, paid.order.total);

    const byNumber = await list({ first: 10, filter: { search: String(unpaid.order.number) } });
    expect(byNumber.errors).toBeUndefined();
    expect(byNumber.data.orderList.edges.map((e) => e.node.number)).toEqual([unpaid.order.number]);

    const byEmail = await list({ first: 10, filter: { search: `pembeli-${run}` } });
    expect(byEmail.data.orderList.totalCount).toBeGreaterThanOrEqual(2);
    const mine = byEmail.data.orderList.edges.filter((e) => [unpaid.order.id, paid.order.id].includes(e.node.id));
    expect(mine.map((e) => e.node.id)).toEqual([paid.order.id, unpaid.order.id]);
    expect(mine[0]!.node).toMatchObject({ status: 'paid', paymentState: 'paid', customerName: 'Sari Wulandari' });
    expect(mine[1]!.node).toMatchObject({ status: 'awaiting_payment', paymentState: 'unpaid' });

    const byName = await list({ first: 50, filter: { search: 'wulandari', statuses: ['paid'] } });
    expect(byName.data.orderList.edges.map((e) => e.node.id)).toContain(paid.order.id);
    expect(byName.data.orderList.edges.every((e) => e.node.status === 'paid')).toBe(true);
    // The phone as typed at checkout (081234567890) is found from +62 and from a part.
    const byPhone = await list({ first: 50, filter: { search: '+62 812-3456-7890' } });
    expect(byPhone.data.orderList.edges.map((e) => e.node.id)).toEqual(expect.arrayContaining([paid.order.id, unpaid.order.id]));

    const unpaidOnly = await list({ first: 50, filter: { search: `pembeli-${run}-a`, paymentState: 'unpaid', paymentMethod: 'BANK_TRANSFER' } });
    expect(unpaidOnly.data.orderList.edges.map((e) => e.node.id)).toEqual([unpaid.order.id]);
    const noCards = await list({ first: 50, filter: { search: `pembeli-${run}`, paymentMethod: 'CARD' } });
    expect(noCards.data.orderList.totalCount).toBe(0);
  });

  it('shows a transfer proof waiting for review as its own payment state', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'proof');
    await confirmTransfer(placed.shopper, { orderId: placed.order.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: placed.order.total, transferDate: '2026-11-21' });
    const waiting = await list({ first: 50, filter: { paymentState: 'proof_to_review' } });
    expect(waiting.errors).toBeUndefined();
    expect(waiting.data.orderList.edges.find((e) => e.node.id === placed.order.id)?.node.paymentState).toBe('proof_to_review');
  });

  it('reads a date range as days in WIB, both days included', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'wib');
    // 17:30 UTC on 1 January is already 00:30 on 2 January in Jakarta.
    await server.database.db.update(orders).set({ placedAt: new Date('2026-01-01T17:30:00Z') }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.order.id)));
    const ids = async (from: string, to: string) => (await list({ first: 50, filter: { placedFrom: from, placedTo: to, search: placed.email } })).data.orderList.edges.map((e) => e.node.id);
    expect(await ids('2026-01-02', '2026-01-02')).toEqual([placed.order.id]);
    expect(await ids('2026-01-01', '2026-01-01')).toEqual([]);
    expect(await ids('2025-12-01', '2026-01-02')).toEqual([placed.order.id]);

    const wrong = await list({ first: 10, filter: { placedFrom: '2026-02-30' } });
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'filter.placedFrom' } });
    const backwards = await list({ first: 10, filter: { placedFrom: '2026-02-02', placedTo: '2026-02-01' } });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.placedTo' });
  });

  it('pages up to 50 orders with the total, and refuses a larger page', async () => {
    const product = await createTestProduct(server, { stock: 20 });
    for (const tag of ['p1', 'p2', 'p3']) await guestOrder(product, 1, `page-${tag}`);
    const first = await list({ first: 2, filter: { search: `pembeli-${run}-page` } });
    expect(first.data.orderList.totalCount).toBe(3);
    expect(first.data.orderList.edges).toHaveLength(2);
    expect(first.data.orderList.pageInfo.hasNextPage).toBe(true);
    const tooMany = await list({ first: 51 });
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
  });

  it('costs the same number of database queries for a page of 5 orders as for 50', async () => {
    const product = await createTestProduct(server);
    const seed = await guestOrder(product, 1, 'many');
    await confirmTransfer(seed.shopper, { orderId: seed.order.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: seed.order.total, transferDate: '2026-11-21' });
    const db = server.database.db;
    const [row] = await db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, seed.order.id)));
    const lines = await db.select().from(orderLines).where(and(eq(orderLines.shopId, DEMO_SHOP_ID), eq(orderLines.orderId, seed.order.id)));
    const [payment] = await db.select().from(payments).where(and(eq(payments.shopId, DEMO_SHOP_ID), eq(payments.orderId, seed.order.id)));
    // 55 copies of one order, each with its line and payment, written straight to the tables,
    // numbered far above real orders (a PostgreSQL test database keeps earlier runs' copies).
    const numbers = 1_000_000 + randomInt(0, 20_000_000) * 100;
    for (let i = 1; i <= 55; i += 1) {
      const id = `${seed.order.id}c${i}`;
      await db.insert(orders).values({ ...row!, id, number: numbers + i, checkoutId: `${row!.checkoutId}c${i}` });
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: id })));
      await db.insert(payments).values({ ...payment!, id: `${payment!.id}c${i}`, orderId: id, providerRef: null, clientKey: null });
    }
    const cost = async (first: number) => {
      const before = server.database.stats.count;
      const answer = await list({ first, filter: { search: seed.email } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.orderList.edges).toHaveLength(first);
      return server.database.stats.count - before;
    };
    const five = await cost(5);
    expect(await cost(50)).toBe(five);
  });

  it('exports the filtered list as a CSV download whose cells never run as formulas', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 2, 'csv');
    await server.database.db.update(orders).set({ shippingAddress: { ...(await server.database.db.select().from(orders).where(eq(orders.id, placed.order.id)))[0]!.shippingAddress, name: '=HYPERLINK("http://jahat.example")' } })
      .where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.order.id)));
    const response = await owner.fetch(`/admin/orders/export.csv?q=${encodeURIComponent(placed.email)}&status=awaiting_payment`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-[^"]+\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toContain('Nomor,Dipesan (WIB),Status');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${placed.order.number},`);
    expect(rows[1]).toContain('"\'=HYPERLINK(""http://jahat.example"")"');
    expect(rows[1]).toContain(`×2`);
    expect(rows[1]).toContain(`,${placed.order.total},0,0`);

    expect((await new Browser(server).fetch('/admin/orders/export.csv')).status).toBe(401);
    const editor = await staffAs('content_editor');
    expect((await editor.fetch('/admin/orders/export.csv')).status).toBe(403);
    expect((await owner.fetch('/admin/orders/export.csv?from=2026-13-01')).status).toBe(400);
  });

  it('refunds one line\'s units, returns their stock, and refunds the rest in full later', async () => {
    const product = await createTestProduct(server, { price: 150_000, stock: 10 });
    const placed = await guestOrder(product, 3, 'refund');
    await verify(placed.shopper, placed.order.id, placed.order.total);
    const stock = async () => (await server.database.db.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id))))[0]!.stock;
    expect(await stock()).toBe(7);
    const verified = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, placed.order.id), eq(auditEvents.action, 'verifyPayment')));
    expect(verified.map((event) => [event.before, event.after])).toEqual([[
      expect.objectContaining({ paymentStatus: 'submitted', orderStatus: 'awaiting_payment', paidAmount: 0 }),
      expect.objectContaining({ paymentStatus: 'succeeded', orderStatus: 'paid', paidAmount: placed.order.total }),
    ]]);

    const REFUND = `mutation($input: RefundOrderLinesInput!) { refundOrderLines(input: $input) {
      __typename ... on OrderLinesRefunded { amount closed order { status refundedAmount lines { position count refundedCount } } } ... on OrderRefundRefused { message status } } }`;
    const refund = (lines: Array<{ position: number; count: number }>) => owner.graph<{ refundOrderLines: Record<string, unknown> }>(REFUND, { input: { orderId: placed.order.id, lines, reason: 'Warna tidak sesuai' } }, { m: 'RefundOrderLinesInput', ...ADMIN });

    const one = await refund([{ position: 0, count: 1 }]);
    expect(one.errors).toBeUndefined();
    expect(one.data.refundOrderLines).toMatchObject({ __typename: 'OrderLinesRefunded', amount: 150_000, closed: false, order: { status: 'paid', refundedAmount: 150_000, lines: [{ position: 0, count: 3, refundedCount: 1 }] } });
    expect(await stock()).toBe(8);

    const tooMany = await refund([{ position: 0, count: 3 }]);
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.count' } });
    expect(await stock()).toBe(8);

    const audit = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, placed.order.id), eq(auditEvents.action, 'refundOrderLines')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ refundedAmount: 0 });
    expect(audit[0]!.after).toMatchObject({ refundedAmount: 150_000, amount: 150_000 });

    // The full refund gives back only the units still held: two, not three.
    const full = await owner.graph<{ refundOrder: { status: string; refundedAmount: number } }>('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { status refundedAmount } }', { input: { orderId: placed.order.id } }, { m: 'OrderDecisionInput', ...ADMIN });
    expect(full.errors).toBeUndefined();
    expect(full.data.refundOrder).toEqual({ status: 'refunded', refundedAmount: placed.order.total });
    expect(await stock()).toBe(10);

    const closed = await refund([{ position: 0, count: 1 }]);
    expect(closed.data.refundOrderLines).toMatchObject({ __typename: 'OrderRefundRefused', status: 'refunded' });
  });

  it('refuses a line refund on an order that took no money, as a typed answer', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'norefund');
    const answer = await owner.graph<{ refundOrderLines: { __typename: string; message: string } }>(
      'mutation($input: RefundOrderLinesInput!) { refundOrderLines(input: $input) { __typename ... on OrderRefundRefused { message status } } }',
      { input: { orderId: placed.order.id, lines: [{ position: 0, count: 1 }] } }, { m: 'RefundOrderLinesInput', ...ADMIN });
    expect(answer.data.refundOrderLines).toMatchObject({ __typename: 'OrderRefundRefused', message: expect.stringContaining('Menunggu pembayaran') });
  });

  it('ships several orders at once, answering for each, and the shopper sees the tracking number', async () => {
    const product = await createTestProduct(server, { stock: 10 });
    const a = await guestOrder(product, 1, 'ship-a');
    const b = await guestOrder(product, 1, 'ship-b');
    const unpaid = await guestOrder(product, 1, 'ship-c');
    await verify(a.shopper, a.order.id, a.order.total);
    await verify(b.shopper, b.order.id, b.order.total);
    const SHIP = `mutation($orders: [ShipOrderInput!]!) { shipOrders(orders: $orders) {
      __typename ... on OrderShipped { orderId order { status trackingNumber } } ... on OrderShipRefused { orderId message field } } }`;
    const answer = await owner.graph<{ shipOrders: Array<Record<string, unknown>> }>(SHIP, { orders: [
      { orderId: a.order.id, courier: 'JNE', trackingNumber: 'JN0001112223' },
      { orderId: unpaid.order.id, courier: 'JNE', trackingNumber: 'JN0001112224' },
      { orderId: b.order.id, courier: 'SiCepat', trackingNumber: 'x' },
    ] }, { m: 'ShipOrderInput', ...ADMIN });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.shipOrders).toEqual([
      { __typename: 'OrderShipped', orderId: a.order.id, order: { status: 'shipped', trackingNumber: 'JN0001112223' } },
      { __typename: 'OrderShipRefused', orderId: unpaid.order.id, message: expect.stringContaining('Menunggu pembayaran'), field: null },
      { __typename: 'OrderShipRefused', orderId: b.order.id, message: expect.stringContaining('resi'), field: 'trackingNumber' },
    ]);
    expect((await readOrder(a.shopper, a.order.id))?.trackingNumber).toBe('JN0001112223');
    const audit = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, a.order.id), eq(auditEvents.action, 'markOrderShipped')));
    expect(audit[0]?.after).toMatchObject({ status: 'shipped', trackingNumber: 'JN0001112223' });
  });

  it('keeps internal notes on an order for staff, with an audit record', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'note');
    const NOTE = 'mutation($input: AddOrderNoteInput!) { addOrderNote(input: $input) { body authorName } }';
    const added = await owner.graph<{ addOrderNote: { body: string; authorName: string } }>(NOTE, { input: { orderId: placed.order.id, body: '  Minta dibungkus kado.  ' } }, { m: 'AddOrderNoteInput', ...ADMIN });
    expect(added.data.addOrderNote.body).toBe('Minta dibungkus kado.');
    const empty = await owner.graph(NOTE, { input: { orderId: placed.order.id, body: '   ' } }, { m: 'AddOrderNoteInput', ...ADMIN });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    const page = await owner.graph<{ orderById: { notes: Array<{ body: string }> } }>('query($id: ID!) { orderById(id: $id) { notes { body } } }', { id: placed.order.id }, ADMIN);
    expect(page.data.orderById.notes.map((n) => n.body)).toEqual(['Minta dibungkus kado.']);
    // The shop API has no notes at all.
    const shop = await placed.shopper.graph('query($id: ID!) { order(id: $id) { notes { body } } }', { id: placed.order.id });
    expect(shop.errors?.[0]?.message).toMatch(/notes/);
    const audit = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, placed.order.id), eq(auditEvents.action, 'addOrderNote')));
    expect(audit[0]?.after).toMatchObject({ body: 'Minta dibungkus kado.' });
  });

  it('serves a proof of transfer to staff and to the order\'s own browser only', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'proofpic');
    const picture = Buffer.from(await (await import('sharp')).default({ create: { width: 30, height: 50, channels: 3, background: `#${run.slice(0, 6).replace(/[^0-9a-f]/g, 'a')}` } }).png().toBuffer());
    await confirmTransfer(placed.shopper, { orderId: placed.order.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: placed.order.total, transferDate: '2026-11-21' }, picture);
    const page = await owner.graph<{ orderById: { payments: Array<{ proof: { image: { id: string } } | null }> } }>('query($id: ID!) { orderById(id: $id) { payments { proof { image { id } } } } }', { id: placed.order.id }, ADMIN);
    const imageId = page.data.orderById.payments.find((p) => p.proof)!.proof!.image.id;
    const path = `/media/${imageId}/300.webp`;

    const staffAnswer = await owner.fetch(path);
    expect(staffAnswer.status).toBe(200);
    expect(staffAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect((await placed.shopper.fetch(path)).status).toBe(200);
    expect((await new Browser(server).fetch(path)).status).toBe(404);
    expect((await (await staffAs('content_editor')).fetch(path)).status).toBe(404);
    expect((await new Browser(server).fetch(`/media/${imageId}/original.svg`)).status).toBe(404);
  });

  it('renders the list and the order page on the server, and keeps them from a content editor', async () => {
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'ssr');
    const list = await owner.fetch(`/admin/orders?q=${encodeURIComponent(placed.email)}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(`#${placed.order.number}`);
    expect(listHtml).toContain('Belum dibayar');
    const page = await owner.fetch(`/admin/orders/${placed.order.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Pesanan #${placed.order.number}`);
    expect(html).toContain('Batalkan pesanan…');
    expect((await owner.fetch('/admin/orders/tidak-ada')).status).toBe(404);

    const editor = await staffAs('content_editor');
    const refused = await editor.fetch(`/admin/orders/${placed.order.id}`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(placed.email);
  });

  it('refuses every order field to a content editor and the whole staff API to shoppers', async () => {
    const editor = await staffAs('content_editor');
    const product = await createTestProduct(server);
    const placed = await guestOrder(product, 1, 'editor');
    const reads = [
      ['query { orderList(first: 5) { totalCount } }', {}],
      ['query($id: ID!) { orderById(id: $id) { id } }', { id: placed.order.id }],
      ['query { orders(first: 5) { id } }', {}],
    ] as const;
    for (const [query, variables] of reads) {
      const answer = await editor.graph(query, variables, ADMIN);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const writes: Array<[string, Record<string, unknown>, string]> = [
      ['mutation($input: AddOrderNoteInput!) { addOrderNote(input: $input) { id } }', { input: { orderId: placed.order.id, body: 'x' } }, 'AddOrderNoteInput'],
      ['mutation($orders: [ShipOrderInput!]!) { shipOrders(orders: $orders) { __typename } }', { orders: [{ orderId: placed.order.id, courier: 'JNE', trackingNumber: 'JN000111' }] }, 'ShipOrderInput'],
      ['mutation($input: RefundOrderLinesInput!) { refundOrderLines(input: $input) { __typename } }', { input: { orderId: placed.order.id, lines: [{ position: 0, count: 1 }] } }, 'RefundOrderLinesInput'],
      ['mutation($input: OrderDecisionInput!) { cancelOrder(input: $input) { id } }', { input: { orderId: placed.order.id } }, 'OrderDecisionInput'],
    ];
    for (const [query, variables, m] of writes) {
      const answer = await editor.graph(query, variables, { m, ...ADMIN });
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // A content editor's staff cookie does not open shoppers' orders in the shop API either.
    expect((await editor.graph<{ order: unknown }>('query($id: ID!) { order(id: $id) { id } }', { id: placed.order.id })).data.order).toBeNull();
    const handler = await staffAs('order_handler');
    expect((await handler.graph<ListAnswer>(LIST, { first: 1 }, ADMIN)).errors).toBeUndefined();

    const guest = await placed.shopper.graph('query { orderList(first: 5) { totalCount } }', {}, ADMIN);
    expect(guest.status).toBe(401);
  });
});
