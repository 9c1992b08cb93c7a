import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { planGatewayRefund, type GatewayRefundPlan } from '../../../domain/payments/gateway-refund';
import type { Db } from '../../db/database.server';
import { recordOrderEvent, type OrderRecord } from '../orders';
import { enqueueProviderCall } from '../outbox';
import { payments } from './payments.tables';

/**
 * A refund of `amount` the owner just recorded on the order, in the caller's transaction: the
 * part its QRIS, e-wallet and card payments can give back goes to their gateways through the outbox (made once
 * this commits, retried, and flagged to the owner if it never goes through); the rest is the
 * owner's to return by hand, as the answer says.
 */
export async function refundThroughGateways(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>, amount: number, actor: string): Promise<GatewayRefundPlan> {
  const paid = await tx.select().from(payments)
    .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .for('update');
  const plan = planGatewayRefund(paid, amount);
  for (const part of plan.parts) {
    const payment = paid.find((p) => p.id === part.paymentId)!;
    // The key names the refund by what was given back before it, so each refund is asked for once.
    const refundKey = `${payment.id}-${payment.providerRefunded}`;
    await tx.update(payments).set({ providerRefunded: sql`${payments.providerRefunded} + ${part.amount}`, updatedAt: sql`now()` })
      .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
    await enqueueProviderCall(tx, {
      shopId: payment.shopId, dedupeKey: `provider:${payment.provider}:refund:${refundKey}`,
      call: { provider: payment.provider, action: 'refund', paymentId: payment.id, amount: part.amount, refundKey },
    });
  }
  // The order's history says at once what goes back by itself and what the owner still sends.
  if (plan.throughGateway > 0) await recordOrderEvent(tx, order, 'refund_through_gateway', actor, { amount: plan.throughGateway, byHand: plan.byHand });
  return plan;
}
