/** A refund as Xendit's Refunds API holds it, read from the body it sent. */
export interface XenditRefund {
  id: string;
  /** PENDING, SUCCEEDED, FAILED, CANCELLED. */
  status: string;
  amount: number | null;
  /** What it gives back: a payment request (QRIS, e-wallet) or an invoice (a card). */
  paymentRequestId: string | null;
  invoiceId: string | null;
  referenceId: string | null;
  failureCode: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A refund from Xendit's answer (GET /refunds/{id}); null when it is not one. */
export function readRefund(body: Record<string, unknown> | null): XenditRefund | null {
  const id = text(body?.id);
  const status = text(body?.status);
  if (!body || !id || !status) return null;
  const amount = body.amount;
  return {
    id, status,
    amount: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    paymentRequestId: text(body.payment_request_id), invoiceId: text(body.invoice_id),
    referenceId: text(body.reference_id), failureCode: text(body.failure_code),
  };
}

/** A refund's state, read down to what the shop does about it. */
export type XenditRefundVerdict = 'succeeded' | 'failed' | 'pending';

export function xenditRefundVerdictOf(status: string): XenditRefundVerdict {
  if (status === 'SUCCEEDED') return 'succeeded';
  // A refund Xendit gave up on, or one cancelled before it went out: the money is still the shop's to give back.
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}
