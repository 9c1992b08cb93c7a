import DataLoader from 'dataloader';
import { couponStatus } from '../../domain/checkout/coupon-settings';
import { fromGlobalId, toGlobalId } from '../../domain/ids/global-id';
import { loaderFor, type RequestContext } from '../context.server';
import { badInput } from '../errors.server';
import type { Builder } from '../graphql/builder.server';
import type { CatalogGraph, ProductRecord } from '../modules/catalog';
import { allCategories, productLoader } from '../modules/catalog';
import {
  couponById, createCoupon, deleteCoupon, listCoupons, updateCoupon,
  type CouponFieldError, type CouponInput, type CouponRecord, type CouponSaveRefused, type CouponSaveResult,
} from '../modules/coupons';
import { couponUseTotals, ordersNameCoupon, ordersWithCoupon, type CouponOrderUse } from '../modules/orders';

/** Orders a usage report lists; the totals count them all. */
const REPORT_ORDERS = 200;

function idOf(raw: string | number, type: 'Coupon' | 'Product' | 'Category', field: string): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== type) throw badInput(type === 'Coupon' ? 'error.coupon.notAnId' : type === 'Product' ? 'error.notAProductId' : 'error.coupon.categoryMissing', { field }, field);
  return decoded.id;
}

/** Every listed coupon's totals from the orders, in one read per request. */
function totalsOf(ctx: RequestContext, code: string) {
  return loaderFor(ctx, 'couponUseTotals', () => new DataLoader(async (codes: readonly string[]) => {
    const totals = await couponUseTotals(ctx.db, ctx.shop.id, codes);
    return codes.map((one) => totals.get(one) ?? { orders: 0, discount: 0 });
  })).load(code);
}

function moment(raw: string | null | undefined, field: string): Date | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(new Date(raw).getTime())) throw badInput('error.dateTime', {}, field);
  return new Date(raw);
}

/**
 * The owner's coupons (docs/decisions/0030): the coupons module keeps them, the catalogue names
 * the products and categories they are limited to, and the orders say what they gave.
 */
