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

/**
 * The key the shop names a refund of `paymentId` by at the gateway: by what was given back
 * before it, so each refund is asked for once (and a retry is known as the same refund).
 */
export function shopRefundKey(paymentId: string, refundedBefore: number): string {
  return `${paymentId}-${refundedBefore}`;
}

/** Whether a refund the gateway reports is one the shop asked for, not one made in the gateway's dashboard. */
export function isShopRefund(paymentId: string, key: string | null): boolean {
  return key !== null && key.startsWith(`${paymentId}-`) && /^\d+$/.test(key.slice(paymentId.length + 1));
}

export interface PaidPayment {
  id: string;
  provider: string;
  method: PaymentMethodName;
  amount: number;
  /** Given back through the gateway already. */
  providerRefunded: number;
  /** Of that, given back from the gateway's dashboard and not yet counted in a refund recorded on the order. */
  refundedElsewhere: number;
}

export interface GatewayRefundPlan {
  /** What each payment's gateway is asked to give back, newest payment first. */
  parts: Array<{ paymentId: string; provider: string; amount: number }>;
  /** What the gateways gave back from their dashboards already and this refund accounts for: nothing to ask for again. */
  alreadyReturned: Array<{ paymentId: string; amount: number }>;
  /** The parts and what was already returned together: what goes back through gateways. */
  throughGateway: number;
  /** What the owner gives back by hand (transfers, virtual accounts, the sandbox). */
  byHand: number;
}

/**
 * Splits a refund over the order's payments, newest first (a balance before the down payment):
 * money a gateway already gave back from its dashboard counts first, then each
 * gateway-refundable payment gives back what it has not given back yet, and whatever is left is
 * the owner's to return by hand.
 */
export function planGatewayRefund(paid: readonly PaidPayment[], amount: number): GatewayRefundPlan {
  let left = Math.max(0, amount);
  const alreadyReturned: GatewayRefundPlan['alreadyReturned'] = [];
  for (const payment of paid) {
    if (left === 0) break;
    const part = Math.min(Math.max(0, payment.refundedElsewhere), left);
    if (part === 0) continue;
    alreadyReturned.push({ paymentId: payment.id, amount: part });
    left -= part;
  }
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
  return { parts, alreadyReturned, throughGateway: Math.max(0, amount) - left, byHand: left };
}
