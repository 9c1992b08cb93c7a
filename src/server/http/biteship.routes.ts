import type { FastifyInstance } from 'fastify';
import type { BiteshipWebhookResult } from '../flows/courier-booking.flow';
import { BITESHIP_WEBHOOK_PATH } from '../modules/shipping';

/** A Biteship webhook is a few hundred bytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * Only a booking that could not be read back from Biteship asks it to send again (503); the rest
 * is answered 200, as Biteship expects of the address it checks when the owner enters it.
 */
const STATUS: Record<BiteshipWebhookResult, number> = { applied: 200, ignored: 200, not_configured: 200, unverified: 503 };

/** Biteship's webhooks for the shop whose address they were sent to. */
export function registerBiteshipWebhookRoute(
  server: FastifyInstance,
  deps: { onWebhook: (shopId: string, body: Record<string, unknown>) => Promise<BiteshipWebhookResult> },
): void {
  // In a scope of its own: Biteship checks a new address with an empty body, which the shared
  // JSON parser refuses (400) before any route sees it.
  void server.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, text, done) => {
      try {
        done(null, String(text).trim() ? JSON.parse(String(text)) : null);
      } catch {
        done(null, null);
      }
    });
    scope.post(BITESHIP_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      const result = body && typeof body === 'object' && !Array.isArray(body) ? await deps.onWebhook(request.shop.id, body as Record<string, unknown>) : 'ignored';
      return reply.code(STATUS[result]).send({ result });
    });
  });
}
