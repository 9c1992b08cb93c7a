import { isShopRefund } from '../../domain/payments/gateway-refund';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { xenditKeys } from '../modules/commerce-settings';
import {
  XENDIT_PROVIDER, XenditCallError, hasValidXenditCallbackToken, invoicePaidAmount, invoiceVerdictOf, paymentByProviderRef, recordProviderNotification, recordRefundMadeElsewhere, recordRefundNotMade,
  xenditRefundVerdictOf, xenditVerdictOf, type XenditAccount, type XenditApi, type XenditInvoice, type XenditPaymentRequest, type XenditRefund,
} from '../modules/payments';
import type { SecretBox } from '../secret-box.server';
import { applyGatewayVerdict, type GatewayNotificationResult } from './gateway-verdict.flow';

export type XenditNotificationResult = GatewayNotificationResult;

export interface XenditNotificationDeps {
  db: Db;
  api: XenditApi;
  secrets: SecretBox | null;
  contextFor: (shopId: string) => Promise<RequestContext>;
}

/** The shape of the ids Xendit gives its objects (payment requests `pr-…`, refunds `rfd-…`, invoices hex): letters, digits, `_` and `-`. */
const XENDIT_ID = /^[A-Za-z0-9_-]{1,100}$/;

function field(source: unknown, name: string): string | null {
  if (!source || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && XENDIT_ID.test(value) ? value : null;
}

/**
 * What a callback is about, by its shape: a payment's (`payment.*`, naming its payment request),
 * a refund's (`refund.*`), or an invoice's (no `event`, the invoice itself as the body).
 */
function subjectOf(body: Record<string, unknown>): { kind: 'payment_request' | 'refund' | 'invoice'; id: string } | null {
  const event = body.event;
  if (typeof event === 'string' && event.startsWith('refund.')) {
    const id = field(body.data, 'id');
    return id ? { kind: 'refund', id } : null;
  }
  if (typeof event === 'string') {
    const id = field(body.data, 'payment_request_id');
    return id?.startsWith('pr-') ? { kind: 'payment_request', id } : null;
  }
  const id = field(body, 'id');
  return id && typeof body.external_id === 'string' && typeof body.status === 'string' ? { kind: 'invoice', id } : null;
}

/** Xendit could not be asked: answered 503 so that Xendit sends the callback again. */
async function ask<T>(read: () => Promise<T>): Promise<T | 'unverified'> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof XenditCallError) return 'unverified';
    throw error;
  }
}

const wholeOrNull = (amount: unknown) => (typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null);

/**
 * A Xendit callback for the shop the request came to. The callback verification token is
 * checked first; the callback is then only a hint: the payment request, invoice or refund it
 * names is read again from Xendit's API, whose answer alone decides, once per state.
 */
export async function applyXenditNotification(deps: XenditNotificationDeps, shopId: string, token: string | string[] | undefined, body: Record<string, unknown>): Promise<XenditNotificationResult> {
  const keys = await xenditKeys(deps.db, shopId, deps.secrets);
  if (!keys) return 'not_configured';
  if (!hasValidXenditCallbackToken(token, keys.callbackToken)) return 'forged';
  const subject = subjectOf(body);
  if (!subject) return 'ignored';
  if (subject.kind === 'refund') return applyRefund(deps, keys, shopId, subject.id);
  const payment = await paymentByProviderRef(deps.db, shopId, XENDIT_PROVIDER, subject.id);
  if (!payment) return 'ignored';
  if (subject.kind === 'invoice') return applyInvoice(deps, keys, shopId, subject.id, payment.id);
  const request = await ask<XenditPaymentRequest>(() => deps.api.get(keys, subject.id));
  if (request === 'unverified') return request;
  if (request.id !== subject.id || request.currency !== 'IDR') return 'ignored';
  const verdict = xenditVerdictOf(request.status);
  if (verdict === 'pending') return 'ignored';
  return applyGatewayVerdict(deps.db, await deps.contextFor(shopId), shopId, {
    provider: XENDIT_PROVIDER, providerRef: subject.id, eventId: `${shopId}:${subject.id}:${request.status}`, verdict,
    paidAmount: wholeOrNull(request.amount), paidAsWritten: String(request.amount),
  });
}

