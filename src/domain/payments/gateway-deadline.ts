/**
 * Until when a gateway's virtual account or QR code takes money (docs/decisions/0060). A first
 * payment ends with the order's own deadline, when the order expires with it. A balance after
 * a down payment has no deadline of its own left (the order no longer expires): it gets the
 * gateways' usual day.
 */
export const GATEWAY_BALANCE_WINDOW_MS = 24 * 3_600_000;

/** A number or code this close to its end is neither handed out again nor charged for a balance. */
export const GATEWAY_REUSE_MARGIN_MS = 5 * 60_000;

export function gatewayDeadline(purpose: 'first' | 'balance', orderExpiresAt: Date, now: number): Date {
  if (purpose === 'first' || orderExpiresAt.getTime() > now + GATEWAY_REUSE_MARGIN_MS) return orderExpiresAt;
  return new Date(now + GATEWAY_BALANCE_WINDOW_MS);
}
