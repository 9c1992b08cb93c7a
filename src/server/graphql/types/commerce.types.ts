import { acceptsPayment, acceptsReview } from '../../../domain/orders/order-status';
import { toGlobalId } from '../../../domain/ids/global-id';
import { INDONESIAN_PROVINCES } from '../../../domain/shipping/provinces';
import type { RequestContext } from '../../context.server';
import { loaderFor } from '../../context.server';
import type { ShippingAddressRecord } from '../../db/schema/checkout.schema';
import { imageLoader, productImagesLoader, productLoader } from '../../modules/catalog/catalog.service';
import type { CatalogLine } from '../../modules/checkout/catalog-lines.server';
import { quoteCheckout, type CheckoutRecord, type CheckoutQuote } from '../../modules/checkout/checkout.service';
import { commerceSettings, listBankAccounts, type BankAccountRecord } from '../../modules/commerce-settings/commerce-settings.service';
import { pick } from '../../modules/i18n/translated';
import { orderEventsLoader, orderLinesLoader, type OrderEventRecord, type OrderLineRecord, type OrderRecord } from '../../modules/orders/order.service';
import { orderReviewsLoader } from '../../modules/orders/order-operations.service';
import { amountDueNow, orderPaymentsLoader, type PaymentRecord } from '../../modules/payments/payment.service';
import type { Builder } from '../builder.server';
import type { CatalogTypes } from './catalog.types';
import type { CommonTypes } from './common.types';

export type PaymentMethodValue = 'BANK_TRANSFER' | 'CARD' | 'WALLET';
export const toMethodEnum = (method: 'bank_transfer' | 'card' | 'wallet'): PaymentMethodValue =>
  method === 'card' ? 'CARD' : method === 'wallet' ? 'WALLET' : 'BANK_TRANSFER';
export const fromMethodEnum = (method: PaymentMethodValue): 'bank_transfer' | 'card' | 'wallet' =>
  method === 'CARD' ? 'card' : method === 'WALLET' ? 'wallet' : 'bank_transfer';

export interface CartView { lines: CatalogLine[] }
export interface PaymentStartView { payment: PaymentRecord; redirectUrl: string | null }

function quoteOf(ctx: RequestContext, checkout: CheckoutRecord): Promise<CheckoutQuote> {
  return loaderFor(ctx, `quote:${checkout.id}:${checkout.updatedAt.getTime()}`, () => quoteCheckout(ctx.db, ctx, checkout));
}


