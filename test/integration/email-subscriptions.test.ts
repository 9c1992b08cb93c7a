import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, checkouts, emailSubscribers, outbox } from '../../src/server/db/tables';
import { sendRecoveryEmails } from '../../src/server/modules/checkout';
import { addShopDomains, createShop } from '../../src/server/modules/shop';
import { enqueueMarketingEmail, mayReceiveMarketing } from '../../src/server/modules/subscriptions';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { HostBrowser, signedInBrowser, signUpAndIn } from '../support/customer-flow';
import { Browser, createTestProduct, PLACE_ORDER, readyCheckout, staffBrowser, type PlaceOrderAnswer } from '../support/shop-flow';
import { startSmtp, type SmtpCatcher } from '../support/smtp-catcher';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SUBSCRIBE = 'mutation($input: SubscribeToEmailInput!) { subscribeToEmail(input: $input) { message } }';
const MY_SUBSCRIPTION = 'query { myEmailSubscription }';
const SET_MINE = 'mutation($input: SetMyEmailSubscriptionInput!) { setMyEmailSubscription(input: $input) }';
const SUBSCRIBERS = `query($search: String, $state: EmailSubscriberState) {
  emailSubscribers(first: 50, search: $search, state: $state) { totalCount nodes { id email state source language consentedAt confirmedAt unsubscribedAt unsubscribedBy } }
  emailSubscriberCounts { pending subscribed unsubscribed } }`;
const OWNER_UNSUBSCRIBE = 'mutation($input: UnsubscribeEmailSubscriberInput!) { unsubscribeEmailSubscriber(input: $input) { id state unsubscribedBy } }';

interface Payload { to: string; subject: string; text: string; html: string; template: string; headers?: Record<string, string> }

/** The resend window is short here so the test can wait it out. */
const RESEND_SECONDS = 1;

function header(raw: string, name: string): string | undefined {
  // A long value may be folded right after the colon (nodemailer does for List-Unsubscribe).
  const match = new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r\n[ \t]+/g, ' ').trim();
}