/**
 * A card invoice's callback. PAID and SETTLED are the same money (settled is later, when Xendit
 * pays it out), so both are one event; a declined card leaves the invoice PENDING (the shopper
 * may try another card on the same page) and changes nothing.
 */
async function applyInvoice(deps: XenditNotificationDeps, keys: XenditAccount, shopId: string, invoiceId: string, paymentId: string): Promise<XenditNotificationResult> {
  const invoice = await ask<XenditInvoice>(() => deps.api.invoices.get(keys, invoiceId));
  if (invoice === 'unverified') return invoice;
  if (invoice.id !== invoiceId || invoice.externalId !== paymentId || (invoice.currency !== null && invoice.currency !== 'IDR')) return 'ignored';
  const verdict = invoiceVerdictOf(invoice.status);
  if (verdict === 'pending') return 'ignored';
  const paid = invoicePaidAmount(invoice);
  return applyGatewayVerdict(deps.db, await deps.contextFor(shopId), shopId, {
    provider: XENDIT_PROVIDER, providerRef: invoiceId, eventId: `${shopId}:${invoiceId}:${verdict === 'paid' ? 'PAID' : invoice.status}`, verdict,
    paidAmount: paid, paidAsWritten: String(invoice.paidAmount ?? invoice.amount),
  });
}

/**
 * A refund's callback. A refund the shop asked for was counted when the owner recorded it, so one
 * that went through changes nothing but is recorded; one that failed at Xendit is the owner's to
 * give back by hand, said as when the refund call itself fails for good. A refund made in Xendit's
 * dashboard (not named by the shop's refund key) is counted as given back and shown to the owner.
 * Each state once.
 */
async function applyRefund(deps: XenditNotificationDeps, keys: XenditAccount, shopId: string, refundId: string): Promise<XenditNotificationResult> {
  let refund: XenditRefund;
  try {
    refund = await deps.api.getRefund(keys, refundId);
  } catch (error) {
    if (!(error instanceof XenditCallError)) throw error;
    // Not a refund of this account: nothing of the shop's to change.
    return error.httpStatus === 404 ? 'ignored' : 'unverified';
  }
  const refs = [refund.paymentRequestId, refund.invoiceId].filter((ref): ref is string => typeof ref === 'string' && ref !== '');
  const verdict = xenditRefundVerdictOf(refund.status);
  if (refund.id !== refundId || refs.length === 0 || verdict === 'pending') return 'ignored';
  const amount = typeof refund.amount === 'number' && refund.amount > 0 ? refund.amount : null;
  return inTransaction(deps.db, async (tx) => {
    // A card paid through an invoice may name both; the payment is known by one of them.
    let payment = null;
    for (const ref of refs) payment ??= await paymentByProviderRef(tx, shopId, XENDIT_PROVIDER, ref, { lock: true });
    if (!payment) return 'ignored';
    const asked = isShopRefund(payment.id, refund.referenceId);
    // A refund tried from the dashboard that failed took nothing back: nothing for the owner to do.
    if (verdict === 'failed' && !asked) return 'ignored';
    const counted = verdict === 'succeeded' && asked;
    // Without the amount the owner could not be told what went back, or what to give back by hand: Xendit is asked again later.
    if (!counted && amount === null) return 'unverified';
    const paymentRef = payment.providerRef ?? refs[0]!;
    const first = await recordProviderNotification(tx, { provider: XENDIT_PROVIDER, eventId: `${shopId}:${refundId}:${refund.status}`, paymentRef, status: `refund_${verdict}` });
    if (!first) return 'duplicate';
    if (counted || amount === null) return 'applied';
    if (verdict === 'succeeded') return (await recordRefundMadeElsewhere(tx, payment, { amount, gateway: XENDIT_PROVIDER })).counted > 0 ? 'flagged' : 'applied';
    await recordRefundNotMade(tx, payment, { amount, gateway: XENDIT_PROVIDER });
    return 'flagged';
  });
}
