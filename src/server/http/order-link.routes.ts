import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.server';
import { translate } from '../errors.server';
import { grantMatches, isPlausibleOrderId } from '../modules/orders';
import { addressKey, enforceRateLimit, type RateCheck, type RateLimiter } from '../modules/platform';
import type { PageRenderer } from '../ssr/page.routes';

/** Where an e-mail's link may lead once the grant is set; anything else opens the order. */
const NEXT_PATHS: Record<string, (orderId: string) => string> = {
  'confirm-payment': (id) => `/guest/order/${id}/confirm/payment`,
  'confirm-received': (id) => `/guest/order/${id}/confirm/received`,
  'complete-payment': (id) => `/order/payment/complete/${id}`,
  review: (id) => `/order/review/${id}`,
};

export interface OrderLinkDeps {
  db: Db;
  limits: RateLimiter;
  render: () => PageRenderer | null;
  grantOrder: (request: FastifyRequest, reply: FastifyReply, orderId: string, secret: string) => void;
}

/**
 * `/o/{orderID}/{secret}`: the private link of the order e-mails. The secret is exchanged for
 * an HttpOnly cookie and the browser is sent on to an address without it, so it never sits in
 * history, Referer headers or analytics (SECURITY.md). Wrong guesses are limited per address,
 * across every process of the shop.
 */
export function registerOrderLinkRoutes(server: FastifyInstance, deps: OrderLinkDeps): void {
  server.get('/o/:orderID/:secret', async (request, reply) => {
    const { orderID, secret } = request.params as { orderID: string; secret: string };
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // Counted before the secret is compared (rule `orderLinkGuess`); a refusal is a 429 with Retry-After.
    const attempt: RateCheck[] = [{ rule: 'orderLinkGuess', key: addressKey(request.ip) }];
    await enforceRateLimit(deps.limits, attempt);
    if (isPlausibleOrderId(orderID) && (await grantMatches(deps.db, request.shop.id, orderID, secret))) {
      await deps.limits.refund(attempt);
      deps.grantOrder(request, reply, orderID, secret);
      const next = (request.query as Record<string, unknown>).next;
      const target = typeof next === 'string' && NEXT_PATHS[next] ? NEXT_PATHS[next](orderID) : `/guest/order/${orderID}`;
      return reply.redirect(target, 303);
    }
    const render = deps.render();
    if (render) return render(request, reply, '/404');
    return reply.code(404).type('text/plain; charset=utf-8').send(translate(request.language, 'error.orderLink.invalid'));
  });
}
