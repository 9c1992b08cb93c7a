// Sending one newsletter to 10,000 subscribers through a real SMTP server on loopback: how long
// from the owner's "send" until the mail server has taken every e-mail, what the server spent in
// CPU per e-mail, and how much memory it held at its peak. A measurement; it asserts nothing.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { request } from 'undici';
import { openDatabase, type OpenDatabaseOptions } from '../src/server/db/database.server';
import { migrate } from '../src/server/db/migrate.server';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';

export const NEWSLETTER_SUBSCRIBERS = 10_000;
const HOST = { host: 'localhost' };
const SEND_TIMEOUT_MS = 20 * 60_000;

export interface NewsletterSendResult {
  subscribers: number;
  delivered: number;
  /** From the send mutation's answer until the SMTP server had every e-mail. */
  seconds: number;
  emailsPerSecond: number;
  serverCpuMsPerEmail: number;
  /** The server process's resident memory before, at its peak during (VmHWM) and after the send. */
  rssBeforeMiB: number;
  peakRssMiB: number;
  rssAfterMiB: number;
}

/** Confirmed subscribers written straight into the demo shop's database, in one statement. */
export async function seedSubscribers(where: OpenDatabaseOptions, count = NEWSLETTER_SUBSCRIBERS): Promise<void> {
  const database = await openDatabase(where);
  try {
    await migrate(database);
    await database.db.execute(sql`
      INSERT INTO email_subscribers (shop_id, id, email, state, language, source, consented_at, confirmed_at)
      SELECT ${DEMO_SHOP_ID}, 'benchsub' || n, 'pelanggan' || n || '@contoh.id', 'subscribed', CASE WHEN n % 5 = 0 THEN 'en' ELSE 'id' END, 'footer', now(), now()
      FROM generate_series(1, ${count}) AS n
      ON CONFLICT DO NOTHING`);
  } finally {
    await database.close();
  }
}

/** The seeded subscribers' addresses, told apart from other mail the shop sends meanwhile (order e-mails). */
const SUBSCRIBER_ADDRESS = /^pelanggan\d+@contoh\.id$/;

/** A real SMTP server that counts what it receives for the seeded subscribers (and keeps nothing else). */
export async function startSmtpSink(): Promise<{ port: number; received: () => number; stop: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const toSubscriber = session.envelope.rcptTo.some((recipient) => SUBSCRIBER_ADDRESS.test(recipient.address));
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (toSubscriber) received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { port: (server.server.address() as AddressInfo).port, received: () => received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function statusKiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
}

async function admin<T>(origin: string, headers: Record<string, string>, query: string, variables: Record<string, unknown>, inputType?: string): Promise<T> {
  const response = await request(`${origin}/admin/graphql${inputType ? `?m=${inputType}` : ''}`, {
    method: 'POST',
    headers: { ...HOST, ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.body.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!answer.data || answer.errors) throw new Error(`admin ${query.slice(0, 40)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const RICH_TEXT = {
  blocks: [
    { key: 'a', text: 'Promo akhir tahun', type: 'header-two', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    { key: 'b', text: 'Kopi, batik dan kerajinan pilihan dengan potongan sampai 30% sepanjang Desember.', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    { key: 'c', text: 'Lihat promonya', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 14, key: 0 }], data: {} },
  ],
  entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'http://localhost/search?q=promo', design: 1 } } },
};

/**
 * Writes, sends and waits for one newsletter to every subscriber of the running server at
 * `origin` (started with `SMTP_URL` pointing at `smtp`), as the signed-in owner.
 */
export async function measureNewsletterSend(origin: string, owner: Record<string, string>, pid: number, smtp: { received: () => number }, cpuMs: (pid: number) => number): Promise<NewsletterSendResult> {
  const created = await admin<{ createNewsletter: { __typename: string; id?: string; version?: number } }>(origin, owner,
    'mutation($input: CreateNewsletterInput!) { createNewsletter(input: $input) { __typename ... on Newsletter { id version } } }',
    { input: { title: 'Bench', subject: 'Promo akhir tahun', language: 'id', document: RICH_TEXT } }, 'CreateNewsletterInput');
  const { id, version } = created.createNewsletter;
  if (!id || version === undefined) throw new Error(`createNewsletter answered ${created.createNewsletter.__typename}`);
  const receivedBefore = smtp.received();
  const rssBeforeMiB = statusKiB(pid, 'VmRSS') / 1024;
  // Restarts the peak (VmHWM) from the current size, so the peak is the send's, not the start's.
  try { fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { /* the peak then covers the whole run */ }
  const cpuBefore = cpuMs(pid);
  const started = Date.now();
  const sent = await admin<{ sendNewsletter: { __typename: string; figures?: { recipients: number } } }>(origin, owner,
    'mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) { __typename ... on Newsletter { figures { recipients } } } }',
    { input: { id, version } }, 'SendNewsletterInput');
  const recipients = sent.sendNewsletter.figures?.recipients ?? 0;
  if (recipients === 0) throw new Error(`sendNewsletter answered ${sent.sendNewsletter.__typename}`);
  while (smtp.received() - receivedBefore < recipients) {
    if (Date.now() - started > SEND_TIMEOUT_MS) throw new Error(`only ${smtp.received() - receivedBefore} of ${recipients} e-mails arrived in ${SEND_TIMEOUT_MS / 60_000} minutes`);
    await sleep(200);
  }
  const seconds = (Date.now() - started) / 1000;
  const delivered = smtp.received() - receivedBefore;
  return {
    subscribers: recipients,
    delivered,
    seconds,
    emailsPerSecond: delivered / seconds,
    serverCpuMsPerEmail: (cpuMs(pid) - cpuBefore) / delivered,
    rssBeforeMiB,
    peakRssMiB: statusKiB(pid, 'VmHWM') / 1024,
    rssAfterMiB: statusKiB(pid, 'VmRSS') / 1024,
  };
}
