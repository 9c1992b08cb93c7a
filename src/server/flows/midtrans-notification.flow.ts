import { isShopRefund } from '../../domain/payments/gateway-refund';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { midtransKeys } from '../modules/commerce-settings';
import {
  MIDTRANS_PROVIDER, MidtransCallError, grossAmountRupiah, hasValidMidtransSignature, isMidtransRefundStatus, midtransRefundsOf, paymentByProviderRef, recordProviderNotification,
  recordRefundMadeElsewhere, verdictOf, type MidtransApi,
} from '../modules/payments';
import type { SecretBox } from '../secret-box.server';
import { applyGatewayVerdict, type GatewayNotificationResult } from './gateway-verdict.flow';

export type MidtransNotificationResult = GatewayNotificationResult;

export interface MidtransNotificationDeps {
  db: Db;
  api: MidtransApi;
  secrets: SecretBox | null;
  contextFor: (shopId: string) => Promise<RequestContext>;
}

/**
 * A Midtrans HTTP notification for the shop the request came to. Its signature is checked
 * first; then the notification is taken only as a hint, and the transaction is read again from
 * Midtrans' status API, whose answer alone decides (applyGatewayVerdict).
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
  if (isMidtransRefundStatus(status)) return applyMidtransRefunds(deps.db, shopId, orderId, status);
  const verdict = verdictOf(status);
  if (verdict === 'pending') return 'ignored';
  return applyGatewayVerdict(deps.db, await deps.contextFor(shopId), shopId, {
    provider: MIDTRANS_PROVIDER, providerRef: orderId, eventId: `${shopId}:${orderId}:${String(status.transaction_status)}`, verdict,
    paidAmount: grossAmountRupiah(status.gross_amount), paidAsWritten: String(status.gross_amount),
  });
}

/**
 * Midtrans tells of refunds too: its status then lists every refund of the transaction. One the
 * shop asked for (named by the shop's refund key) was counted when the owner recorded it and
 * changes nothing; one made in Midtrans' dashboard is counted as given back and shown to the
 * owner (recordRefundMadeElsewhere). Each refund takes effect once, however often it is told.
 */
async function applyMidtransRefunds(db: Db, shopId: string, orderId: string, status: Record<string, unknown>): Promise<MidtransNotificationResult> {
  return inTransaction(db, async (tx) => {
    let payment = await paymentByProviderRef(tx, shopId, MIDTRANS_PROVIDER, orderId, { lock: true });
    if (!payment) return 'ignored';
    let result: MidtransNotificationResult = 'duplicate';
    for (const refund of midtransRefundsOf(status)) {
      // Without its amount the owner could not be told what went back: left for a later notice.
      if (refund.amount === null || refund.amount <= 0) continue;
      const first = await recordProviderNotification(tx, { provider: MIDTRANS_PROVIDER, eventId: `${shopId}:${orderId}:refund:${refund.id}`, paymentRef: orderId, status: 'refund' });
      if (!first) continue;
      if (result === 'duplicate') result = 'applied';
      if (isShopRefund(payment.id, refund.refundKey)) continue;
      const made = await recordRefundMadeElsewhere(tx, payment, { amount: refund.amount, gateway: MIDTRANS_PROVIDER });
      payment = made.payment;
      if (made.counted > 0) result = 'flagged';
    }
    return result;
  });
}
