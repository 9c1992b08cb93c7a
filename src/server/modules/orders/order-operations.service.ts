import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { acceptsReview } from '../../../domain/orders/order-status';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { orders, payments, productReviews } from '../../db/schema';
import { inTransaction } from '../../db/transaction.server';
import { say } from '../i18n/say';
import { assertClientKey } from '../platform/idempotency.server';
import { canAccessOrder } from './order-access.server';
import { enqueueOrderCancelledEmail, enqueueOrderShippedEmail } from './order-emails.server';
import { orderById, orderLinesOf, perOrderLoader, transitionOrder, type OrderRecord } from './order.service';

export class OrderOperationError extends Error {
  constructor(message: string, readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'FORBIDDEN') {
    super(message);
  }
}

function staffActor(ctx: RequestContext): string {
  if (!ctx.staff) throw new OrderOperationError('You need to sign in as shop staff to do this.', 'FORBIDDEN');
  return `staff:${ctx.staff.id}`;
}

function refused(order: OrderRecord | null, action: string): OrderOperationError {
  if (!order) return new OrderOperationError('Order not found.', 'NOT_FOUND');
  return new OrderOperationError(`An order that is ${order.status.replace(/_/g, ' ')} cannot be ${action}.`, 'CONFLICT');
}

export async function markOrderShipped(ctx: RequestContext, input: { orderId: string; courier: string; trackingNumber: string }): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  const courier = input.courier.trim().slice(0, 60);
  const trackingNumber = input.trackingNumber.trim().slice(0, 60);
  if (!courier) throw new OrderOperationError('Name the courier.', 'BAD_USER_INPUT');
  if (!/^[A-Za-z0-9-]{4,60}$/.test(trackingNumber)) throw new OrderOperationError('A tracking number has 4–60 letters, digits or dashes.', 'BAD_USER_INPUT');
  return inTransaction(ctx.db, async (tx) => {
    const current = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (current?.status === 'shipped' && current.trackingNumber === trackingNumber) return current;
    const moved = await transitionOrder(tx, ctx.shop.id, input.orderId, { type: 'ship' }, actor,
      { trackingCourier: courier, trackingNumber, shippedAt: new Date() }, { courier, trackingNumber });
    if (!moved.ok) throw refused(moved.order, 'shipped');
    await enqueueOrderShippedEmail(tx, ctx, moved.order);
    return moved.order;
  });
}

export async function cancelOrder(ctx: RequestContext, input: { orderId: string; reason: string }): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  const reason = input.reason.trim().slice(0, 500);
  return inTransaction(ctx.db, async (tx) => {
    const moved = await transitionOrder(tx, ctx.shop.id, input.orderId, { type: 'cancel' }, actor, { cancelReason: reason || null, closedAt: new Date() }, { reason });
    if (!moved.ok) throw refused(moved.order, 'cancelled');
    await tx.update(payments).set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(payments.shopId, ctx.shop.id), eq(payments.orderId, input.orderId), inArray(payments.status, ['pending', 'rejected'])));
    await enqueueOrderCancelledEmail(tx, ctx, moved.order, reason, false);
    return moved.order;
  });
}

/**
 * Refunds everything the order took. The money goes back outside the shop (a transfer or
 * the provider's dashboard); this records it, releases stock and closes the order.
 */
export async function refundOrder(ctx: RequestContext, input: { orderId: string; reason: string }): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (!order) throw refused(null, 'refunded');
    if (order.paidAmount === 0) throw new OrderOperationError('Nothing was paid on this order, so there is nothing to refund; cancel it instead.', 'CONFLICT');
    const moved = await transitionOrder(tx, ctx.shop.id, order.id, { type: 'refund' }, actor,
      { refundedAmount: order.paidAmount, closedAt: new Date() }, { amount: order.paidAmount, reason: input.reason.trim().slice(0, 500) });
    if (!moved.ok) throw refused(moved.order, 'refunded');
    await tx.update(payments).set({ status: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(payments.shopId, ctx.shop.id), eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
    return moved.order;
  });
}

