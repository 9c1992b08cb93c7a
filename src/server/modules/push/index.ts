/**
 * Web push (docs/decisions/0043): browsers' subscriptions per shop and the orders they were made
 * for, the deployment's VAPID keys, order notifications written to the outbox, the owner's
 * broadcasts and the sender. Owns `push_subscriptions`, `push_subscription_orders` and `push_broadcasts`.
 */
export { vapidKeys, type VapidKeys } from './vapid-keys.server';
export { endpointRefusal, isPrivateAddress, MAX_ENDPOINT_LENGTH, type EndpointRefusal } from './endpoint-guard.server';
export {
  savePushSubscription, removePushSubscription, pushSubscriptionCount, enqueueOrderPush, orderNotification,
  type PushSubscriptionKeys, type PushSubscriptionRecord, type SubscriptionClaim,
} from './push.service';
export { sendPushBroadcast, recentPushBroadcasts, type PushBroadcastView } from './push-broadcast.service';
export { createPushHandler, type PushShopFacts } from './push-sender.server';
export { registerPushAdminFields } from './push.resolver';
