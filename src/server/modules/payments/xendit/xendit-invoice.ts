/**
 * Cards through Xendit's Invoices API: a hosted page on which the shopper types the card, so no
 * card number ever reaches the shop (the Payment Request API would need the raw card or Xendit's
 * browser tokenization). Pure: the parameters asked and the reading of the answers.
 */

/** Xendit takes an invoice's duration in seconds, at most a year. */
const MAX_DURATION_S = 365 * 24 * 3600;
/** An invoice shorter than this would run out while the shopper types the card. */
const MIN_DURATION_S = 5 * 60;

export interface CardInvoiceInput {
  /** The payment's own id, the invoice's `external_id`. */
  externalId: string;
  amount: number;
  description: string;
  /** Where the shopper comes back to, paid or not: the page that waits for the verdict. */
  returnUrl: string;
  /** The order's payment deadline: the invoice stops taking money then too. */
  payBy: Date;
}

/** The Invoices API's body (POST /v2/invoices) for a card-only invoice, in xendit-node's camelCase. */
export function cardInvoiceParameters(input: CardInvoiceInput, now: number) {
  const seconds = Math.floor((input.payBy.getTime() - now) / 1000);
  return {
    externalId: input.externalId, amount: input.amount, currency: 'IDR', description: input.description,
    paymentMethods: ['CREDIT_CARD'], successRedirectUrl: input.returnUrl, failureRedirectUrl: input.returnUrl,
    invoiceDuration: Math.min(MAX_DURATION_S, Math.max(MIN_DURATION_S, seconds)),
  };
}

/** The fields of an invoice the shop reads. */
export interface XenditInvoice {
  id: string;
  externalId: string;
  /** PENDING, PAID, SETTLED, EXPIRED. */
  status: string;
  amount: number | null;
  /** What was paid, when it was; Xendit answers it but xendit-node's model leaves it out. */
  paidAmount: number | null;
  currency: string | null;
  invoiceUrl: string | null;
  expiresAt: Date | null;
}

const wholeRupiah = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/** An invoice from xendit-node's reading and the body Xendit sent. */
export function readInvoice(
  parsed: { id?: string; externalId: string; status: string; amount: number; invoiceUrl: string; expiryDate: Date; currency?: string },
  body: Record<string, unknown> | null,
): XenditInvoice | null {
  if (!parsed.id) return null;
  const expiresAt = parsed.expiryDate instanceof Date && !Number.isNaN(parsed.expiryDate.getTime()) ? parsed.expiryDate : null;
  return {
    id: parsed.id, externalId: parsed.externalId, status: parsed.status, amount: wholeRupiah(parsed.amount), paidAmount: wholeRupiah(body?.paid_amount),
    currency: parsed.currency ?? null, invoiceUrl: typeof parsed.invoiceUrl === 'string' && parsed.invoiceUrl ? parsed.invoiceUrl : null, expiresAt,
  };
}

/** An invoice's state, read down to what decides a payment: a declined card leaves it pending (another card may follow). */
export function invoiceVerdictOf(status: string): 'paid' | 'expired' | 'pending' {
  if (status === 'PAID' || status === 'SETTLED') return 'paid';
  if (status === 'EXPIRED') return 'expired';
  return 'pending';
}

/** What an invoice says was paid (`paid_amount`); null when Xendit does not say, which is never counted as paid. */
export function invoicePaidAmount(invoice: XenditInvoice): number | null {
  // Only what Xendit says was paid counts: the invoice's own amount is what the shop asked.
  return invoice.paidAmount ?? null;
}
