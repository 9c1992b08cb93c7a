import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, emailSubscribers, newsletterRecipients, newsletters, orders, outbox, products } from '../../src/server/db/tables';
import { toGlobalId } from '../../src/domain/ids/global-id';
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
    expect(empty.state).toBe('draft');
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
    // The product sits in a sub-category; the audience names its parent.
    const [child] = await server.database.db.select({ id: categories.id, parentId: categories.parentId }).from(categories)
      .where(and(eq(categories.shopId, DEMO_SHOP_ID), isNotNull(categories.parentId))).limit(1);
    expect(child?.parentId).toBeTruthy();
    await server.database.db.update(products).set({ categoryId: child!.id }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    const categoryId = child!.parentId!;
    const buyer = new Browser(server);
    const checkout = await readyCheckout(buyer, [{ productId: product.globalId, count: 1 }], { email: address('satu') });
    const placed = await placeOrder(buyer, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    const category = toGlobalId('Category', categoryId);
    expect(await size({ categoryIds: [category] })).toBe(0);
    await server.database.db.update(orders).set({ status: 'paid' }).where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.email, address('satu'))));
    expect(await size({ categoryIds: [category] })).toBe(1);
    // A category the shop does not have holds nobody (never everybody).
    expect(await size({ categoryIds: [toGlobalId('Category', 'no-such-category')] })).toBe(0);
  });

  it('sends to each subscriber once through the mail server, and counts opens and clicks', async () => {
    const draft = await create({ title: 'Promo akhir tahun', subject: 'Diskon 30% sampai Desember', language: 'id', document: document('Lihat promonya', 'https://lumbung.example/search?q=promo&hal=1') }) as Newsletter;
    const audience = await size(null);
    const sending = await send(draft.id, draft.version) as Newsletter;
    expect(sending).toMatchObject({ __typename: 'Newsletter', state: 'sending', figures: { recipients: audience, queued: 0 } });
    expect(await send(draft.id, sending.version)).toMatchObject({ reason: 'NOT_A_DRAFT' });
    const before = smtp.messages.length;
    await deliverAll();
    const sent = await read(draft.id);
    expect(sent.state).toBe('sent');
    expect(sent.figures).toMatchObject({ recipients: audience, queued: audience, skipped: 0, delivered: audience, failed: 0 });
    // Only this newsletter's: the order placed above has its own e-mails on the way too.
    const arrived = smtp.messages.slice(before).filter((mail) => /^Subject: Diskon 30% sampai Desember/m.test(mail.raw));
    expect(arrived).toHaveLength(audience);
    expect(arrived.some((mail) => mail.envelopeTo.includes(address('dua')))).toBe(true);
    const toSatu = arrived.find((mail) => mail.envelopeTo.includes(address('satu')))!;
    // Long headers arrive folded over lines (RFC 5322).
    toSatu.raw = toSatu.raw.replace(/\r\n[ \t]+/g, ' ');
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
    const followed = await server.request(`/_/email/${token}/click?l=0`, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://lumbung.example/search?q=promo&hal=1');
    expect((await server.request(`/_/email/${token}/click?l=7`)).status).toBe(404);
    expect((await server.request(`/_/email/${'x'.repeat(43)}/click?l=0`)).status).toBe(404);
    const counted = (await read(draft.id)).figures;
    expect(counted).toMatchObject({ opened: 1, clicked: 1, openRate: Math.round((1 / audience) * 1000) / 10 });
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

  /**
   * A newsletter caught between taking its audience and writing its batch, as the job finds it
   * (the send mutation asks the job to start at once, so the test writes this state itself).
   */
  async function sendingNewsletter(title: string, emails: readonly string[]): Promise<string> {
    const draft = await create({ title, subject: title, language: 'id', document: document('Halo') }) as Newsletter;
    await server.database.db.update(newsletters).set({ state: 'sending', sentHtml: '<!doctype html><html><body><p>Halo</p></body></html>', sentText: 'Halo', recipientCount: emails.length, sendingStartedAt: new Date() })
      .where(and(eq(newsletters.shopId, DEMO_SHOP_ID), eq(newsletters.id, draft.id)));
    await server.database.db.insert(newsletterRecipients).values(emails.map((email) => ({ shopId: DEMO_SHOP_ID, newsletterId: draft.id, email })));
    return draft.id;
  }

  it('skips an address that unsubscribed after sending started, when its batch is written', async () => {
    await subscribe(address('empat'), 'subscribed');
    await subscribe(address('lima'), 'subscribed');
    const id = await sendingNewsletter('Terlambat berhenti', [address('empat'), address('lima')]);
    await server.database.db.update(emailSubscribers).set({ state: 'unsubscribed' }).where(and(eq(emailSubscribers.shopId, DEMO_SHOP_ID), eq(emailSubscribers.email, address('lima'))));
    const before = smtp.messages.length;
    await deliverAll();
    const arrived = smtp.messages.slice(before);
    expect(arrived.map((mail) => mail.envelopeTo).flat()).toEqual([address('empat')]);
    expect(await read(id)).toMatchObject({ state: 'sent', figures: { recipients: 2, queued: 1, skipped: 1, delivered: 1 } });
  });

  it('stops a newsletter going out: nobody not yet written to gets it', async () => {
    await subscribe(address('tiga'), 'subscribed');
    const id = await sendingNewsletter('Dihentikan', [address('tiga')]);
    const stopped = (await admin<{ stopNewsletter: Newsletter }>(owner, STOP, { input: { id } }, 'NewsletterIdInput')).data.stopNewsletter;
    expect(stopped.state).toBe('stopped');
    const before = smtp.messages.length;
    await deliverAll();
    expect(smtp.messages.length).toBe(before);
    expect((await read(id)).figures).toMatchObject({ recipients: 1, queued: 0, skipped: 1, delivered: 0 });
  });

  it('refuses an audience nobody is in, and keeps newsletters from a content editor', async () => {
    await server.database.db.update(emailSubscribers).set({ state: 'unsubscribed' }).where(and(eq(emailSubscribers.shopId, DEMO_SHOP_ID), eq(emailSubscribers.language, 'en')));
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
