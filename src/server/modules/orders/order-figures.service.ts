import { and, desc, eq, gte, inArray, isNull, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { orderLines, orders, productReviews } from './orders.tables';

/** Orders that never became a sale: they count neither as orders nor as revenue. */
const NOT_SALES = ['cancelled', 'expired'] as const;

export interface OrderFigures {
  /** Orders placed in the period that are still sales. */
  orders: number;
  /** What those orders are worth, in the shop's currency unit. */
  orderValue: number;
  /** What was received for them, net of refunds. */
  received: number;
}

/** The dashboard's sums for orders placed since `since`, in one query. */
export async function orderFiguresSince(ctx: RequestContext, since: Date): Promise<OrderFigures> {
  const [row] = await ctx.db.select({
    orders: sql<number>`count(*)::int`,
    orderValue: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
    received: sql<string>`coalesce(sum(${orders.paidAmount} - ${orders.refundedAmount}), 0)::text`,
  }).from(orders).where(and(eq(orders.shopId, ctx.shop.id), gte(orders.placedAt, since), notInArray(orders.status, [...NOT_SALES])));
  return { orders: row?.orders ?? 0, orderValue: Number(row?.orderValue ?? 0), received: Number(row?.received ?? 0) };
}

/** Paid orders not yet handed to a courier. */
export async function ordersAwaitingShipment(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(orders)
    .where(and(eq(orders.shopId, ctx.shop.id), inArray(orders.status, ['paid', 'processing'])));
  return row?.count ?? 0;
}

export type ReviewRecord = typeof productReviews.$inferSelect;

export function recentReviews(ctx: RequestContext, limit: number): Promise<ReviewRecord[]> {
  return ctx.db.select().from(productReviews).where(eq(productReviews.shopId, ctx.shop.id)).orderBy(desc(productReviews.createdAt)).limit(limit);
}

export interface BuyerTotals {
  orders: number;
  /** Received for their orders, net of refunds. */
  spent: number;
  lastOrderAt: Date | null;
}

const totalsColumns = {
  orders: sql<number>`count(*) filter (where ${orders.status} not in ('cancelled', 'expired'))::int`,
  spent: sql<string>`coalesce(sum(${orders.paidAmount} - ${orders.refundedAmount}), 0)::text`,
  lastOrderAt: sql<string | null>`max(${orders.placedAt})::text`,
};

function totalsOf(row: { orders: number; spent: string; lastOrderAt: string | null } | undefined): BuyerTotals {
  return { orders: row?.orders ?? 0, spent: Number(row?.spent ?? 0), lastOrderAt: row?.lastOrderAt ? new Date(row.lastOrderAt) : null };
}

/** Each account's order totals, for a whole page of customers in one query. */
export async function orderTotalsByCustomer(ctx: RequestContext, customerIds: readonly string[]): Promise<Map<string, BuyerTotals>> {
  if (customerIds.length === 0) return new Map();
  const rows = await ctx.db.select({ customerId: orders.customerId, ...totalsColumns }).from(orders)
    .where(and(eq(orders.shopId, ctx.shop.id), inArray(orders.customerId, [...customerIds]))).groupBy(orders.customerId);
  return new Map(rows.map((row) => [row.customerId ?? '', totalsOf(row)]));
}

export interface GuestBuyer extends BuyerTotals { email: string; name: string; phone: string }

/**
 * People who bought without an account, one row per e-mail address (letter case aside), newest
 * buyer first; the name and phone are those of their latest order.
 */
export async function guestBuyers(ctx: RequestContext, options: { search?: string | undefined; limit: number; offset: number }): Promise<{ rows: GuestBuyer[]; total: number }> {
  const email = sql<string>`lower(${orders.email})`;
  const where = [eq(orders.shopId, ctx.shop.id), isNull(orders.customerId)];
  const term = options.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = term.replace(/\D/g, '');
    where.push(sql`(lower(${orders.email}) like ${like} or lower(${orders.shippingAddress}->>'name') like ${like}${digits.length >= 4 ? sql` or regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`);
  }
  const grouped = ctx.db.select({
    email: email.as('email'),
    name: sql<string>`(array_agg(${orders.shippingAddress}->>'name' order by ${orders.placedAt} desc))[1]`.as('name'),
    phone: sql<string>`(array_agg(${orders.phone} order by ${orders.placedAt} desc))[1]`.as('phone'),
    orders: totalsColumns.orders.as('orders'),
    spent: totalsColumns.spent.as('spent'),
    lastOrderAt: totalsColumns.lastOrderAt.as('last_order_at'),
    total: sql<number>`(count(*) over ())::int`.as('total'),
  }).from(orders).where(and(...where)).groupBy(email).as('buyers');
  const rows = await ctx.db.select().from(grouped).orderBy(desc(grouped.lastOrderAt), grouped.email).limit(options.limit).offset(options.offset);
  return {
    rows: rows.map((row) => ({ email: row.email, name: row.name ?? '', phone: row.phone ?? '', ...totalsOf(row) })),
    total: rows[0]?.total ?? (options.offset > 0 ? await guestBuyerCount(ctx, where) : 0),
  };
}

async function guestBuyerCount(ctx: RequestContext, where: ReturnType<typeof eq>[]): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(distinct lower(${orders.email}))::int` }).from(orders).where(and(...where));
  return row?.count ?? 0;
}

