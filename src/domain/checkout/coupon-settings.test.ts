import { describe, expect, it } from 'vitest';
import { couponSettingsProblems, couponStatus, type CouponSettings } from './coupon-settings';

const NOW = new Date('2026-12-01T05:00:00Z');

function settings(overrides: Partial<CouponSettings> = {}): CouponSettings {
  return {
    code: 'HEMAT10', kind: 'percentage', value: 10, maxDiscount: null, minSpend: 0, startsAt: null, endsAt: null,
    usageLimit: null, perCustomerLimit: null, productIds: [], categoryIds: [], freeShipping: false, active: true, ...overrides,
  };
}

const fields = (s: CouponSettings) => couponSettingsProblems(s).map((p) => `${p.field}:${p.key}`);

describe('couponSettingsProblems', () => {
  it('takes a plain coupon', () => {
    expect(fields(settings())).toEqual([]);
    expect(fields(settings({ kind: 'fixed', value: 0, freeShipping: true }))).toEqual([]);
  });

  it('names every problem with its field at once', () => {
    expect(fields(settings({ code: ' ', value: 120, minSpend: -1, usageLimit: 0, perCustomerLimit: 2.5 }))).toEqual([
      'code:error.coupon.codeRequired', 'value:error.coupon.percent', 'minSpend:error.coupon.amount', 'usageLimit:error.coupon.limit', 'perCustomerLimit:error.coupon.limit',
    ]);
    expect(fields(settings({ code: 'hemat!', kind: 'fixed', value: 0 }))).toEqual(['code:error.coupon.codeForm', 'value:error.coupon.fixed']);
  });

  it('wants the end after the start and a customer share within the total', () => {
    expect(fields(settings({ startsAt: NOW, endsAt: NOW }))).toEqual(['endsAt:error.coupon.endBeforeStart']);
    expect(fields(settings({ usageLimit: 1, perCustomerLimit: 2 }))).toEqual(['perCustomerLimit:error.coupon.customerAboveTotal']);
    expect(fields(settings({ endsAt: new Date(Number.NaN) }))).toEqual(['endsAt:error.dateTime']);
  });
});

describe('couponStatus', () => {
  const base = { active: true, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0 };
  it('names a coupon switched off, ended, not yet started, used up or running', () => {
    expect(couponStatus({ ...base, active: false, endsAt: NOW }, NOW)).toBe('inactive');
    expect(couponStatus({ ...base, endsAt: NOW }, NOW)).toBe('expired');
    expect(couponStatus({ ...base, startsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe('scheduled');
    expect(couponStatus({ ...base, usageLimit: 3, usedCount: 3 }, NOW)).toBe('used_up');
    expect(couponStatus({ ...base, startsAt: NOW, usageLimit: 3, usedCount: 2 }, NOW)).toBe('active');
  });
});
