import DataLoader from 'dataloader';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { holdsStock, nextOrderStatus, type OrderEvent, type OrderStatus } from '../../../domain/orders/order-status';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { coupons, orderEvents, orderLines, orders, products, productVariations } from '../../db/schema';
import { normalizeCouponCode } from '../../../domain/checkout/coupon';
import { canAccessOrder, grantedOrderIds } from './order-access.server';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type OrderEventRecord = typeof orderEvents.$inferSelect;

export async function orderById(db: Db, shopId: string, id: string, options: { lock?: boolean } = {}): Promise<OrderRecord | null> {
  const query = db.select().from(orders).where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order if this visitor may see it; otherwise null, exactly as for an unknown id. */
export async function viewOrder(ctx: RequestContext, id: string): Promise<OrderRecord | null> {
  if (!(await canAccessOrder(ctx, id))) return null;
  return orderById(ctx.db, ctx.shop.id, id);
}

export async function accessibleOrders(ctx: RequestContext): Promise<OrderRecord[]> {
  ctx.personal = true;
  const ids = [...(await grantedOrderIds(ctx))];
  if (!ids.length) return [];
  return ctx.db.select().from(orders).where(and(eq(orders.shopId, ctx.shop.id), inArray(orders.id, ids))).orderBy(desc(orders.placedAt)).limit(20);
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

/** Gives the units of a cancelled, expired or refunded order back to the shelf, exactly once. */
async function releaseStock(tx: Db, order: OrderRecord): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!claimed) return;
  const lines = await orderLinesOf(tx, order.shopId, order.id);
  // Same order as taking stock, so releasing never deadlocks against a checkout.
  lines.sort((a, b) => a.productId.localeCompare(b.productId) || a.variationId.localeCompare(b.variationId));
  for (const line of lines) {
    if (line.variationId) {
      await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${line.count}` })
        .where(and(eq(productVariations.shopId, order.shopId), eq(productVariations.id, line.variationId)));
    } else {
      await tx.update(products).set({ stock: sql`${products.stock} + ${line.count}` })
        .where(and(eq(products.shopId, order.shopId), eq(products.id, line.productId)));
    }
  }
  if (order.couponCode && order.paidAmount === 0) {
    // An order that never took money gives its coupon use back, so a limited coupon is not lost.
    await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.shopId, order.shopId), eq(coupons.code, normalizeCouponCode(order.couponCode)), gt(coupons.usedCount, 0)));
  }
}

export type TransitionResult = { ok: true; order: OrderRecord; from: OrderStatus } | { ok: false; order: OrderRecord | null };

/**
 * The one way an order's status changes: the state machine decides, the update only applies
 * if the status is still the one it was decided from, and the change is recorded.
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
  if (!holdsStock(to)) await releaseStock(tx, updated);
  return { ok: true, order: updated, from: order.status };
}
