import type { Db } from '../../db/database.server';
import { PermanentDeliveryFailure, type OutboxHandlers } from '../outbox';
import { endpointRefusal } from './endpoint-guard.server';
import { forgetPushSubscription, pushSubscriptionById } from './push.service';
import { vapidKeys } from './vapid-keys.server';

/** What the sender needs to know about the shop when a message leaves. */
export interface PushShopFacts {
  /** The notification's colour: the shop's brand colour of the moment. */
  color: string;
  /** The VAPID contact (`mailto:` the shop's address, or its https origin). */
  subject: string;
}

/** A day: a phone off for longer misses a status it can read on the order page anyway. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Sends one outbox push row: encrypts the notification for the subscription's keys (aes128gcm,
 * RFC 8291), signs the request with the deployment's VAPID key and posts it. web-push's own
 * sender speaks https only, so the request it describes is sent with fetch (tests run a push
 * service on loopback over http). A 404 or 410 means the browser dropped the subscription: it
 * is removed and the row fails for good. Nothing else removes a subscription: any other answer,
 * a network error or a failed lookup throws and the outbox retries.
 */
export function createPushHandler(deps: {
  db: Db;
  allowPrivate: boolean;
  shopFacts: (shopId: string) => Promise<PushShopFacts | null>;
  timeoutMs?: number;
}): NonNullable<OutboxHandlers['push']> {
  return async ({ shopId, subscriptionId, body }) => {
    const subscription = await pushSubscriptionById(deps.db, shopId, subscriptionId);
    if (!subscription) throw new PermanentDeliveryFailure('the browser turned notifications off');
    const refusal = await endpointRefusal(subscription.endpoint, { allowPrivate: deps.allowPrivate });
    // Only the push service itself (404/410) can say a subscription is gone. A lookup that fails
    // is retried like any network error; an address the server must not post to fails this
    // message, and the subscription stays for when its name points somewhere public again.
    if (refusal === 'unresolved') throw new Error('the push service’s address could not be looked up');
    if (refusal) throw new PermanentDeliveryFailure(`push endpoint refused (${refusal})`);
    const facts = await deps.shopFacts(shopId);
    if (!facts) throw new PermanentDeliveryFailure('the shop is gone');
    const notification = JSON.parse(body) as Record<string, unknown>;
    if (!notification.color) notification.color = facts.color;
    const keys = await vapidKeys(deps.db);
    // Loaded with the first notification sent, so a server that sends none never carries it.
    const { default: webpush } = await import('web-push');
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(notification),
      { vapidDetails: { subject: facts.subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    // fetch sets the length itself, and refuses one given as a number.
    const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: new Uint8Array(details.body),
      // A push service that redirects is not followed: the signed request stays where it was checked.
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000),
    }).catch((error: unknown) => {
      // fetch says only "fetch failed"; the reason (refused, reset, timed out) is in its cause.
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new Error(`push service could not be reached${cause}`);
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) {
      await forgetPushSubscription(deps.db, shopId, subscriptionId);
      throw new PermanentDeliveryFailure(`push service answered HTTP ${response.status}: the subscription expired and was removed`);
    }
    if (response.status < 200 || response.status > 299) throw new Error(`push service answered HTTP ${response.status}`);
  };
}
