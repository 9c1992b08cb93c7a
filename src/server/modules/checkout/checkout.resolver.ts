import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { INDONESIAN_PROVINCES } from '../../../domain/shipping/provinces';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import { loaderFor, type RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { priceLines, productImagesLoader, productLoader, type CatalogGraph, type CatalogLine } from '../catalog';
import { commerceSettings, offeredPaymentMethods, offeredWallets, type CommerceSettingsGraph } from '../commerce-settings';
import { fetchLiveRates, regionCities, type CourierApis, type RegionCity } from '../shipping';
import { userError } from '../../graphql/errors.server';
import type { MediaGraph } from '../media';
import { normalizeLineRequests } from './cart-lines';
import { checkoutByRecoveryHash, createCheckout, quoteBundles, quoteCheckout, storeLiveRates, updateCheckout, viewCheckout, type CheckoutQuote, type CheckoutRecord } from './checkout.service';
import type { CheckoutLineRecord } from './checkout.tables';

export interface CartView { lines: CatalogLine[] }

/**
 * One quote per checkout version per request, however many fields ask for it. When the shop
 * takes live courier rates and the checkout has none for its parcel, the aggregator is asked
 * here, outside any transaction and never longer than its timeout; its answer (or its failure,
 * which leaves the shop's rate tables to answer) is kept on the checkout and the quote made again
 * from what the checkout keeps, so the rates shown are the ones the order will charge.
 */
function quoteLoader(courierApis: CourierApis | null) {
  return (ctx: RequestContext, checkout: CheckoutRecord): Promise<CheckoutQuote> =>
    loaderFor(ctx, `quote:${checkout.id}:${checkout.updatedAt.getTime()}`, async () => {
      const quote = await quoteCheckout(ctx.db, ctx, checkout);
      if (!quote.liveRatesWanted || !courierApis || checkout.orderId) return quote;
      const answer = await fetchLiveRates(courierApis, ctx.db, ctx.shop.id, quote.liveRatesWanted.parcel);
      const kept = await storeLiveRates(ctx, checkout, { key: quote.liveRatesWanted.key, rates: answer.ok ? answer.rates : null, at: new Date().toISOString() });
      return quoteCheckout(ctx.db, ctx, { ...checkout, liveRates: kept });
    });
}

interface LineArg { productId: string | number; variationId?: string | number | null; count: number; downPayment?: boolean | null }

/** Ids arrive as the catalog's global ids; anything else is refused before a query runs. */
function lineRecords(lines: readonly LineArg[]): CheckoutLineRecord[] {
  return lines.map((line, index) => {
    const product = fromGlobalId(String(line.productId));
    if (!product || product.type !== 'Product') throw badInput('error.notAProductId', { field: `lines[${index}].productId` }, `lines.${index}.productId`);
    let variationId = '';
    if (line.variationId !== null && line.variationId !== undefined && line.variationId !== '') {
      const variation = fromGlobalId(String(line.variationId));
      if (!variation || variation.type !== 'ProductVariation') throw badInput('error.notAVariationId', { field: `lines[${index}].variationId` }, `lines.${index}.variationId`);
      variationId = variation.id;
    }
    return { productId: product.id, variationId, count: line.count, downPayment: line.downPayment === true };
  });
}

/** The cart priced live, the checkout with its quote, and the shipping address shape. */
export function registerCheckoutGraph(builder: Builder, deps: { media: MediaGraph; catalog: CatalogGraph; settings: CommerceSettingsGraph; courierApis: CourierApis | null }) {
  const quoteOf = quoteLoader(deps.courierApis);
  const { ImageRef } = deps.media;
  const { ProductRef } = deps.catalog;
  const { PaymentMethodEnum, CheckoutFieldRef } = deps.settings;

  const CartLineProblemEnum = builder.enumType('CartLineProblem', { values: ['UNAVAILABLE', 'VARIATION_REQUIRED', 'OUT_OF_STOCK', 'NOT_ENOUGH_STOCK'] as const });
  const CouponProblemEnum = builder.enumType('CouponProblem', { values: ['NOT_FOUND', 'INACTIVE', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'CUSTOMER_LIMIT', 'NOT_APPLICABLE', 'MIN_SPEND'] as const });

  const CartLineRef = builder.objectRef<CatalogLine>('CartLine').implement({
    fields: (t) => ({
      productId: t.id({ resolve: (l) => toGlobalId('Product', l.productId) }),
      variationId: t.id({ nullable: true, resolve: (l) => (l.variationId ? toGlobalId('ProductVariation', l.variationId) : null) }),
      count: t.exposeInt('count'),
      product: t.field({ type: ProductRef, nullable: true, resolve: (l, _a, ctx) => (l.name ? productLoader(ctx).load(l.productId) : null) }),
      name: t.exposeString('name'),
      variationLabel: t.exposeString('variationLabel'),
      unitPrice: t.expose('unitPrice', { type: 'Amount' }),
      compareAtPrice: t.field({ type: 'Amount', nullable: true, resolve: (l) => l.compareAtPrice }),
      lineTotal: t.field({ type: 'Amount', resolve: (l) => l.unitPrice * l.count }),
      availableStock: t.exposeInt('availableStock'),
      problem: t.field({ type: CartLineProblemEnum, nullable: true, resolve: (l) => l.problem }),
      downPaymentPercent: t.int({ nullable: true, resolve: (l) => l.downPaymentPercent }),
      downPaymentUnit: t.field({ type: 'Amount', nullable: true, resolve: (l) => l.downPaymentUnit }),
      downPayment: t.exposeBoolean('downPayment'),
      image: t.field({ type: ImageRef, nullable: true, resolve: async (l, _a, ctx) => (l.name ? (await productImagesLoader(ctx).load(l.productId))[0] ?? null : null) }),
      weightGrams: t.exposeInt('weightGrams'),
    }),
  });

  const AppliedBundleRef = builder.objectRef<CheckoutQuote['bundles'][number]>('AppliedBundle').implement({
    description: 'A bundle deal the lines complete: its name, how many sets and what they save.',
    fields: (t) => ({
      bundleId: t.id({ resolve: (b) => toGlobalId('ProductBundle', b.bundleId) }),
      name: t.exposeString('name'),
      sets: t.exposeInt('sets'),
      saving: t.expose('saving', { type: 'Amount' }),
    }),
  });

  const CartRef = builder.objectRef<CartView>('Cart').implement({
    fields: (t) => ({
      lines: t.field({ type: [CartLineRef], resolve: (c) => c.lines }),
      subtotal: t.field({ type: 'Amount', resolve: (c) => c.lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.unitPrice * l.count, 0) }),
      bundles: t.field({
        type: [AppliedBundleRef],
        description: 'The bundle deals these lines complete, as the checkout will apply them.',
        resolve: async (c, _a, ctx) => (await quoteBundles(ctx.db, ctx, c.lines.filter((l) => !l.problem))).bundles,
      }),
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

  const RegionCityRef = builder.objectRef<RegionCity>('RegionCity').implement({
    description: 'A city (kota) or regency (kabupaten) of a province.',
    fields: (t) => ({
      name: t.exposeString('name'),
      districts: t.stringList({ description: 'Its districts (kecamatan), sorted by name.', resolve: (c) => [...c.districts] }),
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
      fee: t.expose('fee', { type: 'Amount', description: 'What the shopper pays: zero when the order ships free or is picked up.' }),
      fullFee: t.expose('fullFee', { type: 'Amount', description: 'The rate before free shipping.' }),
      free: t.exposeBoolean('free', { description: 'True when the order reaches the shop’s free-shipping threshold.' }),
      pickup: t.exposeBoolean('pickup', { description: 'Picked up at the shop instead of sent.' }),
      note: t.exposeString('note', { description: 'For pickup, the shop’s address and opening hours.' }),
      etaDaysMin: t.exposeInt('etaDaysMin'),
      etaDaysMax: t.exposeInt('etaDaysMax'),
    }),
  });

  const CheckoutTotalsRef = builder.objectRef<CheckoutQuote>('CheckoutTotals').implement({
    fields: (t) => ({
      subtotal: t.field({ type: 'Amount', resolve: (q) => q.pricing.subtotal }),
      discount: t.field({ type: 'Amount', description: 'Bundle savings and the coupon together.', resolve: (q) => q.pricing.discount }),
      bundleDiscount: t.field({ type: 'Amount', description: 'The part of the discount bundle deals give; the rest is the coupon’s.', resolve: (q) => q.bundleDiscount }),
      bundles: t.field({ type: [AppliedBundleRef], resolve: (q) => q.bundles }),
      shippingFee: t.field({ type: 'Amount', resolve: (q) => q.pricing.shippingFee }),
      total: t.field({ type: 'Amount', resolve: (q) => q.pricing.total }),
      firstPayment: t.field({ type: 'Amount', resolve: (q) => q.pricing.firstPayment }),
      chargeableWeightGrams: t.exposeInt('chargeableWeightGrams'),
    }),
  });

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
      couponMinSpend: t.field({
        type: 'Amount',
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
      paymentMethods: t.field({ type: [PaymentMethodEnum], resolve: (_c, _a, ctx) => offeredPaymentMethods(ctx) }),
      wallets: t.stringList({
        description: 'The e-wallets to choose from when paying by wallet (gopay, shopeepay, ovo, dana, linkaja); empty when the wallet needs no choice.',
        resolve: async (_c, _a, ctx) => [...(await offeredWallets(ctx))],
      }),
      totals: t.field({ type: CheckoutTotalsRef, resolve: (c, _a, ctx) => quoteOf(ctx, c) }),
      createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    }),
  });

  return { CartLineRef, CartRef, CheckoutRef, ShippingAddressRef, ShippingAddressInput, RegionCityRef, CouponProblemEnum, CartLineProblemEnum };
}

export type CheckoutGraph = ReturnType<typeof registerCheckoutGraph>;

/** The shopper's cart and checkout: price the cart, start a checkout, fill it in. */
export function registerCheckoutShopFields(builder: Builder, graph: CheckoutGraph) {
  const { CartRef, CheckoutRef, ShippingAddressInput, RegionCityRef } = graph;

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
      resolve: async (_r, args, ctx) => {
        ctx.personal = true;
        return { lines: await priceLines(ctx, normalizeLineRequests(lineRecords(args.lines)), ctx.language) };
      },
    }),
    checkout: t.field({ type: CheckoutRef, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => viewCheckout(ctx, String(args.id)) }),
    checkoutByRecovery: t.field({ type: CheckoutRef, nullable: true, args: { hash: t.arg.string({ required: true }) }, resolve: (_r, args, ctx) => checkoutByRecoveryHash(ctx, args.hash) }),
    shippingProvinces: t.stringList({ resolve: () => [...INDONESIAN_PROVINCES] }),
    shippingCities: t.field({
      type: [RegionCityRef],
      description: 'A province’s cities and regencies with their districts, from the official list of regions, as an address writes them.',
      args: { province: t.arg.string({ required: true, description: 'One of `shippingProvinces`.' }) },
      resolve: async (_r, args) => {
        const cities = await regionCities(args.province);
        if (!cities) throw userError(`"${args.province.slice(0, 60)}" is not a province; ask shippingProvinces for the 38.`);
        return cities;
      },
    }),
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

  builder.mutationFields((t) => ({
    createCheckout: t.field({
      type: CheckoutPayload('CreateCheckoutPayload'),
      args: { input: t.arg({ type: CreateCheckoutInput, required: true }) },
      resolve: async (_r, { input }, ctx) => ({
        checkout: await createCheckout(ctx, { clientKey: input.clientKey, lines: lineRecords(input.lines), couponCode: input.couponCode ?? '' }),
      }),
    }),
    updateCheckout: t.field({
      type: CheckoutPayload('UpdateCheckoutPayload'),
      args: { input: t.arg({ type: UpdateCheckoutInput, required: true }) },
      resolve: async (_r, { input }, ctx) => ({
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
      }),
    }),
  }));
}
