import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { csvLine, textCell } from '../../../domain/csv/csv';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { notFound } from '../../errors.server';
import { recordAudit } from '../audit';
import { markUnsubscribed } from './subscriptions.service';
import { emailSubscribers, SUBSCRIBER_STATES, type SubscriberState } from './subscriptions.tables';
import type { Subscriber } from './marketing-email.service';

export const SUBSCRIBERS_MAX_PAGE = 100;
const CSV_MAX_ROWS = 50_000;

export interface SubscriberQuery {
  search?: string | null | undefined;
  state?: SubscriberState | null | undefined;
}

export type SubscriberCounts = Record<SubscriberState, number>;

function whereOf(shopId: string, query: SubscriberQuery) {
  const search = (query.search ?? '').trim().toLowerCase().slice(0, 320);
  // The search is a LIKE pattern of the typed text, its own wildcards escaped.
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(emailSubscribers.shopId, shopId),
    query.state ? eq(emailSubscribers.state, query.state) : undefined,
    search ? ilike(emailSubscribers.email, pattern) : undefined,
  );
}

/** A page of the shop's subscribers, newest first, found by part of the address and by state. */
export async function listSubscribers(ctx: RequestContext, query: SubscriberQuery & { limit: number; offset: number }): Promise<{ rows: Subscriber[]; total: number }> {
  const limit = Math.min(Math.max(Math.floor(query.limit), 1), SUBSCRIBERS_MAX_PAGE);
  const offset = Math.max(Math.floor(query.offset), 0);
  const where = whereOf(ctx.shop.id, query);
  const [rows, [counted]] = await Promise.all([
    ctx.db.select().from(emailSubscribers).where(where).orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(emailSubscribers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many addresses stand in each state. */
export async function subscriberCounts(ctx: RequestContext): Promise<SubscriberCounts> {
  const rows = await ctx.db.select({ state: emailSubscribers.state, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(emailSubscribers).where(eq(emailSubscribers.shopId, ctx.shop.id)).groupBy(emailSubscribers.state);
  const counts = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0])) as SubscriberCounts;
  for (const row of rows) counts[row.state] = row.n;
  return counts;
}

const iso = (moment: Date | null) => moment?.toISOString() ?? '';

/** The filtered list as CSV lines, header first; addresses are written as text cells so no spreadsheet runs them. */
export async function* subscribersCsv(ctx: RequestContext, query: SubscriberQuery): AsyncGenerator<string> {
  // A byte-order mark first, so spreadsheets read the file as UTF-8.
  yield `\uFEFF${csvLine(['email', 'state', 'source', 'language', 'consented_at', 'confirmed_at', 'unsubscribed_at', 'unsubscribed_by', 'created_at'])}`;
  const rows = await ctx.db.select().from(emailSubscribers).where(whereOf(ctx.shop.id, query))
    .orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id)).limit(CSV_MAX_ROWS);
  for (const row of rows) {
    yield csvLine([textCell(row.email), row.state, row.source, row.language, iso(row.consentedAt), iso(row.confirmedAt), iso(row.unsubscribedAt), row.unsubscribedBy ?? '', iso(row.createdAt)]);
  }
}

/** The owner unsubscribes an address on its holder's request; written to the audit log. */
export async function unsubscribeByOwner(ctx: RequestContext, id: string): Promise<Subscriber> {
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(emailSubscribers).where(and(eq(emailSubscribers.shopId, ctx.shop.id), eq(emailSubscribers.id, id))).limit(1);
    if (!row) throw notFound('error.subscriber.notFound');
    await markUnsubscribed(tx, ctx.shop.id, row.email, 'owner', row.language);
    await recordAudit(ctx, tx, { action: 'unsubscribeEmailSubscriber', entityType: 'emailSubscriber', entityId: row.id, before: { email: row.email, state: row.state }, after: { email: row.email, state: 'unsubscribed' } });
    const [after] = await tx.select().from(emailSubscribers).where(and(eq(emailSubscribers.shopId, ctx.shop.id), eq(emailSubscribers.id, id))).limit(1);
    return after ?? row;
  });
}
