import type { PaymentInstructions, VirtualAccountBank } from '../../../../domain/payments/payment-method';
import { authorisationUrl, EWALLET_CODE, ewalletMethod, isXenditWallet, type XenditWallet } from './xendit-ewallet';

export type XenditChannel = VirtualAccountBank | 'qris' | XenditWallet;

/** Xendit's channel codes for the banks the shop offers (its VirtualAccountChannelCode). */
const BANK_CODE = { bca: 'BCA', bni: 'BNI', bri: 'BRI', permata: 'PERMATA' } as const satisfies Readonly<Record<VirtualAccountBank, string>>;

/** Xendit shows this name in the shopper's banking app; banks cut it at about 50 characters. */
const CUSTOMER_NAME_MAX = 50;

export interface PaymentRequestInput {
  /** The payment's own id, Xendit's `reference_id`: the same payment is never asked for twice. */
  referenceId: string;
  amount: number;
  channel: XenditChannel;
  /** The name the bank shows when the shopper pays a virtual account. */
  customerName: string;
  description: string;
  /** The order's payment deadline: the account or QR code stops taking money then too. */
  expiresAt: Date;
  /** Where a wallet sends the shopper back to once approved or not (DANA, LinkAja, ShopeePay). */
  returnUrl?: string;
  /** The OVO account to ask, in E.164. */
  mobileNumber?: string | null;
}

/**
 * The Payment Request API's body (POST /payment_requests) for a one-time virtual account of a
 * fixed amount, a one-time QRIS code or a one-time e-wallet payment; in xendit-node's camelCase,
 * which it sends as snake_case.
 */
export function paymentRequestParameters(input: PaymentRequestInput) {
  const base = { referenceId: input.referenceId, amount: input.amount, currency: 'IDR' as const, description: input.description };
  if (isXenditWallet(input.channel)) {
    // Xendit ends an e-wallet request by itself when the shopper does not approve it: it takes no expiry.
    return { ...base, paymentMethod: ewalletMethod(input.channel, { returnUrl: input.returnUrl ?? '', mobileNumber: input.mobileNumber ?? null }) };
  }
  if (input.channel === 'qris') {
    return {
      ...base,
      paymentMethod: { type: 'QR_CODE' as const, reusability: 'ONE_TIME_USE' as const, qrCode: { channelCode: 'QRIS' as const, channelProperties: { expiresAt: input.expiresAt } } },
    };
  }
  const customerName = input.customerName.trim().replace(/\s+/g, ' ').slice(0, CUSTOMER_NAME_MAX) || 'Customer';
  return {
    ...base,
    paymentMethod: {
      type: 'VIRTUAL_ACCOUNT' as const, reusability: 'ONE_TIME_USE' as const,
      virtualAccount: { channelCode: BANK_CODE[input.channel], channelProperties: { customerName, expiresAt: input.expiresAt } },
    },
  };
}

/** The fields of a payment request this shop reads, as xendit-node parses them. */
export interface XenditPaymentRequest {
  id: string;
  referenceId?: string;
  amount?: number;
  currency?: string;
  status: string;
  paymentMethod?: {
    id?: string;
    virtualAccount?: { channelCode?: string; channelProperties?: { virtualAccountNumber?: string; expiresAt?: Date } } | null;
    qrCode?: { channelProperties?: { qrString?: string; expiresAt?: Date } } | null;
    ewallet?: { channelCode?: string; channelProperties?: { mobileNumber?: string } } | null;
  };
  actions?: Array<{ action?: string; urlType?: string; url?: string | null }>;
}

/** What the shopper is given: instructions to follow here, or a page of the wallet to approve on. */
export type PaymentRequestReading =
  | { ok: true; instructions: PaymentInstructions | null; redirectUrl: string | null; expiresAt: Date | null }
  | { ok: false; reason: string };

function validDate(value: unknown): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

/** What the shopper needs from a new payment request: the account number, the QR code or the wallet's page, and until when. */
export function readPaymentRequest(channel: XenditChannel, answer: XenditPaymentRequest): PaymentRequestReading {
  if (answer.status !== 'PENDING' && answer.status !== 'REQUIRES_ACTION') return { ok: false, reason: `payment request answered ${answer.status}` };
  if (isXenditWallet(channel)) return readEwallet(channel, answer);
  if (channel === 'qris') {
    const qr = answer.paymentMethod?.qrCode?.channelProperties;
    if (typeof qr?.qrString !== 'string' || !qr.qrString) return { ok: false, reason: 'payment request answered no QR string' };
    return { ok: true, instructions: { kind: 'qris', qrString: qr.qrString, qrImageUrl: null }, redirectUrl: null, expiresAt: validDate(qr.expiresAt) };
  }
  const va = answer.paymentMethod?.virtualAccount;
  const number = va?.channelProperties?.virtualAccountNumber;
  if (va?.channelCode !== BANK_CODE[channel]) return { ok: false, reason: `payment request answered bank ${String(va?.channelCode)}` };
  if (typeof number !== 'string' || !/^\d{6,30}$/.test(number)) return { ok: false, reason: 'payment request answered no virtual account number' };
  return { ok: true, instructions: { kind: 'virtual_account', bank: channel, accountNumber: number }, redirectUrl: null, expiresAt: validDate(va.channelProperties?.expiresAt) };
}

/**
 * OVO answers PENDING with nothing to open: the shopper approves in the app, on the number the
 * request named. The other wallets answer REQUIRES_ACTION with the page to approve on.
 */
function readEwallet(wallet: XenditWallet, answer: XenditPaymentRequest): PaymentRequestReading {
  const ewallet = answer.paymentMethod?.ewallet;
  if (ewallet?.channelCode !== EWALLET_CODE[wallet]) return { ok: false, reason: `payment request answered wallet ${String(ewallet?.channelCode)}` };
  if (wallet === 'ovo') {
    const phone = ewallet.channelProperties?.mobileNumber;
    if (typeof phone !== 'string' || !/^\+62\d{8,13}$/.test(phone)) return { ok: false, reason: 'payment request answered no OVO number' };
    return { ok: true, instructions: { kind: 'wallet_app', wallet, phone }, redirectUrl: null, expiresAt: null };
  }
  const url = authorisationUrl(answer.actions);
  if (!url) return { ok: false, reason: 'payment request answered no page to approve on' };
  return { ok: true, instructions: null, redirectUrl: url, expiresAt: null };
}

/** A payment request's state, read down to what decides a payment. */
export type XenditVerdict = 'paid' | 'pending' | 'expired' | 'cancelled' | 'failed';

export function xenditVerdictOf(status: string): XenditVerdict {
  switch (status) {
    case 'SUCCEEDED': return 'paid';
    case 'EXPIRED': return 'expired';
    case 'CANCELED': case 'VOIDED': return 'cancelled';
    case 'FAILED': return 'failed';
    // PENDING, REQUIRES_ACTION, AWAITING_CAPTURE and anything new: no money yet.
    default: return 'pending';
  }
}
