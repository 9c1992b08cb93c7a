import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/tables';
import { signUpAndIn } from '../support/customer-flow';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout, staffBrowser, type TestProduct } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const DASHBOARD = `{ dashboard {
  today { orders orderValue received } thisMonth { orders orderValue received }
  awaitingVerification awaitingShipment lowStock { name sku stock } recentReviews { rating }
} }`;

interface Figures { orders: number; orderValue: number; received: number }
interface Dashboard { today: Figures | null; thisMonth: Figures | null; awaitingVerification: number | null; awaitingShipment: number | null; lowStock: Array<{ name: string; sku: string; stock: number }> | null }

describe.each(engines())('the owner\'s dashboard and customers on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let product: TestProduct;
  const run = randomUUID().slice(0, 8);
  /** What the verified guest order came to: all that guest has spent. */
  let guestSpent = 0;

  const dashboard = async (as: Browser = owner) => {
    const answer = await as.graph<{ dashboard: Dashboard }>(DASHBOARD, {}, { path: '/admin/graphql' });
    expect(answer.errors).toBeUndefined();
    return answer.data.dashboard;
  };
  const verify = (paymentId: string) => owner.graph('mutation($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { status } } }', { input: { paymentId } }, { m: 'PaymentDecisionInput', path: '/admin/graphql' });

  /** A bank-transfer order of `count` pieces, its proof sent; returns the order and its payment. */
  async function buy(shopper: Browser, count: number, email?: string) {
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count }], email ? { email } : {});
    const placed = await placeOrder(shopper, checkout.id);
    const proof = await confirmTransfer(shopper, { orderId: placed.order!.id, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: placed.order!.total, transferDate: new Date().toISOString().slice(0, 10) });
    return { order: placed.order!, paymentId: proof.data!.confirmBankTransfer.payment.id };
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    product = await createTestProduct(server, { price: 125_000, stock: 9 });
  });
  afterAll(async () => { await server?.close(); });

  it('counts today\'s orders, their value and what was received, and the proofs and parcels waiting', async () => {
    const before = await dashboard();
    const first = await buy(new Browser(server), 2, `tamu-${run}@contoh.id`);
    const second = await buy(new Browser(server), 1, `TAMU-${run}@Contoh.id`);
    const waiting = await dashboard();
    expect(waiting.today!.orders - before.today!.orders).toBe(2);
    expect(waiting.today!.orderValue - before.today!.orderValue).toBe(first.order.total + second.order.total);
    expect(waiting.today!.received).toBe(before.today!.received);
    expect(waiting.awaitingVerification! - before.awaitingVerification!).toBe(2);
    expect(waiting.thisMonth!.orders).toBeGreaterThanOrEqual(waiting.today!.orders);

    expect((await verify(first.paymentId)).errors).toBeUndefined();
    guestSpent = first.order.total;
    const after = await dashboard();
    expect(after.today!.received - before.today!.received).toBe(first.order.total);
    expect(after.awaitingVerification! - before.awaitingVerification!).toBe(1);
    expect(after.awaitingShipment! - before.awaitingShipment!).toBe(1);
  });

  it('warns of stock at or under each product\'s own low-stock threshold', async () => {
    const lowStock = async () => (await owner.graph<{ dashboard: { lowStock: Array<{ stock: number }> } }>('{ dashboard { lowStock(first: 50) { stock } } }', {}, { path: '/admin/graphql' })).data.dashboard.lowStock;
    const before = (await lowStock()).filter((item) => item.stock === 3).length;
    await createTestProduct(server, { stock: 3 });
    await createTestProduct(server, { stock: 6 });
    const raised = await createTestProduct(server, { stock: 7 });
    await server.database.db.update(products).set({ lowStockThreshold: 10 }).where(eq(products.id, raised.id));
    const items = await lowStock();
    expect(items.filter((item) => item.stock === 3).length).toBe(before + 1);
    // Six is above the usual five; seven is under the ten this product asks to be warned at.
    expect(items.some((item) => item.stock === 6)).toBe(false);
    expect(items.some((item) => item.stock === 7)).toBe(true);
    expect(items.every((item, index) => index === 0 || items[index - 1]!.stock <= item.stock)).toBe(true);
  });

  it('shows a content editor the dashboard without the sales figures', async () => {
    const editor = await staffWithRole(server, 'content_editor');
    const seen = await dashboard(editor);
    expect(seen.today).toBeNull();
    expect(seen.awaitingVerification).toBeNull();
    expect(seen.lowStock).not.toBeNull();
    const handler = await staffWithRole(server, 'order_handler');
    expect((await dashboard(handler)).today).not.toBeNull();
    // The dashboard page itself opens for every role, drawn on the server with the parts it may see.
    const page = await handler.fetch('/admin');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Menunggu Anda');
    expect(html).not.toContain('Tulisan blog</h2>');
  });

  it('groups guest buyers by e-mail address whatever its letter case, with what they spent', async () => {
    const answer = await owner.graph<{ guestBuyers: { totalCount: number; nodes: Array<{ email: string; ordersCount: number; spent: number; orders: Array<{ number: number }> }> } }>(
      'query($search: String) { guestBuyers(first: 10, search: $search) { totalCount nodes { email ordersCount spent orders { number } } } }',
      { search: `TAMU-${run}` }, { path: '/admin/graphql' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.guestBuyers.totalCount).toBe(1);
    const [buyer] = answer.data.guestBuyers.nodes;
    expect(buyer!.email).toBe(`tamu-${run}@contoh.id`);
    expect(buyer!.ordersCount).toBe(2);
    expect(buyer!.orders).toHaveLength(2);
    expect(buyer!.spent).toBe(guestSpent);
  });

  it('finds an account holder by phone digits and shows their orders, spending and affiliate standing', async () => {
    const shopper = new Browser(server);
    const email = `pelanggan-${run}@contoh.id`;
    await signUpAndIn(shopper, email, 'sandi-pelanggan-panjang', `Rahma ${run}`);
    const bought = await buy(shopper, 1);
    await verify(bought.paymentId);

    const list = await owner.graph<{ customers: { totalCount: number; nodes: Array<{ id: string; email: string; ordersCount: number; spent: number }> } }>(
      'query($search: String) { customers(first: 5, search: $search) { totalCount nodes { id email ordersCount spent } } }', { search: run }, { path: '/admin/graphql' },
    );
    expect(list.data.customers.nodes.map((c) => c.email)).toEqual([email]);
    const [customer] = list.data.customers.nodes;
    expect(customer!.ordersCount).toBe(1);
    expect(customer!.spent).toBe(bought.order.total);

    const byPhone = await owner.graph<{ customers: { nodes: Array<{ email: string }> } }>('{ customers(first: 50, search: "1111 2222") { nodes { email } } }', {}, { path: '/admin/graphql' });
    expect(byPhone.data.customers.nodes.map((c) => c.email)).toContain(email);

    const page = await owner.graph<{ customerById: { orders: Array<{ id: string }>; addresses: unknown[]; affiliate: null | { code: string } } }>(
      'query($id: ID!) { customerById(id: $id) { orders { id } addresses { city } affiliate { code } } }', { id: customer!.id }, { path: '/admin/graphql' },
    );
    expect(page.data.customerById.orders.map((o) => o.id)).toEqual([bought.order.id]);
    expect(page.data.customerById.affiliate).toBeNull();
  });

  it('keeps customers\' personal data from a content editor', async () => {
    const editor = await staffWithRole(server, 'content_editor');
    const answer = await editor.graph('{ customers(first: 5) { totalCount } }', {}, { path: '/admin/graphql' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('says what to fix when a page size is out of range', async () => {
    const answer = await owner.graph('{ guestBuyers(first: 500) { totalCount } }', {}, { path: '/admin/graphql' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/1.*50/);
  });
});
