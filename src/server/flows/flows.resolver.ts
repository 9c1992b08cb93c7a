import { toGlobalId } from '../../domain/ids/global-id';
import { fromMethodValue } from '../../domain/payments/payment-method';
import type { RequestContext } from '../context.server';
import type { Builder } from '../graphql/builder.server';
import type { CheckoutGraph } from '../modules/checkout';
import type { CommerceSettingsGraph } from '../modules/commerce-settings';
import { orderById, type OrderRecord, type OrdersGraph } from '../modules/orders';
import { ensureProviderSession, paymentById, type PaymentRecord, type PaymentRegistry, type PaymentsGraph, type StartPaymentOutcome } from '../modules/payments';
import { AppError } from '../errors.server';
import { cancelOrder, refundOrder } from './close-order.flow';
import { completeOrder, type CompleteOrderResult } from './complete-order.flow';
import { placeOrder, type PlaceOrderOutcome, type StockShortageLine } from './place-order.flow';
import { confirmOrderReceived } from './receive-order.flow';
import { completeCardPayment, rejectPayment, resolvePaymentAttention, verifyPayment } from './settle-payment.flow';

export interface FlowGraphDeps {
  checkout: CheckoutGraph;
  settings: CommerceSettingsGraph;
  orders: OrdersGraph;
  payments: PaymentsGraph;
}

type OrderPlacedView = { type: 'OrderPlaced'; order: OrderRecord; payment: StartPaymentOutcome | null };
type PlaceOrderView = OrderPlacedView | Exclude<PlaceOrderOutcome, { type: 'OrderPlaced' }>;

