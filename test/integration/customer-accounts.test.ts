import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, customerChecks, customerSessions, orders, outbox } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { ADDRESS, Browser, createTestProduct, placeOrder, readyCheckout } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SIGN_UP = 'mutation($input: CustomerSignUpInput!) { customerSignUp(input: $input) { __typename message } }';
const SIGN_IN = `mutation($input: CustomerSignInInput!) { customerSignIn(input: $input) { __typename
  ... on CustomerSignInSuccess { customer { id email name verified } } ... on InvalidCustomerCredentialsError { message } } }`;
const SIGN_OUT = 'mutation($everywhere: Boolean) { customerSignOut(everywhere: $everywhere) }';
const VIEWER = 'query { viewerCustomer { id email name phone verified addresses { id address { name city postalCode } } sessions { current } } }';
const RESET_REQUEST = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename message } }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on CustomerRequestAccepted { message } ... on InvalidCustomerLinkError { message } } }';
const REMIND = 'mutation($input: RemindEmailInput!) { remindEmail(input: $input) { __typename message } }';
const CHANGE_PASSWORD = 'mutation($input: CustomerChangePasswordInput!) { changePassword(input: $input) { email } }';
const EMAIL_CHANGE = 'mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { __typename message } }';
const SAVE_ADDRESS = 'mutation($input: SaveAddressInput!) { saveAddress(input: $input) { id address { name city } } }';
const DELETE_ADDRESS = 'mutation($id: ID!) { deleteAddress(id: $id) }';

type Graph = Awaited<ReturnType<Browser['graph']>> & { data: Record<string, unknown> };
interface Viewer { id: string; email: string; name: string; phone: string | null; verified: boolean; addresses: Array<{ id: string; address: { name: string; city: string } }>; sessions: Array<{ current: boolean }> }

/** Small limits so a test can meet them; a prefix of its own so runs never share counters. */
const RULES = {
  customerSignInAccount: { limit: 4, windowSeconds: 600 },
  customerSignInAddress: { limit: 1000, windowSeconds: 600 },
  customerSignUp: { limit: 1000, windowSeconds: 600 },
  customerRecovery: { limit: 1000, windowSeconds: 600 },
};

