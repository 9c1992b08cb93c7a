import type { Db } from '../../db/database.server';

import { isVirtualAccountBank, isWallet, type PaymentInstructions, type PaymentMethodName, type VirtualAccountBank, type Wallet } from '../../../domain/payments/payment-method';
import { badInput } from '../../errors.server';

export type { PaymentMethodName };

export interface StartPaymentRequest {
  shopId: string;
  paymentId: string;
  orderId: string;
  amount: number;
  currency: number;
  description: string;
  /** Who pays: the name a bank shows when the shopper pays a virtual account (Xendit). */
  payerName: string;
  /** The shopper's phone as on the shipping address: the wallet that asks in its app (OVO) asks this number. */
  payerPhone: string;
  /** absolute URL the provider sends the shopper back to */
  returnUrl: string;
  /** absolute URL of the shop's notification endpoint (wallet, Midtrans; Xendit's is set in its dashboard) */
  notifyUrl: string;
  /** The virtual account's bank, `qris`, or the wallet (a gateway); null for the other methods. */
  channel: string | null;
  /** The order's payment deadline, which a provider's own expiry should not outlast. */
  payBy: Date;
}

export interface StartPaymentResult {
  providerRef: string | null;
  redirectUrl: string | null;
  /** What the shopper pays with when nothing is hosted (a virtual account number, a QR code). */
  instructions?: PaymentInstructions;
  /** Until when the provider takes the money. */
  expiresAt?: Date | null;
}

export interface PaymentProvider {
  readonly name: string;
  readonly method: PaymentMethodName;
  start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult>;
}

export type CardChargeResult =
  | { status: 'succeeded' | 'declined' | 'failed'; message: string; last4: string | null }
  | { status: 'not_ready'; message: string };

/** The methods a gateway serves; `card` and `wallet` only while the shop has a gateway switched on. */
export type GatewayMethod = Exclude<PaymentMethodName, 'bank_transfer'>;

/** What a gateway is asked to open for a payment: its virtual account's bank, QRIS, the wallet, or a card. */
export type GatewayChannel = VirtualAccountBank | 'qris' | Wallet | 'card';

export function gatewayChannelOf(method: GatewayMethod, channel: string | null): GatewayChannel {
  if (method === 'qris') return 'qris';
  if (method === 'card') return 'card';
  if (method === 'wallet') {
    if (channel && isWallet(channel)) return channel;
    throw badInput('error.payment.walletRequired', {}, 'wallet');
  }
  if (channel && isVirtualAccountBank(channel)) return channel;
  throw badInput('error.payment.bankRequired', {}, 'bank');
}
