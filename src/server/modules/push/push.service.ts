import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { isSupportedLanguage, type Language } from '../../../domain/i18n/language';
import { isPushedOrderStatus, orderRoute, PUSH_DURATION_MS, PUSH_ICON_PATH, type PushNotification } from '../../../domain/push/push-notification';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/database.server';
import { badInput } from '../../errors.server';
import { translate } from '../../errors.server';
import { newId } from '../../ids.server';
import { enqueuePush } from '../outbox';
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

const REFUSAL_KEYS: Record<EndpointRefusal, 'error.push.endpoint' | 'error.push.notHttps' | 'error.push.privateAddress'> = {
  invalid: 'error.push.endpoint',
  not_https: 'error.push.notHttps',
  private_address: 'error.push.privateAddress',
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
 * Stores the browser's subscription, replacing the one it had before (`replaces`, the endpoint
 * the browser unsubscribed): its orders move to the new subscription and the old row goes.
 * The same endpoint again updates its keys and language. Links it to `orderId` and to the
 * signed-in customer when given; the caller has checked that this browser may see the order.
 */
export async function savePushSubscription(
  tx: Db,
  shopId: string,
  input: { subscription: PushSubscriptionKeys; language: Language; customerId: string | null; orderId: string | null; replaces: string | null; allowPrivate: boolean },
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
    })
    .returning();
  if (!row) throw new Error('push subscription was not stored');
  if (input.replaces && input.replaces !== subscription.endpoint) {
    const [old] = await tx.select({ id: pushSubscriptions.id, customerId: pushSubscriptions.customerId }).from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.endpoint, input.replaces)));
    if (old) {
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

/** The browser turned notifications off: its subscription and links go. */
export async function removePushSubscription(db: Db, shopId: string, endpoint: string): Promise<boolean> {
  const removed = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The push service said the subscription is gone (404/410): nothing will reach it again. */
export async function forgetPushSubscription(db: Db, shopId: string, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, id)));
}

export async function pushSubscriptionById(db: Db, shopId: string, id: string): Promise<PushSubscriptionRecord | null> {
  const [row] = await db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.id, id)));
  return row ?? null;
}

export async function pushSubscriptionByEndpoint(db: Db, shopId: string, endpoint: string): Promise<PushSubscriptionRecord | null> {
  const [row] = await db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.shopId, shopId), eq(pushSubscriptions.endpoint, endpoint)));
  return row ?? null;
}

export async function pushSubscriptionCount(db: Db, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.shopId, shopId));
  return Number(row?.n ?? 0);
}

/** Whether this endpoint is linked to the order (or to the customer who placed it). */
export async function isSubscribedToOrder(db: Db, shopId: string, endpoint: string, order: { id: string; customerId: string | null }): Promise<boolean> {
  const subscribers = await orderSubscribers(db, shopId, order);
  return subscribers.some((s) => s.endpoint === endpoint);
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
  for (const subscriber of subscribers) {
    const notification = orderNotification(order, status, subscriber.language, '');
    await enqueuePush(tx, {
      shopId: order.shopId,
      dedupeKey: `push:order-${status}:${order.id}:${subscriber.id}`,
      message: { subscriptionId: subscriber.id, body: JSON.stringify(notification) },
    });
  }
  return subscribers.length;
}

/** Every subscription of the shop, a page at a time, for a broadcast. */
export async function allSubscriptionIds(db: Db, shopId: string): Promise<string[]> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.shopId, shopId)).orderBy(desc(pushSubscriptions.createdAt));
  return rows.map((row) => row.id);
}