export async function confirmOrderReceived(ctx: RequestContext, input: { orderId: string; clientKey: string }): Promise<OrderRecord> {
  const l = ctx.language;
  assertClientKey(input.clientKey);
  if (!(await canAccessOrder(ctx, input.orderId))) throw new OrderOperationError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
  return inTransaction(ctx.db, async (tx) => {
    const current = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    // Confirming twice is harmless: the second press finds it already received.
    if (current && (current.status === 'received' || current.status === 'completed')) return current;
    const moved = await transitionOrder(tx, ctx.shop.id, input.orderId, { type: 'confirm_received' }, ctx.staff ? `staff:${ctx.staff.id}` : 'shopper', { receivedAt: new Date() });
    if (!moved.ok) {
      throw new OrderOperationError(say(l, { id: 'Pesanan ini belum dikirim, jadi belum bisa dikonfirmasi diterima.', en: 'This order has not been shipped yet, so it cannot be confirmed as received.' }), 'CONFLICT');
    }
    return moved.order;
  });
}

export interface ReviewInput {
  productId: string;
  rating: number;
  body: string;
}

export async function reviewOrder(ctx: RequestContext, input: { orderId: string; reviews: ReviewInput[] }): Promise<OrderRecord> {
  const l = ctx.language;
  if (!(await canAccessOrder(ctx, input.orderId))) throw new OrderOperationError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
  const order = await orderById(ctx.db, ctx.shop.id, input.orderId);
  if (!order) throw new OrderOperationError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
  if (!acceptsReview(order.status)) {
    throw new OrderOperationError(say(l, { id: 'Ulasan bisa ditulis setelah pesanan diterima.', en: 'Reviews can be written once the order was received.' }), 'CONFLICT');
  }
  if (!input.reviews.length) throw new OrderOperationError(say(l, { id: 'Beri nilai setidaknya satu produk.', en: 'Rate at least one product.' }), 'BAD_USER_INPUT');
  const lines = await orderLinesOf(ctx.db, ctx.shop.id, order.id);
  const bought = new Set(lines.map((line) => line.productId));
  for (const review of input.reviews) {
    if (!bought.has(review.productId)) throw new OrderOperationError(say(l, { id: 'Produk ini tidak ada di pesanan.', en: 'This product is not in the order.' }), 'BAD_USER_INPUT');
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) {
      throw new OrderOperationError(say(l, { id: 'Nilai harus 1 sampai 5 bintang.', en: 'A rating is 1 to 5 stars.' }), 'BAD_USER_INPUT');
    }
    if (review.body.length > 2000) throw new OrderOperationError(say(l, { id: 'Ulasan paling banyak 2000 karakter.', en: 'A review has at most 2000 characters.' }), 'BAD_USER_INPUT');
  }
  const author = order.shippingAddress.name.split(/\s+/)[0] ?? '';
  await ctx.db.insert(productReviews)
    .values(input.reviews.map((review) => ({ shopId: ctx.shop.id, orderId: order.id, productId: review.productId, rating: review.rating, body: review.body.trim(), authorName: author })))
    .onConflictDoNothing();
  return order;
}

export function orderReviewsLoader(ctx: RequestContext) {
  return perOrderLoader(ctx, 'reviews', (ids) => ctx.db.select().from(productReviews)
    .where(and(eq(productReviews.shopId, ctx.shop.id), inArray(productReviews.orderId, ids))));
}

/**
 * Unpaid orders past their time limit expire and give their stock back. An order whose proof
 * of payment waits for the owner does not expire under the shopper.
 */
export async function expireUnpaidOrders(db: Db, contextFor: (shopId: string) => Promise<RequestContext>, now = new Date(), limit = 50): Promise<number> {
  const due = await db.select({ shopId: orders.shopId, id: orders.id }).from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.expiresAt, now),
      sql`NOT EXISTS (SELECT 1 FROM payments p WHERE p.shop_id = ${orders.shopId} AND p.order_id = ${orders.id} AND p.status = 'submitted')`))
    .limit(limit);
  let expired = 0;
  for (const row of due) {
    const ctx = await contextFor(row.shopId);
    const done = await inTransaction(db, async (tx) => {
      const moved = await transitionOrder(tx, row.shopId, row.id, { type: 'expire' }, 'system', { closedAt: now });
      if (!moved.ok) return false;
      await tx.update(payments).set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(payments.shopId, row.shopId), eq(payments.orderId, row.id), inArray(payments.status, ['pending', 'rejected'])));
      await enqueueOrderCancelledEmail(tx, ctx, moved.order, '', true);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
