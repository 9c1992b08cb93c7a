import type { RequestContext } from '../context.server';
import { inTransaction } from '../db/transaction.server';
import { notFound } from '../errors.server';
import { canAccessOrder } from '../modules/orders';
import { removePushSubscription, savePushSubscription, type PushSubscriptionKeys } from '../modules/push';

export interface SubscribeInput {
  subscription: PushSubscriptionKeys;
  /** The order the shopper asked to hear about; they must be able to open it. */
  orderId: string | null;
  /**
   * The subscription this browser unsubscribed just before (its endpoint and auth secret), whose
   * links move to the new one; left alone unless this browser or customer owns it.
   */
  replaces: { endpoint: string; auth: string | null } | null;
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

/** Forgets this browser's subscription; `auth` (its secret) shows the browser holds it. */
export async function unsubscribeFromPush(ctx: RequestContext, input: { endpoint: string; auth: string }): Promise<boolean> {
  ctx.personal = true;
  return removePushSubscription(ctx.db, ctx.shop.id, input.endpoint, { auth: input.auth, customerId: ctx.customer?.id ?? null });
}
