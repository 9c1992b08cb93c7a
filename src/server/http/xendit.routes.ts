import type { FastifyInstance } from 'fastify';
import { GATEWAY_NOTIFICATION_STATUS } from './gateway-notification-status';
import type { XenditNotificationResult } from '../flows/xendit-notification.flow';
import { XENDIT_CALLBACK_TOKEN_HEADER, XENDIT_NOTIFY_PATH } from '../modules/payments';
/** A Xendit callback is a few kilobytes; anything far larger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;


/**
 * Xendit's callbacks for the shop whose address they were sent to: payments (virtual accounts,
 * QRIS, e-wallets), card invoices and refunds all come to the one address an account has.
 */
export function registerXenditNotificationRoute(
  server: FastifyInstance,
  deps: { onNotification: (shopId: string, token: string | string[] | undefined, body: Record<string, unknown>) => Promise<XenditNotificationResult> },
): void {
  server.post(XENDIT_NOTIFY_PATH, { bodyLimit: NOTIFICATION_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send({ error: 'malformed' });
    const result = await deps.onNotification(request.shop.id, request.headers[XENDIT_CALLBACK_TOKEN_HEADER], body as Record<string, unknown>);
    return reply.code(GATEWAY_NOTIFICATION_STATUS[result]).send({ result });
  });
}