export function registerCouponAdminFields(builder: Builder, deps: { catalog: Pick<CatalogGraph, 'ProductRef' | 'CategoryRef'> }) {
  const KindEnum = builder.enumType('CouponKind', { values: { PERCENTAGE: { value: 'percentage' as const }, FIXED: { value: 'fixed' as const } } });
  const StatusEnum = builder.enumType('CouponStatus', {
    description: 'ACTIVE works now; SCHEDULED starts later; EXPIRED has ended; USED_UP reached its total limit; INACTIVE is switched off.',
    values: {
      ACTIVE: { value: 'active' as const }, INACTIVE: { value: 'inactive' as const }, SCHEDULED: { value: 'scheduled' as const },
      EXPIRED: { value: 'expired' as const }, USED_UP: { value: 'used_up' as const },
    },
  });

  const UseRef = builder.objectRef<CouponOrderUse>('CouponOrderUse').implement({
    description: 'An order that used the coupon.',
    fields: (t) => ({
      orderId: t.exposeID('orderId', { description: 'The order as the admin order page names it.' }),
      number: t.exposeInt('number'),
      placedAt: t.string({ resolve: (u) => u.placedAt.toISOString() }),
      status: t.exposeString('status'),
      customerName: t.exposeString('name'),
      email: t.exposeString('email'),
      signedIn: t.boolean({ description: 'Placed by a customer account rather than a guest.', resolve: (u) => u.customerId !== null }),
      discount: t.field({ type: 'Amount', description: 'What the coupon took off this order.', resolve: (u) => u.discount }),
    }),
  });

  const CouponRef = builder.objectRef<CouponRecord>('Coupon').implement({
    description: 'A discount code shoppers type at checkout.',
    fields: (t) => ({
      id: t.id({ resolve: (c) => toGlobalId('Coupon', c.id) }),
      code: t.exposeString('code'),
      kind: t.field({ type: KindEnum, resolve: (c) => c.kind }),
      value: t.int({ description: 'Whole percent for PERCENTAGE; whole rupiah for FIXED.', resolve: (c) => c.value }),
      maxDiscount: t.field({ type: 'Amount', nullable: true, description: 'Caps a percentage discount; null: no cap.', resolve: (c) => c.maxDiscount }),
      minSpend: t.field({ type: 'Amount', description: 'Counted over the lines the coupon applies to.', resolve: (c) => c.minSpend }),
      startsAt: t.string({ nullable: true, resolve: (c) => c.startsAt?.toISOString() ?? null }),
      endsAt: t.string({ nullable: true, resolve: (c) => c.expiresAt?.toISOString() ?? null }),
      usageLimit: t.int({ nullable: true, resolve: (c) => c.usageLimit }),
      perCustomerLimit: t.int({ nullable: true, description: 'Per customer account, or per guest e-mail address.', resolve: (c) => c.perCustomerLimit }),
      usedCount: t.exposeInt('usedCount', { description: 'Uses taken now, the limit counts these.' }),
      freeShipping: t.exposeBoolean('freeShipping'),
      active: t.exposeBoolean('active'),
      status: t.field({ type: StatusEnum, resolve: (c) => couponStatus({ ...c, endsAt: c.expiresAt }, new Date()) }),
      products: t.field({
        type: [deps.catalog.ProductRef],
        description: 'The products the coupon is limited to (drafts too; a deleted one is left out).',
        resolve: async (c, _a, ctx) => (await productLoader(ctx, { includeDrafts: true }).loadMany(c.productIds)).filter((p): p is ProductRecord => !!p && !(p instanceof Error)),
      }),
      categories: t.field({
        type: [deps.catalog.CategoryRef],
        description: 'The categories the coupon is limited to: lines of their products, and of their sub-categories\' products, count.',
        resolve: async (c, _a, ctx) => (await allCategories(ctx)).filter((category) => c.categoryIds.includes(category.id)),
      }),
      ordersCount: t.int({ description: 'Orders that used the coupon (an unpaid one that closed gave its use back).', resolve: async (c, _a, ctx) => (await totalsOf(ctx, c.code)).orders }),
      discountGiven: t.field({ type: 'Amount', description: 'What the coupon took off those orders in all.', resolve: async (c, _a, ctx) => (await totalsOf(ctx, c.code)).discount }),
      orders: t.field({
        type: [UseRef],
        description: `The orders that used it, newest first, at most ${REPORT_ORDERS}.`,
        resolve: (c, _a, ctx) => ordersWithCoupon(ctx.db, ctx.shop.id, c.code, REPORT_ORDERS),
      }),
      version: t.exposeInt('version', { description: 'Send it back when saving; a save over someone else’s change is refused.' }),
      updatedAt: t.string({ resolve: (c) => c.updatedAt.toISOString() }),
    }),
  });

  const FieldErrorRef = builder.objectRef<CouponFieldError>('CouponFieldError').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const SaveRefusedRef = builder.objectRef<CouponSaveRefused>('CouponSaveRefused').implement({
    description: 'Nothing was saved: a field to fix (INVALID), or someone else saved the coupon after the editor opened it (CHANGED_MEANWHILE).',
    fields: (t) => ({
      reason: t.exposeString('reason'),
      message: t.exposeString('message'),
      fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
      coupon: t.field({ type: CouponRef, nullable: true, description: 'The coupon as it is now.', resolve: (r) => r.coupon }),
    }),
  });
  const SaveResultRef = builder.unionType('CouponSaveResult', {
    types: [CouponRef, SaveRefusedRef],
    resolveType: (value: CouponSaveResult) => ('__typename' in value && value.__typename === 'CouponSaveRefused' ? SaveRefusedRef : CouponRef),
  });
  const DeleteResultRef = builder.objectRef<{ id: string; deleted: boolean; coupon: CouponRecord | null }>('CouponDeleteResult').implement({
    description: 'A coupon nobody used is deleted; one on orders is switched off so its report stays.',
    fields: (t) => ({
      id: t.id({ resolve: (r) => toGlobalId('Coupon', r.id) }),
      deleted: t.exposeBoolean('deleted'),
      coupon: t.field({ type: CouponRef, nullable: true, resolve: (r) => r.coupon }),
    }),
  });

  const CouponInputRef = builder.inputType('CouponInput', {
    description: 'A coupon; on a change, a field left out keeps its value and null empties it.',
    fields: (t) => ({
      code: t.string({ required: false }),
      kind: t.field({ type: KindEnum, required: false }),
      value: t.int({ required: false, description: 'Whole percent (1–100) or whole rupiah; 0 only with free shipping.' }),
      maxDiscount: t.field({ type: 'Amount', required: false }),
      minSpend: t.field({ type: 'Amount', required: false }),
      startsAt: t.string({ required: false, description: 'An ISO 8601 moment with its zone; the admin form sends the shop\'s own zone (+07:00 for WIB).' }),
      endsAt: t.string({ required: false, description: 'An ISO 8601 moment with its zone.' }),
      usageLimit: t.int({ required: false }),
      perCustomerLimit: t.int({ required: false }),
      productIds: t.idList({ required: false }),
      categoryIds: t.idList({ required: false }),
      freeShipping: t.boolean({ required: false }),
      active: t.boolean({ required: false }),
    }),
  });

  type RawInput = typeof CouponInputRef.$inferInput;
  const toInput = (raw: RawInput): CouponInput => ({
    code: raw.code ?? undefined,
    kind: raw.kind ?? undefined,
    value: raw.value ?? undefined,
    maxDiscount: raw.maxDiscount === undefined ? undefined : raw.maxDiscount,
    minSpend: raw.minSpend ?? undefined,
    startsAt: moment(raw.startsAt, 'startsAt'),
    endsAt: moment(raw.endsAt, 'endsAt'),
    usageLimit: raw.usageLimit === undefined ? undefined : raw.usageLimit,
    perCustomerLimit: raw.perCustomerLimit === undefined ? undefined : raw.perCustomerLimit,
    productIds: raw.productIds?.map((id, index) => idOf(id, 'Product', `productIds.${index}`)),
    categoryIds: raw.categoryIds?.map((id, index) => idOf(id, 'Category', `categoryIds.${index}`)),
    freeShipping: raw.freeShipping ?? undefined,
    active: raw.active ?? undefined,
  });

  builder.queryFields((t) => ({
    coupons: t.field({ type: [CouponRef], description: 'Every coupon of the shop, newest first.', resolve: (_r, _a, ctx) => listCoupons(ctx) }),
    coupon: t.field({
      type: CouponRef, nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => couponById(ctx, idOf(args.id, 'Coupon', 'id')),
    }),
  }));

  builder.mutationFields((t) => ({
    createCoupon: t.field({
      type: SaveResultRef,
      args: { input: t.arg({ type: CouponInputRef, required: true }) },
      resolve: (_r, { input }, ctx) => createCoupon(ctx, toInput(input)),
    }),
    updateCoupon: t.field({
      type: SaveResultRef,
      args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }), input: t.arg({ type: CouponInputRef, required: true }) },
      resolve: (_r, args, ctx) => updateCoupon(ctx, idOf(args.id, 'Coupon', 'id'), args.version, toInput(args.input)),
    }),
    deleteCoupon: t.field({
      type: DeleteResultRef,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => deleteCoupon(ctx, idOf(args.id, 'Coupon', 'id'), (tx, code) => ordersNameCoupon(tx, ctx.shop.id, code)),
    }),
  }));
}
