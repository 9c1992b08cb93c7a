import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { midtransKeys } from '../modules/commerce-settings';
import { recordOrderEvent } from '../modules/orders';
import {
  MIDTRANS_PROVIDER, MidtransCallError, flagPayment, grossAmountRupiah, hasValidMidtransSignature, paymentByProviderRef, recordProviderNotification,
  transitionPayment, verdictOf, type MidtransApi,
} from '../modules/payments';
import type { SecretBox } from '../secret-box.server';
import { settleSucceeded } from './settle-payment.flow';

export type MidtransNotificationResult =
  /** The shop has no Midtrans keys: nothing can be checked. */
  | 'not_configured'
  /** The signature does not match the shop's server key: nothing was read further. */
  | 'forged'
  /** Midtrans' status API could not be asked; Midtrans retries a notification not answered 200. */
  | 'unverified'
  | 'applied' | 'duplicate' | 'flagged' | 'ignored';

export interface MidtransNotificationDeps {
  db: Db;
  api: MidtransApi;
  secrets: SecretBox | null;
  contextFor: (shopId: string) => Promise<RequestContext>;
}

/**
 * A Midtrans HTTP notification for the shop the request came to. Its signature is checked
 * first; then the notification is taken only as a hint, and the transaction is read again from
 * Midtrans' status API, whose answer alone decides. That answer is recorded by order id and
 * status in `payment_notifications` in the same transaction as its effect, so a repeated, late
 * or out-of-order notification finds it done; and the payment only moves forward from pending.
 */
export async function applyMidtransNotification(deps: MidtransNotificationDeps, shopId: string, body: Record<string, unknown>): Promise<MidtransNotificationResult> {
  const keys = await midtransKeys(deps.db, shopId, deps.secrets);
  if (!keys) return 'not_configured';
  if (!hasValidMidtransSignature(body, keys.serverKey)) return 'forged';
  const orderId = String(body.order_id);
  if (!(await paymentByProviderRef(deps.db, shopId, MIDTRANS_PROVIDER, orderId))) return 'ignored';
  let status: Record<string, unknown>;
  try {
    status = await deps.api.status(keys, orderId);
  } catch (error) {
    if (error instanceof MidtransCallError) return 'unverified';
    throw error;
  }
  if (status.order_id !== orderId) return 'ignored';
  const verdict = verdictOf(status);
  if (verdict === 'pending') return 'ignored';
  const ctx = await deps.contextFor(shopId);
  const actor = `provider:${MIDTRANS_PROVIDER}`;
  return inTransaction(deps.db, async (tx) => {
    const first = await recordProviderNotification(tx, { provider: MIDTRANS_PROVIDER, eventId: `${shopId}:${orderId}:${String(status.transaction_status)}`, paymentRef: orderId, status: verdict });
    if (!first) return 'duplicate';
    const payment = await paymentByProviderRef(tx, shopId, MIDTRANS_PROVIDER, orderId, { lock: true });
    if (!payment) return 'ignored';
    if (verdict === 'paid') {
      const paid = grossAmountRupiah(status.gross_amount);
      if (paid !== payment.amount) {
        // Money moved, but not what was asked: never counted, always shown to the owner.
        const failed = await transitionPayment(tx, payment, { type: 'provider_failed' }, { failureReason: 'amount_mismatch' });
        await flagPayment(tx, failed ?? payment, 'amount_mismatch');
        await recordOrderEvent(tx, { shopId, id: payment.orderId }, 'payment_amount_mismatch', actor, { paymentId: payment.id, asked: payment.amount, paid: paid ?? String(status.gross_amount) });
        return 'flagged';
      }
      if (payment.status !== 'pending') {
        if (payment.status === 'succeeded') return 'ignored';
        // Paid after the shop gave this attempt up (another method chosen, the order closed).
        await flagPayment(tx, payment, 'paid_when_closed');
        await recordOrderEvent(tx, { shopId, id: payment.orderId }, 'payment_after_close', actor, { paymentId: payment.id, amount: payment.amount });
        return 'flagged';
      }
      return (await settleSucceeded(tx, ctx, payment, { type: 'provider_succeeded' }, actor)) ? 'applied' : 'ignored';
    }
    const event = verdict === 'expired' ? { type: 'provider_expired' as const } : verdict === 'cancelled' ? { type: 'cancel' as const }
      : verdict === 'denied' ? { type: 'provider_declined' as const } : { type: 'provider_failed' as const };
    const moved = await transitionPayment(tx, payment, event, { failureReason: verdict });
    return moved ? 'applied' : 'ignored';
  });
}
