import type { PaymentInstructions, VirtualAccountBank } from '../../../../domain/payments/payment-method';

/** Midtrans writes its times in Jakarta time without a zone: "2026-11-30 14:05:00". */
const JAKARTA_OFFSET = '+07:00';

export type MidtransChannel = VirtualAccountBank | 'qris';

export interface ChargeRequest {
  orderId: string;
  amount: number;
  channel: MidtransChannel;
  /** The order's payment deadline: the account or QR code stops taking money then too. */
  expiresAt: Date;
  now: Date;
}

/** An instant as Midtrans reads a start time: Jakarta's wall clock with its offset. */
export function jakartaTime(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0700`;
}

/** The Core API charge body (POST /v2/charge) for a virtual account or QRIS. */
export function chargeBody(request: ChargeRequest): Record<string, unknown> {
  const minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - request.now.getTime()) / 60_000));
  const common = {
    transaction_details: { order_id: request.orderId, gross_amount: request.amount },
    custom_expiry: { order_time: jakartaTime(request.now), expiry_duration: minutes, unit: 'minute' },
  };
  if (request.channel === 'qris') return { payment_type: 'qris', qris: { acquirer: 'gopay' }, ...common };
  return { payment_type: 'bank_transfer', bank_transfer: { bank: request.channel }, ...common };
}

/** A Midtrans time ("yyyy-MM-dd HH:mm:ss", Jakarta) as an instant; null when absent or unreadable. */
export function parseMidtransTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}${JAKARTA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type ChargeReading =
  | { ok: true; instructions: PaymentInstructions; expiresAt: Date | null }
  | { ok: false; reason: string };

/** What the shopper needs from a charge answer: the account number or the QR code, and until when. */
export function readCharge(channel: MidtransChannel, answer: Record<string, unknown>): ChargeReading {
  if (String(answer.status_code) !== '201' || answer.transaction_status !== 'pending') {
    return { ok: false, reason: `charge answered ${String(answer.status_code)} ${String(answer.status_message ?? '')}`.trim() };
  }
  const expiresAt = parseMidtransTime(answer.expiry_time);
  if (channel === 'qris') {
    const qrString = answer.qr_string;
    const actions = Array.isArray(answer.actions) ? (answer.actions as Array<Record<string, unknown>>) : [];
    const image = actions.find((action) => action.name === 'generate-qr-code')?.url;
    if (typeof qrString !== 'string' || !qrString) return { ok: false, reason: 'charge answered no QR string' };
    return { ok: true, instructions: { kind: 'qris', qrString, qrImageUrl: typeof image === 'string' ? image : null }, expiresAt };
  }
  let accountNumber: unknown = channel === 'permata' ? answer.permata_va_number : undefined;
  if (accountNumber === undefined && Array.isArray(answer.va_numbers)) {
    accountNumber = (answer.va_numbers as Array<Record<string, unknown>>).find((entry) => entry.bank === channel)?.va_number;
  }
  if (typeof accountNumber !== 'string' || !/^\d{6,30}$/.test(accountNumber)) return { ok: false, reason: 'charge answered no virtual account number' };
  return { ok: true, instructions: { kind: 'virtual_account', bank: channel, accountNumber }, expiresAt };
}

/** A transaction's state as the status API tells it, read down to what decides a payment. */
export type MidtransVerdict = 'paid' | 'pending' | 'expired' | 'cancelled' | 'denied' | 'failed';

export function verdictOf(status: { transaction_status?: unknown; fraud_status?: unknown }): MidtransVerdict {
  switch (status.transaction_status) {
    case 'settlement':
      return 'paid';
    // A card capture is money only once fraud screening accepted it; "challenge" waits for the merchant.
    case 'capture':
      return status.fraud_status === 'accept' ? 'paid' : 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
      return 'cancelled';
    case 'deny':
      return 'denied';
    case 'failure':
      return 'failed';
    default:
      return 'pending';
  }
}

/** "150000.00" in rupiah as a whole number of rupiah; null when it is not a whole amount. */
export function grossAmountRupiah(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof text !== 'string' || !/^\d{1,15}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  return /^0*$/.test(fraction) ? Number(whole) : null;
}

/** One refund a transaction's status lists: its refund key (null when Midtrans was not given one) and amount in whole rupiah. */
export interface MidtransRefund {
  /** What names it once: the refund key, else Midtrans' own refund id. */
  id: string;
  refundKey: string | null;
  amount: number | null;
}

/** Whether the status says money went back: in full (`refund`) or in part (`partial_refund`). */
export function isMidtransRefundStatus(status: { transaction_status?: unknown }): boolean {
  return status.transaction_status === 'refund' || status.transaction_status === 'partial_refund';
}

/** The refunds a transaction's status lists; one that cannot be named is left out. */
export function midtransRefundsOf(status: { refunds?: unknown }): MidtransRefund[] {
  if (!Array.isArray(status.refunds)) return [];
  return status.refunds.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const refund = entry as Record<string, unknown>;
    const refundKey = typeof refund.refund_key === 'string' && refund.refund_key ? refund.refund_key : null;
    const chargeback = typeof refund.refund_chargeback_id === 'number' || typeof refund.refund_chargeback_id === 'string' ? String(refund.refund_chargeback_id) : null;
    const id = refundKey ?? (chargeback ? `chargeback-${chargeback}` : null);
    return id ? [{ id, refundKey, amount: grossAmountRupiah(refund.refund_amount) }] : [];
  });
}
