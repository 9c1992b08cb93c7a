import { and, eq, inArray } from 'drizzle-orm';
import { acceptsReview } from '../../../domain/orders/order-status';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, conflict, forbidden, notFound, type AppError } from '../../errors.server';
import { recordAudit } from '../audit';
import { canAccessOrder } from './order-access.server';
import { enqueueOrderShippedEmail } from './order-emails.server';
import { orderById, orderLinesOf, perOrderLoader, transitionOrder, type OrderRecord } from './order.service';
import { productReviews } from './orders.tables';

/** Who staff actions are recorded as; only staff may take them. */
export function staffActor(ctx: RequestContext): string {
  if (!ctx.staff) throw forbidden();
  return `staff:${ctx.staff.id}`;
}

/** Why an order could not take a step: unknown, or in a status the step is not allowed from. */
export function orderRefusal(order: OrderRecord | null, action: 'ship' | 'cancel' | 'refund'): AppError {
  if (!order) return notFound('error.order.notFound');
  return conflict(`error.order.cannot.${action}`, { status: { message: `orders.status.${order.status}` } });
}

export const MAX_REVIEW_LENGTH = 2000;

export async function markOrderShipped(ctx: RequestContext, input: { orderId: string; courier: string; trackingNumber: string }): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  const courier = input.courier.trim().slice(0, 60);
  const trackingNumber = input.trackingNumber.trim().slice(0, 60);
  if (!courier) throw badInput('error.order.courierRequired', {}, 'courier');
  if (!/^[A-Za-z0-9-]{4,60}$/.test(trackingNumber)) throw badInput('error.order.trackingNumber', {}, 'trackingNumber');
  return inTransaction(ctx.db, async (tx) => {
    const current = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (current?.status === 'shipped' && current.trackingNumber === trackingNumber) return current;
    const moved = await transitionOrder(tx, ctx.shop.id, input.orderId, { type: 'ship' }, actor,
      { trackingCourier: courier, trackingNumber, shippedAt: new Date() }, { courier, trackingNumber });
    if (!moved.ok) throw orderRefusal(moved.order, 'ship');
    await recordAudit(ctx, tx, {
      action: 'markOrderShipped', entityType: 'order', entityId: moved.order.id,
      before: { status: moved.from, trackingCourier: current?.trackingCourier ?? null, trackingNumber: current?.trackingNumber ?? null },
      after: { status: moved.order.status, trackingCourier: courier, trackingNumber },
    });
    await enqueueOrderShippedEmail(tx, ctx, moved.order);
    return moved.order;
  });
}

export interface ReviewInput {
  productId: string;
  rating: number;
  body: string;
}

export async function reviewOrder(ctx: RequestContext, input: { orderId: string; reviews: ReviewInput[] }): Promise<OrderRecord> {
  if (!(await canAccessOrder(ctx, input.orderId))) throw notFound('error.order.notFound');
  const order = await orderById(ctx.db, ctx.shop.id, input.orderId);
  if (!order) throw notFound('error.order.notFound');
  if (!acceptsReview(order.status)) throw conflict('error.review.notYet');
  if (!input.reviews.length) throw badInput('error.review.none', {}, 'reviews');
  const lines = await orderLinesOf(ctx.db, ctx.shop.id, order.id);
  const bought = new Set(lines.map((line) => line.productId));
  for (const [index, review] of input.reviews.entries()) {
    if (!bought.has(review.productId)) throw badInput('error.review.notInOrder', {}, `reviews.${index}.productId`);
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) throw badInput('error.review.rating', {}, `reviews.${index}.rating`);
    if (review.body.length > MAX_REVIEW_LENGTH) throw badInput('error.review.tooLong', { max: MAX_REVIEW_LENGTH }, `reviews.${index}.body`);
  }
  const author = order.shippingAddress.name.split(/\s+/)[0] ?? '';
  await ctx.db.insert(productReviews)
    .values(input.reviews.map((review) => ({ shopId: ctx.shop.id, orderId: order.id, productId: review.productId, rating: review.rating, body: review.body.trim(), authorName: author })))
    .onConflictDoNothing();
  return order;
}

export function orderReviewsLoader(ctx: RequestContext) {
  return perOrderLoader(ctx, 'reviews', (ids) => ctx.db.select().from(productReviews)
    .where(and(eq(productReviews.shopId, ctx.shop.id), inArray(productReviews.orderId, ids))));
}
