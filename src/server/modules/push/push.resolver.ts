import type { Builder } from '../../graphql/builder.server';
import { pushSubscriptionCount } from './push.service';
import { recentPushBroadcasts, sendPushBroadcast, type PushBroadcastView } from './push-broadcast.service';
import { PUSH_CONTENT_MAX, PUSH_TITLE_MAX } from '../../../domain/push/push-notification';

/** The owner's push screen (Marketing): how many browsers subscribed, broadcasts and their results. */
export function registerPushAdminFields(builder: Builder, deps: { kick: () => void }) {
  const BroadcastRef = builder.objectRef<PushBroadcastView>('PushBroadcast').implement({
    description: 'A message the owner sent to every subscriber, and how its deliveries went.',
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      content: t.exposeString('content'),
      route: t.exposeString('route'),
      recipients: t.exposeInt('recipients', { description: 'Subscriptions it was written for.' }),
      delivered: t.exposeInt('delivered', { description: 'Accepted by the browsers’ push services.' }),
      pending: t.exposeInt('pending', { description: 'Not yet sent, or waiting for a retry.' }),
      failed: t.exposeInt('failed', { description: 'Given up: the subscription expired, or every retry failed.' }),
      createdAt: t.string({ resolve: (b) => b.createdAt.toISOString() }),
    }),
  });
  const OverviewRef = builder.objectRef<{ subscribers: number; broadcasts: PushBroadcastView[] }>('PushNotificationsOverview').implement({
    fields: (t) => ({
      subscribers: t.exposeInt('subscribers', { description: 'Browsers subscribed to the shop’s notifications.' }),
      broadcasts: t.field({ type: [BroadcastRef], resolve: (o) => o.broadcasts }),
      titleMax: t.int({ resolve: () => PUSH_TITLE_MAX }),
      contentMax: t.int({ resolve: () => PUSH_CONTENT_MAX }),
    }),
  });
  const BroadcastInput = builder.inputType('PushBroadcastInput', {
    fields: (t) => ({
      title: t.string({ required: true }),
      content: t.string({ required: true }),
      route: t.string({ required: false, description: 'A path of the shop opened on click; the home page when empty.' }),
    }),
  });
  builder.queryFields((t) => ({
    pushNotifications: t.field({
      type: OverviewRef,
      description: 'The subscriber count and the latest 20 broadcasts.',
      resolve: async (_r, _a, ctx) => ({ subscribers: await pushSubscriptionCount(ctx.db, ctx.shop.id), broadcasts: await recentPushBroadcasts(ctx) }),
    }),
  }));
  builder.mutationFields((t) => ({
    sendPushBroadcast: t.field({
      type: BroadcastRef,
      description: 'Writes the message for every subscriber and starts sending it.',
      args: { input: t.arg({ type: BroadcastInput, required: true }) },
      resolve: async (_r, args, ctx) => {
        const sent = await sendPushBroadcast(ctx, { title: args.input.title, content: args.input.content, route: args.input.route ?? '/' });
        deps.kick();
        return sent;
      },
    }),
  }));
}
