import { and, asc, desc, eq, inArray, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { outbox } from './outbox.tables';

/**
 * A drizzle transaction or the database itself. Side effects are enqueued with the caller's
 * transaction, so work that rolls back leaves nothing to deliver.
 */
export type Tx = Db;

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Extra headers of the message, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on
   * marketing mail (RFC 2369, RFC 8058). Single-line values only.
   */
  headers?: Readonly<Record<string, string>>;
}

/** The headers an e-mail may carry besides those the transport writes itself. */
const EMAIL_HEADERS = new Set(['list-unsubscribe', 'list-unsubscribe-post', 'list-id']);

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A web push message for one subscription; the handler encrypts it for the subscription's keys when sending. */
export interface PushMessage {
  subscriptionId: string;
  /** The notification as JSON: what the service worker shows. */
  body: string;
}

/**
 * A call to a payment provider that must happen once the transaction that decided it has
 * committed (expiring a gateway transaction the shopper left), retried like any delivery.
 */
export interface ProviderCall {
  provider: string;
  action: string;
  paymentId: string;
  /** A refund's amount, in the shop's smallest unit. */
  amount?: number;
  /** A refund's own key, which the provider uses to answer a repeated request once. */
  refundKey?: string;
}

export interface OutboxHandlers {
  /**
   * Null while there is no mail server: e-mail rows are then left alone (not claimed, no
   * attempt counted, never failed) until a deliverer with a mail server takes them.
   */
  email: ((message: EmailMessage & { shopId: string }) => Promise<void>) | null;
  /** Must throw when the receiver did not accept the call (see `postWebhook`). */
  webhook(request: WebhookRequest): Promise<void>;
  /**
   * Sends a push message; throws when it was not accepted. A `PermanentDeliveryFailure` (the
   * subscription is gone) fails the row at once instead of retrying it.
   */
  push?: (message: PushMessage & { shopId: string }) => Promise<void>;
  /**
   * Makes a provider call; throws when the provider did not take it (tried again later).
   * `lastTry` is the attempt after which a failure is final, so the handler can tell the owner.
   */
  providerCall?: (call: ProviderCall & { shopId: string; lastTry: boolean }) => Promise<void>;
}

/** Thrown by a handler when retrying could never succeed (a push subscription that expired). */
export class PermanentDeliveryFailure extends Error {}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * How long a claimed row stays invisible to other deliverers. A deliverer that dies mid-send
 * leaves its rows pending, and they come due again once the lease runs out.
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;

/** Wait before the next try after the 1st, 2nd, … failed attempt. */
export const OUTBOX_BACKOFF_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

/** The attempt after which a row is given up (the backoff table holds one wait per earlier attempt). */
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_BACKOFF_MS.length + 1;

const DEFAULT_BATCH = 20;
const MAX_BATCH = 500;
/** Sends in flight at once: enough to overlap slow servers, few enough for one SMTP pool. */
const SEND_CONCURRENCY = 5;
const MAX_ERROR_LENGTH = 1000;
/** `id` is a PostgreSQL integer; a larger number would make the query fail instead of finding nothing. */
const MAX_ROW_ID = 2_147_483_647;

function assertOneLine(name: string, value: string): void {
  // A line break in a header value is how header injection starts; refuse it when writing.
  if (/[\r\n]/.test(value)) throw new Error(`Outbox ${name} must be a single line.`);
}

/**
 * Due from this moment by the application's clock, the clock delivery compares with. The
 * database's `now()` would be its transaction's start, in microseconds: a pass started in the
 * same millisecond (a job kicked right after the commit) would find the row not yet due.
 */
function dueNow(): Date {
  return new Date();
}

export interface QueuedEmail { shopId: string; dedupeKey: string; message: EmailMessage; template: string }

function emailRow(input: QueuedEmail): typeof outbox.$inferInsert {
  const { to, subject, html, text, headers } = input.message;
  assertOneLine('recipient', to);
  assertOneLine('subject', subject);
  if (!to.includes('@')) throw new Error('Outbox e-mail needs a recipient address.');
  for (const [name, value] of Object.entries(headers ?? {})) {
    // Only the listed headers: a message must not set its own From, To or Bcc this way.
    if (!EMAIL_HEADERS.has(name.toLowerCase())) throw new Error(`Outbox e-mail header ${name} is not allowed.`);
    assertOneLine(`header ${name}`, value);
  }
  return {
    shopId: input.shopId,
    kind: 'email',
    dedupeKey: input.dedupeKey,
    payload: { to, subject, html, text, template: input.template, ...(headers && Object.keys(headers).length ? { headers } : {}) },
    nextAttemptAt: dueNow(),
  };
}