/** Cart, checkout, order and payment types of both schemas. */
export function registerCommerceTypes(builder: Builder, common: CommonTypes, catalog: CatalogTypes) {
  const { ImageRef } = common;
  const { ProductRef } = catalog;

  const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: ['BANK_TRANSFER', 'CARD', 'WALLET'] as const });
  const CartLineProblemEnum = builder.enumType('CartLineProblem', { values: ['UNAVAILABLE', 'VARIATION_REQUIRED', 'OUT_OF_STOCK', 'NOT_ENOUGH_STOCK'] as const });
  const CouponProblemEnum = builder.enumType('CouponProblem', { values: ['NOT_FOUND', 'INACTIVE', 'EXPIRED', 'MIN_SPEND', 'USED_UP'] as const });

  const CartLineRef = builder.objectRef<CatalogLine>('CartLine').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (l) => toGlobalId('Product', l.productId) }),
      variationId: t.id({ nullable: true, resolve: (l) => (l.variationId ? toGlobalId('ProductVariation', l.variationId) : null) }),
      count: t.exposeInt('count'),
      product: t.field({ type: ProductRef, nullable: true, resolve: (l, _a, ctx) => (l.name ? productLoader(ctx).load(l.productId) : null) }),
      name: t.exposeString('name'),
      variationLabel: t.exposeString('variationLabel'),
      unitPrice: t.exposeInt('unitPrice'),
      compareAtPrice: t.int({ nullable: true, resolve: (l) => l.compareAtPrice }),
      lineTotal: t.int({ resolve: (l) => l.unitPrice * l.count }),
      availableStock: t.exposeInt('availableStock'),
      problem: t.field({ type: CartLineProblemEnum, nullable: true, resolve: (l) => l.problem }),
      downPaymentPercent: t.int({ nullable: true, resolve: (l) => l.downPaymentPercent }),
      downPaymentUnit: t.int({ nullable: true, resolve: (l) => l.downPaymentUnit }),
      downPayment: t.exposeBoolean('downPayment'),
      image: t.field({ type: ImageRef, nullable: true, resolve: async (l, _a, ctx) => (l.name ? (await productImagesLoader(ctx).load(l.productId))[0] ?? null : null) }),
      weightGrams: t.exposeInt('weightGrams'),
    }),
  });

  const CartRef = builder.objectRef<CartView>('Cart').implement({
    fields: (t) => ({
      lines: t.field({ type: [CartLineRef], resolve: (c) => c.lines }),
      subtotal: t.int({ resolve: (c) => c.lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.unitPrice * l.count, 0) }),
      count: t.int({ resolve: (c) => c.lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.count, 0) }),
      currency: t.int({ resolve: (_c, _a, ctx) => ctx.shop.currency }),
    }),
  });

  const ShippingAddressRef = builder.objectRef<ShippingAddressRecord>('ShippingAddress').implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      phone: t.exposeString('phone'),
      address: t.exposeString('address'),
      district: t.exposeString('district'),
      city: t.exposeString('city'),
      province: t.exposeString('province'),
      postalCode: t.exposeString('postalCode'),
    }),
  });

  const ShippingAddressInput = builder.inputType('ShippingAddressInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      phone: t.string({ required: true }),
      address: t.string({ required: true }),
      district: t.string({ required: true }),
      city: t.string({ required: true }),
      province: t.string({ required: true }),
      postalCode: t.string({ required: true }),
    }),
  });

  const ShippingOptionRef = builder.objectRef<CheckoutQuote['shippingOptions'][number]>('ShippingOption').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      courier: t.exposeString('courier'),
      service: t.exposeString('service'),
      fee: t.exposeInt('fee'),
      etaDaysMin: t.exposeInt('etaDaysMin'),
      etaDaysMax: t.exposeInt('etaDaysMax'),
    }),
  });

  const CheckoutFieldRef = builder.objectRef<{ key: string; label: string; required: boolean; kind: string; maxLength: number }>('CheckoutField').implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      label: t.exposeString('label'),
      required: t.exposeBoolean('required'),
      kind: t.exposeString('kind'),
      maxLength: t.exposeInt('maxLength'),
    }),
  });

  const CheckoutTotalsRef = builder.objectRef<CheckoutQuote>('CheckoutTotals').implement({
    fields: (t) => ({
      subtotal: t.int({ resolve: (q) => q.pricing.subtotal }),
      discount: t.int({ resolve: (q) => q.pricing.discount }),
      shippingFee: t.int({ resolve: (q) => q.pricing.shippingFee }),
      total: t.int({ resolve: (q) => q.pricing.total }),
      firstPayment: t.int({ resolve: (q) => q.pricing.firstPayment }),
      chargeableWeightGrams: t.exposeInt('chargeableWeightGrams'),
    }),
  });

  const paymentMethodsOf = async (ctx: RequestContext): Promise<PaymentMethodValue[]> => {
    const settings = await commerceSettings(ctx);
    return ['BANK_TRANSFER', ...(settings.cardEnabled ? ['CARD' as const] : []), ...(settings.walletEnabled ? ['WALLET' as const] : [])];
  };

  const CheckoutRef = builder.objectRef<CheckoutRecord>('Checkout').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      recoveryHash: t.exposeString('recoveryHash'),
      status: t.string({ resolve: (c) => (c.orderId ? 'ordered' : 'open') }),
      orderId: t.string({ nullable: true, resolve: (c) => c.orderId }),
      lines: t.field({ type: [CartLineRef], resolve: async (c, _a, ctx) => (await quoteOf(ctx, c)).lines }),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      shippingAddress: t.field({ type: ShippingAddressRef, nullable: true, resolve: (c) => c.shippingAddress }),
      shippingMethodId: t.id({ nullable: true, resolve: (c) => c.shippingMethodId }),
      couponCode: t.exposeString('couponCode'),
      couponProblem: t.field({
        type: CouponProblemEnum,
        nullable: true,
        resolve: async (c, _a, ctx) => {
          const coupon = (await quoteOf(ctx, c)).coupon;
          return coupon && !coupon.ok ? (coupon.problem.toUpperCase() as 'NOT_FOUND') : null;
        },
      }),
      couponMinSpend: t.int({
        nullable: true,
        resolve: async (c, _a, ctx) => {
          const coupon = (await quoteOf(ctx, c)).coupon;
          return coupon && !coupon.ok && coupon.problem === 'min_spend' ? coupon.minSpend ?? null : null;
        },
      }),
      customFields: t.field({ type: 'JSON', resolve: (c) => c.customFields }),
      note: t.exposeString('note'),
      fields: t.field({
        type: [CheckoutFieldRef],
        resolve: async (_c, _a, ctx) => (await commerceSettings(ctx)).checkoutFields.map((f) => ({ ...f, label: pick(f.label, ctx.language) })),
      }),
      shippingOptions: t.field({ type: [ShippingOptionRef], resolve: async (c, _a, ctx) => (await quoteOf(ctx, c)).shippingOptions }),
      paymentMethods: t.field({ type: [PaymentMethodEnum], resolve: (_c, _a, ctx) => paymentMethodsOf(ctx) }),
      totals: t.field({ type: CheckoutTotalsRef, resolve: (c, _a, ctx) => quoteOf(ctx, c) }),
      createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    }),
  });

  const BankAccountRef = builder.objectRef<BankAccountRecord>('BankAccount').implement({
    fields: (t) => ({
      bank: t.exposeString('bank'),
      accountNumber: t.exposeString('accountNumber'),
      accountHolder: t.exposeString('accountHolder'),
    }),
  });

  type Proof = NonNullable<PaymentRecord['proof']>;
  const PaymentProofRef = builder.objectRef<Proof>('PaymentProof').implement({
    fields: (t) => ({
      bank: t.exposeString('bank'),
      payerName: t.exposeString('payerName'),
      amount: t.exposeInt('amount'),
      transferDate: t.exposeString('transferDate'),
      image: t.field({ type: ImageRef, nullable: true, resolve: (p, _a, ctx) => imageLoader(ctx).load(p.imageId) }),
    }),
  });

  const PaymentRef = builder.objectRef<PaymentRecord>('Payment').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      method: t.field({ type: PaymentMethodEnum, resolve: (p) => toMethodEnum(p.method) }),
      purpose: t.exposeString('purpose'),
      amount: t.exposeInt('amount'),
      status: t.exposeString('status'),
      failureReason: t.string({ nullable: true, resolve: (p) => p.failureReason }),
      proof: t.field({ type: PaymentProofRef, nullable: true, resolve: (p) => p.proof }),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    }),
  });

  const ReviewRef = builder.objectRef<{ rating: number; body: string; createdAt: Date }>('Review').implement({
    fields: (t) => ({
      rating: t.exposeInt('rating'),
      body: t.exposeString('body'),
      createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    }),
  });

  const OrderLineRef = builder.objectRef<OrderLineRecord>('OrderLine').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (l) => toGlobalId('Product', l.productId) }),
      product: t.field({ type: ProductRef, nullable: true, resolve: (l, _a, ctx) => productLoader(ctx).load(l.productId) }),
      name: t.exposeString('name'),
      variationLabel: t.exposeString('variationLabel'),
      sku: t.exposeString('sku'),
      unitPrice: t.exposeInt('unitPrice'),
      count: t.exposeInt('count'),
      lineTotal: t.exposeInt('lineTotal'),
      downPaymentUnit: t.int({ nullable: true, resolve: (l) => l.downPaymentUnit }),
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

  const paymentsOf = (ctx: RequestContext, o: OrderRecord) => orderPaymentsLoader(ctx).load(o.id);

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
      lines: t.field({ type: [OrderLineRef], resolve: (o, _a, ctx) => orderLinesLoader(ctx).load(o.id) }),
      subtotal: t.exposeInt('subtotal'),
      discount: t.exposeInt('discount'),
      couponCode: t.exposeString('couponCode'),
      shippingFee: t.exposeInt('shippingFee'),
      total: t.exposeInt('total'),
      firstPaymentAmount: t.exposeInt('firstPaymentAmount'),
      paidAmount: t.exposeInt('paidAmount'),
      refundedAmount: t.exposeInt('refundedAmount'),
      balanceDue: t.int({ resolve: (o) => Math.max(0, o.total - o.paidAmount) }),
      amountDueNow: t.int({ resolve: (o) => amountDueNow(o) }),
      paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => toMethodEnum(o.paymentMethod) }),
      payments: t.field({ type: [PaymentRef], resolve: (o, _a, ctx) => paymentsOf(ctx, o) }),
      bankAccounts: t.field({ type: [BankAccountRef], resolve: (_o, _a, ctx) => listBankAccounts(ctx) }),
      bankTransferInstructions: t.string({ resolve: async (_o, _a, ctx) => pick((await commerceSettings(ctx)).bankTransferInstructions, ctx.language) }),
      trackingCourier: t.string({ nullable: true, resolve: (o) => o.trackingCourier }),
      trackingNumber: t.string({ nullable: true, resolve: (o) => o.trackingNumber }),
      customFields: t.field({ type: 'JSON', resolve: (o) => o.customFields }),
      note: t.exposeString('note'),
      events: t.field({ type: [OrderEventRef], resolve: (o, _a, ctx) => orderEventsLoader(ctx).load(o.id) }),
      canPay: t.boolean({
        resolve: async (o, _a, ctx) => acceptsPayment(o.status) && amountDueNow(o) > 0 && !(await paymentsOf(ctx, o)).some((p) => p.status === 'submitted'),
      }),
      canConfirmReceived: t.boolean({ resolve: (o) => o.status === 'shipped' }),
      canReview: t.boolean({ resolve: (o) => acceptsReview(o.status) }),
      cancelReason: t.string({ nullable: true, resolve: (o) => o.cancelReason }),
    }),
  });

  const PaymentStartRef = builder.objectRef<PaymentStartView>('PaymentStart').implement({
    fields: (t) => ({
      payment: t.field({ type: PaymentRef, resolve: (s) => s.payment }),
      redirectUrl: t.string({ nullable: true, resolve: (s) => s.redirectUrl }),
    }),
  });

  const provinces = () => INDONESIAN_PROVINCES;

  return {
    PaymentMethodEnum, CartLineProblemEnum, CouponProblemEnum, CartLineRef, CartRef, ShippingAddressInput, CheckoutRef, OrderRef, PaymentRef,
    PaymentStartRef, BankAccountRef, provinces,
  };
}

export type CommerceTypes = ReturnType<typeof registerCommerceTypes>;
