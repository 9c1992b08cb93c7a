import { and, count, desc, eq, gte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { RECOVERY_WINDOW_DAYS, type AbandonedState } from '../../../domain/checkout/abandoned-checkouts';
import type { RequestContext } from '../../context.server';
import { priceLines } from '../catalog';
import { checkouts, type CheckoutLineRecord } from './checkout.tables';

/**
 * What other modules know about a checkout's recovery, as SQL the list reads in its own query
 * (the flow hands them in): how the outbox delivered the e-mail, and the order it became.
 */
export interface RecoveryLookups {
  emailDelivery: (shopId: SQLWrapper, dedupeKey: SQLWrapper) => { status: SQL<string | null>; sentAt: SQL<unknown> };
  order: (shopId: SQLWrapper, orderId: SQLWrapper) => { number: SQL<number | null>; placedAt: SQL<unknown>; saleTotal: SQL<number | null> };
}

export interface AbandonedQuery {
  /** Only checkouts last active at or after this moment. */
  since: Date;
  now: Date;
  /** The shop's recovery delay in minutes. */
  delayMinutes: number;
}

export interface AbandonedCheckoutRow {
  id: string;
  email: string;
  phone: string;
  name: string;
  language: string;
  recoveryHash: string;
  lines: CheckoutLineRecord[];
  lastActivityAt: Date;
  state: AbandonedState;
  /** When the job wrote the recovery e-mail to the outbox. */
  emailWrittenAt: Date | null;
  /** When the mail server took it. */
  emailDeliveredAt: Date | null;
  orderId: string | null;
  orderNumber: number | null;
  /** Items and what they cost now, as the shop would price them (null until priced). */
  itemCount: number;
  items: Array<{ name: string; count: number }>;
  subtotal: number;
}

export interface AbandonedFigures {
  abandoned: number;
  emailsSent: number;
  emailsFailed: number;
  recovered: number;
  recoveredValue: number;
}

const epochMs = (moment: SQLWrapper) => sql<number | null>`floor(extract(epoch from ${moment}) * 1000)`.mapWith(Number);
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The shop's checkouts that left an e-mail, with what the outbox and orders know of each. */
function factsOf(ctx: RequestContext, lookups: RecoveryLookups, since: Date) {
  const mail = lookups.emailDelivery(checkouts.shopId, sql`'checkout-recovery:' || ${checkouts.id}`);
  const order = lookups.order(checkouts.shopId, checkouts.orderId);
  return ctx.db.select({
    id: checkouts.id,
    email: checkouts.email,
    phone: checkouts.phone,
    name: sql<string>`coalesce(${checkouts.shippingAddress}->>'name', '')`.as('name'),
    language: checkouts.language,
    recoveryHash: checkouts.recoveryHash,
    lines: checkouts.lines,
    updatedAt: checkouts.updatedAt,
    emailWrittenAt: checkouts.recoveryEmailSentAt,
    orderId: checkouts.orderId,
    mailStatus: mail.status.as('mail_status'),
    mailSentAt: mail.sentAt.as('mail_sent_at'),
    orderNumber: order.number.as('order_number'),
    orderPlacedAt: order.placedAt.as('order_placed_at'),
    orderSaleTotal: order.saleTotal.as('order_sale_total'),
  }).from(checkouts)
    .where(and(eq(checkouts.shopId, ctx.shop.id), ne(checkouts.email, ''), gte(checkouts.updatedAt, since)))
    .as('facts');
}
type Facts = ReturnType<typeof factsOf>;

/**
 * The state rule, in SQL so the list can filter and count by it (docs/decisions/0039):
 * recovered only when the e-mail reached the mail server before the order was placed; an
 * e-mail written but not delivered never reads as sent; a quiet checkout past the window expired.
 */
function stateOf(f: Facts, now: Date): SQL<AbandonedState> {
  return sql<AbandonedState>`CASE
    WHEN ${f.orderId} IS NOT NULL AND ${f.mailStatus} = 'sent' AND ${f.mailSentAt} <= ${f.orderPlacedAt} THEN 'recovered'
    WHEN ${f.orderId} IS NOT NULL THEN 'ordered'
    WHEN ${f.emailWrittenAt} IS NOT NULL THEN CASE ${f.mailStatus} WHEN 'sent' THEN 'emailed' WHEN 'failed' THEN 'email_failed' ELSE 'email_queued' END
    WHEN ${f.updatedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${RECOVERY_WINDOW_DAYS}::int) THEN 'expired'
    ELSE 'waiting' END`;
}

/** A page of checkouts with an e-mail, newest activity first, each priced as the shop would now. */
export async function listAbandonedCheckouts(
  ctx: RequestContext, lookups: RecoveryLookups, query: AbandonedQuery & { state?: AbandonedState | undefined; limit: number; offset: number },
): Promise<{ rows: AbandonedCheckoutRow[]; total: number }> {
  const f = factsOf(ctx, lookups, query.since);
  const state = stateOf(f, query.now);
  const where = query.state ? sql`${state} = ${query.state}` : undefined;
  const [found, [counted]] = await Promise.all([
    ctx.db.select({
      id: f.id, email: f.email, phone: f.phone, name: f.name, language: f.language, recoveryHash: f.recoveryHash, lines: f.lines, updatedAt: f.updatedAt,
      emailWrittenAt: f.emailWrittenAt, orderId: f.orderId, orderNumber: f.orderNumber,
      deliveredMs: epochMs(sql`CASE WHEN ${f.mailStatus} = 'sent' THEN ${f.mailSentAt} END`),
      state: state.as('state'),
    }).from(f).where(where).orderBy(desc(f.updatedAt), desc(f.id)).limit(query.limit).offset(query.offset),
    ctx.db.select({ total: count() }).from(f).where(where),
  ]);
  // Every line of the page priced in one pass, then handed back to its checkout.
  const allLines = found.flatMap((row) => row.lines);
  const priced = await priceLines(ctx, allLines, ctx.language);
  let at = 0;
  const rows = found.map((row): AbandonedCheckoutRow => {
    const lines = priced.slice(at, at + row.lines.length);
    at += row.lines.length;
    const available = lines.filter((line) => line.available);
    return {
      id: row.id, email: row.email, phone: row.phone, name: row.name, language: row.language, recoveryHash: row.recoveryHash, lines: row.lines,
      lastActivityAt: row.updatedAt, state: row.state, emailWrittenAt: row.emailWrittenAt, emailDeliveredAt: dateOf(row.deliveredMs),
      orderId: row.orderId, orderNumber: row.orderNumber,
      itemCount: row.lines.reduce((sum, line) => sum + line.count, 0),
      items: lines.map((line) => ({ name: line.name, count: line.count })),
      subtotal: available.reduce((sum, line) => sum + line.unitPrice * line.count, 0),
    };
  });
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The period's figures in one query: checkouts that were left (e-mailed, or quiet past the
 * delay without an order), recovery e-mails the mail server took or refused, and recovered
 * orders with what they are worth while still sales.
 */
export async function abandonedFigures(ctx: RequestContext, lookups: RecoveryLookups, query: AbandonedQuery): Promise<AbandonedFigures> {
  const f = factsOf(ctx, lookups, query.since);
  const state = stateOf(f, query.now);
  const quietSince = sql`${query.now.toISOString()}::timestamptz - make_interval(mins => ${query.delayMinutes}::int)`;
  const [row] = await ctx.db.select({
    abandoned: sql<number>`count(*) FILTER (WHERE ${f.emailWrittenAt} IS NOT NULL OR (${f.orderId} IS NULL AND ${f.updatedAt} < ${quietSince}))`.mapWith(Number),
    emailsSent: sql<number>`count(*) FILTER (WHERE ${f.emailWrittenAt} IS NOT NULL AND ${f.mailStatus} = 'sent')`.mapWith(Number),
    emailsFailed: sql<number>`count(*) FILTER (WHERE ${f.emailWrittenAt} IS NOT NULL AND ${f.mailStatus} = 'failed')`.mapWith(Number),
    recovered: sql<number>`count(*) FILTER (WHERE ${state} = 'recovered')`.mapWith(Number),
    recoveredValue: sql<number>`coalesce(sum(${f.orderSaleTotal}) FILTER (WHERE ${state} = 'recovered'), 0)`.mapWith(Number),
  }).from(f);
  return row ?? { abandoned: 0, emailsSent: 0, emailsFailed: 0, recovered: 0, recoveredValue: 0 };
}
