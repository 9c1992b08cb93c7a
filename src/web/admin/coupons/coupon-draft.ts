// The coupon editor's values as typed (digits as text, times as wall-clock inputs in the shop's zone) and the
// staff API's input made from them. Times go out as instants with the shop's zone (+07:00 for WIB), so
// what the owner reads in the form is when the coupon starts, whatever their device's zone.
import { fromShopInput, toShopInput } from '../../../domain/format/shop-time';
import type { AdminCouponFieldsFragment, CouponInput, CouponKind } from '../../graph/generated/admin-operations';

export type EditedCoupon = AdminCouponFieldsFragment;

export interface CouponDraft {
  code: string;
  kind: CouponKind;
  value: string;
  maxDiscount: string;
  minSpend: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  products: Array<{ id: string; name: string }>;
  categoryIds: string[];
  freeShipping: boolean;
  active: boolean;
}

export type CouponField = 'code' | 'kind' | 'value' | 'maxDiscount' | 'minSpend' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit' | 'productIds' | 'categoryIds' | 'freeShipping' | 'active';

/** The fields in the editor's order, so the first refusal is the one the focus goes to. */
export const COUPON_FIELDS: readonly CouponField[] = ['code', 'kind', 'value', 'maxDiscount', 'minSpend', 'freeShipping', 'startsAt', 'endsAt', 'usageLimit', 'perCustomerLimit', 'categoryIds', 'productIds', 'active'];

export function isCouponField(field: string): field is CouponField {
  return (COUPON_FIELDS as readonly string[]).includes(field);
}

const digits = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function emptyDraft(): CouponDraft {
  return {
    code: '', kind: 'PERCENTAGE', value: '', maxDiscount: '', minSpend: '', startsAt: '', endsAt: '', usageLimit: '', perCustomerLimit: '',
    products: [], categoryIds: [], freeShipping: false, active: true,
  };
}

export function draftFromCoupon(coupon: EditedCoupon, offsetHours: number): CouponDraft {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: digits(coupon.value),
    maxDiscount: digits(coupon.maxDiscount),
    minSpend: coupon.minSpend ? digits(coupon.minSpend) : '',
    startsAt: coupon.startsAt ? toShopInput(coupon.startsAt, offsetHours) : '',
    endsAt: coupon.endsAt ? toShopInput(coupon.endsAt, offsetHours) : '',
    usageLimit: digits(coupon.usageLimit),
    perCustomerLimit: digits(coupon.perCustomerLimit),
    products: coupon.products.map((product) => ({ id: product.id, name: product.name })),
    categoryIds: coupon.categories.map((category) => category.id),
    freeShipping: coupon.freeShipping,
    active: coupon.active,
  };
}

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** An input in the shop's zone as an instant, or the typed text when it is not a real moment (the server then names it). */
const moment = (text: string, offsetHours: number) => (text === '' ? null : fromShopInput(text, offsetHours) ?? text);

/** The whole coupon as the staff API takes it. */
export function couponInput(draft: CouponDraft, offsetHours: number): CouponInput {
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.value === '' ? 0 : Number(draft.value),
    maxDiscount: draft.kind === 'PERCENTAGE' ? numberOrNull(draft.maxDiscount) : null,
    minSpend: draft.minSpend === '' ? 0 : Number(draft.minSpend),
    startsAt: moment(draft.startsAt, offsetHours),
    endsAt: moment(draft.endsAt, offsetHours),
    usageLimit: numberOrNull(draft.usageLimit),
    perCustomerLimit: numberOrNull(draft.perCustomerLimit),
    productIds: draft.products.map((product) => product.id),
    categoryIds: draft.categoryIds,
    freeShipping: draft.freeShipping,
    active: draft.active,
  };
}

export function hasChanges(saved: CouponDraft, draft: CouponDraft): boolean {
  return JSON.stringify(saved) !== JSON.stringify(draft);
}
