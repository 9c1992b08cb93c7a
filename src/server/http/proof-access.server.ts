import type { FastifyReply, FastifyRequest } from 'fastify';
import { holdsAny } from '../../domain/staff/staff-permissions';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { canAccessOrder } from '../modules/orders';
import { ordersWithProofImage } from '../modules/payments';

export type PictureAudience = 'public' | 'private' | 'refused';

/**
 * Who may see a picture. A shop picture is public; a proof of transfer shows a shopper's bank
 * details, so it is served only to staff who read orders and to the people of its order (the
 * signed-in buyer, a browser holding the order's grant), never cached by anyone on the way.
 */
export async function pictureAudience(
  deps: { db: Db; createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext> },
  request: FastifyRequest,
  reply: FastifyReply,
  imageId: string,
): Promise<PictureAudience> {
  const orderIds = await ordersWithProofImage(deps.db, request.shop.id, imageId);
  if (!orderIds.length) return 'public';
  const ctx = await deps.createContext(request, reply);
  if (ctx.staff && holdsAny(ctx.staff.permissions, 'orders.read')) return 'private';
  for (const orderId of orderIds) if (await canAccessOrder(ctx, orderId)) return 'private';
  return 'refused';
}
