import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { createShop } from '../../src/server/modules/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.server';
import { outbox } from '../../src/server/db/tables';
import { createOutboxHandlers } from '../../src/server/modules/mail';
import { createMailTransport, type MailTransport } from '../../src/server/modules/mail';
import {
  deliverDueOutbox,
  enqueueEmail,
  enqueueWebhook,
  OUTBOX_LEASE_MS,
  postWebhook,
  type OutboxHandlers,
} from '../../src/server/modules/outbox';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { startSmtp, type SmtpCatcher } from '../support/smtp-catcher';

const SHOP = 'demo';
const MINUTE = 60_000;


interface ReceivedCall { headers: http.IncomingHttpHeaders; body: string }

/** A webhook receiver that answers with the next queued status (200 once they run out). */
async function startReceiver(statuses: number[]) {
  const calls: ReceivedCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r\n[ \t]+/g, ' ');
}

/** The message with quoted-printable soft line breaks undone, enough to search its text. */
function decoded(raw: string): string {
  return raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
}

async function rowByKey(db: Db, dedupeKey: string, shopId = SHOP) {
  const [row] = await db.select().from(outbox).where(and(eq(outbox.shopId, shopId), eq(outbox.dedupeKey, dedupeKey)));
  if (!row) throw new Error(`no outbox row ${dedupeKey}`);
  return row;
}