/** A buyer's latest orders: an account's, or a guest's by e-mail address. */
export function ordersOfBuyer(ctx: RequestContext, buyer: { customerId: string } | { guestEmail: string }, limit: number) {
  const who = 'customerId' in buyer
    ? eq(orders.customerId, buyer.customerId)
    : and(isNull(orders.customerId), sql`lower(${orders.email}) = ${buyer.guestEmail.trim().toLowerCase()}`);
  return ctx.db.select().from(orders).where(and(eq(orders.shopId, ctx.shop.id), who)).orderBy(desc(orders.placedAt)).limit(limit);
}

/**
 * An order's facts for another module's list to read in its own query (abandoned checkouts
 * name the order a checkout became): its number, when it was placed, and its total while it is
 * still a sale (0 once cancelled or expired). Scalar subqueries over the orders' key.
 */
export function orderFactsOf(shopId: SQLWrapper, orderId: SQLWrapper): { number: SQL<number | null>; placedAt: SQL<unknown>; saleTotal: SQL<number | null> } {
  const one = (column: SQL) => sql`(SELECT ${column} FROM ${orders} WHERE ${orders.shopId} = ${shopId} AND ${orders.id} = ${orderId})`;
  const notSales = sql.join(NOT_SALES.map((status) => sql`${status}`), sql`, `);
  return {
    number: one(sql`${orders.number}`) as SQL<number | null>,
    placedAt: one(sql`${orders.placedAt}`),
    saleTotal: one(sql`CASE WHEN ${orders.status} IN (${notSales}) THEN 0 ELSE ${orders.total} END`) as SQL<number | null>,
  };
}

/** Orders that became sales and were paid for: what "bought" means for an audience. */
const BOUGHT = ['paid', 'processing', 'shipped', 'received', 'completed'] as const;

/**
 * The addresses (lower case) that bought one of the products `productIds` names (a subquery of
 * ids), for another module's query to test with `IN`: the newsletter audience "customers who
 * bought from a category". A semi-join the planner hashes once, not a probe per address.
 */
export function buyersOf(shopId: string, productIds: SQL): SQL {
  const bought = sql.join(BOUGHT.map((status) => sql`${status}`), sql`, `);
  return sql`SELECT lower(${orders.email}) FROM ${orders} JOIN ${orderLines} ON ${orderLines.shopId} = ${orders.shopId} AND ${orderLines.orderId} = ${orders.id}
    WHERE ${orders.shopId} = ${shopId} AND ${orders.status} IN (${bought}) AND ${orderLines.productId} IN (${productIds})`;
}
