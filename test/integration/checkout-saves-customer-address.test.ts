import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, customerAddresses, orders, outbox } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { ADDRESS, Browser, createTestProduct, PLACE_ORDER, readyCheckout, updateCheckout, type PlaceOrderAnswer, type TestProduct } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SIGN_UP = 'mutation($input: CustomerSignUpInput!) { customerSignUp(input: $input) { __typename } }';
const SIGN_IN = 'mutation($input: CustomerSignInInput!) { customerSignIn(input: $input) { __typename } }';
const VIEWER = 'query { viewerCustomer { id addresses { id updatedAt address { name phone address city postalCode } } } }';
const SAVE_ADDRESS = 'mutation($input: SaveAddressInput!) { saveAddress(input: $input) { id } }';

interface SavedView { id: string; updatedAt: string; address: { name: string; phone: string; address: string; city: string; postalCode: string } }

const RULES = {
  customerSignInAccount: { limit: 1000, windowSeconds: 600 },
  customerSignInAddress: { limit: 1000, windowSeconds: 600 },
  customerSignUp: { limit: 1000, windowSeconds: 600 },
  checkoutStart: { limit: 1000, windowSeconds: 600 },
  placeOrder: { limit: 1000, windowSeconds: 600 },
};

describe.each(engines())('placing an order keeps a signed-in customer\'s address, on %s', (engine) => {
  let server: TestServer;
  let product: TestProduct;
  const run = randomUUID().slice(0, 8);
  const password = `rahasia-${run}-panjang`;

  beforeAll(async () => {
    server = await startTestServer(engine, { rateLimits: { keyPrefix: `etalase:rl:test-${randomUUID()}:`, rules: RULES } });
    product = await createTestProduct(server, { stock: 1000 });
  });
  afterAll(async () => { await server?.close(); });

  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;

  /** A new account, signed in in the browser returned. */
  async function customer(name: string): Promise<{ browser: Browser; email: string }> {
    const browser = new Browser(server);
    const email = mail(name);
    await browser.graph(SIGN_UP, { input: { name: 'Sari Wulandari', email, password, phone: '0812-3456-7890' } }, { m: 'CustomerSignUpInput' });
    const signedIn = await browser.graph(SIGN_IN, { input: { email, password } }, { m: 'CustomerSignInInput' });
    expect(signedIn.data).toEqual({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
    return { browser, email };
  }

  async function addresses(browser: Browser): Promise<SavedView[]> {
    const answer = await browser.graph<{ viewerCustomer: { addresses: SavedView[] } | null }>(VIEWER);
    expect(answer.errors).toBeUndefined();
    return answer.data.viewerCustomer?.addresses ?? [];
  }

  async function order(browser: Browser, checkoutId: string, options: { saveAddress?: boolean; clientKey?: string } = {}): Promise<PlaceOrderAnswer> {
    const input = { checkoutId, clientKey: options.clientKey ?? randomUUID(), paymentMethod: 'BANK_TRANSFER', ...(options.saveAddress === undefined ? {} : { saveAddress: options.saveAddress }) };
    const answer = await browser.graph<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, { input }, { m: 'PlaceOrderInput' });
    expect(answer.errors).toBeUndefined();
    return answer.data.placeOrder;
  }

  async function checkoutWith(browser: Browser, email: string, address: typeof ADDRESS = ADDRESS): Promise<string> {
    const checkout = await readyCheckout(browser, [{ productId: product.globalId, count: 1 }], { email });
    if (address !== ADDRESS) await updateCheckout(browser, { checkoutId: checkout.id, shippingAddress: address });
    return checkout.id;
  }

  it('saves the new address once when asked, and not again on a replay or for the same address written differently', async () => {
    const { browser, email } = await customer('once');
    const key = randomUUID();
    const first = await checkoutWith(browser, email);
    const placed = await order(browser, first, { saveAddress: true, clientKey: key });
    expect(placed.__typename).toBe('OrderPlaced');
    const saved = await addresses(browser);
    expect(saved).toEqual([{ id: expect.any(String), updatedAt: expect.any(String), address: { name: ADDRESS.name, phone: '6281234567890', address: ADDRESS.address, city: ADDRESS.city, postalCode: ADDRESS.postalCode } }]);

    // The same key answers the same order and keeps nothing more.
    const replay = await order(browser, first, { saveAddress: true, clientKey: key });
    expect(replay.order?.id).toBe(placed.order?.id);
    expect(await addresses(browser)).toEqual(saved);

    // The same door in other spacing and letter case is the saved address, used again.
    const second = await checkoutWith(browser, email, { ...ADDRESS, name: ' sari  WULANDARI ', phone: '+62 812 3456 7890', city: 'sleman' });
    expect((await order(browser, second, { saveAddress: true })).__typename).toBe('OrderPlaced');
    const after = await addresses(browser);
    expect(after.map((a) => a.id)).toEqual([saved[0]!.id]);
    expect(Date.parse(after[0]!.updatedAt)).toBeGreaterThan(Date.parse(saved[0]!.updatedAt));
  });

  it('keeps nothing new unless asked, yet moves an identical saved address to the front', async () => {
    const { browser, email } = await customer('unasked');
    expect((await order(browser, await checkoutWith(browser, email))).__typename).toBe('OrderPlaced');
    expect((await order(browser, await checkoutWith(browser, email), { saveAddress: false })).__typename).toBe('OrderPlaced');
    expect(await addresses(browser)).toEqual([]);

    const kept = await browser.graph<{ saveAddress: { id: string } }>(SAVE_ADDRESS, { input: { address: ADDRESS } }, { m: 'SaveAddressInput' });
    const before = (await addresses(browser))[0]!;
    expect((await order(browser, await checkoutWith(browser, email))).__typename).toBe('OrderPlaced');
    const after = await addresses(browser);
    expect(after.map((a) => a.id)).toEqual([kept.data.saveAddress.id]);
    expect(Date.parse(after[0]!.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('keeps no address for a guest, even one using an account\'s e-mail and asking to save', async () => {
    const { browser: owner, email } = await customer('guest');
    const guest = new Browser(server);
    const placed = await order(guest, await checkoutWith(guest, email), { saveAddress: true });
    expect(placed.__typename).toBe('OrderPlaced');
    expect(await addresses(owner)).toEqual([]);
    const [row] = await server.database.db.select({ customerId: orders.customerId }).from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.order!.id)));
    expect(row!.customerId).toBeNull();
  });

  it('places the order but keeps no eleventh address at the limit', async () => {
    const { browser, email } = await customer('full');
    for (let i = 0; i < 10; i += 1) {
      const saved = await browser.graph(SAVE_ADDRESS, { input: { address: { ...ADDRESS, name: `Alamat ${i}` } } }, { m: 'SaveAddressInput' });
      expect(saved.errors).toBeUndefined();
    }
    const placed = await order(browser, await checkoutWith(browser, email, { ...ADDRESS, name: 'Alamat baru' }), { saveAddress: true });
    expect(placed.__typename).toBe('OrderPlaced');
    const kept = await addresses(browser);
    expect(kept).toHaveLength(10);
    expect(kept.map((a) => a.address.name)).not.toContain('Alamat baru');
    // The order e-mail went out as for any order.
    const mails = await server.database.db.select({ id: outbox.id }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), sql`${outbox.payload}->>'to' = ${email}`, sql`${outbox.payload}->>'template' = 'order_placed'`));
    expect(mails).toHaveLength(1);
  });

  it('never matches, touches or hands out another customer\'s address', async () => {
    const { browser: owner, email: ownerEmail } = await customer('owner');
    const { browser: other, email: otherEmail } = await customer('other');
    expect((await order(owner, await checkoutWith(owner, ownerEmail), { saveAddress: true })).__typename).toBe('OrderPlaced');
    const [theirs] = await addresses(owner);

    // The same address ordered by another account becomes that account's own copy.
    expect((await order(other, await checkoutWith(other, otherEmail), { saveAddress: true })).__typename).toBe('OrderPlaced');
    const mine = await addresses(other);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.id).not.toBe(theirs!.id);
    expect(await addresses(owner)).toEqual([theirs]);

    // Naming the other account's address id changes nothing of theirs.
    const hijack = await other.graph(SAVE_ADDRESS, { input: { id: theirs!.id, address: { ...ADDRESS, name: 'Pencuri' } } }, { m: 'SaveAddressInput' });
    expect(hijack.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await addresses(owner)).toEqual([theirs]);
    const rows = await server.database.db.select({ id: customerAddresses.id }).from(customerAddresses)
      .where(and(eq(customerAddresses.shopId, DEMO_SHOP_ID), eq(customerAddresses.id, theirs!.id))).orderBy(asc(customerAddresses.id));
    expect(rows).toHaveLength(1);
  });

  it('renders a signed-in customer\'s checkout filled from the account, and a guest\'s with the offer to sign in', async () => {
    const { browser, email } = await customer('page');
    await browser.graph(SAVE_ADDRESS, { input: { address: { ...ADDRESS, name: 'Rumah Sari' } } }, { m: 'SaveAddressInput' });
    const created = await browser.graph<{ createCheckout: { checkout: { id: string } } }>(
      'mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { checkout { id } } }',
      { input: { clientKey: randomUUID(), lines: [{ productId: product.globalId, count: 1 }] } },
      { m: 'CreateCheckoutInput' },
    );
    const path = `/checkout/${created.data.createCheckout.checkout.id}/start`;
    const page = await browser.fetch(path, { headers: { 'accept-language': 'id' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Masuk sebagai Sari Wulandari');
    expect(html).toContain(email);
    expect(html).toContain('Rumah Sari');
    expect(html).not.toContain('Sudah punya akun?');

    const guest = await new Browser(server).fetch(path, { headers: { 'accept-language': 'id' } });
    const guestHtml = await guest.text();
    expect(guestHtml).toContain('Sudah punya akun?');
    expect(guestHtml).not.toContain('Rumah Sari');
    expect(guestHtml).not.toContain(email);
  });

  it('still places the order when the address cannot be kept', async () => {
    const { browser, email } = await customer('unkept');
    const id = await checkoutWith(browser, email);
    // An address that no longer passes the rules (written before they tightened) cannot be saved.
    await server.database.db.update(checkouts).set({ shippingAddress: { ...ADDRESS, phone: '6281234567890', postalCode: '1' } })
      .where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.id, id)));
    const placed = await order(browser, id, { saveAddress: true });
    expect(placed.__typename).toBe('OrderPlaced');
    expect(await addresses(browser)).toEqual([]);
    const [row] = await server.database.db.select({ status: orders.status }).from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.order!.id)));
    expect(row!.status).toBe('awaiting_payment');
  });
});
