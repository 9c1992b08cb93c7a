import { describe, expect, it } from 'vitest';
import type { AdminCouponFieldsFragment } from '../../graph/generated/admin-operations';
import { zoneOffsetHours } from '../../../domain/format/shop-time';
import { couponInput, draftFromCoupon, emptyDraft } from './coupon-draft';

const WIB = zoneOffsetHours('Asia/Jakarta');

describe('coupon drafts', () => {
  it('sends the form\'s times as instants with the shop\'s zone and empty limits as none', () => {
    const input = couponInput({ ...emptyDraft(), code: 'hemat', value: '10', startsAt: '2026-12-01T09:00', endsAt: '', usageLimit: '', perCustomerLimit: '1', maxDiscount: '50000' }, WIB);
    expect(input).toMatchObject({ code: 'hemat', kind: 'PERCENTAGE', value: 10, maxDiscount: 50_000, startsAt: '2026-12-01T09:00:00+07:00', endsAt: null, usageLimit: null, perCustomerLimit: 1 });
    expect(couponInput({ ...emptyDraft(), kind: 'FIXED', maxDiscount: '5' }, WIB).maxDiscount).toBeNull();
  });

  it('shows a saved instant as the shop\'s wall-clock time', () => {
    const saved = {
      id: 'c', code: 'HEMAT', kind: 'FIXED', value: 5000, maxDiscount: null, minSpend: 0, startsAt: '2026-12-01T02:00:00.000Z', endsAt: null,
      usageLimit: null, perCustomerLimit: null, usedCount: 0, freeShipping: false, active: true, status: 'SCHEDULED', version: 1, ordersCount: 0, discountGiven: 0,
      products: [], categories: [],
    } satisfies AdminCouponFieldsFragment;
    const draft = draftFromCoupon(saved, WIB);
    expect(draft).toMatchObject({ startsAt: '2026-12-01T09:00', value: '5000', minSpend: '' });
    // The same instant in a shop on WITA time reads an hour later, and goes back out with +08:00.
    const wita = zoneOffsetHours('Asia/Makassar');
    expect(draftFromCoupon(saved, wita).startsAt).toBe('2026-12-01T10:00');
    expect(couponInput({ ...emptyDraft(), startsAt: '2026-12-01T10:00' }, wita).startsAt).toBe('2026-12-01T10:00:00+08:00');
  });
});
