import type { FastifyInstance } from 'fastify';
import type { MidtransNotificationResult } from '../flows/midtrans-notification.flow';

export const MIDTRANS_NOTIFY_PATH = '/_/payments/midtrans/notify';
/** A Midtrans notification is a few hundred bytes; anything far larger is not one. */
const NOTIFICATION_BODY_LIMIT = 32 * 1024;

/** How each outcome is answered: Midtrans retries anything but 2xx, which suits only "could not ask yet". */
const STATUS: Readonly<Record<MidtransNotificationResult, number>> = {
  not_configured: 404,
  forged: 401,
  unverified: 503,
  applied: 200,
  duplicate: 200,
  flagged: 200,
  ignored: 200,
};

/**
 * Midtrans' HTTP notifications for the shop whose address they were sent to (each charge names
 * its shop's own address in X-Override-Notification).
 */
export function registerMidtransNotificationRoute(
  server: FastifyInstance,
  deps: { onNotification: (shopId: string, body: Record<string, unknown>) => Promise<MidtransNotificationResult> },
): void {
  server.post(MIDTRANS_NOTIFY_PATH, { bodyLimit: NOTIFICATION_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send({ error: 'malformed' });
    const result = await deps.onNotification(request.shop.id, body as Record<string, unknown>);
    return reply.code(STATUS[result]).send({ result });
  });
}
