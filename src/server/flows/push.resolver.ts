import type { Builder } from '../graphql/builder.server';
import { vapidKeys } from '../modules/push';
import { subscribeToPush, unsubscribeFromPush } from './push-subscription.flow';

/** The shop's side of web push: the key browsers subscribe with, subscribing and leaving. */
export function registerPushShopFields(builder: Builder, options: { allowPrivateEndpoints: boolean }) {
  const KeysInput = builder.inputType('PushSubscriptionKeysInput', {
    fields: (t) => ({ p256dh: t.string({ required: true }), auth: t.string({ required: true }) }),
  });
  const SubscribeInput = builder.inputType('PushSubscribeInput', {
    fields: (t) => ({
      endpoint: t.string({ required: true }),
      keys: t.field({ type: KeysInput, required: true }),
      orderId: t.id({ required: false, description: 'The order to be told about; the browser must be able to open it.' }),
      replaces: t.string({ required: false, description: 'The endpoint this browser unsubscribed before subscribing again.' }),
      replacesAuth: t.string({
        required: false,
        description: 'The auth secret of the replaced subscription: it shows this browser held it. Without it (or the signed-in customer it is linked to) the replaced subscription is left alone.',
      }),
    }),
  });
  const UnsubscribeInput = builder.inputType('PushUnsubscribeInput', {
    fields: (t) => ({
      endpoint: t.string({ required: true }),
      auth: t.string({ required: true, description: 'The subscription’s auth secret: only the browser holding it may remove it.' }),
    }),
  });
  const SubscribedRef = builder.objectRef<{ endpoint: string; orderId: string | null }>('PushSubscribed').implement({
    fields: (t) => ({ endpoint: t.exposeString('endpoint'), orderId: t.exposeID('orderId', { nullable: true }) }),
  });
  builder.queryFields((t) => ({
    webPushPublicKey: t.string({
      description: 'The VAPID public key (base64url) browsers subscribe with (`applicationServerKey`).',
      resolve: async (_r, _a, ctx) => (await vapidKeys(ctx.db)).publicKey,
    }),
  }));
  builder.mutationFields((t) => ({
    subscribeToPush: t.field({
      type: SubscribedRef,
      description: 'Stores this browser’s push subscription (replacing `replaces` when this browser owns it), linked to the order and the signed-in customer.',
      args: { input: t.arg({ type: SubscribeInput, required: true }) },
      resolve: (_r, args, ctx) => subscribeToPush(ctx, {
        subscription: { endpoint: args.input.endpoint, p256dh: args.input.keys.p256dh, auth: args.input.keys.auth },
        orderId: args.input.orderId ? String(args.input.orderId) : null,
        replaces: args.input.replaces ? { endpoint: args.input.replaces, auth: args.input.replacesAuth ?? null } : null,
      }, options),
    }),
    unsubscribeFromPush: t.boolean({
      description: 'Forgets this browser’s subscription; true when there was one this browser (or the signed-in customer) owns.',
      args: { input: t.arg({ type: UnsubscribeInput, required: true }) },
      resolve: (_r, args, ctx) => unsubscribeFromPush(ctx, { endpoint: args.input.endpoint, auth: args.input.auth }),
    }),
  }));
}
