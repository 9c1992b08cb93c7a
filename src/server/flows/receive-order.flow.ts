import type { RequestContext } from '../context.server';
import { inTransaction } from '../db/transaction.server';
import { conflict, notFound } from '../errors.server';
import { approveReferral } from '../modules/affiliates';
import { canAccessOrder, orderById, transitionOrder, type OrderRecord } from '../modules/orders';
import { assertClientKey } from '../modules/platform';

/**
 * The buyer (or staff) confirms the parcel arrived: the order becomes received and, in the
 * same transaction, the commission of the affiliate who brought it is earned.
 */
export async function confirmOrderReceived(ctx: RequestContext, input: { orderId: string; clientKey: string }): Promise<OrderRecord> {
  assertClientKey(input.clientKey);
  if (!(await canAccessOrder(ctx, input.orderId))) throw notFound('error.order.notFound');
  return inTransaction(ctx.db, async (tx) => {
    const current = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    // Confirming twice is harmless: the second press finds it already received.
    if (current && (current.status === 'received' || current.status === 'completed')) return current;
    const moved = await transitionOrder(tx, ctx.shop.id, input.orderId, { type: 'confirm_received' }, ctx.staff ? `staff:${ctx.staff.id}` : 'shopper', { receivedAt: new Date() });
    if (!moved.ok) throw conflict('error.order.notShipped');
    await approveReferral(tx, ctx.shop.id, moved.order.id);
    return moved.order;
  });
}
