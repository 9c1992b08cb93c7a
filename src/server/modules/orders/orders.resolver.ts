import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { acceptsReview, isOrderStatus } from '../../../domain/orders/order-status';
import { toMethodValue } from '../../../domain/payments/payment-method';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { MAX_PAGE_SIZE, pageArgs, paginate } from '../../graphql/pagination.server';
import { productLoader, type CatalogGraph } from '../catalog';
import type { CheckoutGraph } from '../checkout';
import { commerceSettings, listBankAccounts, offeredPaymentMethods, offeredWallets, type CommerceSettingsGraph } from '../commerce-settings';
import { viewerOrderPage } from './order-history.service';
import { orderPageReader, type OrderCompanion } from './order-page.service';
import { markOrderShipped, orderReviewsLoader, reviewOrder } from './order-operations.service';
import { registerReviewGraph } from './review.resolver';
import { accessibleOrders, listOrders, orderById, orderEventsLoader, orderLinesLoader, type OrderEventRecord, type OrderLineRecord, type OrderRecord } from './order.service';

/** Orders, their lines, events and reviews, as the shopper and the owner see them. */
export function registerOrdersGraph(builder: Builder, deps: { catalog: CatalogGraph; checkout: CheckoutGraph; settings: CommerceSettingsGraph }) {
  const { ProductRef } = deps.catalog;
  const { ShippingAddressRef } = deps.checkout;
  const { BankAccountRef, PaymentMethodEnum } = deps.settings;

  const ReviewRef = builder.objectRef<{ rating: number; body: string; createdAt: Date; status: string; reply: string | null }>('Review').implement({
    description: 'The buyer’s own review of a line, as only they (and staff) see it.',
    fields: (t) => ({
      rating: t.exposeInt('rating'),
      body: t.exposeString('body'),
      createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
      status: t.exposeString('status', { description: 'pending (waits for the shop), approved (shown on the product page) or hidden.' }),
      reply: t.string({ nullable: true, description: 'The shop’s answer, if any.', resolve: (r) => r.reply }),
    }),
  });

  const OrderLineRef = builder.objectRef<OrderLineRecord>('OrderLine').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (l) => toGlobalId('Product', l.productId) }),
      variationId: t.id({ nullable: true, resolve: (l) => (l.variationId ? toGlobalId('ProductVariation', l.variationId) : null) }),
      product: t.field({ type: ProductRef, nullable: true, resolve: (l, _a, ctx) => productLoader(ctx).load(l.productId) }),
      name: t.exposeString('name'),
      variationLabel: t.exposeString('variationLabel'),
      sku: t.exposeString('sku'),
      unitPrice: t.expose('unitPrice', { type: 'Amount' }),
      count: t.exposeInt('count'),
      lineTotal: t.expose('lineTotal', { type: 'Amount' }),
      downPaymentUnit: t.field({ type: 'Amount', nullable: true, resolve: (l) => l.downPaymentUnit }),
      review: t.field({
        type: ReviewRef,
        nullable: true,
        resolve: async (l, _a, ctx) => {
          const reviews = await orderReviewsLoader(ctx).load(l.orderId);
          return reviews.find((r) => r.productId === l.productId) ?? null;
        },
      }),
    }),
  });

  const OrderEventRef = builder.objectRef<OrderEventRecord>('OrderEvent').implement({
    fields: (t) => ({
      kind: t.exposeString('kind'),
      toStatus: t.string({ nullable: true, resolve: (e) => e.toStatus }),
      createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    }),
  });

  const OrderBundleRef = builder.objectRef<OrderRecord['bundles'][number]>('OrderBundle').implement({
    description: 'A bundle deal the order was priced with, named as the shopper saw it.',
    fields: (t) => ({
      name: t.exposeString('name'),
      sets: t.exposeInt('sets'),
      saving: t.expose('saving', { type: 'Amount' }),
    }),
  });

  const OrderRef = builder.objectRef<OrderRecord>('Order').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      number: t.exposeInt('number'),
      status: t.exposeString('status'),
      placedAt: t.string({ resolve: (o) => o.placedAt.toISOString() }),
      expiresAt: t.string({ resolve: (o) => o.expiresAt.toISOString() }),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      shippingAddress: t.field({ type: ShippingAddressRef, resolve: (o) => o.shippingAddress }),
      shippingCourier: t.exposeString('shippingCourier'),
      shippingService: t.exposeString('shippingService'),
      pickupNote: t.exposeString('pickupNote', { description: 'Where and when to collect a pickup order (address · hours); empty when the order is sent.' }),
      lines: t.field({ type: [OrderLineRef], resolve: (o, _a, ctx) => orderLinesLoader(ctx).load(o.id) }),
      subtotal: t.expose('subtotal', { type: 'Amount' }),
      discount: t.expose('discount', { type: 'Amount', description: 'Bundle savings and the coupon together.' }),
      bundleDiscount: t.expose('bundleDiscount', { type: 'Amount', description: 'The part of the discount bundle deals gave; the rest is the coupon’s.' }),
      bundles: t.field({ type: [OrderBundleRef], resolve: (o) => o.bundles }),
      couponCode: t.exposeString('couponCode'),
      shippingFee: t.expose('shippingFee', { type: 'Amount' }),
      total: t.expose('total', { type: 'Amount' }),
      firstPaymentAmount: t.expose('firstPaymentAmount', { type: 'Amount' }),
      paidAmount: t.expose('paidAmount', { type: 'Amount' }),
      refundedAmount: t.expose('refundedAmount', { type: 'Amount' }),
      balanceDue: t.field({ type: 'Amount', resolve: (o) => Math.max(0, o.total - o.paidAmount) }),
      paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => toMethodValue(o.paymentMethod) }),
      paymentMethods: t.field({
        type: [PaymentMethodEnum],
        description: 'The methods the shop takes now, to pay what the order still owes (the chosen one may have been switched off since).',
        resolve: (_o, _a, ctx) => offeredPaymentMethods(ctx),
      }),
      wallets: t.stringList({
        description: 'The e-wallets to choose from when paying the rest by wallet; empty when the wallet needs no choice.',
        resolve: async (_o, _a, ctx) => [...(await offeredWallets(ctx))],
      }),
      bankAccounts: t.field({ type: [BankAccountRef], resolve: (_o, _a, ctx) => listBankAccounts(ctx) }),
      bankTransferInstructions: t.string({ resolve: async (_o, _a, ctx) => pick((await commerceSettings(ctx)).bankTransferInstructions, ctx.language) }),
      trackingCourier: t.string({ nullable: true, resolve: (o) => o.trackingCourier }),
      trackingNumber: t.string({ nullable: true, resolve: (o) => o.trackingNumber }),
      customFields: t.field({ type: 'JSON', resolve: (o) => o.customFields }),
      note: t.exposeString('note'),
      events: t.field({ type: [OrderEventRef], resolve: (o, _a, ctx) => orderEventsLoader(ctx).load(o.id) }),
      canConfirmReceived: t.boolean({ resolve: (o) => o.status === 'shipped' }),
      canReview: t.boolean({ resolve: (o) => acceptsReview(o.status) }),
      cancelReason: t.string({ nullable: true, resolve: (o) => o.cancelReason }),
    }),
  });

  const OrderPayload = (name: string) => builder.objectRef<{ order: OrderRecord }>(name).implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (p) => p.order }) }),
  });

  const OrderConnection = builder.connectionObject({
    type: OrderRef,
    name: 'OrderConnection',
    fields: (t) => ({ totalCount: t.int({ resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
  });

  const { ReviewRef: ProductReviewRef, ReviewPageRef: ProductReviewPageRef } = registerReviewGraph(builder, { ProductRef });

  // Modules adding fields to Order add their rows to its page's statement here, before it first runs.
  const companions: OrderCompanion[] = [];
  const bringAlongWithOrder = (companion: OrderCompanion) => {
    if (!companions.some((known) => known.key === companion.key)) companions.push(companion);
  };

  return { readOrderPage: orderPageReader(companions), bringAlongWithOrder, OrderRef, OrderLineRef, OrderEventRef, OrderPayload, OrderConnection, ProductRef, ReviewRef: ProductReviewRef, ReviewPageRef: ProductReviewPageRef };
}

export type OrdersGraph = ReturnType<typeof registerOrdersGraph>;

/** The shopper's orders: open one this browser may see, review (confirming receipt is a flow). */
export function registerOrdersShopFields(builder: Builder, graph: OrdersGraph) {
  const { OrderRef, OrderPayload } = graph;
  builder.queryFields((t) => ({
    order: t.field({ type: OrderRef, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => graph.readOrderPage(ctx, String(args.id)) }),
    accessibleOrders: t.field({ type: [OrderRef], resolve: (_r, _a, ctx) => accessibleOrders(ctx) }),
    viewerOrders: t.field({
      type: graph.OrderConnection,
      description: 'The signed-in customer\'s own orders, newest first; empty for a visitor who is not signed in.',
      args: pageArgs(builder),
      resolve: (_r, args, ctx) => paginate('viewerOrders', args, (window) => viewerOrderPage(ctx, window), async () => (await viewerOrderPage(ctx, { limit: 0, offset: 0 })).totalCount) as never,
    }),
  }));

  const ProductReviewInput = builder.inputType('ProductReviewInput', {
    fields: (t) => ({ productId: t.id({ required: true }), rating: t.int({ required: true }), body: t.string({ required: true }) }),
  });
  const ReviewOrderInput = builder.inputType('ReviewOrderInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), reviews: t.field({ type: [ProductReviewInput], required: true }) }),
  });

  builder.mutationFields((t) => ({
    reviewOrder: t.field({
      type: OrderPayload('ReviewOrderPayload'),
      args: { input: t.arg({ type: ReviewOrderInput, required: true }) },
      resolve: async (_r, { input }, ctx) => ({
        order: await reviewOrder(ctx, {
          orderId: String(input.orderId),
          reviews: input.reviews.map((review, index) => {
            const product = fromGlobalId(String(review.productId));
            if (!product || product.type !== 'Product') throw badInput('error.notAProductId', { field: 'productId' }, `reviews.${index}.productId`);
            return { productId: product.id, rating: review.rating, body: review.body };
          }),
        }),
      }),
    }),
  }));
}

/** The owner's order list and page, and shipping an order. */
export function registerOrdersAdminFields(builder: Builder, graph: OrdersGraph) {
  const { OrderRef } = graph;
  builder.queryFields((t) => ({
    orders: t.field({
      type: [OrderRef],
      args: {
        first: t.arg.int({ required: true }),
        status: t.arg.string({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        if (args.first < 1 || args.first > MAX_PAGE_SIZE) throw badInput('error.pageSize', { field: 'first', max: MAX_PAGE_SIZE }, 'first');
        if (args.status && !isOrderStatus(args.status)) throw badInput('error.orderStatusUnknown', {}, 'status');
        return listOrders(ctx, { status: args.status && isOrderStatus(args.status) ? args.status : undefined, limit: args.first });
      },
    }),
    orderById: t.field({
      type: OrderRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => orderById(ctx.db, ctx.shop.id, String(args.id)),
    }),
  }));

  const MarkOrderShippedInput = builder.inputType('MarkOrderShippedInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), courier: t.string({ required: true }), trackingNumber: t.string({ required: true }) }),
  });
  builder.mutationFields((t) => ({
    markOrderShipped: t.field({
      type: OrderRef,
      args: { input: t.arg({ type: MarkOrderShippedInput, required: true }) },
      resolve: (_r, { input }, ctx) => markOrderShipped(ctx, { orderId: String(input.orderId), courier: input.courier, trackingNumber: input.trackingNumber }),
    }),
  }));
}
