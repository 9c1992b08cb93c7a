/**
 * One payment attempt's lifecycle. A bank transfer waits for the shopper's proof (`submitted`)
 * and then the owner's verdict; card and wallet payments are settled by the provider.
 */
export const PAYMENT_STATUSES = ['pending', 'submitted', 'succeeded', 'declined', 'failed', 'rejected', 'cancelled', 'expired', 'refunded'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentEvent =
  | { type: 'submit_proof' }
  | { type: 'verify' }
  | { type: 'reject' }
  | { type: 'provider_succeeded' }
  | { type: 'provider_declined' }
  | { type: 'provider_failed' }
  /** The provider stopped accepting it (a virtual account or QR code ran out of time). */
  | { type: 'provider_expired' }
  | { type: 'cancel' }
  | { type: 'refund' };

export function nextPaymentStatus(from: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  switch (event.type) {
    // A rejected proof may be followed by a corrected one on the same payment.
    case 'submit_proof':
      return from === 'pending' || from === 'rejected' ? 'submitted' : null;
    case 'verify':
      return from === 'submitted' || from === 'pending' ? 'succeeded' : null;
    case 'reject':
      return from === 'submitted' ? 'rejected' : null;
    case 'provider_succeeded':
      return from === 'pending' ? 'succeeded' : null;
    case 'provider_declined':
      return from === 'pending' ? 'declined' : null;
    case 'provider_failed':
      return from === 'pending' ? 'failed' : null;
    case 'provider_expired':
      return from === 'pending' ? 'expired' : null;
    case 'cancel':
      return from === 'pending' || from === 'rejected' ? 'cancelled' : null;
    case 'refund':
      return from === 'succeeded' ? 'refunded' : null;
  }
}

/** A payment in one of these states is over; a new attempt needs a new payment. */
export function isPaymentSettled(status: PaymentStatus): boolean {
  return status === 'succeeded' || status === 'declined' || status === 'failed' || status === 'cancelled' || status === 'expired' || status === 'refunded';
}