export async function enqueueEmail(tx: Tx, input: QueuedEmail): Promise<void> {
  await tx.insert(outbox).values(emailRow(input)).onConflictDoNothing({ target: [outbox.shopId, outbox.dedupeKey] });
}

/** Many e-mails in one statement (a newsletter's batch); a row whose key exists is dropped. */
export async function enqueueEmails(tx: Tx, inputs: readonly QueuedEmail[]): Promise<void> {
  if (inputs.length === 0) return;
  await tx.insert(outbox).values(inputs.map(emailRow)).onConflictDoNothing({ target: [outbox.shopId, outbox.dedupeKey] });
}

/** Returns the new row's id, or null when a row with the same key already exists. */
export async function enqueueWebhook(
  tx: Tx,
  input: { shopId: string; dedupeKey: string; url: string; headers: Record<string, string>; body: string },
): Promise<number | null> {
  if (!/^https?:\/\//i.test(input.url)) throw new Error('Outbox webhook address must be http(s).');
  for (const [name, value] of Object.entries(input.headers)) assertOneLine(`header ${name}`, value);
  const rows = await tx
    .insert(outbox)
    .values({
      shopId: input.shopId,
      kind: 'webhook',
      dedupeKey: input.dedupeKey,
      payload: { url: input.url, headers: input.headers, body: input.body },
      nextAttemptAt: dueNow(),
    })
    .onConflictDoNothing({ target: [outbox.shopId, outbox.dedupeKey] })
    .returning({ id: outbox.id });
  return rows[0]?.id ?? null;
}

export interface QueuedPush { shopId: string; dedupeKey: string; message: PushMessage }

/**
 * Push messages in one statement (a broadcast's batch, an order's subscribers); a row whose key
 * exists is dropped. Returns how many rows were written.
 */
export async function enqueuePushes(tx: Tx, inputs: readonly QueuedPush[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const due = dueNow();
  const rows = await tx
    .insert(outbox)
    .values(inputs.map((input) => ({ shopId: input.shopId, kind: 'push' as const, dedupeKey: input.dedupeKey, payload: { ...input.message }, nextAttemptAt: due })))
    .onConflictDoNothing({ target: [outbox.shopId, outbox.dedupeKey] })
    .returning({ id: outbox.id });
  return rows.length;
}

/** A provider call in the caller's transaction; a row whose key exists is dropped. */
export async function enqueueProviderCall(tx: Tx, input: { shopId: string; dedupeKey: string; call: ProviderCall }): Promise<void> {
  await tx.insert(outbox)
    .values({ shopId: input.shopId, kind: 'provider_call', dedupeKey: input.dedupeKey, payload: { ...input.call }, nextAttemptAt: dueNow() })
    .onConflictDoNothing({ target: [outbox.shopId, outbox.dedupeKey] });
}

/** How the push messages whose keys start with `dedupePrefix` went (a broadcast's deliveries). */
export async function pushDeliveryCounts(db: Db, shopId: string, dedupePrefix: string): Promise<{ pending: number; sent: number; failed: number }> {
  const pattern = `${dedupePrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.shopId, shopId), eq(outbox.kind, 'push'), sql`${outbox.dedupeKey} LIKE ${pattern}`))
    .groupBy(outbox.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: of('pending'), sent: of('sent'), failed: of('failed') };
}

interface ClaimedRow {
  id: number;
  shopId: string;
  kind: 'email' | 'webhook' | 'push' | 'provider_call';
  payload: Record<string, unknown>;
  /** Attempts including the one just claimed. */
  attempts: number;
}

/**
 * The rows named, by their key: each shop's ids under that shop, so the primary key (shop, id)
 * finds them, and a database distributed by shop sends each part to the shop's node.
 */
function claimedKeys(rows: ReadonlyArray<{ shopId: string; id: number }>): SQL | undefined {
  const byShop = new Map<string, number[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.id]);
  return or(...[...byShop].map(([shopId, ids]) => and(eq(outbox.shopId, shopId), inArray(outbox.id, ids))));
}

/** A row whose payload can never be delivered: retrying would only repeat the failure. */
class UndeliverablePayload extends Error {}

function stringField(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== 'string') throw new UndeliverablePayload(`payload field "${key}" is missing`);
  return value;
}

function headersField(payload: Record<string, unknown>): Record<string, string> {
  const value = payload.headers;
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new UndeliverablePayload('payload field "headers" is not an object');
  const headers: Record<string, string> = {};
  for (const [name, headerValue] of Object.entries(value)) {
    if (typeof headerValue !== 'string') throw new UndeliverablePayload(`header "${name}" is not text`);
    headers[name] = headerValue;
  }
  return headers;
}

async function deliverRow(row: ClaimedRow, handlers: OutboxHandlers): Promise<void> {
  if (row.kind === 'email') {
    // Never claimed without a handler (see deliverDueOutbox); refusing keeps it retryable.
    if (!handlers.email) throw new Error('no mail server configured');
    await handlers.email({
      shopId: row.shopId,
      to: stringField(row.payload, 'to'),
      subject: stringField(row.payload, 'subject'),
      html: stringField(row.payload, 'html'),
      text: stringField(row.payload, 'text'),
      headers: headersField(row.payload),
    });
    return;
  }
  if (row.kind === 'push') {
    if (!handlers.push) throw new Error('push messages cannot be sent by this server');
    await handlers.push({ shopId: row.shopId, subscriptionId: stringField(row.payload, 'subscriptionId'), body: stringField(row.payload, 'body') });
    return;
  }
  if (row.kind === 'provider_call') {
    if (!handlers.providerCall) throw new Error('provider calls cannot be made by this server');
    await handlers.providerCall({
      shopId: row.shopId, provider: stringField(row.payload, 'provider'), action: stringField(row.payload, 'action'), paymentId: stringField(row.payload, 'paymentId'),
      ...(typeof row.payload.amount === 'number' ? { amount: row.payload.amount } : {}),
      ...(typeof row.payload.refundKey === 'string' ? { refundKey: row.payload.refundKey } : {}),
      lastTry: row.attempts >= OUTBOX_MAX_ATTEMPTS,
    });
    return;
  }
  await handlers.webhook({
    url: stringField(row.payload, 'url'),
    headers: headersField(row.payload),
    body: stringField(row.payload, 'body'),
  });
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'delivery failed').slice(0, MAX_ERROR_LENGTH);
}

/**
 * Delivers pending rows that are due, at least once each. Rows are claimed in a short
 * transaction (`FOR UPDATE SKIP LOCKED`, so several processes share the work without waiting
 * on each other) that also counts the attempt and leases the row; sending happens after
 * that transaction, so a slow mail server never holds row locks. A failure is retried after
 * 1 min, 5 min, 30 min, 2 h and 6 h; the 6th failed attempt marks the row failed. Without an
 * e-mail handler only the other kinds are claimed: e-mails wait, with their attempts untouched.
 *
 * `now` stands in for the clock in everything this call decides and writes (tests and
 * catch-up runs); `onlyIds` limits the run to those rows, e.g. right after they were written.
 */
export async function deliverDueOutbox(
  db: Db,
  handlers: OutboxHandlers,
  options: { now?: Date; limit?: number; onlyIds?: number[] } = {},
): Promise<DeliveryCounts> {
  const clock = () => options.now ?? new Date();
  const limit = Math.min(Math.max(Math.floor(options.limit ?? DEFAULT_BATCH), 1), MAX_BATCH);
  const onlyIds = options.onlyIds?.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID);
  if (onlyIds && onlyIds.length === 0) return { sent: 0, retried: 0, failed: 0 };

  const claimedAt = clock();
  const claimed = await db.transaction(async (tx): Promise<ClaimedRow[]> => {
    const due = await tx
      .select({ id: outbox.id, shopId: outbox.shopId, kind: outbox.kind, payload: outbox.payload, attempts: outbox.attempts })
      .from(outbox)
      .where(and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, claimedAt),
        onlyIds ? inArray(outbox.id, onlyIds) : undefined,
        handlers.email ? undefined : ne(outbox.kind, 'email'),
      ))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(claimedAt.getTime() + OUTBOX_LEASE_MS) })
      .where(claimedKeys(due));
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });

  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  const queue = [...claimed];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        await deliverRow(row, handlers);
      } catch (error) {
        const giveUp = error instanceof UndeliverablePayload || error instanceof PermanentDeliveryFailure || row.attempts >= OUTBOX_MAX_ATTEMPTS;
        const wait = OUTBOX_BACKOFF_MS[Math.min(row.attempts, OUTBOX_BACKOFF_MS.length) - 1] ?? 0;
        // The attempts guard leaves a row alone that another deliverer claimed after our lease ran out.
        await db
          .update(outbox)
          .set(giveUp
            ? { status: 'failed', lastError: errorText(error) }
            : { nextAttemptAt: new Date(clock().getTime() + wait), lastError: errorText(error) })
          .where(and(eq(outbox.shopId, row.shopId), eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.attempts, row.attempts)));
        if (giveUp) counts.failed += 1;
        else counts.retried += 1;
        continue;
      }
      // Sent is sent: even if the lease ran out meanwhile, the row must not be sent again.
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: clock(), lastError: null })
        .where(and(eq(outbox.shopId, row.shopId), eq(outbox.id, row.id), eq(outbox.status, 'pending')));
      counts.sent += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, worker));
  return counts;
}

/**
 * Where an e-mail stands, as the owner reads it. `waiting_for_mail_server` is every unsent
 * e-mail while this server has no mail server (nothing is tried); otherwise an unsent e-mail
 * is `retrying` once an attempt failed and `pending` before that.
 */
export type MailState = 'waiting_for_mail_server' | 'pending' | 'retrying' | 'failed' | 'sent';
export const MAIL_STATES: readonly MailState[] = ['waiting_for_mail_server', 'pending', 'retrying', 'failed', 'sent'];

export interface ShopEmailSummary {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

export interface ShopEmail extends ShopEmailSummary {
  html: string;
  text: string;
}

export interface MailQueueCounts {
  waitingForMailServer: number;
  pending: number;
  retrying: number;
  failed: number;
  sentLast24Hours: number;
}

/** Whether this server can send mail at all; without it every unsent e-mail is waiting for one. */
export interface MailQueueView { held: boolean }

const hasFailedAttempt = sql`(${outbox.attempts} > 0 AND ${outbox.lastError} IS NOT NULL)`;

function stateColumn(view: MailQueueView) {
  const unsent = view.held ? sql`'waiting_for_mail_server'` : sql`CASE WHEN ${hasFailedAttempt} THEN 'retrying' ELSE 'pending' END`;
  return sql<MailState>`CASE ${outbox.status} WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE ${unsent} END`;
}

function stateCondition(state: MailState, view: MailQueueView) {
  switch (state) {
    case 'sent':
    case 'failed':
      return eq(outbox.status, state);
    case 'waiting_for_mail_server':
      return view.held ? eq(outbox.status, 'pending') : sql`false`;
    case 'retrying':
      return view.held ? sql`false` : and(eq(outbox.status, 'pending'), hasFailedAttempt);
    case 'pending':
      return view.held ? sql`false` : and(eq(outbox.status, 'pending'), sql`NOT ${hasFailedAttempt}`);
  }
}

function summaryColumns(view: MailQueueView) {
  return {
    id: outbox.id,
    to: sql<string>`coalesce(${outbox.payload}->>'to', '')`,
    subject: sql<string>`coalesce(${outbox.payload}->>'subject', '')`,
    template: sql<string>`coalesce(${outbox.payload}->>'template', '')`,
    status: outbox.status,
    state: stateColumn(view),
    attempts: outbox.attempts,
    lastError: outbox.lastError,
    createdAt: outbox.createdAt,
    nextAttemptAt: outbox.nextAttemptAt,
    sentAt: outbox.sentAt,
  };
}

/** The shop's e-mails, newest first, without their bodies; only those in `state` when given. */
export async function listShopEmails(
  db: Db,
  shopId: string,
  options: { limit?: number; state?: MailState; held?: boolean } = {},
): Promise<ShopEmailSummary[]> {
  const limit = Math.min(Math.max(Math.floor(options.limit ?? 100), 1), MAX_BATCH);
  const view = { held: options.held ?? false };
  return db
    .select(summaryColumns(view))
    .from(outbox)
    .where(and(eq(outbox.shopId, shopId), eq(outbox.kind, 'email'), options.state ? stateCondition(options.state, view) : undefined))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

const DAY_MS = 24 * 3_600_000;

/** How many of the shop's e-mails stand in each state; sent ones only of the last 24 hours. */
export async function mailQueueCounts(db: Db, shopId: string, view: MailQueueView, now = new Date()): Promise<MailQueueCounts> {
  // As text with a cast: both drivers pass it the same way inside raw SQL.
  const since = sql`${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      unsent: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'pending')`.mapWith(Number),
      retrying: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'pending' AND ${hasFailedAttempt})`.mapWith(Number),
      failed: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'failed')`.mapWith(Number),
      sent: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'sent' AND ${outbox.sentAt} >= ${since})`.mapWith(Number),
    })
    .from(outbox)
    // Older sent rows can only be skipped; everything else counts.
    .where(and(eq(outbox.shopId, shopId), eq(outbox.kind, 'email'), sql`(${outbox.status} <> 'sent' OR ${outbox.sentAt} >= ${since})`));
  const unsent = row?.unsent ?? 0;
  const retrying = row?.retrying ?? 0;
  return {
    waitingForMailServer: view.held ? unsent : 0,
    pending: view.held ? 0 : unsent - retrying,
    retrying: view.held ? 0 : retrying,
    failed: row?.failed ?? 0,
    sentLast24Hours: row?.sent ?? 0,
  };
}

