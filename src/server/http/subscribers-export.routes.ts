import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { holdsAny } from '../../domain/staff/staff-permissions';
import type { RequestContext } from '../context.server';
import { say } from '../errors.server';
import { SUBSCRIBER_STATES, subscribersCsv, type SubscriberState } from '../modules/subscriptions';

/**
 * `GET /admin/marketing/subscribers.csv?state=subscribed&q=…`: the owner's subscriber list as a
 * download, with the screen's own filters, for staff who run marketing (`marketing.manage`).
 */
export function registerSubscribersExportRoutes(server: FastifyInstance, deps: { createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext> }): void {
  server.get('/admin/marketing/subscribers.csv', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const ctx = await deps.createContext(request, reply);
    const text = (status: number, message: string) => reply.code(status).type('text/plain; charset=utf-8').send(message);
    if (!ctx.staff) return text(401, say(ctx, 'error.staffOnly'));
    if (!holdsAny(ctx.staff.permissions, 'marketing.manage')) return text(403, say(ctx, 'error.roleMayNot'));
    const q = request.query as Record<string, unknown>;
    const state = typeof q.state === 'string' && (SUBSCRIBER_STATES as readonly string[]).includes(q.state) ? (q.state as SubscriberState) : null;
    const search = typeof q.q === 'string' ? q.q : null;
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${ctx.shop.id}-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(subscribersCsv(ctx, { state, search })));
  });
}
