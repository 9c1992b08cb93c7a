import { withSubcategories } from '../catalog/category-tree';

/**
 * Whether a coupon applies to a cart, and for how much. Amounts are integers in the
 * currency's stored unit; the server re-checks here when the order is placed, so a shopper's
 * browser never decides a discount.
 */
export interface CouponRule {
  kind: 'percentage' | 'fixed';
  /** Whole percent (1–100) for percentage coupons; an amount for fixed ones. */
  value: number;
  minSpend: number;
  /** Caps a percentage discount; null means no cap. */
  maxDiscount: number | null;
  /** The coupon works from this instant on; null means from its creation. */
  startsAt?: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Uses per customer (an account, or a guest's e-mail address); null means no limit. */
  perCustomerLimit?: number | null;
  /** How often this shopper has used it already. */
  customerUsedCount?: number;
  /**
   * When either list names something, only the cart lines matching one of them count. A
   * category covers its sub-categories at any depth (see `CouponCart.categoryParents`).
   */
  productIds?: readonly string[];
  categoryIds?: readonly string[];
  /** The order's shipping costs nothing. */
  freeShipping?: boolean;
  active: boolean;
}

export type CouponProblem = 'not_found' | 'inactive' | 'not_started' | 'expired' | 'used_up' | 'customer_limit' | 'not_applicable' | 'min_spend';

export const COUPON_PROBLEMS: readonly CouponProblem[] = ['not_found', 'inactive', 'not_started', 'expired', 'used_up', 'customer_limit', 'not_applicable', 'min_spend'];

export type CouponCheck =
  | { ok: true; discount: number; freeShipping: boolean }
  | { ok: false; problem: CouponProblem; minSpend?: number };

/** One cart line as a coupon sees it: what the line costs in all. */
export interface CouponCartLine { productId: string; categoryId: string | null; amount: number }

/**
 * The cart a coupon is checked against: its lines, and what the goods cost after other
 * discounts (bundle deals), which caps what a coupon can count.
 */
export interface CouponCart {
  lines: readonly CouponCartLine[];
  payable: number;
  /**
   * The shop's category tree (id → parent id), needed when the coupon names categories so a
   * line in a sub-category matches too; without it only a line's own category is compared.
   */
  categoryParents?: ReadonlyMap<string, string | null>;
}

/** Codes are stored with at most this many characters. */
export const MAX_COUPON_CODE_LENGTH = 40;

/**
 * The form a code is stored and looked up in: `" lebaran 25 "` → `"LEBARAN25"`. Shoppers copy
 * codes from chats and posters with stray spaces, so no whitespace is significant. The limit
 * counts code points, so a long paste is never cut inside a character.
 */
export function normalizeCouponCode(raw: string): string {
  const compact = raw.replace(/\s+/gu, '').toUpperCase();
  return Array.from(compact).slice(0, MAX_COUPON_CODE_LENGTH).join('');
}

/**
 * Who a per-customer limit counts: the signed-in account, or for a guest the e-mail address in
 * any case (`Sari@Example.com` and `sari@example.com` are one shopper). Null with neither.
 */
export function couponCustomerKey(customerId: string | null | undefined, email: string | null | undefined): string | null {
  if (customerId) return `customer:${customerId}`;
  const address = (email ?? '').trim().toLowerCase();
  return address ? `email:${address}` : null;
}

/**
 * A stored amount or count as a whole number. Non-finite data counts as 0 (a broken number
 * must not grant a discount); a finite non-integer is a caller's bug, not data, and throws.
 */
function wholeNumber(n: number, what: string): number {
  if (!Number.isFinite(n)) return 0;
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} ${n} is not a safe integer`);
  return n;
}

/**
 * ⌊amount × percent / 100⌋ without ever forming a product beyond 2^53: amount = 100q + r
 * gives q × percent + ⌊r × percent / 100⌋, where q × percent ≤ amount when percent ≤ 100.
 */
function percentOfFloor(amount: number, percent: number): number {
  const q = Math.floor(amount / 100);
  const r = amount - q * 100;
  return q * percent + Math.floor((r * percent) / 100);
}

/** Whether the coupon names products or categories, so that only matching lines count. */
export function isCouponLimited(coupon: Pick<CouponRule, 'productIds' | 'categoryIds'>): boolean {
  return (coupon.productIds?.length ?? 0) > 0 || (coupon.categoryIds?.length ?? 0) > 0;
}

/**
 * What the coupon counts of the cart: all of it for a coupon that names nothing; otherwise the
 * lines of a named product or of a named category or any of its sub-categories, never more than the cart's payable amount (a bundle
 * saving may already have taken part of those lines). Null when no line matches.
 */
export function couponBase(coupon: Pick<CouponRule, 'productIds' | 'categoryIds'>, cart: CouponCart): number | null {
  const payable = Math.max(0, wholeNumber(cart.payable, 'subtotal'));
  if (!isCouponLimited(coupon)) return payable;
  const products = new Set(coupon.productIds ?? []);
  const chosen = coupon.categoryIds ?? [];
  const categories = cart.categoryParents ? withSubcategories(chosen, cart.categoryParents) : new Set(chosen);
  const matching = cart.lines.filter((line) => products.has(line.productId) || (line.categoryId !== null && categories.has(line.categoryId)));
  if (!matching.length) return null;
  const sum = matching.reduce((total, line) => total + Math.max(0, wholeNumber(line.amount, 'amount')), 0);
  return Math.min(sum, payable);
}

/**
 * Checks a coupon (null when no coupon has the code) against the cart at `now`. A plain
 * number stands for a cart's payable amount with no lines named, for a coupon limited to nothing.
 *
 * Problems are reported in a fixed order so the shopper hears the one that matters most: a
 * code that does not exist, is switched off, has not started, has expired or is used up (by
 * everyone or by this shopper) cannot be fixed by adding to the cart, while a cart without a
 * matching product or below the minimum spend can (hence the `minSpend` it returns).
 *
 * A percentage discount is rounded down to a whole stored unit (decision 0008) and capped by
 * `maxDiscount`; any discount is capped at what the coupon counts, so the shop never owes the shopper.
 */
export function checkCoupon(coupon: CouponRule | null, cart: CouponCart | number, now: Date): CouponCheck {
  if (coupon === null) return { ok: false, problem: 'not_found' };
  if (!coupon.active) return { ok: false, problem: 'inactive' };
  // Written as "not yet at or past" so an invalid date on either side refuses the coupon.
  if (coupon.startsAt != null && !(coupon.startsAt.getTime() <= now.getTime())) {
    return { ok: false, problem: 'not_started' };
  }
  if (coupon.expiresAt !== null && !(coupon.expiresAt.getTime() > now.getTime())) {
    return { ok: false, problem: 'expired' };
  }
  if (coupon.usageLimit !== null
    && wholeNumber(coupon.usedCount, 'usedCount') >= wholeNumber(coupon.usageLimit, 'usageLimit')) {
    return { ok: false, problem: 'used_up' };
  }
  if (coupon.perCustomerLimit != null
    && wholeNumber(coupon.customerUsedCount ?? 0, 'customerUsedCount') >= wholeNumber(coupon.perCustomerLimit, 'perCustomerLimit')) {
    return { ok: false, problem: 'customer_limit' };
  }

  const base = couponBase(coupon, typeof cart === 'number' ? { lines: [], payable: cart } : cart);
  if (base === null) return { ok: false, problem: 'not_applicable' };
  const amount = base;
  const minSpend = Math.max(0, wholeNumber(coupon.minSpend, 'minSpend'));
  if (amount < minSpend) return { ok: false, problem: 'min_spend', minSpend };

  const value = Math.max(0, wholeNumber(coupon.value, 'value'));
  let discount: number;
  if (coupon.kind === 'percentage') {
    discount = percentOfFloor(amount, Math.min(value, 100));
    if (coupon.maxDiscount !== null) discount = Math.min(discount, Math.max(0, wholeNumber(coupon.maxDiscount, 'maxDiscount')));
  } else {
    discount = value;
  }
  return { ok: true, discount: Math.min(discount, amount), freeShipping: coupon.freeShipping === true };
}
