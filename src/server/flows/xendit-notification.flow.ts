import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { xenditKeys } from '../modules/commerce-settings';
import { XENDIT_PROVIDER, XenditCallError, hasValidXenditCallbackToken, paymentByProviderRef, xenditVerdictOf, type XenditApi, type XenditPaymentRequest } from '../modules/payments';
import type { SecretBox } from '../secret-box.server';
import { applyGatewayVerdict, type GatewayNotificationResult } from './gateway-verdict.flow';

export type XenditNotificationResult = GatewayNotificationResult;

export interface XenditNotificationDeps {
  db: Db;
  api: XenditApi;
  secrets: SecretBox | null;
  contextFor: (shopId: string) => Promise<RequestContext>;
}

/** The payment request a callback is about: a payment's names it; a payment method's has none. */
function paymentRequestIdOf(body: Record<string, unknown>): string | null {
  const data = body.data;
  if (!data || typeof data !== 'object') return null;
  const id = (data as Record<string, unknown>).payment_request_id;
  return typeof id === 'string' && /^pr-[A-Za-z0-9-]{1,100}$/.test(id) ? id : null;
}

/**
 * A Xendit callback for the shop the request came to. The callback verification token is
 * checked first; the callback is then only a hint: the payment request is read again from
 * Xendit's API, whose answer alone decides (applyGatewayVerdict).
 */
export async function applyXenditNotification(deps: XenditNotificationDeps, shopId: string, token: string | string[] | undefined, body: Record<string, unknown>): Promise<XenditNotificationResult> {
  const keys = await xenditKeys(deps.db, shopId, deps.secrets);
  if (!keys) return 'not_configured';
  if (!hasValidXenditCallbackToken(token, keys.callbackToken)) return 'forged';
  const requestId = paymentRequestIdOf(body);
  if (!requestId || !(await paymentByProviderRef(deps.db, shopId, XENDIT_PROVIDER, requestId))) return 'ignored';
  let request: XenditPaymentRequest;
  try {
    request = await deps.api.get(keys, requestId);
  } catch (error) {
    if (error instanceof XenditCallError) return 'unverified';
    throw error;
  }
  if (request.id !== requestId || request.currency !== 'IDR') return 'ignored';
  const verdict = xenditVerdictOf(request.status);
  if (verdict === 'pending') return 'ignored';
  const amount = request.amount;
  return applyGatewayVerdict(deps.db, await deps.contextFor(shopId), shopId, {
    provider: XENDIT_PROVIDER, providerRef: requestId, eventId: `${shopId}:${requestId}:${request.status}`, verdict,
    paidAmount: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null, paidAsWritten: String(amount),
  });
}
