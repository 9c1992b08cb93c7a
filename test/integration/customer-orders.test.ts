import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLoginStates } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { addShopDomain, addShopDomains, createShop } from '../../src/server/modules/shop';
import { HostBrowser, signedInBrowser, signUpAndIn } from '../support/customer-flow';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readOrder, readyCheckout } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

class LogCapture extends Writable {
  readonly text: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text.push(chunk.toString('utf8'));
    done();
  }
}

const ACCESSIBLE = 'query { accessibleOrders { id } }';
const OWNER = 'query($id: ID!) { order(id: $id) { id customer { id } } }';
const VIEWER = 'query { viewerCustomer { id email } }';

describe.each(engines())('signed-in customers\' orders and pages on %s', (engine) => {
  let server: TestServer;
  const logs = new LogCapture();
  const run = randomUUID().slice(0, 8);
  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;
  const password = `rahasia-${run}-panjang`;
  const otherShop = `lain-${run}-${engine}`;
  const otherHost = `${otherShop}.example`;
  const secondHost = `pelanggan-${run}-${engine}.localhost`;
  let product: { globalId: string };
  let owner: { id: string; email: string; placing: Browser; orderId: string; orderNumber: number };

  beforeAll(async () => {
    server = await startTestServer(engine, { logLevel: 'info' }, { app: { logStream: logs } });
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
    await addShopDomain(server.database.db, DEMO_SHOP_ID, secondHost, false);
    product = await createTestProduct(server, { stock: 50 });
    const placing = new Browser(server);
    const email = mail('pemilik');
    const id = await signUpAndIn(placing, email, password);
    const placed = await placeOrder(placing, (await readyCheckout(placing, [{ productId: product.globalId, count: 1 }], { email })).id);
    owner = { id, email, placing, orderId: placed.order!.id, orderNumber: placed.order!.number };
  });
  afterAll(async () => { await server?.close(); });

  async function guestOrder(): Promise<{ browser: Browser; orderId: string }> {
    const browser = new Browser(server);
    const placed = await placeOrder(browser, (await readyCheckout(browser, [{ productId: product.globalId, count: 1 }], { email: mail('tamu') })).id);
    return { browser, orderId: placed.order!.id };
  }

  it('opens the customer\'s own order on any device they sign in on, without the placing browser\'s grant', async () => {
    const laptop = await signedInBrowser(server, owner.email, password);
    expect(laptop.hasCookie('etalase_orders')).toBe(false);
    const order = await laptop.graph<{ order: { id: string; customer: { id: string } | null } }>(OWNER, { id: owner.orderId });
    expect(order.data.order).toEqual({ id: owner.orderId, customer: { id: owner.id } });
    expect(order.headers.get('cache-control')).toContain('no-store');
    expect((await laptop.graph<{ accessibleOrders: Array<{ id: string }> }>(ACCESSIBLE)).data.accessibleOrders.map((o) => o.id)).toContain(owner.orderId);
    // Acting on it works too: the proof of a transfer is taken.
    const proof = await confirmTransfer(laptop, { orderId: owner.orderId, clientKey: randomUUID(), bank: 'BCA', payerName: 'Siti', amount: 1000, transferDate: new Date().toISOString().slice(0, 10) });
    expect(proof.errors).toBeUndefined();
    expect(proof.data?.confirmBankTransfer.payment.status).toBe('submitted');
    // Signed out, the same browser no longer sees it.
    await laptop.graph('mutation { customerSignOut }', {}, { m: 'Boolean' });
    expect(await readOrder(laptop, owner.orderId)).toBeNull();
  });

  it('sends a signed-out visitor of /order/{id} to sign in, and back, never cached', async () => {
    const stranger = new Browser(server);
    const page = await stranger.fetch(`/order/${owner.orderId}`);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/order/${owner.orderId}`)}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const pay = await stranger.fetch(`/order/${owner.orderId}/payment/confirm?lang=en`);
    expect(pay.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/order/${owner.orderId}/payment/confirm?lang=en`)}`);
    for (const path of ['/account', '/account/affiliate']) {
      const account = await stranger.fetch(path);
      expect(account.status, path).toBe(303);
      expect(account.headers.get('location'), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    // The sign-in page itself opens, with the way back in its address.
    expect((await stranger.fetch(page.headers.get('location')!)).status).toBe(200);
  });

  it('forgets a signed-in hint whose session has ended', async () => {
    const stale = new Browser(server);
    const response = await stale.fetch('/account', { headers: { cookie: 'etalase_signed_in=1; etalase_customer=ended-session-token' } });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((line) => /^etalase_signed_in=;/.test(line))).toBe(true);
  });

  it('shows the owner their order page, and another customer the same page as for an order that does not exist', async () => {
    const laptop = await signedInBrowser(server, owner.email, password);
    const mine = await laptop.fetch(`/order/${owner.orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.text()).toContain(String(owner.orderNumber));

    const other = new Browser(server);
    await signUpAndIn(other, mail('lain'), password);
    const foreign = await other.fetch(`/order/${owner.orderId}`);
    const unknownId = 'ORDtidakada123456';
    const unknown = await other.fetch(`/order/${unknownId}`);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = (html: string, id: string) => html.replaceAll(id, 'ID').replace(/"renderedAt":\d+/, '').replace(/nonce="[^"]*"/g, '');
    expect(body(await foreign.text(), owner.orderId)).toBe(body(await unknown.text(), unknownId));
    expect((await other.fetch(`/order/${owner.orderId}/payment/confirm`)).status).toBe(404);
  });

  it('sends a browser holding the order\'s guest grant to the guest pages, signed in or not', async () => {
    const { browser, orderId } = await guestOrder();
    const detail = await browser.fetch(`/order/${orderId}`);
    expect(detail.status).toBe(303);
    expect(detail.headers.get('location')).toBe(`/guest/order/${orderId}`);
    const pay = await browser.fetch(`/order/${orderId}/payment/confirm`);
    expect(pay.headers.get('location')).toBe(`/guest/order/${orderId}/confirm/payment`);
    expect((await browser.fetch(`/guest/order/${orderId}`)).status).toBe(200);
    // A grant for one order says nothing about another.
    expect((await browser.fetch(`/order/${owner.orderId}`)).headers.get('location')).toMatch(/^\/login\?next=/);
    // Signed in to an account the order does not belong to, the grant still leads to the guest page.
    await signUpAndIn(browser, mail('tamu-akun'), password);
    expect((await browser.fetch(`/order/${orderId}`)).headers.get('location')).toBe(`/guest/order/${orderId}`);
  });

  it('carries the sign-in to another host name of the shop once, and lands on the path asked for', async () => {
    const start = `/_/customer/login?host=${encodeURIComponent(secondHost)}&next=${encodeURIComponent(`/order/${owner.orderId}?lang=en`)}`;
    const signedOut = await new Browser(server).fetch(start);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/login?next=${encodeURIComponent(start)}`);

    const laptop = await signedInBrowser(server, owner.email, password);
    const handoff = await laptop.fetch(start);
    expect(handoff.status).toBe(303);
    expect(handoff.headers.get('cache-control')).toBe('no-store');
    const location = new URL(handoff.headers.get('location')!);
    expect(location.origin).toBe(`https://${secondHost}`);
    const state = /^\/_\/customer\/login\/([A-Za-z0-9_-]{43})$/.exec(location.pathname)![1]!;
    // Only a hash of the state is kept.
    expect(await server.database.db.select().from(customerLoginStates).where(eq(customerLoginStates.tokenHash, state))).toEqual([]);

    // Another shop's host name cannot use it, and does not use it up.
    const elsewhere = new HostBrowser(server, otherHost);
    const refused = await elsewhere.fetch(location.pathname);
    expect(refused.status).toBe(410);
    expect(refused.text).toContain('href="/login"');
    expect(elsewhere.cookie('etalase_customer')).toBeUndefined();

    const there = new HostBrowser(server, secondHost);
    const arrived = await there.fetch(location.pathname);
    expect(arrived.status).toBe(303);
    expect(arrived.headers.location).toBe(`/order/${owner.orderId}?lang=en`);
    expect(arrived.headers['cache-control']).toBe('no-store');
    expect(there.cookie('etalase_customer')).toBeDefined();
    expect(there.cookie('etalase_customer')).not.toBe(laptop.cookieHeader().match(/etalase_customer=([^;]+)/)![1]);
    expect((await there.graph<{ viewerCustomer: { id: string } }>(VIEWER)).data.viewerCustomer.id).toBe(owner.id);
    expect((await there.fetch(`/order/${owner.orderId}`)).status).toBe(200);

    const again = await new HostBrowser(server, secondHost).fetch(location.pathname);
    expect(again.status).toBe(410);
    expect(again.text).toContain('Tautan masuk ini sudah dipakai');
    const english = await new HostBrowser(server, secondHost).fetch(location.pathname, { headers: { 'accept-language': 'en' } });
    expect(english.text).toContain('This sign-in link was used already');
    // The state never reaches the logs.
    expect(logs.text.join('')).toContain('/_/customer/login/');
    expect(logs.text.join('')).not.toContain(state);
  });

  it('refuses garbage, expired states and host names that are not the shop\'s own; takes only paths of the shop', async () => {
    const laptop = await signedInBrowser(server, owner.email, password);
    for (const host of [otherHost, 'evil.example', '', '../x']) {
      const refused = await laptop.fetch(`/_/customer/login?host=${encodeURIComponent(host)}&next=/`);
      expect(refused.status, host).toBe(404);
      expect(refused.headers.get('location'), host).toBeNull();
    }
    const outward = await laptop.fetch(`/_/customer/login?host=${encodeURIComponent(secondHost)}&next=${encodeURIComponent('//evil.example/x')}`);
    const outwardState = new URL(outward.headers.get('location')!).pathname;
    expect((await new HostBrowser(server, secondHost).fetch(outwardState)).headers.location).toBe('/');

    for (const garbage of ['x', 'a'.repeat(43), '%00', 'a'.repeat(500), 'a/b']) {
      const answer = await new HostBrowser(server, secondHost).fetch(`/_/customer/login/${garbage}`);
      expect(answer.status, garbage).toBe(410);
    }
    const late = await laptop.fetch(`/_/customer/login?host=${encodeURIComponent(secondHost)}&next=/account`);
    await server.database.db.update(customerLoginStates).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(customerLoginStates.shopId, DEMO_SHOP_ID), eq(customerLoginStates.customerId, owner.id)));
    const expired = new HostBrowser(server, secondHost);
    expect((await expired.fetch(new URL(late.headers.get('location')!).pathname)).status).toBe(410);
    expect(expired.cookie('etalase_customer')).toBeUndefined();
  });
});
