import { timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { isSupportedLanguage, type Language } from '../../../domain/i18n/language';
import { isPushedOrderStatus, orderRoute, PUSH_DURATION_MS, PUSH_ICON_PATH, type PushNotification } from '../../../domain/push/push-notification';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { translate } from '../../errors.server';
import { newId } from '../../ids.server';
import { enqueuePushes } from '../outbox';
import { endpointRefusal, type EndpointRefusal } from './endpoint-guard.server';
import { pushSubscriptionOrders, pushSubscriptions } from './push.tables';

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSubscriptionRecord extends PushSubscriptionKeys {
  shopId: string;
  id: string;
  language: string;
  customerId: string | null;
}

const REFUSAL_KEYS: Record<EndpointRefusal, 'error.push.endpoint' | 'error.push.notHttps' | 'error.push.privateAddress' | 'error.push.unresolved'> = {
  invalid: 'error.push.endpoint',
  not_https: 'error.push.notHttps',
  private_address: 'error.push.privateAddress',
  unresolved: 'error.push.unresolved',
};

function decodedLength(value: string): number {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** Refuses what could never be sent to: a bad address, one on a private network, wrong keys. */
async function assertSubscription(input: PushSubscriptionKeys, allowPrivate: boolean): Promise<void> {
  const refusal = await endpointRefusal(input.endpoint, { allowPrivate });
  if (refusal) throw badInput(REFUSAL_KEYS[refusal], {}, 'endpoint');
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291).
  const key = decodedLength(input.p256dh) === 65 ? Buffer.from(input.p256dh, 'base64url') : null;
  if (!key || key[0] !== 4 || decodedLength(input.auth) !== 16) throw badInput('error.push.keys', {}, 'keys');
}

/**
 * Who asks to replace or remove a subscription: the auth secret of the subscription the browser
 * holds (PushSubscription.toJSON().keys.auth), and the signed-in customer.
 */
export interface SubscriptionClaim {
  auth: string | null;
  customerId: string | null;
}

/**
 * A subscription belongs to the browser that holds its auth secret (16 random bytes only that
 * browser and this shop know), and to the customer it is linked to. An endpoint alone proves
 * nothing: it is an address, and naming it must not let one visitor remove another's.
 */
function owns(subscription: { auth: string; customerId: string | null }, claim: SubscriptionClaim): boolean {
  if (claim.auth) {
    const held = Buffer.from(subscription.auth);
    const given = Buffer.from(claim.auth);
    if (held.length === given.length && timingSafeEqual(held, given)) return true;
  }
  return subscription.customerId !== null && subscription.customerId === claim.customerId;
}

/**
 * Stores the browser's subscription, replacing the one it had before (`replaces`, the endpoint
 * the browser unsubscribed, with that subscription's auth secret): its orders move to the new
 * subscription and the old row goes. A `replaces` this browser or customer does not own is left
 * alone, as one that no longer exists is. The same endpoint again, with the same auth secret,
 * updates its language (and links); sent with another secret it is refused.
 * Links it to `orderId` and to the signed-in customer when given; the caller has checked that
 * this browser may see the order.
 */
export async function savePushSubscription(
  tx: Db,
  shopId: string,
  input: {
    subscription: PushSubscriptionKeys;
    language: Language;
    customerId: string | null;
    orderId: string | null;
    replaces: { endpoint: string; auth: string | null } | null;
    allowPrivate: boolean;
  },
): Promise<PushSubscriptionRecord> {
  const { subscription } = input;
  await assertSubscription(subscription, input.allowPrivate);
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ shopId, id: newId(), endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth, language: input.language, customerId: input.customerId })
    .onConflictDoUpdate({
      target: [pushSubscriptions.shopId, pushSubscriptions.endpoint],
      set: {
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        language: input.language,
        // Signing out does not unlink a browser from the account it subscribed for.
        customerId: sql`coalesce(${input.customerId}, ${pushSubscriptions.customerId})`,
        updatedAt: sql`now()`,
      },
      // An endpoint already stored is updated only by the browser holding its secret: anyone
      // else sending it with their own keys would leave its browser unable to read a message.
      setWhere: eq(pushSubscriptions.auth, subscription.auth),
    })
    .returning();
  if (!row) throw badInput('error.push.notYours', {}, 'endpoint');
  const replaces = input.replaces;
  if (replaces && replaces.endpoint !== subscription.endpoint) {
    const [old] = await tx.select({ id: pushSubscriptions.id, auth: pushSubscriptions.auth, customerId: pushSubscriptions.customerId }).from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.endpoint, replaces.endpoint)));
    if (old && owns(old, { auth: replaces.auth, customerId: input.customerId })) {
      await tx.execute(sql`INSERT INTO ${pushSubscriptionOrders} (shop_id, order_id, subscription_id)
        SELECT shop_id, order_id, ${row.id} FROM ${pushSubscriptionOrders} WHERE shop_id = ${shopId} AND subscription_id = ${old.id}
        ON CONFLICT DO NOTHING`);
      if (old.customerId && !row.customerId) {
        await tx.update(pushSubscriptions).set({ customerId: old.customerId }).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, row.id)));
        row.customerId = old.customerId;
      }
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, old.id)));
    }
  }
  if (input.orderId) {
    await tx.insert(pushSubscriptionOrders).values({ shopId, orderId: input.orderId, subscriptionId: row.id }).onConflictDoNothing();
  }
  return row;
}

