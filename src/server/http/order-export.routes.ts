import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { zoneOffsetHours } from '../../domain/format/shop-time';
import { isPaymentStateName, shopDateTimeText } from '../../domain/orders/order-list';
import { holdsAny } from '../../domain/staff/staff-permissions';
import type { RequestContext } from '../context.server';
import { AppError, say } from '../errors.server';
import { exportOrdersCsv } from '../flows/order-export.flow';
import { orderSearchFrom } from '../flows/order-list.flow';

const METHODS = { bank_transfer: 'bank_transfer', card: 'card', wallet: 'wallet' } as const;

/**
 * `GET /admin/orders/export.csv?status=paid,shipped&payment=paid&method=card&from=YYYY-MM-DD&to=…&q=…`:
 * the owner's filtered order list as a download, for staff who may read orders (`orders.read`).
 * The filters are the list's own, so the file holds exactly the orders the screen shows.
 */
export function registerOrderExportRoutes(server: FastifyInstance, deps: { createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext> }): void {
  server.get('/admin/orders/export.csv', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const ctx = await deps.createContext(request, reply);
    const text = (status: number, message: string) => reply.code(status).type('text/plain; charset=utf-8').send(message);
    if (!ctx.staff) return text(401, say(ctx, 'error.staffOnly'));
    if (!holdsAny(ctx.staff.permissions, 'orders.read')) return text(403, say(ctx, 'error.roleMayNot'));
    const q = request.query as Record<string, unknown>;
    const one = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);
    let search;
    try {
      const method = one('method');
      const payment = one('payment');
      search = orderSearchFrom(ctx, {
        statuses: one('status')?.split(',').filter(Boolean),
        paymentState: payment && isPaymentStateName(payment) ? payment : null,
        paymentMethod: method && method in METHODS ? METHODS[method as keyof typeof METHODS] : null,
        placedFrom: one('from') || null,
        placedTo: one('to') || null,
        search: one('q') ?? null,
      });
    } catch (error) {
      if (error instanceof AppError) return text(400, say(ctx, error.messageKey, error.params));
      throw error;
    }
    const day = shopDateTimeText(new Date(), zoneOffsetHours(ctx.shop.timeZone)).slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${ctx.shop.id}-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(exportOrdersCsv(ctx, search)));
  });
}
