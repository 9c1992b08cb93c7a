import { MAX_UNIT_PRICE } from './pricing';
import { MAX_COUPON_CODE_LENGTH, normalizeCouponCode } from './coupon';

/**
 * What an owner sets on a coupon, checked before it is saved. Every problem is named with the
 * field it belongs to, so the editor can show them all beside their fields at once.
 */
export interface CouponSettings {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  maxDiscount: number | null;
  minSpend: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  productIds: string[];
  categoryIds: string[];
  freeShipping: boolean;
  active: boolean;
}

export type CouponField = keyof CouponSettings;

export interface CouponSettingsProblem { field: CouponField; key: string; params?: Record<string, string | number> }

/** Products and categories one coupon may name. */
export const MAX_COUPON_TARGETS = 100;
/** Uses a limit may allow (the column is a 32-bit integer). */
export const MAX_COUPON_USES = 1_000_000_000;

function isAmount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_UNIT_PRICE;
}

function isLimit(n: number | null): boolean {
  return n === null || (Number.isSafeInteger(n) && n >= 1 && n <= MAX_COUPON_USES);
}

/** The problems of `settings`, in the order of the editor's fields; empty when it can be saved. */
export function couponSettingsProblems(settings: CouponSettings): CouponSettingsProblem[] {
  const problems: CouponSettingsProblem[] = [];
  const code = normalizeCouponCode(settings.code);
  if (!code) problems.push({ field: 'code', key: 'error.coupon.codeRequired' });
  else if (!/^[\p{L}\p{N}_-]+$/u.test(code) || Array.from(settings.code.replace(/\s+/gu, '')).length > MAX_COUPON_CODE_LENGTH) {
    problems.push({ field: 'code', key: 'error.coupon.codeForm', params: { max: MAX_COUPON_CODE_LENGTH } });
  }
  if (settings.kind === 'percentage') {
    if (!Number.isSafeInteger(settings.value) || settings.value < 0 || settings.value > 100 || (settings.value === 0 && !settings.freeShipping)) {
      problems.push({ field: 'value', key: 'error.coupon.percent' });
    }
    if (settings.maxDiscount !== null && (!isAmount(settings.maxDiscount) || settings.maxDiscount === 0)) {
      problems.push({ field: 'maxDiscount', key: 'error.coupon.amount', params: { max: MAX_UNIT_PRICE } });
    }
  } else if (!isAmount(settings.value) || (settings.value === 0 && !settings.freeShipping)) {
    problems.push({ field: 'value', key: 'error.coupon.fixed', params: { max: MAX_UNIT_PRICE } });
  }
  if (!isAmount(settings.minSpend)) problems.push({ field: 'minSpend', key: 'error.coupon.amount', params: { max: MAX_UNIT_PRICE } });
  if (settings.startsAt && Number.isNaN(settings.startsAt.getTime())) problems.push({ field: 'startsAt', key: 'error.dateTime' });
  if (settings.endsAt && Number.isNaN(settings.endsAt.getTime())) problems.push({ field: 'endsAt', key: 'error.dateTime' });
  else if (settings.startsAt && settings.endsAt && !(settings.startsAt.getTime() < settings.endsAt.getTime())) {
    problems.push({ field: 'endsAt', key: 'error.coupon.endBeforeStart' });
  }
  if (!isLimit(settings.usageLimit)) problems.push({ field: 'usageLimit', key: 'error.coupon.limit', params: { max: MAX_COUPON_USES } });
  if (!isLimit(settings.perCustomerLimit)) problems.push({ field: 'perCustomerLimit', key: 'error.coupon.limit', params: { max: MAX_COUPON_USES } });
  else if (settings.perCustomerLimit !== null && settings.usageLimit !== null && settings.perCustomerLimit > settings.usageLimit) {
    problems.push({ field: 'perCustomerLimit', key: 'error.coupon.customerAboveTotal' });
  }
  if (settings.productIds.length > MAX_COUPON_TARGETS) problems.push({ field: 'productIds', key: 'error.coupon.tooManyTargets', params: { max: MAX_COUPON_TARGETS } });
  if (settings.categoryIds.length > MAX_COUPON_TARGETS) problems.push({ field: 'categoryIds', key: 'error.coupon.tooManyTargets', params: { max: MAX_COUPON_TARGETS } });
  return problems;
}

export type CouponStatus = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';

/** How the coupon list names a coupon's state at `now`: switched off first, then its period, then its uses. */
export function couponStatus(coupon: { active: boolean; startsAt: Date | null; endsAt: Date | null; usageLimit: number | null; usedCount: number }, now: Date): CouponStatus {
  if (!coupon.active) return 'inactive';
  if (coupon.endsAt && coupon.endsAt.getTime() <= now.getTime()) return 'expired';
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  return 'active';
}
