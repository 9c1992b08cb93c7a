import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers, orders, outbox, products } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { startSmtp, type SmtpCatcher } from '../support/smtp-catcher';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = 'id title state version subject audience { language categoryIds } figures { recipients queued skipped delivered failed opened clicked openRate clickRate }';
const RESULT = `__typename ... on Newsletter { ${FIELDS} } ... on NewsletterRefused { reason message fieldErrors { field message } }`;
const CREATE = `mutation($input: CreateNewsletterInput!) { createNewsletter(input: $input) { ${RESULT} } }`;
const SAVE = `mutation($input: SaveNewsletterInput!) { saveNewsletter(input: $input) { ${RESULT} } }`;
const SEND = `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { ${RESULT} } }`;
const STOP = `mutation($input: NewsletterIdInput!) { stopNewsletter(input: $input) { ${RESULT} } }`;
const READ = `query($id: ID!) { newsletter(id: $id) { ${FIELDS} } }`;
const SIZE = 'query($audience: NewsletterAudienceInput) { newsletterAudienceSize(audience: $audience) }';

interface Figures { recipients: number; queued: number; skipped: number; delivered: number; failed: number; opened: number; clicked: number; openRate: number | null; clickRate: number | null }
interface Newsletter { __typename: 'Newsletter'; id: string; title: string; state: string; version: number; subject: string; figures: Figures }
interface Refused { __typename: 'NewsletterRefused'; reason: string; message: string; fieldErrors: Array<{ field: string; message: string }> }

function document(text: string, link?: string) {
  return {
    blocks: [
      { key: 'a', text, type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: link ? [{ offset: 0, length: text.length, key: 0 }] : [], data: {} },
    ],
    entityMap: link ? { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: link } } } : {},
  };
}

