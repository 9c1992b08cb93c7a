/**
 * The local Xendit's refunds: POST /refunds (of a paid payment request or invoice, a used key
 * refused with 409), GET /refunds (of a payment request or invoice) and /refunds/{id}, and the
 * "refund.succeeded"/"refund.failed" callback's body.
 */
import { randomUUID } from 'node:crypto';
import { BUSINESS_ID, now, type ApiRequest, type Reply, type SimulatedRefund, type SimulatorState } from './xendit-simulator-types';

export function refundEndpoints(state: SimulatorState) {
  const { paymentRequests, invoices } = state;

  const refundTarget = (refundId: string) => {
    for (const pr of paymentRequests.values()) {
      const refund = pr.refunds.find((r) => r.id === refundId);
      if (refund) return { refund, paymentRequestId: pr.id, invoiceId: null, channelCode: pr.channelCode };
    }
    for (const invoice of invoices.values()) {
      const refund = invoice.refunds.find((r) => r.id === refundId);
      if (refund) return { refund, paymentRequestId: null, invoiceId: invoice.id, channelCode: 'CREDIT_CARD' };
    }
    return null;
  };
  const refundBody = (refundId: string) => {
    const found = refundTarget(refundId);
    if (!found) throw new Error(`the simulator has no refund ${refundId}`);
    const status = found.refund.status ?? 'SUCCEEDED';
    return {
      id: found.refund.id, payment_request_id: found.paymentRequestId, invoice_id: found.invoiceId, amount: found.refund.amount, channel_code: found.channelCode,
      country: 'ID', currency: 'IDR', reference_id: found.refund.key, status, reason: 'REQUESTED_BY_CUSTOMER', failure_code: status === 'FAILED' ? 'REFUND_FAILED' : null,
      refund_fee_amount: null, created: now(), updated: now(), metadata: null,
    };
  };

  // As Xendit documents Refunds: a paid payment request of a refundable channel (QRIS, e-wallets;
  // not virtual accounts) or a paid invoice, at most what is left; a key used before is refused (409).
  const createRefund = (body: { payment_request_id?: string; invoice_id?: string; amount?: number }, key: string | null): [number, Record<string, unknown>] => {
    const simulator = state.simulator();
    if (simulator.failRefund) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    const pr = body.payment_request_id ? paymentRequests.get(body.payment_request_id) : undefined;
    const invoice = body.invoice_id ? invoices.get(body.invoice_id) : undefined;
    const target = pr ?? invoice;
    if (!target) return [404, { error_code: 'DATA_NOT_FOUND', message: 'Payment not found' }];
    if (key && target.refunds.some((refund) => refund.key === key)) return [409, { error_code: 'DUPLICATE_ERROR', message: 'Duplicate value on idempotency_key, try again with a new key' }];
    if (pr ? pr.status !== 'SUCCEEDED' : invoice!.status !== 'PAID' && invoice!.status !== 'SETTLED') return [400, { error_code: 'INELIGIBLE_TRANSACTION', message: 'The payment is not in a refundable state' }];
    if (pr && pr.type === 'VIRTUAL_ACCOUNT') return [400, { error_code: 'REFUND_NOT_SUPPORTED', message: 'Refund is not supported for this channel' }];
    const left = (pr?.amount ?? invoice!.paidAmount ?? invoice!.amount) - target.refunds.reduce((sum, refund) => sum + (refund.status === 'FAILED' ? 0 : refund.amount), 0);
    const amount = body.amount ?? left;
    if (amount < 1 || amount > left) return [400, { error_code: 'MAXIMUM_REFUND_AMOUNT_REACHED', message: 'The refund amount exceeds what is left' }];
    const refund: SimulatedRefund = { id: `rfd-${randomUUID()}`, key, amount, status: simulator.failNextRefund ? 'FAILED' : 'SUCCEEDED' };
    simulator.failNextRefund = false;
    target.refunds.push(refund);
    if (simulator.loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    // Accepted: what becomes of it at the wallet or card network comes later, by callback.
    return [200, { ...refundBody(refund.id), status: 'PENDING', failure_code: null }];
  };

  /** Answers the refund endpoints; null when the call is for none of them. */
  const route = ({ method, path, query, body, key }: ApiRequest): Reply | null => {
    if (method === 'GET' && path === '/refunds') {
      const target = paymentRequests.get(query.get('payment_request_id') ?? '') ?? invoices.get(query.get('invoice_id') ?? '');
      return [200, { data: target ? target.refunds.map((refund) => refundBody(refund.id)) : [], has_more: false }];
    }
    if (method === 'POST' && path === '/refunds') return createRefund(body as { payment_request_id?: string; invoice_id?: string; amount?: number }, key);
    const refundMatch = /^\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundMatch) {
      if (state.simulator().failGet) return [500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' }];
      const id = decodeURIComponent(refundMatch[1]!);
      return refundTarget(id) ? [200, refundBody(id)] : [404, { error_code: 'DATA_NOT_FOUND', message: 'Refund not found' }];
    }
    return null;
  };

  /** The callback Xendit sends for a refund in its state now. */
  const callbackBody = (refundId: string) => {
    const data = refundBody(refundId);
    return { event: data.status === 'FAILED' ? 'refund.failed' : 'refund.succeeded', business_id: BUSINESS_ID, created: now(), data };
  };

  return { route, callbackBody };
}
