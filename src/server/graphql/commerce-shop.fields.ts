import { fromGlobalId, toGlobalId } from '../../domain/ids/global-id';
import type { RequestContext } from '../context.server';
import type { CheckoutLineRecord } from '../db/schema/checkout.schema';
import { readCatalogLines, normalizeLineRequests } from '../modules/checkout/catalog-lines.server';
import { checkoutByRecoveryHash, createCheckout, updateCheckout, viewCheckout, type CheckoutRecord } from '../modules/checkout/checkout.service';
import type { MediaService } from '../modules/media/image.service';
import { ImageRejectedError } from '../modules/media/image-processing.server';
import { confirmOrderReceived, reviewOrder } from '../modules/orders/order-operations.service';
import { accessibleOrders, orderById, viewOrder } from '../modules/orders/order.service';
import { placeOrder, type PlaceOrderOutcome } from '../modules/orders/place-order.flow';
import { completeCardPayment, confirmBankTransfer, ensureProviderSession, paymentById, startPayment, type PaymentRecord } from '../modules/payments/payment.service';
import type { PaymentRegistry } from '../modules/payments/payment-registry.server';
import type { Builder } from './builder.server';
import { guarded } from './commerce-errors.server';
import { fieldError, userError } from './errors.server';
import { fromMethodEnum, type CommerceTypes } from './types/commerce.types';
import type { OrderRecord } from '../modules/orders/order.service';

export interface CommerceShopDeps {
  payments: PaymentRegistry;
  media: MediaService;
}

interface LineArg { productId: string | number; variationId?: string | number | null; count: number; downPayment?: boolean | null }

/** Ids arrive as the catalog's global ids; anything else is refused before a query runs. */
function lineRecords(lines: readonly LineArg[]): CheckoutLineRecord[] {
  return lines.map((line, index) => {
    const product = fromGlobalId(String(line.productId));
    if (!product || product.type !== 'Product') throw fieldError(`lines[${index}].productId is not a product id.`, `lines.${index}.productId`);
    let variationId = '';
    if (line.variationId !== null && line.variationId !== undefined && line.variationId !== '') {
      const variation = fromGlobalId(String(line.variationId));
      if (!variation || variation.type !== 'ProductVariation') throw fieldError(`lines[${index}].variationId is not a variation id.`, `lines.${index}.variationId`);
      variationId = variation.id;
    }
    return { productId: product.id, variationId, count: line.count, downPayment: line.downPayment === true };
  });
}

type OrderPlacedView = { __typename: 'OrderPlaced'; order: OrderRecord; payment: { payment: PaymentRecord; redirectUrl: string | null } | null };