async function rowById(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

function message(run: string, label: string) {
  return {
    to: `shopper-${run}@example.test`,
    subject: `Order ${label} ${run}`,
    html: `<p>Hello <strong>${label}</strong> from the outbox ${run}</p>`,
    text: `Hello ${label} from the outbox ${run}`,
  };
}

const failingWebhook: OutboxHandlers['webhook'] = async () => { throw new Error('no webhooks in this test'); };

describe.each(engines())('outbox e-mail and webhooks on %s', (engine) => {
  let server: TestServer;
  let db: Db;
  let smtp: SmtpCatcher;
  const transports: MailTransport[] = [];
  // The PostgreSQL database is shared with other test files: every key carries this run's id
  // and every delivery is limited to this file's rows.
  const run = randomUUID().slice(0, 8);

  const smtpTransport = (port: number) => {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}` });
    transports.push(transport);
    return transport;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    db = server.database.db;
    smtp = await startSmtp();
  });
  afterAll(async () => {
    // Pooled SMTP connections first, or the SMTP server would wait for them to go idle.
    await Promise.all(transports.map((transport) => transport.close()));
    await smtp?.stop();
    await server?.close();
  });

  it('delivers an e-mail over SMTP with its recipient, subject, bodies and the shop as sender', async () => {
    const key = `${run}:placed`;
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 'order_placed', message: message(run, 'placed') });
    const row = await rowByKey(db, key);
    expect(row).toMatchObject({ kind: 'email', status: 'pending', attempts: 0 });
    expect(row.payload).toMatchObject({ template: 'order_placed', to: `shopper-${run}@example.test` });

    const handlers = createOutboxHandlers({ db, transport: smtpTransport(smtp.port) });
    const before = smtp.messages.length;
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [row.id] })).toEqual({ sent: 1, retried: 0, failed: 0 });

    const received = smtp.messages.slice(before);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.envelopeTo).toEqual([`shopper-${run}@example.test`]);
    expect(header(mail.raw, 'To')).toBe(`shopper-${run}@example.test`);
    expect(header(mail.raw, 'Subject')).toBe(`Order placed ${run}`);
    expect(header(mail.raw, 'From')).toMatch(/^"?Lumbung Nusantara"? <no-reply@localhost>$/);
    expect(decoded(mail.raw)).toContain(`Hello placed from the outbox ${run}`);
    expect(decoded(mail.raw)).toContain(`<strong>placed</strong> from the outbox ${run}`);

    const sent = await rowById(db, row.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Sent rows are never picked up again.
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [row.id] })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('keeps one row per dedupe key, and nothing from rolled-back work', async () => {
    const key = `${run}:dedupe`;
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 't', message: message(run, 'first') });
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 't', message: message(run, 'second') });
    const rows = await db.select().from(outbox).where(and(eq(outbox.shopId, SHOP), eq(outbox.dedupeKey, key)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ subject: `Order first ${run}` });

    await expect(db.transaction(async (tx) => {
      await enqueueEmail(tx, { shopId: SHOP, dedupeKey: `${run}:rolled-back`, template: 't', message: message(run, 'rolled') });
      throw new Error('the work failed');
    })).rejects.toThrow('the work failed');
    expect(await db.select().from(outbox).where(and(eq(outbox.shopId, SHOP), eq(outbox.dedupeKey, `${run}:rolled-back`)))).toEqual([]);

    const handlers = createOutboxHandlers({ db, transport: smtpTransport(smtp.port), mailFrom: 'Toko Uji <toko@example.test>' });
    const before = smtp.messages.length;
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [rows[0]!.id] })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const received = smtp.messages.slice(before);
    expect(received.map((mail) => header(mail.raw, 'Subject'))).toEqual([`Order first ${run}`]);
    expect(header(received[0]!.raw, 'From')).toBe('Toko Uji <toko@example.test>');
  });

  it('keeps an e-mail pending while the mail server is down and delivers it once it is back', async () => {
    const key = `${run}:down`;
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 't', message: message(run, 'down') });
    const { id } = await rowByKey(db, key);
    const port = smtp.port;
    await Promise.all(transports.splice(0).map((transport) => transport.close()));
    await smtp.stop();

    const handlers = createOutboxHandlers({ db, transport: smtpTransport(port) });
    const t0 = new Date();
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [id], now: t0 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await rowById(db, id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBe(t0.getTime() + MINUTE);
    // Not due yet: nothing is tried.
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [id], now: new Date(t0.getTime() + 30_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });

    smtp = await startSmtp({ port });
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [id], now: new Date(t0.getTime() + MINUTE + 1000) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages.map((mail) => header(mail.raw, 'Subject'))).toEqual([`Order down ${run}`]);
    expect(await rowById(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h and gives up after the 6th attempt', async () => {
    const key = `${run}:hopeless`;
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 't', message: message(run, 'hopeless') });
    const { id } = await rowByKey(db, key);
    const handlers: OutboxHandlers = { email: async () => { throw new Error('550 mailbox unavailable'); }, webhook: failingWebhook };
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await deliverDueOutbox(db, handlers, { onlyIds: [id], now })).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await rowById(db, id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: '550 mailbox unavailable' });
      waits.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE]);
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [id], now })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowById(db, id)).toMatchObject({ status: 'failed', attempts: 6, lastError: '550 mailbox unavailable' });
    expect(await deliverDueOutbox(db, handlers, { onlyIds: [id], now: new Date(now.getTime() + 24 * 60 * MINUTE) })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('leases a claimed row: no second deliverer takes it, but it comes back if the first one dies', async () => {
    const key = `${run}:lease`;
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 't', message: message(run, 'lease') });
    const { id } = await rowByKey(db, key);
    const now = new Date();
    let release: (() => void) | undefined;
    const stuck: OutboxHandlers = { email: () => new Promise<void>((resolve) => { release = resolve; }), webhook: failingWebhook };
    const first = deliverDueOutbox(db, stuck, { onlyIds: [id], now });
    // The first deliverer has claimed the row and is now sending it.
    await expect.poll(() => typeof release).toBe('function');
    expect((await rowById(db, id)).attempts).toBe(1);

    const delivered: string[] = [];
    const quick: OutboxHandlers = { email: async (mail) => { delivered.push(mail.subject); }, webhook: failingWebhook };
    expect(await deliverDueOutbox(db, quick, { onlyIds: [id], now })).toEqual({ sent: 0, retried: 0, failed: 0 });
    // The first deliverer is presumed dead once its lease has run out.
    expect(await deliverDueOutbox(db, quick, { onlyIds: [id], now: new Date(now.getTime() + OUTBOX_LEASE_MS + 1000) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(delivered).toEqual([`Order lease ${run}`]);
    expect(await rowById(db, id)).toMatchObject({ status: 'sent', attempts: 2 });

    release?.();
    expect(await first).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await rowById(db, id)).status).toBe('sent');
  });

  it('posts a webhook with its body and headers, and retries a 500 answer', async () => {
    const receiver = await startReceiver([500]);
    try {
      const body = JSON.stringify({ event: 'payment.paid', run });
      const input = { shopId: SHOP, dedupeKey: `${run}:hook`, url: receiver.url, headers: { 'content-type': 'application/json', 'x-etalase-signature': `sig-${run}` }, body };
      const id = await enqueueWebhook(db, input);
      expect(id).toEqual(expect.any(Number));
      expect(await enqueueWebhook(db, input)).toBeNull();

      const handlers: OutboxHandlers = { email: async () => { throw new Error('no e-mail in this test'); }, webhook: (request) => postWebhook(request) };
      const t0 = new Date();
      expect(await deliverDueOutbox(db, handlers, { onlyIds: [id!], now: t0 })).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(receiver.calls).toHaveLength(1);
      expect(receiver.calls[0]!.body).toBe(body);
      expect(receiver.calls[0]!.headers['x-etalase-signature']).toBe(`sig-${run}`);
      expect(receiver.calls[0]!.headers['content-type']).toBe('application/json');
      expect(await rowById(db, id!)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'webhook answered HTTP 500' });

      expect(await deliverDueOutbox(db, handlers, { onlyIds: [id!], now: new Date(t0.getTime() + MINUTE) })).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(receiver.calls.map((call) => call.body)).toEqual([body, body]);
      expect(await rowById(db, id!)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await receiver.stop();
    }
  });

  it('delivers in the background, into the development mailbox outside production without an SMTP server', async () => {
    const key = `${run}:jobs`;
    await enqueueEmail(db, { shopId: SHOP, dedupeKey: key, template: 't', message: message(run, 'jobs') });
    expect(server.app.mail.mode).toBe('development-mailbox');
    // The app's job runner (started on a timer by `npm start`) delivers whatever is due.
    await server.app.jobs.tick();
    expect((await rowByKey(db, key)).status).toBe('sent');
  });

  it('shows the shop its e-mails at /_dev/mail, escaped, with each message framed without script', async () => {
    const key = `${run}:viewer`;
    await enqueueEmail(db, {
      shopId: SHOP,
      dedupeKey: key,
      template: 'order_shipped',
      message: { to: `viewer-${run}@example.test`, subject: `Shipped <b>${run}</b>`, html: `<p>Parcel ${run}</p><script>alert(1)</script>`, text: `Track it at https://toko.example/o/1/s?x=1&y=2 ${run}` },
    });
    const { id } = await rowByKey(db, key);
    await createShop(db, { id: `other-${run}`, name: 'Other shop', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: `halo@other-${run}.example`, phone: '', address: '', city: '' });
    await enqueueEmail(db, { shopId: `other-${run}`, dedupeKey: key, template: 't', message: message(run, 'other shop') });
    const other = await rowByKey(db, key, `other-${run}`);

    const list = await server.request('/_dev/mail');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:");
    expect(list.headers.get('cache-control')).toBe('no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(`Shipped &lt;b&gt;${run}&lt;/b&gt;`);
    expect(listHtml).toContain(`viewer-${run}@example.test`);
    expect(listHtml).toContain(`href="/_dev/mail/${id}"`);
    expect(listHtml).not.toContain(`other shop ${run}`);

    const detail = await server.request(`/_dev/mail/${id}`);
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(`Shipped &lt;b&gt;${run}&lt;/b&gt;`);
    expect(detailHtml).toMatch(/<iframe sandbox srcdoc="&lt;p&gt;Parcel [^"]*&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
    expect(detailHtml).not.toContain('<script>');
    expect(detailHtml).toContain(`href="https://toko.example/o/1/s?x=1&amp;y=2"`);

    for (const path of [`/_dev/mail/${other.id}`, '/_dev/mail/2147483646', '/_dev/mail/abc', '/_dev/mail/0', '/_dev/mail/-1', '/_dev/mail/99999999999']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