/**
 * The browser turned notifications off: its subscription and links go. Only the browser holding
 * the subscription, or the customer it is linked to, may remove it; false when nothing was removed.
 */
export async function removePushSubscription(db: Db, shopId: string, endpoint: string, claim: SubscriptionClaim): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: pushSubscriptions.id, auth: pushSubscriptions.auth, customerId: pushSubscriptions.customerId }).from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.endpoint, endpoint)));
    if (!row || !owns(row, claim)) return false;
    const removed = await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, row.id))).returning({ id: pushSubscriptions.id });
    return removed.length > 0;
  });
}

/** The push service said the subscription is gone (404/410): nothing will reach it again. */
export async function forgetPushSubscription(db: Db, shopId: string, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, id)));
}

export async function pushSubscriptionById(db: Db, shopId: string, id: string): Promise<PushSubscriptionRecord | null> {
  const [row] = await db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, id)));
  return row ?? null;
}

export async function pushSubscriptionCount(db: Db, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.shopId, shopId));
  return Number(row?.n ?? 0);
}

async function orderSubscribers(db: Db, shopId: string, order: { id: string; customerId: string | null }): Promise<PushSubscriptionRecord[]> {
  const linked = db.select({ id: pushSubscriptionOrders.subscriptionId }).from(pushSubscriptionOrders)
    .where(and(eq(pushSubscriptionOrders.shopId, shopId), eq(pushSubscriptionOrders.orderId, order.id)));
  return db.select().from(pushSubscriptions).where(and(
    eq(pushSubscriptions.shopId, shopId),
    or(inArray(pushSubscriptions.id, linked), order.customerId ? eq(pushSubscriptions.customerId, order.customerId) : undefined),
  ));
}

/** The order's notification for one subscriber, in the subscriber's language. */
export function orderNotification(order: { id: string; number: number }, status: string, language: string, color: string): PushNotification {
  const lang: Language = isSupportedLanguage(language) ? language : 'id';
  const route = orderRoute(order.id);
  return {
    id: `order-${order.id}-${status}`,
    title: translate(lang, `push.order.${status}.title`, { number: String(order.number) }),
    content: translate(lang, `push.order.${status}.content`),
    icon: PUSH_ICON_PATH,
    color,
    actions: [{ text: translate(lang, 'push.action.viewOrder'), route, routeTarget: '_self' }],
    duration: PUSH_DURATION_MS,
    sound: true,
  };
}

/**
 * Writes, in the order's own transaction, one push message per browser subscribed to the
 * order (or to its customer) when the order reaches a status shoppers are told about. The
 * colour is filled in when sending, from the shop's look at that time.
 */
export async function enqueueOrderPush(tx: Db, order: { shopId: string; id: string; number: number; customerId: string | null }, status: OrderStatus): Promise<number> {
  if (!isPushedOrderStatus(status)) return 0;
  const subscribers = await orderSubscribers(tx, order.shopId, order);
  await enqueuePushes(tx, subscribers.map((subscriber) => ({
    shopId: order.shopId,
    dedupeKey: `push:order-${status}:${order.id}:${subscriber.id}`,
    message: { subscriptionId: subscriber.id, body: JSON.stringify(orderNotification(order, status, subscriber.language, '')) },
  })));
  return subscribers.length;
}

/** The shop's subscription ids after `after` in id order, at most `limit`: a broadcast's next batch. */
export async function subscriptionIdsAfter(db: Db, shopId: string, after: string | null, limit: number): Promise<string[]> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.shopId, shopId), after === null ? undefined : gt(pushSubscriptions.id, after)))
    .orderBy(asc(pushSubscriptions.id)).limit(limit);
  return rows.map((row) => row.id);
}
