import { planLineRefund, type LineRefundRequest } from '../../domain/orders/line-refund';
import { canOrder } from '../../domain/orders/order-status';
import type { RequestContext } from '../context.server';
import { inTransaction } from '../db/transaction.server';
import { badInput, notFound, say } from '../errors.server';
import { recordAudit } from '../modules/audit';
import { recordOrderStockMovements, releaseStock } from '../modules/catalog';
import { orderById, orderLinesOf, refundLineUnits, staffActor, transitionOrder, type OrderRecord } from '../modules/orders';
import { refundThroughGateways } from '../modules/payments';
import { closeOrder } from './close-order.flow';

const MAX_REASON_LENGTH = 500;

export type RefundLinesResult =
  | { __typename: 'OrderLinesRefunded'; order: OrderRecord; amount: number; closed: boolean; throughGateway: number; byHand: number }
  | { __typename: 'OrderRefundRefused'; message: string; status: string };

/**
 * The owner refunds some units of an order's lines: their stock comes back, the amount (their
 * price less their share of the discount, never more than was paid) is added to what the order
 * refunded, and the order keeps its status. Refunding every unit still owed is the full refund:
 * the order closes as refunded. The money goes back as for a full refund: through the gateway
 * for QRIS payments, by hand for the rest.
 */
export async function refundOrderLines(ctx: RequestContext, input: { orderId: string; lines: LineRefundRequest[]; reason: string }): Promise<RefundLinesResult> {
  const actor = staffActor(ctx);
  const reason = input.reason.trim().slice(0, MAX_REASON_LENGTH);
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (!order) throw notFound('error.order.notFound');
    const refused = (key: string): RefundLinesResult => ({
      __typename: 'OrderRefundRefused', status: order.status, message: say(ctx, key, { status: { message: `orders.status.${order.status}` } }),
    });
    if (!canOrder(order.status, { type: 'refund_lines' })) return refused('error.order.cannot.refund');
    if (order.paidAmount - order.refundedAmount <= 0) return refused('error.order.nothingToRefund');
    const lines = await orderLinesOf(tx, ctx.shop.id, order.id);
    const plan = planLineRefund(order, lines, input.lines);
    if (!plan.ok) {
      if (plan.problem === 'noLines') throw badInput('error.orderRefund.noLines', {}, 'lines');
      if (plan.problem === 'lineUnknown') throw badInput('error.orderRefund.lineUnknown', {}, `lines.${plan.index}.position`);
      throw badInput('error.orderRefund.count', { max: plan.max }, `lines.${plan.index}.count`);
    }
    const before = { status: order.status, refundedAmount: order.refundedAmount, lines: lines.map((l) => ({ position: l.position, refundedCount: l.refundedCount })) };
    const detail = { amount: plan.amount, lines: plan.lines, reason };
    let updated: OrderRecord;
    if (plan.everything) {
      const moved = await closeOrder(tx, ctx.shop.id, order.id, { type: 'refund' }, actor, { refundedAmount: order.paidAmount, closedAt: new Date() }, detail);
      if (!moved.ok) return refused('error.order.cannot.refund');
      await refundLineUnits(tx, order, plan.lines);
      updated = moved.order;
    } else {
      if (!(await refundLineUnits(tx, order, plan.lines))) return refused('error.order.cannot.refund');
      const moved = await transitionOrder(tx, ctx.shop.id, order.id, { type: 'refund_lines' }, actor, { refundedAmount: order.refundedAmount + plan.amount }, detail);
      if (!moved.ok) return refused('error.order.cannot.refund');
      const byPosition = new Map(lines.map((line) => [line.position, line]));
      const returned = plan.lines.map((unit) => ({ ...byPosition.get(unit.position)!, count: unit.count }));
      await recordOrderStockMovements(tx, ctx.shop.id, order.id, await releaseStock(tx, ctx.shop.id, returned), 'order_released');
      updated = moved.order;
    }
    const split = await refundThroughGateways(tx, order, updated.refundedAmount - order.refundedAmount, actor);
    await recordAudit(ctx, tx, {
      action: 'refundOrderLines', entityType: 'order', entityId: order.id, before,
      after: { status: updated.status, refundedAmount: updated.refundedAmount, refunded: plan.lines, amount: plan.amount, reason },
    });
    return { __typename: 'OrderLinesRefunded', order: updated, amount: plan.amount, closed: plan.everything, throughGateway: split.throughGateway, byHand: split.byHand };
  });
}