/**
 * A failed e-mail of the shop is queued again with a fresh round of attempts (its last error
 * stays readable until it is sent). `not_failed` for an e-mail that is not failed, `not_found`
 * for an id of another shop or of no e-mail.
 */
export async function retryFailedEmail(db: Db, shopId: string, id: number, now = new Date()): Promise<'retried' | 'not_failed' | 'not_found'> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ROW_ID) return 'not_found';
  const mine = and(eq(outbox.shopId, shopId), eq(outbox.kind, 'email'), eq(outbox.id, id));
  const retried = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(mine, eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (retried.length) return 'retried';
  const [exists] = await db.select({ id: outbox.id }).from(outbox).where(mine).limit(1);
  return exists ? 'not_failed' : 'not_found';
}

/** One of the shop's e-mails with its bodies; null for an id of another shop or of no e-mail. */
export async function shopEmailById(db: Db, shopId: string, id: number, view: MailQueueView = { held: false }): Promise<ShopEmail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ROW_ID) return null;
  const [row] = await db
    .select({
      ...summaryColumns(view),
      html: sql<string>`coalesce(${outbox.payload}->>'html', '')`,
      text: sql<string>`coalesce(${outbox.payload}->>'text', '')`,
    })
    .from(outbox)
    .where(and(eq(outbox.shopId, shopId), eq(outbox.kind, 'email'), eq(outbox.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The shop's e-mail written under `dedupeKey`, with its bodies and recipient; null when there
 * is none in this shop. The page that shows a sent e-mail in the browser reads it.
 */
export async function shopEmailByKey(db: Db, shopId: string, dedupeKey: string): Promise<{ to: string; subject: string; html: string; status: string } | null> {
  const [row] = await db
    .select({
      to: sql<string>`coalesce(${outbox.payload}->>'to', '')`,
      subject: sql<string>`coalesce(${outbox.payload}->>'subject', '')`,
      html: sql<string>`coalesce(${outbox.payload}->>'html', '')`,
      status: outbox.status,
    })
    .from(outbox)
    .where(and(eq(outbox.shopId, shopId), eq(outbox.kind, 'email'), eq(outbox.dedupeKey, dedupeKey)))
    .limit(1);
  return row ?? null;
}

/**
 * The standard webhook handler: POSTs the body with its headers and treats anything but a 2xx
 * answer as a failure. Redirects count as failures too, so a receiver cannot bounce the
 * signed call to an address nobody configured.
 */
export async function postWebhook(request: WebhookRequest, options: { timeoutMs?: number } = {}): Promise<void> {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  // Reading the answer frees the connection for the next call.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    throw new Error(`webhook answered HTTP ${response.status}`);
  }
}

/** Rows still to deliver and rows given up, over every shop: the queue depth for monitoring. */
export async function outboxDepth(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.status);
  return {
    pending: Number(rows.find((row) => row.status === 'pending')?.count ?? 0),
    failed: Number(rows.find((row) => row.status === 'failed')?.count ?? 0),
  };
}

/**
 * How the e-mail written under `dedupeKey` went, for another module's list to read in its own
 * query: `status` ('pending', 'sent', 'failed'; null when none was written) and `sentAt` (when
 * it was delivered). Scalar subqueries over the outbox's unique key, so one row costs one probe.
 */
export function emailDeliveryOf(shopId: SQLWrapper, dedupeKey: SQLWrapper): { status: SQL<string | null>; sentAt: SQL<unknown> } {
  const one = (column: SQL) => sql`(SELECT ${column} FROM ${outbox} WHERE ${outbox.shopId} = ${shopId} AND ${outbox.kind} = 'email' AND ${outbox.dedupeKey} = ${dedupeKey})`;
  return { status: one(sql`${outbox.status}`) as SQL<string | null>, sentAt: one(sql`${outbox.sentAt}`) };
}
