import type { FastifyInstance } from 'fastify';
import { GATEWAY_NOTIFICATION_STATUS } from './gateway-notification-status';
import type { MidtransNotificationResult } from '../flows/midtrans-notification.flow';

export const MIDTRANS_NOTIFY_PATH = '/_/payments/midtrans/notify';
/** A Midtrans notification is a few hundred bytes; anything far larger is not one. */
const NOTIFICATION_BODY_LIMIT = 32 * 1024;


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
    return reply.code(GATEWAY_NOTIFICATION_STATUS[result]).send({ result });
  });
}