describe.each(engines())('customer accounts on %s', (engine) => {
  let server: TestServer;
  const run = randomUUID().slice(0, 8);
  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;
  const password = `rahasia-${run}-panjang`;

  beforeAll(async () => {
    server = await startTestServer(engine, { rateLimits: { keyPrefix: `etalase:rl:test-${randomUUID()}:`, rules: RULES } });
  });
  afterAll(async () => { await server?.close(); });

  async function emailsTo(to: string): Promise<Array<{ subject: string; text: string; html: string; template: string }>> {
    const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`)).orderBy(asc(outbox.id));
    return rows.map((row) => row.payload as { subject: string; text: string; html: string; template: string });
  }

  async function lastLink(to: string, template: string): Promise<string> {
    const found = (await emailsTo(to)).filter((email) => email.template === template).at(-1);
    if (!found) throw new Error(`no ${template} e-mail to ${to}`);
    const match = /https?:\/\/[^\s"<>]+\/(?:_\/check\/|password\/forgot\?token=)([A-Za-z0-9_-]+)/.exec(found.text);
    if (!match) throw new Error(`no link in ${found.text}`);
    return match[1]!;
  }

  async function signUp(browser: Browser, email: string, extra: Record<string, string> = {}): Promise<Graph> {
    return browser.graph(SIGN_UP, { input: { name: 'Siti Rahma', email, password, phone: '0812-1111-2222', ...extra } }, { m: 'CustomerSignUpInput' });
  }

  async function signIn(browser: Browser, email: string, secret = password): Promise<Graph> {
    return browser.graph(SIGN_IN, { input: { email, password: secret } }, { m: 'CustomerSignInInput' });
  }

  async function viewer(browser: Browser): Promise<Viewer | null> {
    const answer = await browser.graph<{ viewerCustomer: Viewer | null }>(VIEWER);
    expect(answer.errors).toBeUndefined();
    return answer.data.viewerCustomer;
  }

  /** A verified customer, signed in in the browser returned. */
  async function customer(name: string): Promise<{ browser: Browser; email: string }> {
    const browser = new Browser(server);
    const email = mail(name);
    await signUp(browser, email);
    const check = await browser.fetch(`/_/check/${await lastLink(email, 'customer-verify-email')}`);
    expect(check.status).toBe(200);
    expect((await signIn(browser, email)).data).toMatchObject({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
    return { browser, email };
  }

  it('spends an e-mailed link only from the shop\'s own pages: another site, or an Origin that is no address, is told the link is gone and the link still works', async () => {
    const browser = new Browser(server);
    const email = mail('asal');
    await signUp(browser, email);
    const token = await lastLink(email, 'customer-verify-email');
    for (const origin of ['https://elsewhere.example', 'bukan alamat']) {
      const refused = await new Browser(server).fetch(`/_/check/${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: '' });
      expect(refused.status, origin).toBe(410);
    }
    expect((await browser.fetch(`/_/check/${token}`)).status).toBe(200);
  });

  it('signs up, verifies the address once through the e-mailed link, and gathers the guest orders placed with it', async () => {
    const email = mail('siti');
    const product = await createTestProduct(server);
    const guest = new Browser(server);
    const placed = await placeOrder(guest, (await readyCheckout(guest, [{ productId: product.globalId, count: 1 }], { email })).id);
    expect(placed.__typename).toBe('OrderPlaced');

    const browser = new Browser(server);
    const answer = await signUp(browser, email.toUpperCase());
    expect(answer.data).toEqual({ customerSignUp: { __typename: 'CustomerRequestAccepted', message: `Kami telah mengirim e-mail ke ${email}. Buka tautan di dalamnya untuk memastikan alamat Anda, lalu masuk.` } });
    expect(browser.hasCookie('etalase_customer')).toBe(false);
    const [account] = await server.database.db.select().from(customerAccounts).where(and(eq(customerAccounts.shopId, DEMO_SHOP_ID), eq(customerAccounts.email, email)));
    expect(account!.passwordHash).toMatch(/^scrypt\$/);
    expect(account!.phone).toBe('6281211112222');
    expect(account!.verifiedAt).toBeNull();

    const token = await lastLink(email, 'customer-verify-email');
    // Only a hash of the secret is kept.
    expect(await server.database.db.select().from(customerChecks).where(eq(customerChecks.tokenHash, token))).toEqual([]);
    const page = await browser.fetch(`/_/check/${token}`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/account"');
    const again = await browser.fetch(`/_/check/${token}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Tautan ini tidak berlaku lagi');

    const [order] = await server.database.db.select().from(orders).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.order!.id)));
    expect(order!.customerId).toBe(account!.id);

    expect((await signIn(browser, email)).data).toEqual({ customerSignIn: { __typename: 'CustomerSignInSuccess', customer: { id: account!.id, email, name: 'Siti Rahma', verified: true } } });
    // An order placed while signed in is the customer's at once, and says so.
    const own = await placeOrder(browser, (await readyCheckout(browser, [{ productId: product.globalId, count: 1 }], { email: 'other-address@example.com' })).id);
    const read = await browser.graph<{ order: { customer: { email: string } | null } }>('query($id: ID!) { order(id: $id) { customer { email } } }', { id: own.order!.id });
    expect(read.data.order.customer).toEqual({ email });
  });

  it('answers a sign-up with a registered address exactly like a new one, and tells the owner', async () => {
    const { email } = await customer('taken');
    const stranger = new Browser(server);
    const fresh = mail('fresh');
    const a = await signUp(stranger, email);
    const b = await signUp(stranger, fresh);
    expect(a.data.customerSignUp).toEqual({ __typename: 'CustomerRequestAccepted', message: expect.stringContaining(email) });
    expect((b.data.customerSignUp as { message: string }).message.replace(fresh, email)).toBe((a.data.customerSignUp as { message: string }).message);
    const attempt = (await emailsTo(email)).filter((e) => e.template === 'customer-sign-up-attempt');
    expect(attempt).toHaveLength(1);
    expect(attempt[0]!.text).toContain('Lupa kata sandi');
    // The existing account's password did not change.
    expect((await signIn(new Browser(server), email)).data).toMatchObject({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
  });

  it('refuses short passwords and a password equal to the e-mail', async () => {
    const browser = new Browser(server);
    const short = await signUp(browser, mail('short'), { password: 'pendek' });
    expect(short.errors?.[0]).toMatchObject({ message: 'Kata sandi minimal 10 karakter.', extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    const same = mail('same');
    const equal = await signUp(browser, same, { password: same });
    expect(equal.errors?.[0]).toMatchObject({ message: 'Kata sandi tidak boleh sama dengan alamat e-mail.', extensions: { field: 'password' } });
  });

  it('answers a wrong password and an unknown e-mail identically, without a cookie', async () => {
    const { email } = await customer('wrong');
    const browser = new Browser(server);
    const wrong = await signIn(browser, email, 'bukan-kata-sandinya');
    const unknown = await signIn(browser, mail('nobody'), 'bukan-kata-sandinya');
    expect(wrong).toEqual({ ...unknown, headers: wrong.headers });
    expect(wrong.data).toEqual({ customerSignIn: { __typename: 'InvalidCustomerCredentialsError', message: 'E-mail atau kata sandi tidak benar.' } });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(browser.hasCookie('etalase_customer')).toBe(false);
  });

  it('signs in with an HttpOnly SameSite cookie, rotates it, and signs out here or everywhere', async () => {
    const { browser, email } = await customer('sessions');
    const response = await browser.fetch('/_/graph?m=CustomerSignInInput', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }) });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^etalase_customer=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Signing in again replaced the browser's earlier session instead of adding one.
    expect((await viewer(browser))!.sessions).toEqual([{ current: true }]);

    const phone = new Browser(server);
    await signIn(phone, email);
    const laptop = new Browser(server);
    await signIn(laptop, email);
    expect((await viewer(browser))!.sessions).toHaveLength(3);

    const out = await browser.graph(SIGN_OUT, {}, { m: 'Boolean' });
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ customerSignOut: true });
    expect(await viewer(browser)).toBeNull();
    expect((await viewer(phone))!.sessions).toHaveLength(2);

    await phone.graph(SIGN_OUT, { everywhere: true }, { m: 'Boolean' });
    expect(await viewer(phone)).toBeNull();
    expect(await viewer(laptop)).toBeNull();
  });

  it('resets a password through a one-hour link that works once and ends every other session', async () => {
    const { browser: signedIn, email } = await customer('reset');
    const stranger = new Browser(server);
    const known = await stranger.graph(RESET_REQUEST, { input: { email } }, { m: 'RequestPasswordResetInput' });
    const started = performance.now();
    const unknown = await stranger.graph(RESET_REQUEST, { input: { email: mail('nobody') } }, { m: 'RequestPasswordResetInput' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect((unknown.data.requestPasswordReset as { message: string }).message.replace(mail('nobody'), email)).toBe((known.data.requestPasswordReset as { message: string }).message);
    expect(await emailsTo(mail('nobody'))).toEqual([]);

    const token = await lastLink(email, 'customer-password-reset');
    const short = await stranger.graph(RESET, { input: { token, newPassword: 'pendek' } }, { m: 'ResetPasswordInput' });
    expect(short.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });
    // A refused password leaves the link working.
    const fresh = `baru-${run}-panjang`;
    expect((await stranger.graph(RESET, { input: { token, newPassword: fresh } }, { m: 'ResetPasswordInput' })).data).toEqual({ resetPassword: { __typename: 'CustomerRequestAccepted', message: expect.any(String) } });
    expect(await viewer(signedIn)).toBeNull();
    expect((await stranger.graph(RESET, { input: { token, newPassword: `${fresh}2` } }, { m: 'ResetPasswordInput' })).data).toMatchObject({ resetPassword: { __typename: 'InvalidCustomerLinkError' } });
    expect((await signIn(stranger, email, password)).data).toMatchObject({ customerSignIn: { __typename: 'InvalidCustomerCredentialsError' } });
    expect((await signIn(stranger, email, fresh)).data).toMatchObject({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });

    // An hour later the link no longer works.
    await stranger.graph(RESET_REQUEST, { input: { email } }, { m: 'RequestPasswordResetInput' });
    const late = await lastLink(email, 'customer-password-reset');
    await server.database.db.update(customerChecks).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(customerChecks.shopId, DEMO_SHOP_ID), eq(customerChecks.purpose, 'reset_password')));
    expect((await stranger.graph(RESET, { input: { token: late, newPassword: `${fresh}3` } }, { m: 'ResetPasswordInput' })).data).toMatchObject({ resetPassword: { __typename: 'InvalidCustomerLinkError' } });
  });

  it('e-mails a masked hint of the address to the account with a phone number', async () => {
    const browser = new Browser(server);
    const email = `siti${run}@gmail.com`;
    const phone = `0813${String(Date.now()).slice(-8)}`;
    await signUp(browser, email, { phone });
    const answer = await browser.graph(REMIND, { input: { phone } }, { m: 'RemindEmailInput' });
    const nobody = await browser.graph(REMIND, { input: { phone: '0819-0000-0001' } }, { m: 'RemindEmailInput' });
    expect(answer.data).toEqual(nobody.data);
    const hint = (await emailsTo(email)).find((e) => e.template === 'customer-email-hint')!;
    expect(hint.text).toContain(`s***${run.at(-1)}@g***.com`);
    expect(hint.text).not.toContain(email);
  });

  it('changes the password, ending the other sessions', async () => {
    const { browser, email } = await customer('change');
    const other = new Browser(server);
    await signIn(other, email);
    const wrong = await browser.graph(CHANGE_PASSWORD, { input: { currentPassword: 'salah-sekali-ya', newPassword: `ganti-${run}-panjang` } }, { m: 'CustomerChangePasswordInput' });
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } });
    const done = await browser.graph(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: `ganti-${run}-panjang` } }, { m: 'CustomerChangePasswordInput' });
    expect(done.data).toEqual({ changePassword: { email } });
    expect(await viewer(other)).toBeNull();
    expect((await viewer(browser))!.sessions).toEqual([{ current: true }]);
  });

  it('changes the e-mail once the new address confirms, and the old address can undo it', async () => {
    const { browser, email } = await customer('mover');
    const next = mail('moved');
    const asked = await browser.graph(EMAIL_CHANGE, { input: { newEmail: next, password } }, { m: 'RequestEmailChangeInput' });
    expect(asked.data).toMatchObject({ requestEmailChange: { __typename: 'CustomerRequestAccepted' } });
    expect((await viewer(browser))!.email).toBe(email);
    const notice = (await emailsTo(email)).find((e) => e.template === 'customer-email-change-notice')!;
    expect(notice.text).toContain(next);

    const confirm = await browser.fetch(`/_/check/${await lastLink(next, 'customer-email-change-confirm')}`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(next);
    expect((await viewer(browser))!.email).toBe(next);

    // Opening the undo link only asks; the button uses it.
    const undo = await lastLink(email, 'customer-email-change-notice');
    const asking = await browser.fetch(`/_/check/${undo}`);
    expect(asking.status).toBe(200);
    expect(await asking.text()).toContain('<form method="post">');
    expect((await viewer(browser))!.email).toBe(next);
    const undone = await browser.fetch(`/_/check/${undo}`, { method: 'POST' });
    expect(undone.status).toBe(200);
    expect(await undone.text()).toContain(email);
    expect(await viewer(browser)).toBeNull();
    expect((await signIn(browser, email)).data).toMatchObject({ customerSignIn: { __typename: 'CustomerSignInSuccess', customer: { email } } });
    expect((await browser.fetch(`/_/check/${undo}`, { method: 'POST' })).status).toBe(410);
  });

  it('keeps at most 10 addresses, each only its owner can read, change or delete', async () => {
    const { browser } = await customer('addresses');
    const { browser: intruder } = await customer('intruder');
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const saved = await browser.graph<{ saveAddress: { id: string } }>(SAVE_ADDRESS, { input: { address: { ...ADDRESS, name: `Alamat ${i}` } } }, { m: 'SaveAddressInput' });
      expect(saved.errors).toBeUndefined();
      ids.push(saved.data.saveAddress.id);
    }
    const eleventh = await browser.graph(SAVE_ADDRESS, { input: { address: ADDRESS } }, { m: 'SaveAddressInput' });
    expect(eleventh.errors?.[0]).toMatchObject({ message: 'Paling banyak 10 alamat tersimpan. Hapus satu alamat dulu.', extensions: { code: 'BAD_USER_INPUT' } });
    const bad = await browser.graph(SAVE_ADDRESS, { input: { id: ids[0], address: { ...ADDRESS, postalCode: '12' } } }, { m: 'SaveAddressInput' });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { field: 'address.postalCode' } });

    const mine = (await viewer(browser))!;
    expect(mine.addresses.map((a) => a.id)).toEqual(ids);
    const theirs = (await viewer(intruder))!;
    expect(theirs.addresses).toEqual([]);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.sessions).toEqual([{ current: true }]);

    const hijack = await intruder.graph(SAVE_ADDRESS, { input: { id: ids[0], address: { ...ADDRESS, name: 'Pencuri' } } }, { m: 'SaveAddressInput' });
    expect(hijack.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const removal = await intruder.graph(DELETE_ADDRESS, { id: ids[1] }, { m: 'ID' });
    expect(removal.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await viewer(browser))!.addresses.map((a) => a.address.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Alamat ${i}`));

    // Signing out everywhere from the intruder's account leaves the owner signed in.
    await intruder.graph(SIGN_OUT, { everywhere: true }, { m: 'Boolean' });
    expect(await viewer(browser)).not.toBeNull();
    const anonymous = await new Browser(server).graph(SAVE_ADDRESS, { input: { address: ADDRESS } }, { m: 'SaveAddressInput' });
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'Masuk ke akun Anda untuk melakukan ini.' });

    expect((await browser.graph(DELETE_ADDRESS, { id: ids[0] }, { m: 'ID' })).data).toEqual({ deleteAddress: true });
    expect((await viewer(browser))!.addresses).toHaveLength(9);
  });

  it('refuses sign-in attempts beyond the limit per account with 429', async () => {
    const { email } = await customer('limited');
    const browser = new Browser(server);
    for (let i = 0; i < RULES.customerSignInAccount.limit; i += 1) {
      expect((await signIn(browser, email, `salah-${i}-sekali`)).status).toBe(200);
    }
    const refused = await signIn(browser, email, password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    // The limit is per account: another account signs in from the same address.
    const { email: other } = await customer('unlimited');
    expect((await signIn(new Browser(server), other)).data).toMatchObject({ customerSignIn: { __typename: 'CustomerSignInSuccess' } });
  });

  it('stores sessions only as hashes', async () => {
    const { browser } = await customer('hashes');
    const token = browser.cookieHeader().match(/etalase_customer=([^;]+)/)![1]!;
    expect(await server.database.db.select().from(customerSessions).where(eq(customerSessions.tokenHash, token))).toEqual([]);
  });
});
