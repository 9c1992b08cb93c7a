import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { nextOrderStatus, type OrderEvent, type OrderStatus } from '../../../domain/orders/order-status';
import type { PaymentMethodName } from '../../../domain/payments/payment-method';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { builtOnce } from '../../db/named-statement.server';
import { canAccessOrder, grantedOrderIds } from './order-access.server';
import { orderEvents, orderLines, orders } from './orders.tables';
import { enqueueOrderPush } from '../push';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type OrderEventRecord = typeof orderEvents.$inferSelect;

/** An order by its id, read by every order page and locked by every change to it: built once (docs/decisions/0054). */
const orderByIdQuery = (db: Db) => db.select().from(orders).where(and(eq(orders.shopId, sql.placeholder('shopId')), eq(orders.id, sql.placeholder('id'))));
const orderStatements = {
  read: builtOnce<{ shopId: string; id: string }, OrderRecord[]>((db) => orderByIdQuery(db)),
  lock: builtOnce<{ shopId: string; id: string }, OrderRecord[]>((db) => orderByIdQuery(db).for('update')),
};

export async function orderById(db: Db, shopId: string, id: string, options: { lock?: boolean } = {}): Promise<OrderRecord | null> {
  const [row] = await orderStatements[options.lock ? 'lock' : 'read'](db, { shopId, id });
  return row ?? null;
}

/** The order if this visitor may see it; otherwise null, exactly as for an unknown id. */
export async function viewOrder(ctx: RequestContext, id: string): Promise<OrderRecord | null> {
  if (!(await canAccessOrder(ctx, id))) return null;
  return orderById(ctx.db, ctx.shop.id, id);
}

/** The newest orders this visitor may open: the signed-in customer's own and those this browser holds grants for. */
export async function accessibleOrders(ctx: RequestContext): Promise<OrderRecord[]> {
  ctx.personal = true;
  const ids = [...(await grantedOrderIds(ctx))];
  const mine = ctx.customer ? eq(orders.customerId, ctx.customer.id) : undefined;
  const granted = ids.length ? inArray(orders.id, ids) : undefined;
  if (!mine && !granted) return [];
  return ctx.db.select().from(orders).where(and(eq(orders.shopId, ctx.shop.id), or(mine, granted))).orderBy(desc(orders.placedAt)).limit(20);
}

export function orderLinesOf(db: Db, shopId: string, orderId: string): Promise<OrderLineRecord[]> {
  return db.select().from(orderLines).where(and(eq(orderLines.shopId, shopId), eq(orderLines.orderId, orderId))).orderBy(asc(orderLines.position));
}

/**
 * Rows that belong to orders, fetched for every order of a request in one query: a list of
 * orders costs the same number of queries as one order.
 */
export function perOrderLoader<T extends { orderId: string }>(ctx: RequestContext, key: string, load: (orderIds: string[]) => Promise<T[]>): DataLoader<string, T[]> {
  return loaderFor(ctx, `perOrder:${key}`, () => new DataLoader(async (orderIds: readonly string[]) => {
    const rows = await load([...orderIds]);
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }));
}

export function orderLinesLoader(ctx: RequestContext): DataLoader<string, OrderLineRecord[]> {
  return perOrderLoader(ctx, 'lines', (ids) => ctx.db.select().from(orderLines)
    .where(and(eq(orderLines.shopId, ctx.shop.id), inArray(orderLines.orderId, ids))).orderBy(asc(orderLines.position)));
}

export function orderEventsLoader(ctx: RequestContext): DataLoader<string, OrderEventRecord[]> {
  return perOrderLoader(ctx, 'events', (ids) => ctx.db.select().from(orderEvents)
    .where(and(eq(orderEvents.shopId, ctx.shop.id), inArray(orderEvents.orderId, ids))).orderBy(asc(orderEvents.id)));
}

export async function recordOrderEvent(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>, kind: string, actor: string, detail: Record<string, unknown> = {}, from: OrderStatus | null = null, to: OrderStatus | null = null): Promise<void> {
  await tx.insert(orderEvents).values({ shopId: order.shopId, orderId: order.id, kind, actor, detail, fromStatus: from, toStatus: to });
}

/**
 * Marks the order's stock as given back and returns its lines, exactly once: a second call
 * (a retried cancel, an expiry racing a cancel) gets null. The caller puts the units back in
 * the same transaction (flows/close-order.flow.ts).
 */
