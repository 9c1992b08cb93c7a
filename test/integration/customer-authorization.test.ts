import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions } from '../../src/server/db/tables';
import { addShopDomains, createShop } from '../../src/server/modules/shop';
import { HostBrowser, SIGN_IN, SIGN_UP, signedInBrowser, signUpAndIn, type Answer } from '../support/customer-flow';
import { ADDRESS, Browser, confirmTransfer, createTestProduct, placeOrder, proofPicture, readyCheckout } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

// Who may do what with an account's data: customer B, a guest holding a grant for an order of
// their own, a signed-out visitor and a customer of another shop all try every way to reach
// customer A's data; each gets exactly what they would get for an id that does not exist, and
// A's data is the same afterwards.

const ORDER = 'query($id: ID!) { order(id: $id) { id number status customer { id email } payments { id } lines { review { rating } } } }';
const ACCESSIBLE = 'query { accessibleOrders { id } }';
const VIEWER = 'query { viewerCustomer { id email name addresses { id address { name } } sessions { current } } }';
const AFFILIATE = 'query { viewerAffiliate { code clicks ordersCount pendingCommission approvedCommission referrals(first: 20) { orderNumber commission status } } }';
const PAYOUT = 'mutation { requestAffiliatePayout { __typename ... on AffiliatePayoutRefused { reason message } ... on AffiliatePayoutRequested { payout { id } } } }';
const SAVE_ADDRESS = 'mutation($input: SaveAddressInput!) { saveAddress(input: $input) { id address { name } } }';
const DELETE_ADDRESS = 'mutation($id: ID!) { deleteAddress(id: $id) }';
const RECEIVED = 'mutation($input: ConfirmOrderReceivedInput!) { confirmOrderReceived(input: $input) { order { id status } } }';
const REVIEW = 'mutation($input: ReviewOrderInput!) { reviewOrder(input: $input) { order { id } } }';
const START_PAYMENT = 'mutation($input: StartPaymentInput!) { startPayment(input: $input) { redirectUrl } }';
const CARD = 'mutation($input: CompleteCardPaymentInput!) { completeCardPayment(input: $input) { __typename } }';
const TRANSFER = 'mutation($input: ConfirmBankTransferInput!) { confirmBankTransfer(input: $input) { payment { id status } } }';
const SIGN_OUT = 'mutation($everywhere: Boolean) { customerSignOut(everywhere: $everywhere) }';
const CHANGE_PASSWORD = 'mutation($input: CustomerChangePasswordInput!) { changePassword(input: $input) { email } }';
const RESET_REQUEST = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename message } }';
const REMIND = 'mutation($input: RemindEmailInput!) { remindEmail(input: $input) { __typename message } }';

const RULES = {
  customerSignInAccount: { limit: 1000, windowSeconds: 600 },
  customerSignInAddress: { limit: 1000, windowSeconds: 600 },
  customerSignUp: { limit: 1000, windowSeconds: 600 },
  customerRecovery: { limit: 1000, windowSeconds: 600 },
};

/** Anyone who sends requests: a demo-shop browser or a browser on another shop's host name. */
interface Actor {
  name: string;
  graph(query: string, variables?: Record<string, unknown>, m?: string): Promise<Answer<Record<string, unknown>>>;
  transfer(orderId: string): Promise<Answer<unknown>>;
}

const TRANSFER_INPUT = (orderId: string) => ({ orderId, clientKey: randomUUID(), bank: 'BCA', payerName: 'Penyusup', amount: 1000, transferDate: new Date().toISOString().slice(0, 10) });

function browserActor(name: string, browser: Browser): Actor {
  return {
    name,
    graph: async (query, variables = {}, m) => {
      const { status, data, errors } = await browser.graph(query, variables, { m });
      return { status, data, errors };
    },
    transfer: async (orderId) => {
      const { status, data, errors } = await confirmTransfer(browser, TRANSFER_INPUT(orderId)) as { status: number; data: unknown; errors?: Answer<unknown>['errors'] };
      return { status, data, errors };
    },
  };
}

function hostActor(name: string, browser: HostBrowser): Actor {
  return {
    name,
    graph: (query, variables = {}, m) => browser.graph(query, variables, { m }),
    transfer: async (orderId) => {
      // The GraphQL multipart request, encoded as a browser would send it.
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: TRANSFER, variables: { input: { ...TRANSFER_INPUT(orderId), proof: null } } }));
      form.set('map', JSON.stringify({ 0: ['variables.input.proof'] }));
      form.set('0', new Blob([new Uint8Array(await proofPicture())], { type: 'image/jpeg' }), 'bukti.jpg');
      const request = new Request('http://encode.invalid/', { method: 'POST', body: form });
      const answer = await browser.fetch('/_/graph?m=ConfirmBankTransferInput', {
        method: 'POST', headers: { 'graphql-preflight': '1', 'content-type': request.headers.get('content-type')! }, body: Buffer.from(await request.arrayBuffer()),
      });
      const body = JSON.parse(answer.text) as { data: unknown; errors?: Answer<unknown>['errors'] };
      return { status: answer.status, data: body.data, errors: body.errors };
    },
  };
}

