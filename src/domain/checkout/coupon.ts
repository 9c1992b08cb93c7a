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
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

export type CouponProblem = 'not_found' | 'inactive' | 'expired' | 'min_spend' | 'used_up';

export type CouponCheck =
  | { ok: true; discount: number }
  | { ok: false; problem: CouponProblem; minSpend?: number };

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

/**
 * Checks a coupon (null when no coupon has the code) against the cart's subtotal at `now`.
 *
 * Problems are reported in a fixed order so the shopper hears the one that matters most: a
 * code that does not exist, is switched off, has expired or is used up cannot be fixed by
 * adding to the cart, while a missing minimum spend can (hence the `minSpend` it returns).
 *
 * A percentage discount is rounded down to a whole stored unit (decision 0008) and capped by
 * `maxDiscount`; any discount is capped at the subtotal, so the shop never owes the shopper.
 */
export function checkCoupon(coupon: CouponRule | null, subtotal: number, now: Date): CouponCheck {
  if (coupon === null) return { ok: false, problem: 'not_found' };
  if (!coupon.active) return { ok: false, problem: 'inactive' };
  // Written as "not later than now" so an invalid date on either side refuses the coupon.
  if (coupon.expiresAt !== null && !(coupon.expiresAt.getTime() > now.getTime())) {
    return { ok: false, problem: 'expired' };
  }
  if (coupon.usageLimit !== null
    && wholeNumber(coupon.usedCount, 'usedCount') >= wholeNumber(coupon.usageLimit, 'usageLimit')) {
    return { ok: false, problem: 'used_up' };
  }

  const amount = Math.max(0, wholeNumber(subtotal, 'subtotal'));
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
  return { ok: true, discount: Math.min(discount, amount) };
}