describe.each(engines())('e-mail subscriptions on %s', (engine) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  const run = randomUUID().slice(0, 8);
  const mail = (name: string) => `${name}-${run}-${engine}@example.com`;
  const otherShop = `langganan-${run}-${engine}`;
  const otherHost = `${otherShop}.example.test`;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(engine, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      rateLimits: { keyPrefix: `etalase:rl:test-${randomUUID()}:`, rules: { subscriptionConfirmation: { limit: 1, windowSeconds: RESEND_SECONDS }, emailSubscribe: { limit: 1000, windowSeconds: 600 } } },
    });
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  async function emailsTo(to: string, template?: string): Promise<Payload[]> {
    const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`)).orderBy(asc(outbox.id));
    return rows.map((row) => row.payload as unknown as Payload).filter((p) => !template || p.template === template);
  }

  async function subscriber(email: string, shopId = DEMO_SHOP_ID) {
    const [row] = await server.database.db.select().from(emailSubscribers).where(and(eq(emailSubscribers.shopId, shopId), eq(emailSubscribers.email, email)));
    return row ?? null;
  }

  /** The id of the last confirmation e-mail to the address, from its confirm link. */
  async function lastToken(email: string): Promise<string> {
    const found = (await emailsTo(email, 'subscription_confirm')).at(-1);
    if (!found) throw new Error(`no confirmation e-mail to ${email}`);
    const match = /\/_\/email\/([A-Za-z0-9_-]{43})\/confirm/.exec(found.text);
    if (!match) throw new Error(`no confirm link in ${found.text}`);
    return match[1]!;
  }

  async function subscribe(browser: Browser, email: string, headers: Record<string, string> = {}) {
    const response = await browser.fetch('/_/graph?m=SubscribeToEmailInput', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: SUBSCRIBE, variables: { input: { email } } }) });
    return (await response.json()) as { data: { subscribeToEmail: { message: string } } | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  }

  async function confirmed(email: string): Promise<string> {
    const browser = new Browser(server);
    await subscribe(browser, email);
    const token = await lastToken(email);
    expect((await browser.fetch(`/_/email/${token}/confirm`)).status).toBe(303);
    return token;
  }

  it('subscribes from the footer as pending, in the visitor\'s language, with one confirmation e-mail carrying the unsubscribe headers', async () => {
    const email = mail('footer');
    const answer = await subscribe(new Browser(server), `  ${email.toUpperCase()} `, { cookie: '_lang=en' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.subscribeToEmail.message).toContain('Check the inbox');
    const row = await subscriber(email);
    expect(row).toMatchObject({ email, state: 'pending', source: 'footer', language: 'en' });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    const sent = await emailsTo(email, 'subscription_confirm');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Confirm your e-mail subscription at Lumbung Nusantara');
    expect(sent[0]!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/_\/email\/[A-Za-z0-9_-]{43}\/unsubscribe>$/);
    expect(sent[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sent[0]!.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/_\/email\/[A-Za-z0-9_-]{43}\/unsubscribe/);
    expect(sent[0]!.text).toContain('this address was entered to get news and offers');
  });

  it('refuses an address that is not one with a message on the e-mail field', async () => {
    const answer = await subscribe(new Browser(server), 'bukan-alamat');
    expect(answer.errors?.[0]).toMatchObject({ message: 'Tulis alamat e-mail yang lengkap, misalnya nama@contoh.com.', extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
  });

  it('resends to a pending address at most once per window and answers the same for a subscribed one', async () => {
    const email = mail('ulang');
    const browser = new Browser(server);
    const first = await subscribe(browser, email);
    const second = await subscribe(browser, email);
    expect(second.data).toEqual(first.data);
    expect(await emailsTo(email, 'subscription_confirm')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 2000 + 300));
    await subscribe(browser, email);
    expect(await emailsTo(email, 'subscription_confirm')).toHaveLength(2);

    const known = mail('sudah');
    await confirmed(known);
    const before = (await emailsTo(known)).length;
    await new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 2000 + 300));
    const again = await subscribe(browser, known);
    // The same words as for a new address: nothing tells that it was subscribed already.
    expect(again.data!.subscribeToEmail.message).toBe(first.data!.subscribeToEmail.message.replace(email, known));
    expect(await emailsTo(known)).toHaveLength(before);
  });

  it('confirms through the link, lands on the confirmed page, and a second opening changes nothing', async () => {
    const email = mail('konfirmasi');
    const browser = new Browser(server);
    await subscribe(browser, email);
    const token = await lastToken(email);
    const opened = await browser.fetch(`/_/email/${token}/confirm`);
    expect(opened.status).toBe(303);
    // The page is told which confirmation it shows (to report it once), never the link's secret.
    const landing = opened.headers.get('location') ?? '';
    expect(landing).toMatch(/^\/email\/subscription\/confirmed\?confirmation=[A-Za-z0-9_-]{22}$/);
    expect(landing).not.toContain(token);
    const row = await subscriber(email);
    expect(row).toMatchObject({ state: 'subscribed' });
    const page = await browser.fetch(landing);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Langganan Anda sudah aktif');
    const english = await browser.fetch('/email/subscription/confirmed', { headers: { cookie: '_lang=en' } });
    expect(await english.text()).toContain('Your subscription is confirmed');

    const twice = await browser.fetch(`/_/email/${token}/confirm`);
    expect(twice.status).toBe(303);
    // Opened again, it is the same confirmation: the page does not report a second one.
    expect(twice.headers.get('location')).toBe(landing);
    const other = mail('konfirmasi-lain');
    await subscribe(browser, other);
    const otherLanding = (await browser.fetch(`/_/email/${await lastToken(other)}/confirm`)).headers.get('location');
    expect(otherLanding).toMatch(/confirmation=/);
    expect(otherLanding).not.toBe(landing);
    expect((await subscriber(email))!.confirmedAt!.getTime()).toBe(row!.confirmedAt!.getTime());
  });

  it('answers forged, malformed and unknown ids and actions with the not-found page', async () => {
    const browser = new Browser(server);
    const forged = randomBytes(32).toString('base64url');
    for (const path of [`/_/email/${forged}/confirm`, `/_/email/${forged}/unsubscribe`, `/_/email/${forged}/preferences`, `/_/email/${forged}/view`, '/_/email/abc/confirm', `/_/email/${forged}/explode`]) {
      const response = await browser.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Halaman tidak ditemukan');
    }
    const posted = await browser.fetch(`/_/email/${forged}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(404);
  });

  it('unsubscribes with one button: the GET only asks, the POST does it', async () => {
    const email = mail('berhenti');
    const token = await confirmed(email);
    const browser = new Browser(server);
    const asked = await browser.fetch(`/_/email/${token}/unsubscribe`);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(`Alamat ${email} tidak akan lagi menerima e-mail promo`);
    expect(page).toContain(`<form method="post" action="/_/email/${token}/unsubscribe"><button type="submit">Berhenti berlangganan</button></form>`);
    expect((await subscriber(email))!.state).toBe('subscribed');
    const done = await browser.fetch(`/_/email/${token}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl }, body: '' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Anda sudah berhenti berlangganan');
    expect(await subscriber(email)).toMatchObject({ state: 'unsubscribed', unsubscribedBy: 'subscriber' });
    // An old confirmation link does not subscribe the address again.
    const old = await browser.fetch(`/_/email/${token}/confirm`);
    expect(old.status).toBe(410);
    expect((await subscriber(email))!.state).toBe('unsubscribed');
  });

  it('unsubscribes from a mail client\'s RFC 8058 one-click POST, without cookies or a form token', async () => {
    const email = mail('satu-klik');
    const token = await confirmed(email);
    const response = await fetch(`${server.baseUrl}/_/email/${token}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await subscriber(email)).toMatchObject({ state: 'unsubscribed' });
    const multipart = await confirmed(mail('satu-klik-multipart'));
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(`${server.baseUrl}/_/email/${multipart}/unsubscribe`, { method: 'POST', body: form })).status).toBe(200);
    expect(await subscriber(mail('satu-klik-multipart'))).toMatchObject({ state: 'unsubscribed' });
  });

  it('shows the preferences with address, language and state, and subscribes again with a new confirmation', async () => {
    const email = mail('atur');
    const token = await confirmed(email);
    const browser = new Browser(server);
    const shown = await (await browser.fetch(`/_/email/${token}/preferences`)).text();
    expect(shown).toContain(`Alamat: ${email}`);
    expect(shown).toContain('Bahasa e-mail: Bahasa Indonesia');
    expect(shown).toContain('Status: berlangganan');
    await browser.fetch(`/_/email/${token}/unsubscribe`, { method: 'POST', body: '' });
    const after = await (await browser.fetch(`/_/email/${token}/preferences`)).text();
    expect(after).toContain('Status: tidak berlangganan');
    expect(after).toContain('Berlangganan lagi');
    await new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 2000 + 300));
    const again = await browser.fetch(`/_/email/${token}/preferences`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl }, body: '' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Status: menunggu konfirmasi');
    expect(await subscriber(email)).toMatchObject({ state: 'pending', source: 'email' });
    expect(await emailsTo(email, 'subscription_confirm')).toHaveLength(2);
    // Another site's form cannot make the shop send mail.
    const foreign = await browser.fetch(`/_/email/${token}/preferences`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' }, body: '' });
    expect(foreign.status).toBe(404);
  });

  it('shows the sent e-mail in the browser, unable to run script', async () => {
    const email = mail('lihat');
    await subscribe(new Browser(server), email);
    const token = await lastToken(email);
    const response = await new Browser(server).fetch(`/_/email/${token}/view`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('Pastikan langganan e-mail Anda di Lumbung Nusantara');
    expect(html).toContain(`/_/email/${token}/confirm`);
  });

  it('sends the List-Unsubscribe headers on the real SMTP message', async () => {
    const email = mail('smtp');
    await subscribe(new Browser(server), email);
    const token = await lastToken(email);
    let received;
    for (let round = 0; round < 10 && !received; round += 1) {
      await server.app.jobs.tick();
      received = smtp.messages.find((message) => message.envelopeTo.includes(email));
    }
    expect(received).toBeDefined();
    expect(header(received!.raw, 'List-Unsubscribe')).toBe(`<${server.baseUrl}/_/email/${token}/unsubscribe>`);
    expect(header(received!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('sends no marketing e-mail to an address once unsubscribed, whatever path queues it', async () => {
    const email = mail('tidak-lagi');
    const token = await confirmed(email);
    const db = server.database.db;
    const ctx = await server.app.jobs.contextFor(DEMO_SHOP_ID);
    expect(await mayReceiveMarketing(db, DEMO_SHOP_ID, email, 'newsletter')).toBe(true);
    await new Browser(server).fetch(`/_/email/${token}/unsubscribe`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    for (const kind of ['newsletter', 'followUp', 'confirmation'] as const) expect(await mayReceiveMarketing(db, DEMO_SHOP_ID, email.toUpperCase(), kind)).toBe(false);
    const written = await enqueueMarketingEmail(db, ctx, {
      to: email, language: 'id', kind: 'newsletter', template: 'newsletter', dedupeKey: `newsletter:${run}`,
      render: async () => ({ subject: 'Promo', html: '<p>Promo</p>', text: 'Promo' }),
    });
    expect(written).toBe(false);

    // The abandoned checkout reminder: sent to an address that never unsubscribed, not to this one.
    const product = await createTestProduct(server, { stock: 20 });
    const other = mail('keranjang');
    for (const address of [email, other]) await readyCheckout(new Browser(server), [{ productId: product.globalId, count: 1 }], { email: address });
    const later = new Date(Date.now() + 3 * 3_600_000);
    await sendRecoveryEmails(db, server.app.jobs.contextFor, { defaultMinutes: 60, byShop: new Map() }, later, 500);
    expect(await emailsTo(email, 'checkout_recovery')).toHaveLength(0);
    const reminder = await emailsTo(other, 'checkout_recovery');
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // It never subscribed: the footer gives the true reason, not a subscription.
    expect(reminder[0]!.text).toContain('memulai checkout di toko ini');
    expect(reminder[0]!.text).not.toContain('karena berlangganan');
    const [left] = await db.select({ sentAt: checkouts.recoveryEmailSentAt }).from(checkouts).where(and(eq(checkouts.shopId, DEMO_SHOP_ID), eq(checkouts.email, email)));
    expect(left!.sentAt).toBeNull();
    expect(await subscriber(other)).toBeNull();
  });

  it('keeps each shop\'s links to itself: a token of one shop does nothing on another', async () => {
    const email = mail('toko-a');
    const browser = new Browser(server);
    await subscribe(browser, email);
    const token = await lastToken(email);
    const elsewhere = new HostBrowser(server, otherHost);
    for (const path of [`/_/email/${token}/confirm`, `/_/email/${token}/preferences`, `/_/email/${token}/view`]) expect((await elsewhere.fetch(path)).status, path).toBe(404);
    expect((await elsewhere.fetch(`/_/email/${token}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })).status).toBe(404);
    expect(await subscriber(email)).toMatchObject({ state: 'pending' });
    expect(await subscriber(email, otherShop)).toBeNull();
  });

  it('subscribes from checkout only when the box was ticked, with the order', async () => {
    const product = await createTestProduct(server, { stock: 20 });
    const place = async (email: string, input: Record<string, unknown>) => {
      const browser = new Browser(server);
      const checkout = await readyCheckout(browser, [{ productId: product.globalId, count: 1 }], { email });
      const answer = await browser.graph<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: 'BANK_TRANSFER', ...input } }, { m: 'PlaceOrderInput' });
      expect(answer.data.placeOrder.__typename).toBe('OrderPlaced');
    };
    const unticked = mail('tanpa-centang');
    await place(unticked, {});
    expect(await subscriber(unticked)).toBeNull();
    expect(await emailsTo(unticked, 'subscription_confirm')).toHaveLength(0);
    const ticked = mail('centang');
    await place(ticked, { subscribeToEmail: true });
    expect(await subscriber(ticked)).toMatchObject({ state: 'pending', source: 'checkout' });
    expect(await emailsTo(ticked, 'subscription_confirm')).toHaveLength(1);
  });

  it('lets a customer switch the subscription in the account', async () => {
    const email = mail('akun');
    const password = `rahasia-${run}-panjang`;
    await signUpAndIn(new Browser(server), email, password);
    const browser = await signedInBrowser(server, email, password);
    expect((await browser.graph<{ myEmailSubscription: string | null }>(MY_SUBSCRIPTION)).data.myEmailSubscription).toBeNull();
    const on = await browser.graph<{ setMyEmailSubscription: string }>(SET_MINE, { input: { subscribed: true } }, { m: 'SetMyEmailSubscriptionInput' });
    expect(on.data.setMyEmailSubscription).toBe('pending');
    expect(await subscriber(email)).toMatchObject({ source: 'account', state: 'pending' });
    const off = await browser.graph<{ setMyEmailSubscription: string }>(SET_MINE, { input: { subscribed: false } }, { m: 'SetMyEmailSubscriptionInput' });
    expect(off.data.setMyEmailSubscription).toBe('unsubscribed');
    expect((await browser.graph<{ myEmailSubscription: string | null }>(MY_SUBSCRIPTION)).data.myEmailSubscription).toBe('unsubscribed');
  });

  it('subscribes without JavaScript through the footer\'s plain form', async () => {
    const email = mail('tanpa-js');
    const browser = new Browser(server);
    const form = (body: string, origin = server.baseUrl) => browser.fetch('/_/email/subscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body });
    const ok = await form(`email=${encodeURIComponent(email)}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Periksa kotak masuk');
    expect(await subscriber(email)).toMatchObject({ state: 'pending', source: 'footer' });
    const bad = await form('email=salah');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Tulis alamat e-mail yang lengkap');
    expect((await form(`email=${encodeURIComponent(mail('luar'))}`, 'https://elsewhere.example')).status).toBe(403);
    expect(await subscriber(mail('luar'))).toBeNull();
  });

  it('lists subscribers for the owner with counts, search, filter and CSV, and unsubscribes on request with an audit entry', async () => {
    const email = mail('pemilik');
    await confirmed(email);
    const owner = await staffBrowser(server);
    const listed = await owner.graph<{ emailSubscribers: { totalCount: number; nodes: Array<{ id: string; email: string; state: string; source: string; language: string }> }; emailSubscriberCounts: Record<string, number> }>(SUBSCRIBERS, { search: `pemilik-${run}-${engine}`, state: 'subscribed' }, { path: '/admin/graphql' });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.emailSubscribers.nodes).toEqual([expect.objectContaining({ email, state: 'subscribed', source: 'footer', language: 'id' })]);
    expect(listed.data.emailSubscriberCounts.subscribed).toBeGreaterThanOrEqual(1);
    const pendingOnly = await owner.graph<{ emailSubscribers: { nodes: unknown[] } }>(SUBSCRIBERS, { search: `pemilik-${run}-${engine}`, state: 'pending' }, { path: '/admin/graphql' });
    expect(pendingOnly.data.emailSubscribers.nodes).toEqual([]);

    const csv = await owner.fetch(`/admin/marketing/subscribers.csv?q=${encodeURIComponent(email)}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('email,state,source,language,consented_at,confirmed_at,unsubscribed_at,unsubscribed_by,created_at');
    expect(lines[1]).toContain(`${email},subscribed,footer,id,`);
    expect((await new Browser(server).fetch('/admin/marketing/subscribers.csv')).status).toBe(401);

    const id = listed.data.emailSubscribers.nodes[0]!.id;
    const done = await owner.graph<{ unsubscribeEmailSubscriber: { state: string; unsubscribedBy: string } }>(OWNER_UNSUBSCRIBE, { input: { id } }, { m: 'UnsubscribeEmailSubscriberInput', path: '/admin/graphql' });
    expect(done.data.unsubscribeEmailSubscriber).toMatchObject({ state: 'unsubscribed', unsubscribedBy: 'owner' });
    const [audited] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityId, id)));
    expect(audited).toMatchObject({ action: 'unsubscribeEmailSubscriber', entityType: 'emailSubscriber' });

    const shopper = new Browser(server);
    const refused = await shopper.graph(SUBSCRIBERS, {}, { path: '/admin/graphql' });
    expect(refused.data?.emailSubscribers ?? null).toBeNull();
  });
});
