import { describe, expect, it } from 'vitest';
import { startOfShopDay, startOfShopMonth } from './shop-periods';

describe('the shop day and month (WIB)', () => {
  it('starts the day at midnight in Jakarta, which is 17:00 UTC the day before', () => {
    expect(startOfShopDay(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-11-27T17:00:00.000Z');
    // 18:30 UTC is already half past one on the next day in Jakarta.
    expect(startOfShopDay(new Date('2026-11-28T18:30:00Z')).toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('starts the month on the first in Jakarta, even while it is still the last day of the month in UTC', () => {
    expect(startOfShopMonth(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(startOfShopMonth(new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });
});