describe.each(engines())('newsletters on %s', (engine) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);
  const address = (name: string) => `${name}-${run}@contoh.id`;

  // Subscribers are shop-wide: this file keeps a database of its own, and a real mail server.
  beforeAll(async () => {
    smtp = await startSmtp({ encoding: 'latin1' });
    server = await startTestServer(engine, { env: 'production', smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const admin = async <T>(browser: Browser, query: string, variables: Record<string, unknown>, m?: string) => {
    const answer = await browser.graph<T>(query, variables, { path: '/admin/graphql', ...(m ? { m } : {}) });
    return answer;
  };
  const create = async (input: Record<string, unknown>) => (await admin<{ createNewsletter: Newsletter | Refused }>(owner, CREATE, { input }, 'CreateNewsletterInput')).data.createNewsletter;
  const send = async (id: string, version: number) => (await admin<{ sendNewsletter: Newsletter | Refused }>(owner, SEND, { input: { id, version } }, 'SendNewsletterInput')).data.sendNewsletter;
  const read = async (id: string) => (await admin<{ newsletter: Newsletter }>(owner, READ, { id })).data.newsletter;
  const size = async (audience: Record<string, unknown> | null) => (await admin<{ newsletterAudienceSize: number }>(owner, SIZE, { audience })).data.newsletterAudienceSize;
  const subscribe = (email: string, state: 'pending' | 'subscribed' | 'unsubscribed', language: 'id' | 'en' = 'id') => server.database.db.insert(emailSubscribers)
    .values({ shopId: DEMO_SHOP_ID, id: randomUUID(), email, state, language, source: 'footer', consentedAt: new Date(), confirmedAt: state === 'subscribed' ? new Date() : null });
  const stateOf = async (email: string) => (await server.database.db.select({ state: emailSubscribers.state }).from(emailSubscribers)
    .where(and(eq(emailSubscribers.shopId, DEMO_SHOP_ID), eq(emailSubscribers.email, email))))[0]?.state;
  /** Runs the job until the newsletter has nothing left to write and the outbox nothing left to deliver. */
  const deliverAll = async () => {
    for (let pass = 0; pass < 10; pass += 1) await server.app.jobs.tick();
  };
  const newsletterMail = async (to: string) => {
    const rows = await server.database.db.select({ payload: outbox.payload, dedupeKey: outbox.dedupeKey }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), sql`${outbox.payload}->>'to' = ${to}`, sql`${outbox.payload}->>'template' = 'newsletter'`));
    return rows.map((row) => row.payload as { subject: string; html: string; text: string; headers?: Record<string, string> });
  };
  const linkOf = (html: string, action: string) => new RegExp(`https?://[^"\\s]+/_/email/([A-Za-z0-9_-]{43})/${action}(?:\\?l=\\d+)?`).exec(html.replaceAll('&amp;', '&'));

  it('refuses a draft without a name, and a send without words or with a stale version', async () => {
    const nameless = await create({ title: ' ', subject: 'Promo', language: 'id' });
    expect(nameless).toMatchObject({ __typename: 'NewsletterRefused', reason: 'INVALID', fieldErrors: [{ field: 'title', message: 'Beri nama newsletter ini.' }] });
    await subscribe(address('satu'), 'subscribed');
    const empty = await create({ title: 'Kosong', subject: 'Promo', language: 'id' }) as Newsletter;
    expect(empty.state).toBe('DRAFT');
    expect(await send(empty.id, empty.version)).toMatchObject({ reason: 'INVALID', fieldErrors: [{ field: 'document', message: 'Tulis isi newsletter sebelum mengirim.' }] });
    expect(await send(empty.id, empty.version + 1)).toMatchObject({ reason: 'CHANGED_MEANWHILE' });
  });

  it('counts the audience: subscribers who confirmed, by language, and buyers from a category with its sub-categories', async () => {
    await subscribe(address('dua'), 'subscribed', 'en');
    await subscribe(address('menunggu'), 'pending');
    await subscribe(address('berhenti'), 'unsubscribed');
    const everyone = await size(null);
    expect(await size({ language: 'en' })).toBe(1);
    expect(await size({ language: 'id' })).toBe(everyone - 1);
    // A subscriber buys a product of a category; only they are in that category's audience.
    const product = await createTestProduct(server, { price: 40_000, stock: 10 });
    const [{ categoryId } = { categoryId: null }] = await server.database.db.select({ categoryId: products.categoryId }).from(products)
      .where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    expect(categoryId).not.toBeNull();
    const buyer = new Browser(server);
    const checkout = await readyCheckout(buyer, [{ productId: product.globalId, count: 1 }], { email: address('satu') });
    const placed = await placeOrder(buyer, checkout.id);
    expect(placed.orderId).toBeTruthy();
    const category = `Category:${categoryId}`;
    expect(await size({ categoryIds: [Buffer.from(category).toString('base64')] })).toBe(0);
    await server.database.db.update(orders).set({ status: 'paid' }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.id, placed.orderId!)));
    expect(await size({ categoryIds: [Buffer.from(category).toString('base64')] })).toBe(1);
  });

  it('sends to each subscriber once through the mail server, skips who unsubscribed meanwhile, and counts opens and clicks', async () => {
    const draft = await create({ title: 'Promo akhir tahun', subject: 'Diskon 30% sampai Desember', language: 'id', document: document('Lihat promonya', 'https://lumbung.example/search?q=promo&hal=1') }) as Newsletter;
    const audience = await size(null);
    const sending = await send(draft.id, draft.version) as Newsletter;
    expect(sending).toMatchObject({ __typename: 'Newsletter', state: 'SENDING', figures: { recipients: audience, queued: 0 } });
    expect(await send(draft.id, sending.version)).toMatchObject({ reason: 'NOT_A_DRAFT' });
    // Unsubscribes after sending started, before the batch was written.
    await server.database.db.update(emailSubscribers).set({ state: 'unsubscribed' }).where(and(eq(emailSubscribers.shopId, DEMO_SHOP_ID), eq(emailSubscribers.email, address('dua'))));
    const before = smtp.messages.length;
    await deliverAll();
    const sent = await read(draft.id);
    expect(sent.state).toBe('SENT');
    expect(sent.figures).toMatchObject({ recipients: audience, queued: audience - 1, skipped: 1, delivered: audience - 1, failed: 0 });
    const arrived = smtp.messages.slice(before);
    expect(arrived).toHaveLength(audience - 1);
    expect(arrived.some((mail) => mail.envelopeTo.includes(address('dua')))).toBe(false);
    const toSatu = arrived.find((mail) => mail.envelopeTo.includes(address('satu')))!;
    expect(toSatu.raw).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/_\/email\/[A-Za-z0-9_-]{43}\/unsubscribe>/m);
    expect(toSatu.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(toSatu.raw).toMatch(/^Subject: Diskon 30% sampai Desember/m);

    const [mail] = await newsletterMail(address('satu'));
    const click = linkOf(mail!.html, 'click');
    const open = linkOf(mail!.html, 'open');
    expect(click && open).toBeTruthy();
    expect(mail!.html).not.toContain('&lt;email-link&gt;');
    const token = click![1]!;
    const pixel = await server.request(`/_/email/${token}/open`);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const followed = await server.request(`/_/email/${token}/click?l=0`);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://lumbung.example/search?q=promo&hal=1');
    expect((await server.request(`/_/email/${token}/click?l=7`)).status).toBe(404);
    expect((await server.request(`/_/email/${'x'.repeat(43)}/click?l=0`)).status).toBe(404);
    const counted = (await read(draft.id)).figures;
    expect(counted).toMatchObject({ opened: 1, clicked: 1, openRate: Math.round((1 / (audience - 1)) * 1000) / 10 });
    // Opening twice counts one reader once.
    await server.request(`/_/email/${token}/open`);
    expect((await read(draft.id)).figures.opened).toBe(1);
  });

  it('unsubscribes in one click from the newsletter, and the next newsletter does not reach that address', async () => {
    const [mail] = await newsletterMail(address('satu'));
    const token = linkOf(mail!.html, 'unsubscribe')![1]!;
    const oneClick = await server.request(`/_/email/${token}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBeLessThan(400);
    expect(await stateOf(address('satu'))).toBe('unsubscribed');
    const next = await create({ title: 'Berikutnya', subject: 'Kabar baru', language: 'id', document: document('Halo lagi') }) as Newsletter;
    const started = await send(next.id, next.version);
    const before = smtp.messages.length;
    await deliverAll();
    expect(smtp.messages.slice(before).some((m) => m.envelopeTo.includes(address('satu')))).toBe(false);
    if (started.__typename === 'Newsletter') expect((await read(next.id)).figures.recipients).not.toBe(0);
  });

  it('stops a newsletter going out: nobody not yet written to gets it', async () => {
    await subscribe(address('tiga'), 'subscribed');
    const draft = await create({ title: 'Dihentikan', subject: 'Tidak jadi', language: 'id', document: document('Maaf') }) as Newsletter;
    await send(draft.id, draft.version);
    const stopped = (await admin<{ stopNewsletter: Newsletter }>(owner, STOP, { input: { id: draft.id } }, 'NewsletterIdInput')).data.stopNewsletter;
    expect(stopped.state).toBe('STOPPED');
    const before = smtp.messages.length;
    await deliverAll();
    expect(smtp.messages.length).toBe(before);
    expect((await read(draft.id)).figures).toMatchObject({ queued: 0, delivered: 0 });
    expect((await read(draft.id)).figures.skipped).toBe((await read(draft.id)).figures.recipients);
  });

  it('refuses an audience nobody is in, and keeps newsletters from a content editor', async () => {
    const lonely = await create({ title: 'Sepi', subject: 'Halo', language: 'en', document: document('Hi'), audience: { language: 'en' } }) as Newsletter;
    expect(await send(lonely.id, lonely.version)).toMatchObject({ reason: 'NO_RECIPIENTS', message: 'Tidak ada pelanggan berlangganan yang cocok dengan penerima yang dipilih.' });
    const editor = await staffWithRole(server, 'content_editor');
    const refused = await admin<unknown>(editor, READ, { id: lonely.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('saves a draft over the version it opened only', async () => {
    const draft = await create({ title: 'Versi', subject: 'Satu', language: 'id' }) as Newsletter;
    const input = { id: draft.id, title: 'Versi', subject: 'Dua', language: 'id', document: document('Isi') };
    const saved = (await admin<{ saveNewsletter: Newsletter }>(owner, SAVE, { input: { ...input, version: draft.version } }, 'SaveNewsletterInput')).data.saveNewsletter;
    expect(saved).toMatchObject({ subject: 'Dua', version: draft.version + 1 });
    const stale = (await admin<{ saveNewsletter: Refused }>(owner, SAVE, { input: { ...input, version: draft.version } }, 'SaveNewsletterInput')).data.saveNewsletter;
    expect(stale).toMatchObject({ reason: 'CHANGED_MEANWHILE' });
  });
});
