import type { RequestContext } from '../context.server';
import { inTransaction } from '../db/transaction.server';
import { notFound } from '../errors.server';
import { canAccessOrder } from '../modules/orders';
import { removePushSubscription, savePushSubscription, type PushSubscriptionKeys } from '../modules/push';

export interface SubscribeInput {
  subscription: PushSubscriptionKeys;
  /** The order the shopper asked to hear about; they must be able to open it. */
  orderId: string | null;
  /** The endpoint this browser unsubscribed just before, whose links move to the new one. */
  replaces: string | null;
}

/**
 * A browser subscribes to notifications (spec §4: registering replaces any existing
 * subscription). Linked to the order when the shopper may open it, and to the signed-in
 * customer so their later orders reach this browser too.
 */
export async function subscribeToPush(ctx: RequestContext, input: SubscribeInput, options: { allowPrivateEndpoints: boolean }): Promise<{ endpoint: string; orderId: string | null }> {
  if (input.orderId && !(await canAccessOrder(ctx, input.orderId))) throw notFound('error.order.notFound');
  ctx.personal = true;
  const saved = await inTransaction(ctx.db, (tx) => savePushSubscription(tx, ctx.shop.id, {
    subscription: input.subscription,
    language: ctx.language,
    customerId: ctx.customer?.id ?? null,
    orderId: input.orderId,
    replaces: input.replaces,
    allowPrivate: options.allowPrivateEndpoints,
  }));
  return { endpoint: saved.endpoint, orderId: input.orderId };
}

export async function unsubscribeFromPush(ctx: RequestContext, endpoint: string): Promise<boolean> {
  ctx.personal = true;
  return removePushSubscription(ctx.db, ctx.shop.id, endpoint);
}