export async function claimStockRelease(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>): Promise<OrderLineRecord[] | null> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!claimed) return null;
  // Units refunded earlier went back to stock then; only the rest are still held.
  return (await orderLinesOf(tx, order.shopId, order.id))
    .map((line) => ({ ...line, count: line.count - line.refundedCount }))
    .filter((line) => line.count > 0);
}

/**
 * Records units of lines as refunded, inside the caller's transaction (which gives their stock
 * back). The update only applies while each line still has the units, so a refund raced by
 * another never counts a unit twice; false when one no longer had them.
 */
export async function refundLineUnits(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>, units: ReadonlyArray<{ position: number; count: number }>): Promise<boolean> {
  for (const unit of units) {
    const [updated] = await tx.update(orderLines)
      .set({ refundedCount: sql`${orderLines.refundedCount} + ${unit.count}` })
      .where(and(eq(orderLines.shopId, order.shopId), eq(orderLines.orderId, order.id), eq(orderLines.position, unit.position),
        sql`${orderLines.refundedCount} + ${unit.count} <= ${orderLines.count}`))
      .returning({ position: orderLines.position });
    if (!updated) return false;
  }
  return true;
}

export type TransitionResult = { ok: true; order: OrderRecord; from: OrderStatus } | { ok: false; order: OrderRecord | null };

/**
 * The one way an order's status changes: the state machine decides, the update only applies
 * if the status is still the one it was decided from, and the change is recorded. A move to a
 * status that no longer holds stock is made by flows/close-order.flow.ts, which gives the
 * stock and coupon back in the same transaction.
 */
export async function transitionOrder(
  tx: Db,
  shopId: string,
  orderId: string,
  event: OrderEvent,
  actor: string,
  changes: Partial<OrderRecord> = {},
  detail: Record<string, unknown> = {},
): Promise<TransitionResult> {
  const order = await orderById(tx, shopId, orderId, { lock: true });
  if (!order) return { ok: false, order: null };
  const to = nextOrderStatus(order.status, event);
  if (!to) return { ok: false, order };
  const [updated] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId), eq(orders.status, order.status)))
    .returning();
  if (!updated) return { ok: false, order };
  await recordOrderEvent(tx, updated, event.type, actor, detail, order.status, to);
  // Every status change passes here, so each one shoppers are told about is pushed, in the
  // same transaction as the change (docs/decisions/0043).
  await enqueueOrderPush(tx, updated, to);
  return { ok: true, order: updated, from: order.status };
}

/** The payment method the shopper switched to before paying anything. */
export async function setOrderPaymentMethod(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>, method: PaymentMethodName): Promise<void> {
  await tx.update(orders).set({ paymentMethod: method, updatedAt: sql`now()` })
    .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id), eq(orders.paidAmount, 0)));
}

/** Gives the shopper at least `hours` more to pay from now (after a rejected proof). */
export async function extendPaymentDeadline(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>, hours: number): Promise<void> {
  await tx.update(orders).set({ expiresAt: sql`GREATEST(${orders.expiresAt}, now() + make_interval(hours => ${hours}))` })
    .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id)));
}

/** Unpaid orders whose time ran out, oldest deadline first, a page at a time. */
export async function unpaidOrdersPastDeadline(db: Db, now: Date, page: { limit: number; offset: number }): Promise<Array<{ shopId: string; id: string }>> {
  return db.select({ shopId: orders.shopId, id: orders.id }).from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Orders received before `cutoff` and not completed since, oldest receipt first. Read rarely
 * (the job runner's slow cadence), so it scans rather than keeping an index of its own.
 */
export async function receivedOrdersBefore(db: Db, cutoff: Date, limit: number): Promise<Array<{ shopId: string; id: string }>> {
  return db.select({ shopId: orders.shopId, id: orders.id }).from(orders)
    .where(and(eq(orders.status, 'received'), lt(orders.receivedAt, cutoff)))
    .orderBy(asc(orders.receivedAt), asc(orders.id))
    .limit(limit);
}

export interface OrderListFilter {
  status?: OrderStatus | undefined;
  limit: number;
}

/** The shop's orders, newest first (staff). */
export function listOrders(ctx: RequestContext, filter: OrderListFilter): Promise<OrderRecord[]> {
  const conditions = [eq(orders.shopId, ctx.shop.id)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  return ctx.db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.placedAt)).limit(filter.limit);
}