/** An answer with the id asked about written out, so answers for two ids can be compared. */
function same(answer: Answer<unknown>, id: string): string {
  // Every error names its own request; nothing else may differ.
  return JSON.stringify({ status: answer.status, data: answer.data, errors: answer.errors }).replaceAll(id, '<id>').replace(/"requestId":"[^"]*"/g, '"requestId":"<r>"');
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe.each(engines())('who may reach an account\'s data on %s', (engine) => {
  let server: TestServer;
  const run = randomUUID().slice(0, 8);
  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;
  const password = `rahasia-${run}-panjang`;
  const otherShop = `lain-${run}-${engine}`;
  const otherHost = `${otherShop}.example`;
  const unknownOrder = 'ORDtidakada00000000';
  const unknownAddress = 'ADRtidakada00000000';

  let productId: string;
  let a: { id: string; email: string; browser: Browser; orderId: string; addressId: string; code: string };
  let actors: Actor[];
  let b: Browser;
  let bId: string;

  /** Everything of A's that another actor might change, read by A. */
  async function snapshotOfA() {
    const viewer = await a.browser.graph(VIEWER);
    const order = await a.browser.graph(ORDER, { id: a.orderId });
    const affiliate = await a.browser.graph(AFFILIATE);
    return { viewer: viewer.data, order: order.data, affiliate: affiliate.data };
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { rateLimits: { keyPrefix: `etalase:rl:test-${randomUUID()}:`, rules: RULES } });
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
    productId = (await createTestProduct(server, { stock: 50, price: 200_000 })).globalId;

    // A: an order of their own, a saved address, and an affiliate code that brought an order.
    const email = mail('a');
    const placing = new Browser(server);
    const id = await signUpAndIn(placing, email, password, 'Ani Pemilik');
    const placed = await placeOrder(placing, (await readyCheckout(placing, [{ productId, count: 1 }], { email })).id);
    const browser = await signedInBrowser(server, email, password);
    const saved = await browser.graph<{ saveAddress: { id: string } }>(SAVE_ADDRESS, { input: { address: { ...ADDRESS, name: 'Alamat Ani' } } }, { m: 'SaveAddressInput' });
    const joined = await browser.graph<{ joinAffiliateProgram: { code: string } }>('mutation { joinAffiliateProgram { code } }', {}, { m: 'Affiliate' });
    const referred = new Browser(server);
    await referred.fetch(`/?ref=${joined.data.joinAffiliateProgram.code}`);
    await placeOrder(referred, (await readyCheckout(referred, [{ productId, count: 1 }], { email: mail('dirujuk') })).id);
    a = { id, email, browser, orderId: placed.order!.id, addressId: saved.data.saveAddress.id, code: joined.data.joinAffiliateProgram.code };

    b = new Browser(server);
    bId = await signUpAndIn(b, mail('b'), password, 'Budi Lain');
    await b.graph(SAVE_ADDRESS, { input: { address: { ...ADDRESS, name: 'Alamat Budi' } } }, { m: 'SaveAddressInput' });
    const guest = new Browser(server);
    await placeOrder(guest, (await readyCheckout(guest, [{ productId, count: 1 }], { email: mail('tamu') })).id);
    const elsewhere = new HostBrowser(server, otherHost);
    // The same address as A's, in another shop: a separate account that opens nothing of A's.
    await signUpAndIn(elsewhere, email, password, 'Ani Toko Lain');
    actors = [browserActor('customer B', b), browserActor('guest with a grant of their own', guest), browserActor('signed-out visitor', new Browser(server)), hostActor('customer of another shop', elsewhere)];
  });
  afterAll(async () => { await server?.close(); });

  it('gives A everything of A\'s', async () => {
    const mine = await snapshotOfA();
    expect(mine.viewer).toMatchObject({ viewerCustomer: { id: a.id, email: a.email, addresses: [{ id: a.addressId, address: { name: 'Alamat Ani' } }] } });
    expect((mine.viewer as { viewerCustomer: { sessions: Array<{ current: boolean }> } }).viewerCustomer.sessions.filter((x) => x.current)).toHaveLength(1);
    expect(mine.order).toMatchObject({ order: { id: a.orderId, customer: { id: a.id, email: a.email }, payments: [expect.anything()] } });
    expect(mine.affiliate).toMatchObject({ viewerAffiliate: { code: a.code, clicks: 1, ordersCount: 1, referrals: [{ status: 'pending' }] } });
    expect((await a.browser.graph<{ accessibleOrders: Array<{ id: string }> }>(ACCESSIBLE)).data.accessibleOrders.map((o) => o.id)).toContain(a.orderId);
  });

  it('answers every order path for A\'s order exactly as for an order that does not exist', async () => {
    const before = await snapshotOfA();
    const paths: Array<[string, (actor: Actor, id: string) => Promise<Answer<unknown>>]> = [
      ['order(id)', (actor, id) => actor.graph(ORDER, { id })],
      ['confirmOrderReceived', (actor, id) => actor.graph(RECEIVED, { input: { orderId: id, clientKey: 'kunci-sama-untuk-keduanya' } }, 'ConfirmOrderReceivedInput')],
      ['reviewOrder', (actor, id) => actor.graph(REVIEW, { input: { orderId: id, reviews: [{ productId, rating: 1, body: 'Jelek' }] } }, 'ReviewOrderInput')],
      ['startPayment', (actor, id) => actor.graph(START_PAYMENT, { input: { orderId: id, clientKey: 'kunci-sama-untuk-keduanya', method: 'CARD' } }, 'StartPaymentInput')],
      ['completeCardPayment', (actor, id) => actor.graph(CARD, { input: { orderId: id, session: 'sesi-palsu' } }, 'CompleteCardPaymentInput')],
      ['confirmBankTransfer with a proof', (actor, id) => actor.transfer(id)],
    ];
    for (const actor of actors) {
      for (const [label, attempt] of paths) {
        const theirs = await attempt(actor, a.orderId);
        const nobodys = await attempt(actor, unknownOrder);
        expect(same(theirs, a.orderId), `${actor.name}: ${label}`).toBe(same(nobodys, unknownOrder));
        expect(JSON.stringify(theirs), `${actor.name}: ${label}`).not.toContain(a.email);
      }
      const listed = await actor.graph(ACCESSIBLE);
      expect(JSON.stringify(listed.data), actor.name).not.toContain(a.orderId);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('tells whose an order is only to its owner, even to another customer in a browser holding its grant', async () => {
    // B signs in on the browser A placed the order with (a shared computer): the grant opens
    // the order as it would for a guest, but not the account it belongs to.
    const shared = new HostBrowser(server, 'localhost');
    const grants = new Browser(server);
    await placeOrder(grants, (await readyCheckout(grants, [{ productId, count: 1 }], { email: a.email })).id);
    const grant = grants.cookieHeader().match(/etalase_orders=([^;]+)/)![1]!;
    const orderId = grant.split('.')[0]!;
    shared.setCookie('etalase_orders', grant);
    await shared.graph(SIGN_IN, { input: { email: mail('b'), password } }, { m: 'CustomerSignInInput' });
    const seen = await shared.graph<{ order: { id: string; customer: unknown } }>(ORDER, { id: orderId });
    expect(seen.data.order).toMatchObject({ id: orderId, customer: null });
  });

  it('keeps saved addresses, the profile and sessions to their own account', async () => {
    const before = await snapshotOfA();
    for (const actor of actors) {
      const viewer = await actor.graph(VIEWER);
      expect(JSON.stringify(viewer.data), actor.name).not.toContain(a.addressId);
      expect(JSON.stringify(viewer.data), actor.name).not.toContain('Alamat Ani');
      const changed = await actor.graph(SAVE_ADDRESS, { input: { id: a.addressId, address: { ...ADDRESS, name: 'Pencuri' } } }, 'SaveAddressInput');
      const changedNone = await actor.graph(SAVE_ADDRESS, { input: { id: unknownAddress, address: { ...ADDRESS, name: 'Pencuri' } } }, 'SaveAddressInput');
      expect(same(changed, a.addressId), actor.name).toBe(same(changedNone, unknownAddress));
      expect(changed.errors?.[0]?.extensions?.code, actor.name).toMatch(/^(NOT_FOUND|BAD_USER_INPUT)$/);
      const removed = await actor.graph(DELETE_ADDRESS, { id: a.addressId }, 'ID');
      const removedNone = await actor.graph(DELETE_ADDRESS, { id: unknownAddress }, 'ID');
      expect(same(removed, a.addressId), actor.name).toBe(same(removedNone, unknownAddress));
      // Updates without an id act on the caller's own account or on nothing.
      const password = await actor.graph(CHANGE_PASSWORD, { input: { currentPassword: 'tebakan-saja-ya', newPassword: 'kata-sandi-baru-panjang' } }, 'CustomerChangePasswordInput');
      expect(password.errors?.[0]?.extensions?.code, actor.name).toBe('BAD_USER_INPUT');
    }
    expect(((await b.graph<{ viewerCustomer: { addresses: Array<{ address: { name: string } }> } }>(VIEWER)).data.viewerCustomer.addresses).map((x) => x.address.name)).toEqual(['Alamat Budi']);
    // Sessions: B sees exactly B's own, and signing out everywhere ends only B's.
    const sessions = (await b.graph<{ viewerCustomer: { sessions: Array<{ current: boolean }> } }>(VIEWER)).data.viewerCustomer.sessions;
    const held = await server.database.db.select().from(customerSessions).where(eq(customerSessions.customerId, bId));
    expect(sessions).toHaveLength(held.length);
    expect(sessions.filter((x) => x.current)).toHaveLength(1);
    const extra = await signedInBrowser(server, mail('b'), password);
    await extra.graph(SIGN_OUT, { everywhere: true }, { m: 'Boolean' });
    expect((await b.graph(VIEWER)).data.viewerCustomer).toBeNull();
    expect(await snapshotOfA()).toEqual(before);
    expect((await b.graph(SIGN_IN, { input: { email: mail('b'), password } }, { m: 'CustomerSignInInput' })).data).toMatchObject({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
  });

  it('shows each customer only their own affiliate programme and pays out only their own commission', async () => {
    const before = await snapshotOfA();
    for (const actor of actors) {
      const view = await actor.graph(AFFILIATE);
      expect(view.errors, actor.name).toBeUndefined();
      expect(view.data, actor.name).toEqual({ viewerAffiliate: null });
      const payout = await actor.graph(PAYOUT, {}, 'Affiliate');
      expect(JSON.stringify(payout), actor.name).not.toContain(a.code);
      expect(payout.data?.requestAffiliatePayout, actor.name).toMatchObject({ __typename: 'AffiliatePayoutRefused', reason: 'NOT_AN_AFFILIATE' });
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('never tells whether an address has an account: same status, body and about the same time', async () => {
    const known = a.email;
    const unknown = mail('tidak-ada');
    const stranger = new Browser(server);
    const close = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(250);
    const raw = async (query: string, variables: Record<string, unknown>, m: string) => {
      const response = await stranger.fetch(`/_/graph?m=${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return { status: response.status, body: await response.text(), cookie: response.headers.get('set-cookie') };
    };
    type Ask = () => { variables: Record<string, unknown>; said: string };
    const pair = async (query: string, m: string, knownAsk: Ask, unknownAsk: Ask) => {
      const answer = async (ask: Ask) => {
        const { variables, said } = ask();
        const { result, ms } = await timed(() => raw(query, variables, m));
        return { ...result, body: said ? result.body.replaceAll(said, '<e>') : result.body, ms };
      };
      // Once each way first, so neither side pays for warming up.
      await answer(knownAsk);
      await answer(unknownAsk);
      const x = await answer(knownAsk);
      const y = await answer(unknownAsk);
      expect(x.status, m).toBe(y.status);
      expect(x.body, m).toBe(y.body);
      expect(x.cookie, m).toBe(y.cookie);
      close(x.ms, y.ms);
    };
    await pair(SIGN_IN, 'CustomerSignInInput',
      () => ({ variables: { input: { email: known, password: 'salah-sekali-ya' } }, said: known }),
      () => ({ variables: { input: { email: unknown, password: 'salah-sekali-ya' } }, said: unknown }));
    await pair(SIGN_UP, 'CustomerSignUpInput',
      () => ({ variables: { input: { name: 'X', email: known, password, phone: '0812-1111-2222' } }, said: known }),
      () => {
        const fresh = mail(`baru-${randomUUID().slice(0, 6)}`);
        return { variables: { input: { name: 'X', email: fresh, password, phone: '0812-1111-2222' } }, said: fresh };
      });
    await pair(RESET_REQUEST, 'RequestPasswordResetInput',
      () => ({ variables: { input: { email: known } }, said: known }),
      () => ({ variables: { input: { email: unknown } }, said: unknown }));
    await pair(REMIND, 'RemindEmailInput',
      () => ({ variables: { input: { phone: '0812-1111-2222' } }, said: '' }),
      () => ({ variables: { input: { phone: '0819-0000-0001' } }, said: '' }));
  });
});
