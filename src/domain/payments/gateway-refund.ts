import type { PaymentMethodName } from './payment-method';

/**
 * What each gateway can give back by itself: a QRIS, e-wallet or card payment is refunded to
 * the payer's app or card (Midtrans' Refund API, Xendit's Refunds API); a virtual account cannot
 * be, since neither gateway knows the account the money came from, so the owner transfers it
 * back by hand.
 */
const REFUNDABLE: Readonly<Record<string, readonly PaymentMethodName[]>> = { midtrans: ['qris', 'wallet', 'card'], xendit: ['qris', 'wallet', 'card'] };

export function refundableAtGateway(provider: string, method: PaymentMethodName): boolean {
  return REFUNDABLE[provider]?.includes(method) ?? false;
}

export interface PaidPayment {
  id: string;
  provider: string;
  method: PaymentMethodName;
  amount: number;
  /** Given back through the gateway already. */
  providerRefunded: number;
}

export interface GatewayRefundPlan {
  /** What each payment's gateway gives back, newest payment first. */
  parts: Array<{ paymentId: string; provider: string; amount: number }>;
  /** The parts together: what goes back through gateways by itself. */
  throughGateway: number;
  /** What the owner gives back by hand (transfers, virtual accounts, the sandbox). */
  byHand: number;
}

/**
 * Splits a refund over the order's payments, newest first (a balance before the down payment):
 * each gateway-refundable payment gives back what it has not given back yet, and whatever is
 * left is the owner's to return by hand.
 */
export function planGatewayRefund(paid: readonly PaidPayment[], amount: number): GatewayRefundPlan {
  let left = Math.max(0, amount);
  const parts: GatewayRefundPlan['parts'] = [];
  for (const payment of paid) {
    if (left === 0) break;
    if (!refundableAtGateway(payment.provider, payment.method)) continue;
    const room = payment.amount - payment.providerRefunded;
    if (room <= 0) continue;
    const part = Math.min(room, left);
    parts.push({ paymentId: payment.id, provider: payment.provider, amount: part });
    left -= part;
  }
  return { parts, throughGateway: Math.max(0, amount) - left, byHand: left };
}
