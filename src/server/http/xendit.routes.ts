import type { FastifyInstance } from 'fastify';
import type { XenditNotificationResult } from '../flows/xendit-notification.flow';
import { XENDIT_CALLBACK_TOKEN_HEADER, XENDIT_NOTIFY_PATH } from '../modules/payments';
/** A Xendit callback is a few kilobytes; anything far larger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/** Xendit retries anything but 2xx, which suits only "could not ask yet". */
const STATUS: Readonly<Record<XenditNotificationResult, number>> = {
  not_configured: 404,
  forged: 401,
  unverified: 503,
  applied: 200,
  duplicate: 200,
  flagged: 200,
  ignored: 200,
};

/** Xendit's callbacks for the shop whose address they were sent to. */
export function registerXenditNotificationRoute(
  server: FastifyInstance,
  deps: { onNotification: (shopId: string, token: string | string[] | undefined, body: Record<string, unknown>) => Promise<XenditNotificationResult> },
): void {
  server.post(XENDIT_NOTIFY_PATH, { bodyLimit: NOTIFICATION_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send({ error: 'malformed' });
    const result = await deps.onNotification(request.shop.id, request.headers[XENDIT_CALLBACK_TOKEN_HEADER], body as Record<string, unknown>);
    return reply.code(STATUS[result]).send({ result });
  });
}
