import type { OrderStatus } from '../../domain/orders/order-status';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { notFound, say } from '../errors.server';
import { approveReferral } from '../modules/affiliates';
import { orderById, receivedOrdersBefore, staffActor, transitionOrder, type OrderRecord } from '../modules/orders';

/** Received orders nobody completed by hand are completed this many days after receipt. */
export const AUTO_COMPLETE_AFTER_DAYS = 7;

export type CompleteOrderResult =
  | { __typename: 'OrderCompleted'; order: OrderRecord }
  | { __typename: 'OrderCompletionRefused'; status: OrderStatus; message: string };

/**
 * Moves a received order to completed and, in the same transaction, earns its affiliate the
 * commission. Approving is conditional on the commission still being pending, so an order that
 * reached completion by any path earns it exactly once, and a reversed one stays reversed.
 */
async function completeInTransaction(tx: Db, shopId: string, orderId: string, actor: string, now: Date): Promise<{ ok: true; order: OrderRecord } | { ok: false; order: OrderRecord | null }> {
  const current = await orderById(tx, shopId, orderId, { lock: true });
  if (!current) return { ok: false, order: null };
  // Completing twice is harmless: the second call finds it completed and changes nothing.
  if (current.status === 'completed') {
    await approveReferral(tx, shopId, orderId, now);
    return { ok: true, order: current };
  }
  const moved = await transitionOrder(tx, shopId, orderId, { type: 'complete' }, actor);
  if (!moved.ok) return { ok: false, order: moved.order };
  await approveReferral(tx, shopId, orderId, now);
  return { ok: true, order: moved.order };
}

/** Staff complete an order the buyer received; any other status is refused by name. */
export async function completeOrder(ctx: RequestContext, orderId: string): Promise<CompleteOrderResult> {
  const actor = staffActor(ctx);
  const result = await inTransaction(ctx.db, (tx) => completeInTransaction(tx, ctx.shop.id, orderId, actor, new Date()));
  if (result.ok) return { __typename: 'OrderCompleted', order: result.order };
  if (!result.order) throw notFound('error.order.notFound');
  const status = result.order.status;
  return { __typename: 'OrderCompletionRefused', status, message: say(ctx, 'error.order.cannot.complete', { status: { message: `orders.status.${status}` } }) };
}

/**
 * Orders received more than `afterDays` ago complete on their own, so a buyer who never
 * returns does not leave them open forever. Each order is its own transaction.
 */
export async function completeReceivedOrders(db: Db, now = new Date(), afterDays = AUTO_COMPLETE_AFTER_DAYS, limit = 100): Promise<number> {
  const cutoff = new Date(now.getTime() - afterDays * 24 * 60 * 60 * 1000);
  const due = await receivedOrdersBefore(db, cutoff, limit);
  let completed = 0;
  for (const row of due) {
    const result = await inTransaction(db, (tx) => completeInTransaction(tx, row.shopId, row.id, 'system', now));
    if (result.ok) completed += 1;
  }
  return completed;
}
