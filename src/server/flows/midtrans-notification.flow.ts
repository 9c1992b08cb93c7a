import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { midtransKeys } from '../modules/commerce-settings';
import { MIDTRANS_PROVIDER, MidtransCallError, grossAmountRupiah, hasValidMidtransSignature, paymentByProviderRef, verdictOf, type MidtransApi } from '../modules/payments';
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
  const verdict = verdictOf(status);
  if (verdict === 'pending') return 'ignored';
  return applyGatewayVerdict(deps.db, await deps.contextFor(shopId), shopId, {
    provider: MIDTRANS_PROVIDER, providerRef: orderId, eventId: `${shopId}:${orderId}:${String(status.transaction_status)}`, verdict,
    paidAmount: grossAmountRupiah(status.gross_amount), paidAsWritten: String(status.gross_amount),
  });
}
