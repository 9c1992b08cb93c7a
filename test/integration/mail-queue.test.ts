import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money/currency';
import type { Db } from '../../src/server/db/database.server';
import { outbox } from '../../src/server/db/tables';
import { enqueueEmail, enqueueWebhook } from '../../src/server/modules/outbox';
import { addShopDomains, createShop } from '../../src/server/modules/shop';
import { createStaffAccount } from '../../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { graphPost } from '../support/graphql-client';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { startSmtp as startSmtpCatcher } from '../support/smtp-catcher';

const startSmtp = () => startSmtpCatcher({ encoding: 'latin1' });

/** A webhook receiver that answers 200. */
async function startReceiver() {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** An encoded-word header (`=?UTF-8?Q?…?=` or `?B?`) as a mail client shows it. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) => (kind.toLowerCase() === 'b'
    ? Buffer.from(text, 'base64').toString('utf8')
    : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')));
}

function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1] === undefined ? undefined : decodeWords(match[1].replace(/\r\n[ \t]+/g, ' '));
}

/** Every text part of the message, quoted-printable or base64 undone, as the reader sees it. */
function readable(raw: string): string {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  return parts.map((part) => {
    const split = part.indexOf('\r\n\r\n');
    const head = split < 0 ? '' : part.slice(0, split);
    const body = split < 0 ? part : part.slice(split + 4);
    if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding: quoted-printable/i.test(head)) {
      return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    }
    return Buffer.from(body, 'latin1').toString('utf8');
  }).join('\n');
}

const SIGN_IN = 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }';
const MAIL_QUEUE = `query($first: Int!, $state: MailState) { mailQueue {
  mailServerConfigured
  counts { waitingForMailServer pending retrying failed sentLast24Hours }
  emails(first: $first, state: $state) { id to subject template state attempts lastError createdAt sentAt }
} }`;
const RETRY = 'mutation($input: RetryEmailInput!) { retryEmail(input: $input) { id state attempts lastError subject } }';

interface QueuedEmail { id: string; to: string; subject: string; template: string; state: string; attempts: number; lastError: string | null; sentAt: string | null }
interface MailQueue {
  mailServerConfigured: boolean;
  counts: { waitingForMailServer: number; pending: number; retrying: number; failed: number; sentLast24Hours: number };
  emails: QueuedEmail[];
}

