import type { Wallet } from '../../../../domain/payments/payment-method';
import { jakartaTime } from './midtrans-charge';

/** What Snap hosts for a payment: a card form, or the wallet's own page (QR on a computer, the app on a phone). */
export type SnapChannel = 'card' | Extract<Wallet, 'gopay' | 'shopeepay'>;

/** Snap's names for the payment it offers (its `enabled_payments`). */
const ENABLED_PAYMENT: Readonly<Record<SnapChannel, string>> = { card: 'credit_card', gopay: 'gopay', shopeepay: 'shopeepay' };

export function isSnapChannel(channel: string): channel is SnapChannel {
  return Object.hasOwn(ENABLED_PAYMENT, channel);
}

export interface SnapRequest {
  orderId: string;
  amount: number;
  channel: SnapChannel;
  /** Where Snap, and the wallet's app, send the shopper back: the shop's page that waits for the verdict. */
  returnUrl: string;
  /** The order's payment deadline: Snap's page stops taking money then too. */
  expiresAt: Date;
  now: Date;
}

/**
 * The Snap transaction body (POST /snap/v1/transactions) offering exactly one way to pay, so the
 * shopper who chose GoPay at checkout is not asked again on Midtrans' page. Cards go through
 * 3-D Secure (`secure: true`), as Indonesian card rules require for online payments.
 */
export function snapBody(request: SnapRequest): Record<string, unknown> {
  const minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - request.now.getTime()) / 60_000));
  return {
    transaction_details: { order_id: request.orderId, gross_amount: request.amount },
    enabled_payments: [ENABLED_PAYMENT[request.channel]],
    ...(request.channel === 'card' ? { credit_card: { secure: true } } : {}),
    ...(request.channel === 'gopay' ? { gopay: { enable_callback: true, callback_url: request.returnUrl } } : {}),
    ...(request.channel === 'shopeepay' ? { shopeepay: { callback_url: request.returnUrl } } : {}),
    callbacks: { finish: request.returnUrl, error: request.returnUrl },
    expiry: { start_time: jakartaTime(request.now), unit: 'minute', duration: minutes },
  };
}

/** Snap's page for the transaction, or why the answer cannot be used. */
export function readSnapAnswer(answer: Record<string, unknown>): { ok: true; redirectUrl: string } | { ok: false; reason: string } {
  const url = answer.redirect_url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return { ok: false, reason: 'Snap answered no redirect_url' };
  return { ok: true, redirectUrl: url };
}