/** Placing an order, confirming its receipt and finishing a card payment, as the shop API offers them. */
export function registerFlowShopFields(builder: Builder, graph: FlowGraphDeps, deps: { payments: PaymentRegistry }) {
  const { OrderRef } = graph.orders;
  const { PaymentRef, PaymentStartRef } = graph.payments;

  const StockShortageRef = builder.objectRef<StockShortageLine>('StockShortage').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (s) => toGlobalId('Product', s.productId) }),
      variationId: t.id({ nullable: true, resolve: (s) => (s.variationId ? toGlobalId('ProductVariation', s.variationId) : null) }),
      name: t.exposeString('name'),
      requested: t.exposeInt('requested'),
      available: t.exposeInt('available'),
    }),
  });
  const OrderPlacedRef = builder.objectRef<OrderPlacedView>('OrderPlaced').implement({
    fields: (t) => ({
      order: t.field({ type: OrderRef, resolve: (p) => p.order }),
      payment: t.field({ type: PaymentStartRef, nullable: true, resolve: (p) => p.payment }),
    }),
  });
  const InsufficientStockRef = builder.objectRef<Extract<PlaceOrderOutcome, { type: 'InsufficientStock' }>>('InsufficientStock').implement({
    fields: (t) => ({ message: t.exposeString('message'), lines: t.field({ type: [StockShortageRef], resolve: (o) => o.lines }) }),
  });
  const CouponUnavailableRef = builder.objectRef<Extract<PlaceOrderOutcome, { type: 'CouponUnavailable' }>>('CouponUnavailable').implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      problem: t.field({ type: graph.checkout.CouponProblemEnum, resolve: (o) => o.problem.toUpperCase() as Uppercase<typeof o.problem> }),
    }),
  });
  const CheckoutIncompleteRef = builder.objectRef<Extract<PlaceOrderOutcome, { type: 'CheckoutIncomplete' }>>('CheckoutIncomplete').implement({
    fields: (t) => ({ message: t.exposeString('message'), fields: t.exposeStringList('fields') }),
  });
  const PlaceOrderResult = builder.unionType('PlaceOrderResult', {
    types: [OrderPlacedRef, InsufficientStockRef, CouponUnavailableRef, CheckoutIncompleteRef],
    resolveType: (value: PlaceOrderView) => value.type,
  });
  const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
    fields: (t) => ({
      checkoutId: t.id({ required: true }),
      clientKey: t.string({ required: true }),
      paymentMethod: t.field({ type: graph.settings.PaymentMethodEnum, required: true }),
      bank: t.string({ required: false, description: 'Paying by virtual account: bca, bni, bri or permata.' }),
      wallet: t.string({ required: false, description: 'Paying by e-wallet through the shop’s gateway: one of `Checkout.wallets`.' }),
      saveAddress: t.boolean({
        required: false,
        description: 'Signed in: keep the checkout\'s address in the account (never twice, at most 10). Ignored for guests.',
      }),
      subscribeToEmail: t.boolean({
        required: false,
        description: 'The shopper ticked the box for news and offers by e-mail: a confirmation e-mail goes to the checkout\'s address with the order.',
      }),
    }),
  });

  const ConfirmOrderReceivedInput = builder.inputType('ConfirmOrderReceivedInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), clientKey: t.string({ required: true }) }),
  });

  const CompleteCardPaymentInput = builder.inputType('CompleteCardPaymentInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), session: t.string({ required: true }) }),
  });
  const PaymentSettledRef = builder.objectRef<{ kind: 'settled'; order: OrderRecord; payment: PaymentRecord }>('PaymentSettled').implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (p) => p.order }), payment: t.field({ type: PaymentRef, resolve: (p) => p.payment }) }),
  });
  const PaymentRefusedRef = builder.objectRef<{ kind: 'refused'; message: string; payment: PaymentRecord | null }>('PaymentRefused').implement({
    fields: (t) => ({ message: t.exposeString('message'), payment: t.field({ type: PaymentRef, nullable: true, resolve: (p) => p.payment }) }),
  });
  const PaymentResult = builder.unionType('PaymentResult', {
    types: [PaymentSettledRef, PaymentRefusedRef],
    resolveType: (value) => (value.kind === 'settled' ? 'PaymentSettled' : 'PaymentRefused'),
  });

  /**
   * A provider that cannot open its session now (Midtrans unreachable) must not turn a placed
   * order into an error: the order stands, and its page starts the payment again.
   */
  const openSessionOrWait = async (ctx: RequestContext, registry: PaymentRegistry, payment: PaymentRecord): Promise<PaymentRecord> => {
    try {
      return await ensureProviderSession(ctx, registry, payment);
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'UNAVAILABLE') throw error;
      return payment;
    }
  };

  /** The placed order with its first payment, its provider session opened once the order committed. */
  const placedView = async (ctx: RequestContext, outcome: Extract<PlaceOrderOutcome, { type: 'OrderPlaced' }>): Promise<OrderPlacedView> => {
    const order = await orderById(ctx.db, ctx.shop.id, outcome.orderId);
    if (!order) throw new Error('placed order vanished');
    let payment = outcome.paymentId ? await paymentById(ctx.db, ctx.shop.id, outcome.paymentId) : null;
    if (payment) payment = await openSessionOrWait(ctx, deps.payments, payment);
    return { type: 'OrderPlaced', order, payment: payment ? { payment, redirectUrl: payment.status === 'pending' ? payment.redirectUrl : null } : null };
  };

  builder.mutationFields((t) => ({
    placeOrder: t.field({
      type: PlaceOrderResult,
      args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
      resolve: async (_r, { input }, ctx): Promise<PlaceOrderView> => {
        const outcome = await placeOrder(ctx, { checkoutId: String(input.checkoutId), clientKey: input.clientKey, paymentMethod: fromMethodValue(input.paymentMethod), bank: input.bank ?? null, wallet: input.wallet ?? null, saveAddress: input.saveAddress === true, subscribeToEmail: input.subscribeToEmail === true });
        return outcome.type === 'OrderPlaced' ? placedView(ctx, outcome) : outcome;
      },
    }),
    confirmOrderReceived: t.field({
      type: graph.orders.OrderPayload('ConfirmOrderReceivedPayload'),
      args: { input: t.arg({ type: ConfirmOrderReceivedInput, required: true }) },
      resolve: async (_r, { input }, ctx) => ({ order: await confirmOrderReceived(ctx, { orderId: String(input.orderId), clientKey: input.clientKey }) }),
    }),
    completeCardPayment: t.field({
      type: PaymentResult,
      args: { input: t.arg({ type: CompleteCardPaymentInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const result = await completeCardPayment(ctx, deps.payments, { orderId: String(input.orderId), session: input.session });
        return result.ok ? { kind: 'settled' as const, order: result.order, payment: result.payment } : { kind: 'refused' as const, message: result.message, payment: result.payment };
      },
    }),
  }));
}

/** The owner verifies or rejects a transfer, cancels, refunds or completes an order. */
export function registerFlowAdminFields(builder: Builder, graph: FlowGraphDeps) {
  const { OrderRef } = graph.orders;
  const OrderPaymentResult = graph.payments.OrderPaymentPayload('OrderPaymentResult');
  const PaymentDecisionInput = builder.inputType('PaymentDecisionInput', {
    fields: (t) => ({ paymentId: t.id({ required: true }), reason: t.string({ required: false }) }),
  });
  const OrderDecisionInput = builder.inputType('OrderDecisionInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), reason: t.string({ required: false }) }),
  });
  const OrderCompletedRef = builder.objectRef<Extract<CompleteOrderResult, { __typename: 'OrderCompleted' }>>('OrderCompleted').implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (r) => r.order }) }),
  });
  const OrderCompletionRefusedRef = builder.objectRef<Extract<CompleteOrderResult, { __typename: 'OrderCompletionRefused' }>>('OrderCompletionRefused').implement({
    description: 'Only a received order can be completed; `status` is where the order stands.',
    fields: (t) => ({ message: t.exposeString('message'), status: t.exposeString('status') }),
  });
  const CompleteOrderResultRef = builder.unionType('CompleteOrderResult', {
    types: [OrderCompletedRef, OrderCompletionRefusedRef],
    resolveType: (value: CompleteOrderResult) => value.__typename,
  });
  builder.mutationFields((t) => ({
    completeOrder: t.field({
      type: CompleteOrderResultRef,
      description: 'Received → completed; approves the order\'s affiliate commission if still pending.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => completeOrder(ctx, String(args.id)),
    }),
    verifyPayment: t.field({
      type: OrderPaymentResult,
      args: { input: t.arg({ type: PaymentDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => verifyPayment(ctx, String(input.paymentId)),
    }),
    rejectPayment: t.field({
      type: OrderPaymentResult,
      args: { input: t.arg({ type: PaymentDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => rejectPayment(ctx, String(input.paymentId), input.reason ?? ''),
    }),
    resolvePaymentAttention: t.field({
      type: OrderPaymentResult,
      description: 'Takes the flag off a payment the owner has dealt with; `reason` says what was done (required).',
      args: { input: t.arg({ type: PaymentDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => resolvePaymentAttention(ctx, String(input.paymentId), input.reason ?? ''),
    }),
    cancelOrder: t.field({
      type: OrderRef,
      args: { input: t.arg({ type: OrderDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => cancelOrder(ctx, { orderId: String(input.orderId), reason: input.reason ?? '' }),
    }),
    refundOrder: t.field({
      type: OrderRef,
      args: { input: t.arg({ type: OrderDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => refundOrder(ctx, { orderId: String(input.orderId), reason: input.reason ?? '' }),
    }),
  }));
}
