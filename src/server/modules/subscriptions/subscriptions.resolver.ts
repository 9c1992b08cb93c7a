import type { Builder } from '../../graphql/builder.server';
import type { Subscriber } from './marketing-email.service';
import { listSubscribers, subscriberCounts, SUBSCRIBERS_MAX_PAGE, unsubscribeByOwner, type SubscriberCounts } from './subscribers-admin.service';
import { setViewerSubscription, subscribeToEmail, viewerSubscription, type SubscribeAccepted } from './subscriptions.service';
import { SUBSCRIBER_STATES, SUBSCRIPTION_SOURCES } from './subscriptions.tables';

/** Subscribing on the shop API: the footer's form and the account's switch. */
export function registerSubscriptionShopFields(builder: Builder) {
  const StateEnum = builder.enumType('EmailSubscriptionState', { values: SUBSCRIBER_STATES });
  const Accepted = builder.objectRef<SubscribeAccepted>('EmailSubscriptionAccepted').implement({
    description: 'The request was taken; the message says to look in the inbox, whether or not the address was known.',
    fields: (t) => ({ message: t.exposeString('message') }),
  });
  const SubscribeInput = builder.inputType('SubscribeToEmailInput', {
    // Where the request came from is not the caller's to say: this form is the footer's; the
    // account page has its own switch (setMyEmailSubscription).
    fields: (t) => ({ email: t.string({ required: true }) }),
  });
  const MySubscriptionInput = builder.inputType('SetMyEmailSubscriptionInput', { fields: (t) => ({ subscribed: t.boolean({ required: true }) }) });

  builder.queryFields((t) => ({
    myEmailSubscription: t.field({
      type: StateEnum,
      nullable: true,
      description: 'The signed-in customer\'s subscription to the shop\'s e-mail, for their account\'s address; null when never asked or signed out.',
      resolve: (_r, _a, ctx) => viewerSubscription(ctx),
    }),
  }));
  builder.mutationFields((t) => ({
    subscribeToEmail: t.field({
      type: Accepted,
      description: 'Asks for the shop\'s news and offers: a confirmation e-mail goes to the address (double opt-in).',
      args: { input: t.arg({ type: SubscribeInput, required: true }) },
      resolve: (_r, { input }, ctx) => subscribeToEmail(ctx, { email: input.email, source: 'footer' }),
    }),
    setMyEmailSubscription: t.field({
      type: StateEnum,
      nullable: true,
      description: 'Signed in: on sends a confirmation e-mail to the account\'s address, off unsubscribes it at once.',
      args: { input: t.arg({ type: MySubscriptionInput, required: true }) },
      resolve: (_r, { input }, ctx) => setViewerSubscription(ctx, input.subscribed),
    }),
  }));
}

/** The owner's subscribers (Marketing): the list, its counts, and unsubscribing on request. */
export function registerSubscriptionAdminFields(builder: Builder) {
  const StateEnum = builder.enumType('EmailSubscriberState', { values: SUBSCRIBER_STATES });
  const SourceEnum = builder.enumType('EmailSubscriberSource', { values: SUBSCRIPTION_SOURCES });
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  const SubscriberRef = builder.objectRef<Subscriber>('EmailSubscriber').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      email: t.exposeString('email'),
      state: t.field({ type: StateEnum, resolve: (s) => s.state }),
      source: t.field({ type: SourceEnum, resolve: (s) => s.source }),
      language: t.exposeString('language'),
      consentedAt: t.string({ nullable: true, resolve: (s) => iso(s.consentedAt) }),
      confirmedAt: t.string({ nullable: true, resolve: (s) => iso(s.confirmedAt) }),
      unsubscribedAt: t.string({ nullable: true, resolve: (s) => iso(s.unsubscribedAt) }),
      unsubscribedBy: t.string({ nullable: true, resolve: (s) => s.unsubscribedBy }),
      createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    }),
  });
  const PageRef = builder.objectRef<{ rows: Subscriber[]; total: number }>('EmailSubscriberPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [SubscriberRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });
  const CountsRef = builder.objectRef<SubscriberCounts>('EmailSubscriberCounts').implement({
    fields: (t) => ({ pending: t.exposeInt('pending'), subscribed: t.exposeInt('subscribed'), unsubscribed: t.exposeInt('unsubscribed') }),
  });
  const UnsubscribeInput = builder.inputType('UnsubscribeEmailSubscriberInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

  builder.queryFields((t) => ({
    emailSubscribers: t.field({
      type: PageRef,
      description: `The shop's e-mail subscribers, newest first, at most ${SUBSCRIBERS_MAX_PAGE} at a time.`,
      args: { first: t.arg.int({ required: true }), offset: t.arg.int({ required: false }), search: t.arg.string({ required: false }), state: t.arg({ type: StateEnum, required: false }) },
      resolve: (_r, args, ctx) => listSubscribers(ctx, { limit: args.first, offset: args.offset ?? 0, search: args.search, state: args.state }),
    }),
    emailSubscriberCounts: t.field({ type: CountsRef, resolve: (_r, _a, ctx) => subscriberCounts(ctx) }),
  }));
  builder.mutationFields((t) => ({
    unsubscribeEmailSubscriber: t.field({
      type: SubscriberRef,
      description: 'The owner unsubscribes an address at its holder\'s request (audited).',
      args: { input: t.arg({ type: UnsubscribeInput, required: true }) },
      resolve: (_r, { input }, ctx) => unsubscribeByOwner(ctx, String(input.id)),
    }),
  }));
}
