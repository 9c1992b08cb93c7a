import { ABANDONED_STATES, RECOVERY_DELAY_MAX_MINUTES, RECOVERY_DELAY_MIN_MINUTES } from '../../domain/checkout/abandoned-checkouts';
import type { Builder } from '../graphql/builder.server';
import { commerceSettings, saveRecoveryDelay } from '../modules/commerce-settings';
import { abandonedCheckoutFigures, abandonedCheckoutPage, ABANDONED_MAX_PAGE, type AbandonedCheckoutView, type AbandonedFiguresView } from './abandoned-checkouts.flow';

interface RecoverySettings { delayMinutes: number }

/**
 * Abandoned checkouts for the owner (docs/decisions/0039): the list, the period's figures and
 * the recovery e-mail's delay. Checkouts, the outbox and orders each keep their part; the flow
 * puts them together.
 */
export function registerAbandonedCheckoutAdminFields(builder: Builder) {
  const StateEnum = builder.enumType('AbandonedCheckoutState', { values: ABANDONED_STATES });
  const ItemRef = builder.objectRef<{ name: string; count: number }>('AbandonedCheckoutItem').implement({
    fields: (t) => ({ name: t.exposeString('name', { description: 'Empty once the product is no longer sold.' }), count: t.exposeInt('count') }),
  });
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  const CheckoutRef = builder.objectRef<AbandonedCheckoutView>('AbandonedCheckout').implement({
    description: 'A checkout a shopper left with an e-mail, and how its one recovery e-mail went.',
    fields: (t) => ({
      id: t.id({ description: 'The checkout’s recovery key (its own id stays with the shopper).', resolve: (c) => c.recoveryHash }),
      email: t.exposeString('email'),
      name: t.exposeString('name', { description: 'The recipient’s name when the shopper gave an address; empty otherwise.' }),
      phone: t.exposeString('phone'),
      itemCount: t.exposeInt('itemCount'),
      items: t.field({ type: [ItemRef], resolve: (c) => c.items }),
      subtotal: t.field({ type: 'Amount', description: 'The lines still sold, priced as the shop would price them now.', resolve: (c) => c.subtotal }),
      lastActivityAt: t.string({ resolve: (c) => c.lastActivityAt.toISOString() }),
      state: t.field({ type: StateEnum, resolve: (c) => c.state }),
      emailDueAt: t.string({ nullable: true, description: 'While waiting: when the recovery e-mail goes.', resolve: (c) => iso(c.emailDueAt) }),
      emailDueNow: t.exposeBoolean('emailDueNow', { description: 'Waiting past its due time: it goes at the next run of the job.' }),
      emailWrittenAt: t.string({ nullable: true, description: 'When the recovery e-mail was written to the outbox.', resolve: (c) => iso(c.emailWrittenAt) }),
      emailDeliveredAt: t.string({ nullable: true, description: 'When the mail server took it; null until then.', resolve: (c) => iso(c.emailDeliveredAt) }),
      orderId: t.id({ nullable: true, resolve: (c) => c.orderId }),
      orderNumber: t.int({ nullable: true, resolve: (c) => c.orderNumber }),
      recoveryUrl: t.string({ nullable: true, description: 'The recovery e-mail’s link, while the checkout has no order.', resolve: (c) => c.recoveryUrl }),
    }),
  });
  const PageRef = builder.objectRef<{ rows: AbandonedCheckoutView[]; total: number }>('AbandonedCheckoutPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [CheckoutRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });
  const FiguresRef = builder.objectRef<AbandonedFiguresView>('AbandonedCheckoutFigures').implement({
    description: 'What happened to checkouts left in the period.',
    fields: (t) => ({
      periodDays: t.exposeInt('periodDays'),
      abandoned: t.exposeInt('abandoned', { description: 'Checkouts with an e-mail left past the delay (or e-mailed).' }),
      emailsSent: t.exposeInt('emailsSent', { description: 'Recovery e-mails the mail server took.' }),
      emailsFailed: t.exposeInt('emailsFailed', { description: 'Recovery e-mails that could not be delivered.' }),
      recovered: t.exposeInt('recovered', { description: 'Orders placed after their recovery e-mail was delivered.' }),
      recoveredValue: t.field({ type: 'Amount', description: 'Their totals, while still sales.', resolve: (f) => f.recoveredValue }),
      recoveryRate: t.float({ nullable: true, description: 'Recovered per hundred abandoned, to one decimal; null when none was abandoned.', resolve: (f) => f.recoveryRate }),
      delayMinutes: t.exposeInt('delayMinutes'),
    }),
  });
  const SettingsRef = builder.objectRef<RecoverySettings>('CheckoutRecoverySettings').implement({
    fields: (t) => ({
      delayMinutes: t.exposeInt('delayMinutes', { description: 'Quiet minutes before the one recovery e-mail.' }),
      minMinutes: t.int({ resolve: () => RECOVERY_DELAY_MIN_MINUTES }),
      maxMinutes: t.int({ resolve: () => RECOVERY_DELAY_MAX_MINUTES }),
    }),
  });
  const DelayInput = builder.inputType('CheckoutRecoveryDelayInput', {
    fields: (t) => ({ delayMinutes: t.int({ required: true, description: `${RECOVERY_DELAY_MIN_MINUTES} to ${RECOVERY_DELAY_MAX_MINUTES}.` }) }),
  });

  builder.queryFields((t) => ({
    abandonedCheckouts: t.field({
      type: PageRef,
      description: `Checkouts left with an e-mail in the last 7, 30 or 90 days, newest activity first; at most ${ABANDONED_MAX_PAGE} at a time.`,
      args: { first: t.arg.int({ required: true }), offset: t.arg.int({ required: false }), periodDays: t.arg.int({ required: false }), state: t.arg({ type: StateEnum, required: false }) },
      resolve: (_r, args, ctx) => abandonedCheckoutPage(ctx, { limit: args.first, offset: args.offset ?? 0, periodDays: args.periodDays, state: args.state }),
    }),
    abandonedCheckoutFigures: t.field({
      type: FiguresRef,
      args: { periodDays: t.arg.int({ required: false }) },
      resolve: (_r, args, ctx) => abandonedCheckoutFigures(ctx, args.periodDays),
    }),
    checkoutRecoverySettings: t.field({
      type: SettingsRef,
      resolve: async (_r, _a, ctx) => ({ delayMinutes: (await commerceSettings(ctx)).recoveryDelayMinutes }),
    }),
  }));
  builder.mutationFields((t) => ({
    saveCheckoutRecoveryDelay: t.field({
      type: SettingsRef,
      description: 'How long a checkout left with an e-mail waits before its recovery e-mail; the next run of the job reads it.',
      args: { input: t.arg({ type: DelayInput, required: true }) },
      resolve: async (_r, args, ctx) => ({ delayMinutes: await saveRecoveryDelay(ctx, args.input.delayMinutes) }),
    }),
  }));
}
