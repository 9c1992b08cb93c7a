import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { recordOrderEvent } from '../modules/orders';
import { flagPayment, paymentByProviderRef, recordProviderNotification, transitionPayment } from '../modules/payments';
import { settleSucceeded } from './settle-payment.flow';

/** A gateway's answer about one payment, read down to what decides it (pending is never applied). */
export type GatewayVerdict = 'paid' | 'expired' | 'cancelled' | 'denied' | 'failed';

export type GatewayVerdictResult = 'applied' | 'duplicate' | 'flagged' | 'ignored';

/** A gateway notification's outcome: refused before anything was read, not checkable yet, or applied. */
export type GatewayNotificationResult =
  /** The shop has no keys of this gateway: nothing can be checked. */
  | 'not_configured'
  /** The signature or token does not match the shop's: nothing was read further. */
  | 'forged'
  /** The gateway's API could not be asked; the gateway retries a notification not answered 2xx. */
  | 'unverified'
  | GatewayVerdictResult;

export interface GatewayVerdictInput {
  provider: string;
  /** The payment's reference at the gateway. */
  providerRef: string;
  /** One per state a payment can reach at the gateway: the same state twice takes effect once. */
  eventId: string;
  verdict: GatewayVerdict;
  /** What the gateway says was paid, in whole rupiah; null when it is not a whole amount. */
  paidAmount: number | null;
  /** The amount as the gateway wrote it, for the owner when it is not what was asked. */
  paidAsWritten: string;
}

/**
 * What a gateway's own status API said about a payment, applied once: recorded by event in
 * `payment_notifications` in the same transaction as its effect, so a repeated, late or
 * out-of-order notification finds it done, and the payment only moves forward from pending.
 * Money that is not what was asked, or that arrives for an attempt the shop gave up, is never
 * counted and always shown to the owner.
 */
export async function applyGatewayVerdict(db: Db, ctx: RequestContext, shopId: string, input: GatewayVerdictInput): Promise<GatewayVerdictResult> {
  const actor = `provider:${input.provider}`;
  return inTransaction(db, async (tx) => {
    const first = await recordProviderNotification(tx, { provider: input.provider, eventId: input.eventId, paymentRef: input.providerRef, status: input.verdict });
    if (!first) return 'duplicate';
    const payment = await paymentByProviderRef(tx, shopId, input.provider, input.providerRef, { lock: true });
    if (!payment) return 'ignored';
    if (input.verdict === 'paid') {
      if (input.paidAmount !== payment.amount) {
        const failed = await transitionPayment(tx, payment, { type: 'provider_failed' }, { failureReason: 'amount_mismatch' });
        await flagPayment(tx, failed ?? payment, 'amount_mismatch');
        await recordOrderEvent(tx, { shopId, id: payment.orderId }, 'payment_amount_mismatch', actor, { paymentId: payment.id, asked: payment.amount, paid: input.paidAmount ?? input.paidAsWritten });
        return 'flagged';
      }
      if (payment.status !== 'pending') {
        // Counted already: a card captured then settled, or refunded between the two, is one payment.
        if (payment.status === 'succeeded' || payment.status === 'refunded') return 'ignored';
        // Paid after the shop gave this attempt up (another method chosen, the order closed).
        await flagPayment(tx, payment, 'paid_when_closed');
        await recordOrderEvent(tx, { shopId, id: payment.orderId }, 'payment_after_close', actor, { paymentId: payment.id, amount: payment.amount });
        return 'flagged';
      }
      return (await settleSucceeded(tx, ctx, payment, { type: 'provider_succeeded' }, actor)) ? 'applied' : 'ignored';
    }
    const event = input.verdict === 'expired' ? { type: 'provider_expired' as const } : input.verdict === 'cancelled' ? { type: 'cancel' as const }
      : input.verdict === 'denied' ? { type: 'provider_declined' as const } : { type: 'provider_failed' as const };
    const moved = await transitionPayment(tx, payment, event, { failureReason: input.verdict });
    return moved ? 'applied' : 'ignored';
  });
}