describe.each(engines())('e-mail held without a mail server, the owner’s notices and the mail queue on %s', (engine) => {
  let server: TestServer;
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // The PostgreSQL database is shared with other test files: this file's own shop holds the
  // e-mails whose counts are asserted exactly.
  const run = randomUUID().slice(0, 8);
  const quietShop = `mailq-${run}`;
  const quietHost = `mailq-${run}.example`;
  const quietOwner = { email: `owner-${run}@mailq.example`, password: `owner-${run}-password` };
  let quietCookie = '';
  let owner: Browser;
  const placed = { orderId: '', number: 0, total: 0, proofAmount: 0 };

  const quietGraph = async <T>(query: string, variables: Record<string, unknown>, m?: string) => {
    const answer = await graphPost<T>(server, { query, variables }, { path: '/admin/graphql', host: quietHost, headers: { cookie: quietCookie }, ...(m ? { m } : {}) });
    return answer.body;
  };
  const ownerQueue = async (variables: Record<string, unknown> = { first: 100 }) => {
    const answer = await owner.graph<{ mailQueue: MailQueue }>(MAIL_QUEUE, variables, { path: '/admin/graphql' });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data.mailQueue;
  };
  const quietQueue = async (variables: Record<string, unknown> = { first: 100 }) => {
    const body = await quietGraph<{ mailQueue: MailQueue }>(MAIL_QUEUE, variables);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.mailQueue;
  };
  const rowsOfOrder = (orderId: string) => db.select().from(outbox).where(and(eq(outbox.shopId, DEMO_SHOP_ID), like(outbox.dedupeKey, `%${orderId}%`)));

  beforeAll(async () => {
    // Production, and no SMTP_URL: the way a shop starts before its owner sets up mail.
    server = await startTestServer(engine, { env: 'production' }, { ownDatabase: true });
    db = server.database.db;
    smtp = await startSmtp();
    await createShop(db, {
      id: quietShop, name: `Toko Sunyi ${run}`, tagline: { id: '' }, currency: 2, defaultLanguage: 'id',
      email: `halo-${run}@mailq.example`, phone: '', address: '', city: '',
    });
    await addShopDomains(db, quietShop, [quietHost]);
    await createStaffAccount(db, quietShop, { email: quietOwner.email, name: 'Pemilik Sunyi', role: 'owner', password: quietOwner.password });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  async function signInQuietOwner(): Promise<void> {
    const answer = await graphPost(server, { query: SIGN_IN, variables: { input: quietOwner } }, { m: 'StaffSignInInput', host: quietHost });
    const cookie = /etalase_staff=[^;,\s]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`sign-in on ${quietHost} failed: ${JSON.stringify(answer.body)}`);
    quietCookie = cookie;
  }

  it('keeps e-mails queued in production without a mail server: nothing sent, no attempt spent, shown as waiting', async () => {
    for (const label of ['satu', 'dua']) {
      await enqueueEmail(db, {
        shopId: quietShop, dedupeKey: `${run}:${label}`, template: 'order_placed',
        message: { to: `pembeli-${label}-${run}@example.test`, subject: `Pesanan ${label} ${run}`, html: `<a href="https://toko.example/o/ord/secret-${run}">x</a>`, text: `https://toko.example/o/ord/secret-${run}` },
      });
    }
    // Background delivery runs, as it does every few seconds on a live server.
    const report = await server.app.jobs.tick();
    expect(report.failed).toBe(0);
    await server.app.jobs.tick();

    const rows = await db.select().from(outbox).where(eq(outbox.shopId, quietShop));
    expect(rows.map((row) => ({ status: row.status, attempts: row.attempts, lastError: row.lastError, sentAt: row.sentAt }))).toEqual([
      { status: 'pending', attempts: 0, lastError: null, sentAt: null },
      { status: 'pending', attempts: 0, lastError: null, sentAt: null },
    ]);
    expect(smtp.messages).toEqual([]);
    expect(server.app.mail).toMatchObject({ mode: 'held', held: true });
    expect(server.app.mail.summary).toContain('SMTP_URL');

    await signInQuietOwner();
    const queue = await quietQueue();
    expect(queue.mailServerConfigured).toBe(false);
    expect(queue.counts).toEqual({ waitingForMailServer: 2, pending: 0, retrying: 0, failed: 0, sentLast24Hours: 0 });
    expect(queue.emails.map((email) => [email.to, email.subject, email.state, email.attempts, email.lastError])).toEqual([
      [`pembeli-dua-${run}@example.test`, `Pesanan dua ${run}`, 'WAITING_FOR_MAIL_SERVER', 0, null],
      [`pembeli-satu-${run}@example.test`, `Pesanan satu ${run}`, 'WAITING_FOR_MAIL_SERVER', 0, null],
    ]);
    // The queue shows who and what, never the bodies that carry private order links.
    expect(JSON.stringify(queue)).not.toContain(`secret-${run}`);
    expect((await quietQueue({ first: 10, state: 'WAITING_FOR_MAIL_SERVER' })).emails).toHaveLength(2);
    expect((await quietQueue({ first: 10, state: 'PENDING' })).emails).toEqual([]);
    expect((await quietQueue({ first: 10, state: 'SENT' })).emails).toEqual([]);
  });

  it('still sends webhooks while e-mail waits for a mail server', async () => {
    const receiver = await startReceiver();
    try {
      const id = await enqueueWebhook(db, { shopId: quietShop, dedupeKey: `${run}:hook`, url: receiver.url, headers: { 'content-type': 'application/json' }, body: `{"run":"${run}"}` });
      await server.app.jobs.tick();
      expect(receiver.bodies).toContain(`{"run":"${run}"}`);
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await receiver.stop();
    }
  });

  it('writes the owner a notice of a new order and of a proof of transfer, held with the shopper’s e-mail', async () => {
    const product = await createTestProduct(server, { price: 123_000 });
    const shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 2 }], { email: `sari-${run}@example.com` });
    const answer = await placeOrder(shopper, checkout.id);
    expect(answer.__typename).toBe('OrderPlaced');
    placed.orderId = answer.order!.id;
    placed.number = answer.order!.number;
    placed.total = answer.order!.total;
    placed.proofAmount = answer.order!.firstPaymentAmount;
    const proof = await confirmTransfer(shopper, { orderId: placed.orderId, clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari Wulandari', amount: placed.proofAmount, transferDate: new Date().toISOString().slice(0, 10) });
    expect(proof.errors).toBeUndefined();
    await server.app.jobs.tick();

    const rows = await rowsOfOrder(placed.orderId);
    expect(rows.map((row) => [row.payload.template, row.payload.to, row.status, row.attempts]).sort()).toEqual([
      ['order_placed', `sari-${run}@example.com`, 'pending', 0],
      ['owner_order_placed', 'halo@lumbung-nusantara.example', 'pending', 0],
      ['owner_payment_proof', 'halo@lumbung-nusantara.example', 'pending', 0],
    ]);

    owner = await staffBrowser(server);
    const queue = await ownerQueue({ first: 100, state: 'WAITING_FOR_MAIL_SERVER' });
    expect(queue.counts.waitingForMailServer).toBeGreaterThanOrEqual(3);
    const total = formatMoney(placed.total, 'IDR', 'id');
    const subjects = queue.emails.map((email) => email.subject);
    expect(subjects).toContain(`Pesanan baru #${placed.number} senilai ${total}`);
    expect(subjects).toContain(`Bukti transfer ${formatMoney(placed.proofAmount, 'IDR', 'id')} untuk pesanan #${placed.number} perlu diverifikasi`);
  });

  it('shows staff only their own shop’s queue, and refuses to retry another shop’s e-mail', async () => {
    const quiet = await quietQueue();
    expect(quiet.emails.map((email) => email.to).every((to) => to.endsWith('@example.test'))).toBe(true);
    expect(quiet.emails.some((email) => email.subject.includes(`#${placed.number}`))).toBe(false);
    expect(quiet.counts.waitingForMailServer).toBe(2);

    const demo = await ownerQueue();
    expect(demo.emails.some((email) => email.subject.includes(run) && email.to.endsWith('@example.test'))).toBe(false);

    const demoEmail = demo.emails.find((email) => email.subject.includes(`#${placed.number}`));
    const refused = await quietGraph<{ retryEmail: QueuedEmail }>(RETRY, { input: { emailId: demoEmail!.id } }, 'RetryEmailInput');
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe('E-mail tidak ditemukan.');
    // The demo shop's e-mail is untouched.
    const [row] = await rowsOfOrder(placed.orderId);
    expect(row!.status).toBe('pending');
  });

  it('delivers the held e-mails through the mail server once started with SMTP_URL, and marks them sent', async () => {
    await server.close({ keepData: true });
    server = await startTestServer(engine, { env: 'production', smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, { restartOn: server });
    db = server.database.db;
    expect(server.app.mail).toMatchObject({ mode: 'smtp', held: false });

    // Other files' rows may be due too on a shared database: a few rounds clear the backlog.
    for (let round = 0; round < 10; round += 1) {
      await server.app.jobs.tick();
      const rows = [...await rowsOfOrder(placed.orderId), ...await db.select().from(outbox).where(eq(outbox.shopId, quietShop))];
      if (rows.every((row) => row.status === 'sent')) break;
    }
    const rows = await rowsOfOrder(placed.orderId);
    expect(rows.map((row) => [row.payload.template, row.status, row.attempts, row.lastError])).toEqual(expect.arrayContaining([
      ['order_placed', 'sent', 1, null],
      ['owner_order_placed', 'sent', 1, null],
      ['owner_payment_proof', 'sent', 1, null],
    ]));

    const toOwner = smtp.messages.filter((mail) => mail.envelopeTo.includes('halo@lumbung-nusantara.example') && readable(mail.raw).includes(placed.orderId));
    const total = formatMoney(placed.total, 'IDR', 'id');
    const newOrder = toOwner.find((mail) => header(mail.raw, 'Subject')?.startsWith('Pesanan baru'));
    expect(header(newOrder!.raw, 'Subject')).toBe(`Pesanan baru #${placed.number} senilai ${total}`);
    const newOrderText = readable(newOrder!.raw);
    expect(newOrderText).toContain(`Sari Wulandari baru saja memesan senilai ${total}.`);
    expect(newOrderText).toContain('Transfer bank');
    expect(newOrderText).toContain(`× 2`);
    expect(newOrderText).toContain(formatMoney(246_000, 'IDR', 'id'));
    expect(newOrderText).toMatch(new RegExp(`http://localhost:\\d+/admin/orders/${placed.orderId}`));

    const proofMail = toOwner.find((mail) => header(mail.raw, 'Subject')?.startsWith('Bukti transfer'));
    const amount = formatMoney(placed.proofAmount, 'IDR', 'id');
    expect(header(proofMail!.raw, 'Subject')).toBe(`Bukti transfer ${amount} untuk pesanan #${placed.number} perlu diverifikasi`);
    const proofText = readable(proofMail!.raw);
    expect(proofText).toContain(`Sari Wulandari mengirim bukti transfer sebesar ${amount} untuk pesanan #${placed.number}.`);
    expect(proofText).toContain('Bukti ini perlu diverifikasi');
    // The owner's notices lead to the admin area, never through the shopper's private link.
    expect(`${newOrderText}${proofText}`).not.toMatch(/\/o\/[^/\s]+\/[A-Za-z0-9_-]{16,}/);

    const shopperMail = smtp.messages.find((mail) => mail.envelopeTo.includes(`sari-${run}@example.com`));
    expect(header(shopperMail!.raw, 'Subject')).toContain(`#${placed.number}`);

    const quietReceived = smtp.messages.filter((mail) => mail.envelopeTo.some((to) => to.endsWith(`-${run}@example.test`)));
    expect(quietReceived.map((mail) => header(mail.raw, 'Subject')).sort()).toEqual([`Pesanan dua ${run}`, `Pesanan satu ${run}`]);

    await signInQuietOwner();
    const queue = await quietQueue();
    expect(queue.mailServerConfigured).toBe(true);
    expect(queue.counts).toEqual({ waitingForMailServer: 0, pending: 0, retrying: 0, failed: 0, sentLast24Hours: 2 });
    expect(queue.emails.every((email) => email.state === 'SENT' && email.sentAt !== null)).toBe(true);
  });

  it('lets the owner send a failed e-mail again from the admin API', async () => {
    await enqueueEmail(db, {
      shopId: quietShop, dedupeKey: `${run}:bounced`, template: 'order_shipped',
      message: { to: `ditolak-${run}@example.test`, subject: `Dikirim ${run}`, html: '<p>Paket</p>', text: 'Paket' },
    });
    // What six refused attempts leave behind (the back-off itself is tested in outbox-mail).
    await db.update(outbox).set({ status: 'failed', attempts: 6, lastError: '550 mailbox unavailable' })
      .where(and(eq(outbox.shopId, quietShop), eq(outbox.dedupeKey, `${run}:bounced`)));

    const before = await quietQueue({ first: 10, state: 'FAILED' });
    expect(before.counts.failed).toBe(1);
    expect(before.emails.map((email) => [email.to, email.state, email.attempts, email.lastError])).toEqual([[`ditolak-${run}@example.test`, 'FAILED', 6, '550 mailbox unavailable']]);

    const retried = await quietGraph<{ retryEmail: QueuedEmail }>(RETRY, { input: { emailId: before.emails[0]!.id } }, 'RetryEmailInput');
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryEmail).toMatchObject({ state: 'PENDING', attempts: 0, lastError: '550 mailbox unavailable', subject: `Dikirim ${run}` });
    const again = await quietGraph<{ retryEmail: QueuedEmail }>(RETRY, { input: { emailId: before.emails[0]!.id } }, 'RetryEmailInput');
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    for (let round = 0; round < 10; round += 1) {
      await server.app.jobs.tick();
      if ((await quietQueue({ first: 1, state: 'SENT' })).emails[0]?.subject === `Dikirim ${run}`) break;
    }
    expect(smtp.messages.filter((mail) => mail.envelopeTo.includes(`ditolak-${run}@example.test`))).toHaveLength(1);
    const after = await quietQueue();
    expect(after.counts).toEqual({ waitingForMailServer: 0, pending: 0, retrying: 0, failed: 0, sentLast24Hours: 3 });
    expect(after.emails[0]).toMatchObject({ subject: `Dikirim ${run}`, state: 'SENT', attempts: 1, lastError: null });

    const garbage = await quietGraph<{ retryEmail: QueuedEmail }>(RETRY, { input: { emailId: 'not-an-id' } }, 'RetryEmailInput');
    expect(garbage.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rows = await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.shopId, [quietShop]));
    expect(rows).toHaveLength(4);
  });
});
