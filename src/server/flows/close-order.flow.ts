import { couponCustomerKey } from '../../domain/checkout/coupon';
import { holdsStock, type OrderEvent } from '../../domain/orders/order-status';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { conflict, notFound } from '../errors.server';
import { reverseReferral } from '../modules/affiliates';
import { recordAudit } from '../modules/audit';
import { recordOrderStockMovements, releaseStock } from '../modules/catalog';
import { releaseCoupon } from '../modules/coupons';
import {
  claimStockRelease, enqueueOrderCancelledEmail, orderById, orderRefusal, staffActor, transitionOrder, unpaidOrdersPastDeadline, type OrderRecord,
} from '../modules/orders';
import { cancelOpenPayments, markPaymentsRefunded, ordersAwaitingProofReview, refundThroughGateways } from '../modules/payments';

const MAX_REASON_LENGTH = 500;

/**
 * Closes an order (cancel, expire or refund) inside the caller's transaction: the status moves
 * by the state machine, then the stock and, for an order that never took money, the coupon
 * use are given back, and its affiliate commission reversed — exactly once, however often
 * closing is tried.
 */
export async function closeOrder(tx: Db, shopId: string, orderId: string, event: Extract<OrderEvent, { type: 'cancel' | 'expire' | 'refund' }>, actor: string, changes: Partial<OrderRecord>, detail: Record<string, unknown>) {
  const moved = await transitionOrder(tx, shopId, orderId, event, actor, changes, detail);
  if (!moved.ok) return moved;
  const lines = await claimStockRelease(tx, moved.order);
  if (lines) {
    await recordOrderStockMovements(tx, shopId, orderId, await releaseStock(tx, shopId, lines), 'order_released');
    if (moved.order.couponCode && moved.order.paidAmount === 0) {
      await releaseCoupon(tx, shopId, moved.order.couponCode, couponCustomerKey(moved.order.customerId, moved.order.email) ?? '');
    }
  }
  // A refunded order takes nothing more either: an open balance payment closes with it.
  if (event.type === 'refund') await markPaymentsRefunded(tx, moved.order);
  await cancelOpenPayments(tx, moved.order);
  // A closed order earns its affiliate nothing, even after the commission was approved.
  await reverseReferral(tx, shopId, orderId);
  return moved;
}

/** The owner cancels an order that took no money; the shopper is told why. */
export async function cancelOrder(ctx: RequestContext, input: { orderId: string; reason: string }): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  const reason = input.reason.trim().slice(0, MAX_REASON_LENGTH);
  return inTransaction(ctx.db, async (tx) => {
    const moved = await closeOrder(tx, ctx.shop.id, input.orderId, { type: 'cancel' }, actor, { cancelReason: reason || null, closedAt: new Date() }, { reason });
    if (!moved.ok) throw orderRefusal(moved.order, 'cancel');
    await recordAudit(ctx, tx, { action: 'cancelOrder', entityType: 'order', entityId: moved.order.id, before: { status: moved.from }, after: { status: moved.order.status, cancelReason: reason } });
    await enqueueOrderCancelledEmail(tx, ctx, moved.order, reason, false);
    return moved.order;
  });
}

/**
 * Refunds everything the order took: what was paid by QRIS through a gateway goes back through
 * it (refundThroughGateways), the rest outside the shop (a transfer); this records it, releases
 * stock and closes the order.
 */
export async function refundOrder(ctx: RequestContext, input: { orderId: string; reason: string }): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (!order) throw notFound('error.order.notFound');
    // "Nothing was paid, cancel it instead" is advice for an open order; a closed one is refused for its status.
    if (order.paidAmount === 0) throw holdsStock(order.status) ? conflict('error.order.nothingToRefund') : orderRefusal(order, 'refund');
    const moved = await closeOrder(tx, ctx.shop.id, order.id, { type: 'refund' }, actor,
      { refundedAmount: order.paidAmount, closedAt: new Date() }, { amount: order.paidAmount, reason: input.reason.trim().slice(0, MAX_REASON_LENGTH) });
    if (!moved.ok) throw orderRefusal(moved.order, 'refund');
    await refundThroughGateways(tx, order, order.paidAmount - order.refundedAmount, actor);
    await recordAudit(ctx, tx, {
      action: 'refundOrder', entityType: 'order', entityId: order.id,
      before: { status: order.status, refundedAmount: order.refundedAmount }, after: { status: moved.order.status, refundedAmount: moved.order.refundedAmount },
    });
    return moved.order;
  });
}

const EXPIRY_PAGE = 200;

/**
 * Unpaid orders past their time limit expire and give their stock back. An order whose proof
 * of payment waits for the owner does not expire under the shopper.
 */
export async function expireUnpaidOrders(db: Db, contextFor: (shopId: string) => Promise<RequestContext>, now = new Date(), limit = 50): Promise<number> {
  let expired = 0;
  // Orders left behind (proof under review, or changed meanwhile) are skipped by the offset.
  for (let offset = 0; expired < limit;) {
    const due = await unpaidOrdersPastDeadline(db, now, { limit: EXPIRY_PAGE, offset });
    if (!due.length) break;
    const expiredBefore = expired;
    const underReview = await ordersAwaitingProofReview(db, due);
    for (const row of due.filter((order) => !underReview.has(`${order.shopId}\u0000${order.id}`))) {
      if (expired >= limit) break;
      const ctx = await contextFor(row.shopId);
      const done = await inTransaction(db, async (tx) => {
        const moved = await closeOrder(tx, row.shopId, row.id, { type: 'expire' }, 'system', { closedAt: now }, {});
        if (!moved.ok) return false;
        await enqueueOrderCancelledEmail(tx, ctx, moved.order, '', true);
        return true;
      });
      if (done) expired += 1;
    }
    if (due.length < EXPIRY_PAGE) break;
    offset += due.length - (expired - expiredBefore);
  }
  return expired;
}