export function registerCommerceShopFields(builder: Builder, types: CommerceTypes, deps: CommerceShopDeps) {
  const { CartRef, CheckoutRef, OrderRef, PaymentRef, PaymentStartRef, PaymentMethodEnum, ShippingAddressInput, CouponProblemEnum } = types;

  const CartLineInput = builder.inputType('CartLineInput', {
    fields: (t) => ({
      productId: t.id({ required: true }),
      variationId: t.id({ required: false }),
      count: t.int({ required: true }),
      downPayment: t.boolean({ required: false }),
    }),
  });

  builder.queryFields((t) => ({
    cart: t.field({
      type: CartRef,
      args: { lines: t.arg({ type: [CartLineInput], required: true }) },
      // Stock and prices move with every order: the cart is never served from a cache.
      resolve: (_r, args, ctx) => guarded(async () => (ctx.personal = true, {
        lines: await readCatalogLines(ctx.db, ctx.shop.id, normalizeLineRequests(lineRecords(args.lines)), ctx.language),
      })),
    }),
    checkout: t.field({ type: CheckoutRef, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => viewCheckout(ctx, String(args.id)) }),
    checkoutByRecovery: t.field({ type: CheckoutRef, nullable: true, args: { hash: t.arg.string({ required: true }) }, resolve: (_r, args, ctx) => checkoutByRecoveryHash(ctx, args.hash) }),
    order: t.field({ type: OrderRef, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => viewOrder(ctx, String(args.id)) }),
    accessibleOrders: t.field({ type: [OrderRef], resolve: (_r, _a, ctx) => accessibleOrders(ctx) }),
    shippingProvinces: t.stringList({ resolve: () => [...types.provinces()] }),
  }));

  const CreateCheckoutInput = builder.inputType('CreateCheckoutInput', {
    fields: (t) => ({
      clientKey: t.string({ required: true }),
      lines: t.field({ type: [CartLineInput], required: true }),
      couponCode: t.string({ required: false }),
    }),
  });
  const UpdateCheckoutInput = builder.inputType('UpdateCheckoutInput', {
    fields: (t) => ({
      checkoutId: t.id({ required: true }),
      email: t.string({ required: false }),
      phone: t.string({ required: false }),
      shippingAddress: t.field({ type: ShippingAddressInput, required: false }),
      shippingMethodId: t.id({ required: false }),
      couponCode: t.string({ required: false }),
      customFields: t.field({ type: 'JSON', required: false }),
      note: t.string({ required: false }),
      lines: t.field({ type: [CartLineInput], required: false }),
    }),
  });
  const CheckoutPayload = (name: string) => builder.objectRef<{ checkout: CheckoutRecord }>(name).implement({
    fields: (t) => ({ checkout: t.field({ type: CheckoutRef, resolve: (p) => p.checkout }) }),
  });
  const CreateCheckoutPayload = CheckoutPayload('CreateCheckoutPayload');
  const UpdateCheckoutPayload = CheckoutPayload('UpdateCheckoutPayload');

  const StockShortageRef = builder.objectRef<Extract<PlaceOrderOutcome, { type: 'InsufficientStock' }>['lines'][number]>('StockShortage').implement({
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
      problem: t.field({ type: CouponProblemEnum, resolve: (o) => o.problem.toUpperCase() as 'USED_UP' }),
    }),
  });
  const CheckoutIncompleteRef = builder.objectRef<Extract<PlaceOrderOutcome, { type: 'CheckoutIncomplete' }>>('CheckoutIncomplete').implement({
    fields: (t) => ({ message: t.exposeString('message'), fields: t.exposeStringList('fields') }),
  });
  type PlaceOrderView = OrderPlacedView | Exclude<PlaceOrderOutcome, { type: 'OrderPlaced' }>;
  const PlaceOrderResult = builder.unionType('PlaceOrderResult', {
    types: [OrderPlacedRef, InsufficientStockRef, CouponUnavailableRef, CheckoutIncompleteRef],
    resolveType: (value: PlaceOrderView) => ('__typename' in value ? 'OrderPlaced' : value.type),
  });

  const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
    fields: (t) => ({
      checkoutId: t.id({ required: true }),
      clientKey: t.string({ required: true }),
      paymentMethod: t.field({ type: PaymentMethodEnum, required: true }),
    }),
  });
  const StartPaymentInput = builder.inputType('StartPaymentInput', {
    fields: (t) => ({
      orderId: t.id({ required: true }),
      clientKey: t.string({ required: true }),
      method: t.field({ type: PaymentMethodEnum, required: true }),
    }),
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
  const ConfirmBankTransferInput = builder.inputType('ConfirmBankTransferInput', {
    fields: (t) => ({
      orderId: t.id({ required: true }),
      clientKey: t.string({ required: true }),
      bank: t.string({ required: true }),
      payerName: t.string({ required: true }),
      amount: t.int({ required: true }),
      transferDate: t.string({ required: true }),
      proof: t.field({ type: 'Upload', required: true }),
    }),
  });
  const OrderPaymentPayload = builder.objectRef<{ order: OrderRecord; payment: PaymentRecord }>('ConfirmBankTransferPayload').implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (p) => p.order }), payment: t.field({ type: PaymentRef, resolve: (p) => p.payment }) }),
  });
  const ConfirmOrderReceivedInput = builder.inputType('ConfirmOrderReceivedInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), clientKey: t.string({ required: true }) }),
  });
  const OrderPayload = (name: string) => builder.objectRef<{ order: OrderRecord }>(name).implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (p) => p.order }) }),
  });
  const ProductReviewInput = builder.inputType('ProductReviewInput', {
    fields: (t) => ({ productId: t.id({ required: true }), rating: t.int({ required: true }), body: t.string({ required: true }) }),
  });
  const ReviewOrderInput = builder.inputType('ReviewOrderInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), reviews: t.field({ type: [ProductReviewInput], required: true }) }),
  });

  const placedView = async (ctx: RequestContext, outcome: Extract<PlaceOrderOutcome, { type: 'OrderPlaced' }>): Promise<OrderPlacedView> => {
    const order = await orderById(ctx.db, ctx.shop.id, outcome.orderId);
    if (!order) throw new Error('placed order vanished');
    let payment: PaymentRecord | null = outcome.paymentId ? await paymentById(ctx.db, ctx.shop.id, outcome.paymentId) : null;
    if (payment) payment = await ensureProviderSession(ctx, deps.payments, payment);
    return { __typename: 'OrderPlaced', order, payment: payment ? { payment, redirectUrl: payment.status === 'pending' ? payment.redirectUrl : null } : null };
  };

  builder.mutationFields((t) => ({
    createCheckout: t.field({
      type: CreateCheckoutPayload,
      args: { input: t.arg({ type: CreateCheckoutInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => ({
        checkout: await createCheckout(ctx, { clientKey: input.clientKey, lines: lineRecords(input.lines), couponCode: input.couponCode ?? '' }),
      })),
    }),
    updateCheckout: t.field({
      type: UpdateCheckoutPayload,
      args: { input: t.arg({ type: UpdateCheckoutInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => ({
        checkout: await updateCheckout(ctx, {
          checkoutId: String(input.checkoutId),
          email: input.email,
          phone: input.phone,
          shippingAddress: input.shippingAddress ?? undefined,
          shippingMethodId: input.shippingMethodId === undefined ? undefined : input.shippingMethodId === null ? null : String(input.shippingMethodId),
          couponCode: input.couponCode,
          customFields: input.customFields,
          note: input.note,
          lines: input.lines ? lineRecords(input.lines) : undefined,
        }),
      })),
    }),
    placeOrder: t.field({
      type: PlaceOrderResult,
      args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => {
        const outcome = await placeOrder(ctx, { checkoutId: String(input.checkoutId), clientKey: input.clientKey, paymentMethod: fromMethodEnum(input.paymentMethod) });
        return outcome.type === 'OrderPlaced' ? placedView(ctx, outcome) : outcome;
      }) as never,
    }),
    startPayment: t.field({
      type: PaymentStartRef,
      args: { input: t.arg({ type: StartPaymentInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(() => startPayment(ctx, deps.payments, { orderId: String(input.orderId), clientKey: input.clientKey, method: fromMethodEnum(input.method) })),
    }),
    completeCardPayment: t.field({
      type: PaymentResult,
      args: { input: t.arg({ type: CompleteCardPaymentInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => {
        const result = await completeCardPayment(ctx, deps.payments, { orderId: String(input.orderId), session: input.session });
        return result.ok ? { kind: 'settled' as const, order: result.order, payment: result.payment } : { kind: 'refused' as const, message: result.message, payment: result.payment };
      }),
    }),
    confirmBankTransfer: t.field({
      type: OrderPaymentPayload,
      args: { input: t.arg({ type: ConfirmBankTransferInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => {
        const bank = input.bank.trim();
        const payerName = input.payerName.trim();
        if (!bank || bank.length > 60) throw fieldError('Name the bank you transferred from (at most 60 characters).', 'bank');
        if (!payerName || payerName.length > 100) throw fieldError('Give the account holder’s name (at most 100 characters).', 'payerName');
        if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw fieldError('The amount must be a whole number above 0.', 'amount');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(input.transferDate) || Number.isNaN(Date.parse(`${input.transferDate}T00:00:00Z`))) throw fieldError('Give the transfer date as YYYY-MM-DD.', 'transferDate');
        if (Date.parse(`${input.transferDate}T00:00:00Z`) > Date.now() + 36 * 3600_000) throw fieldError('The transfer date cannot be in the future.', 'transferDate');
        if (!(await viewOrder(ctx, String(input.orderId)))) throw userError('Order not found.', 'NOT_FOUND');
        let imageId: string;
        try {
          imageId = (await deps.media.saveImage(ctx.db, ctx.shop.id, input.proof.bytes)).id;
        } catch (error) {
          if (error instanceof ImageRejectedError) throw fieldError(error.message, 'proof');
          throw error;
        }
        return confirmBankTransfer(ctx, { orderId: String(input.orderId), clientKey: input.clientKey, bank, payerName, amount: input.amount, transferDate: input.transferDate, imageId });
      }),
    }),
    confirmOrderReceived: t.field({
      type: OrderPayload('ConfirmOrderReceivedPayload'),
      args: { input: t.arg({ type: ConfirmOrderReceivedInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => ({ order: await confirmOrderReceived(ctx, { orderId: String(input.orderId), clientKey: input.clientKey }) })),
    }),
    reviewOrder: t.field({
      type: OrderPayload('ReviewOrderPayload'),
      args: { input: t.arg({ type: ReviewOrderInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(async () => ({
        order: await reviewOrder(ctx, {
          orderId: String(input.orderId),
          reviews: input.reviews.map((review, index) => {
            const product = fromGlobalId(String(review.productId));
            if (!product || product.type !== 'Product') throw fieldError('productId is not a product id.', `reviews.${index}.productId`);
            return { productId: product.id, rating: review.rating, body: review.body };
          }),
        }),
      })),
    }),
  }));
}
