import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { planGatewayRefund, shopRefundKey, type GatewayRefundPlan } from '../../../domain/payments/gateway-refund';
import type { Db } from '../../db/database.server';
import { recordOrderEvent, type OrderRecord } from '../orders';
import { enqueueProviderCall } from '../outbox';
import type { PaymentRecord } from './payment.service';
import { payments } from './payments.tables';

/**
 * A refund of `amount` the owner just recorded on the order, in the caller's transaction: what a
 * gateway already gave back from its dashboard counts first (nothing is asked for it again); the
 * part its QRIS, e-wallet and card payments can give back goes to their gateways through the
 * outbox (made once this commits, retried, and flagged to the owner if it never goes through);
 * the rest is the owner's to return by hand, as the answer says.
 */
export async function refundThroughGateways(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>, amount: number, actor: string): Promise<GatewayRefundPlan> {
  const paid = await tx.select().from(payments)
    .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .for('update');
  const plan = planGatewayRefund(paid, amount);
  for (const part of plan.alreadyReturned) {
    await tx.update(payments).set({ refundedElsewhere: sql`${payments.refundedElsewhere} - ${part.amount}`, updatedAt: sql`now()` })
      .where(and(eq(payments.shopId, order.shopId), eq(payments.id, part.paymentId)));
  }
  for (const part of plan.parts) {
    const payment = paid.find((p) => p.id === part.paymentId)!;
    const refundKey = shopRefundKey(payment.id, payment.providerRefunded);
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

/**
 * A refund the gateway made that the shop never asked for (from the gateway's dashboard), in the
 * caller's transaction, with the payment locked. It is first taken as the owner giving back, as
 * told, a refund of the shop's that never went through (`refund_not_made`, already counted); the
 * rest is counted as given back now, so the refund the owner records for it on the order asks
 * neither the gateway nor the owner to return it again, and it is shown to the owner on the
 * payment and in the order's history, since the order itself does not know why the money went
 * back. Answers what was counted as made elsewhere, and the payment as it now stands (for a
 * next refund of the same notice).
 */
export async function recordRefundMadeElsewhere(tx: Db, payment: PaymentRecord, refund: { amount: number; gateway: string }): Promise<{ counted: number; payment: PaymentRecord }> {
  const owed = Math.min(refund.amount, payment.refundNotMade);
  const counted = Math.min(refund.amount - owed, payment.amount - payment.providerRefunded);
  const [updated] = await tx.update(payments).set({
    refundNotMade: sql`${payments.refundNotMade} - ${owed}`, providerRefunded: sql`${payments.providerRefunded} + ${counted}`,
    refundedElsewhere: sql`${payments.refundedElsewhere} + ${counted}`,
    // A flag already raised for something else stays: the owner sees that one first.
    ...(counted > 0 ? { attention: sql`COALESCE(${payments.attention}, 'refunded_elsewhere')` } : {}),
    updatedAt: sql`now()`,
  }).where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id))).returning();
  await recordOrderEvent(tx, { shopId: payment.shopId, id: payment.orderId }, 'payment_refunded_elsewhere', `provider:${refund.gateway}`, { paymentId: payment.id, amount: refund.amount, gateway: refund.gateway });
  return { counted, payment: updated ?? payment };
}
