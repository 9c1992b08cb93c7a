import type { GatewayNotificationResult } from '../flows/gateway-verdict.flow';

/**
 * How a gateway's notification is answered. Midtrans and Xendit both retry anything but 2xx,
 * which suits only "could not ask yet"; a forged one is refused, and one for a shop without the
 * gateway's keys is not found.
 */
export const GATEWAY_NOTIFICATION_STATUS: Readonly<Record<GatewayNotificationResult, number>> = {
  not_configured: 404,
  forged: 401,
  unverified: 503,
  applied: 200,
  duplicate: 200,
  flagged: 200,
  ignored: 200,
};
