import { describe, expect, it } from 'vitest';
import { startOfShopDay, startOfShopMonth } from './shop-periods';
import { SHOP_TIME_ZONES } from './shop-time';

const WIB = SHOP_TIME_ZONES['Asia/Jakarta'].offsetHours;
const WIT = SHOP_TIME_ZONES['Asia/Jayapura'].offsetHours;

describe('the shop day and month in its zone', () => {
  it('starts the day at midnight in Jakarta, which is 17:00 UTC the day before', () => {
    expect(startOfShopDay(new Date('2026-11-28T10:00:00Z'), WIB).toISOString()).toBe('2026-11-27T17:00:00.000Z');
    // 18:30 UTC is already half past one on the next day in Jakarta.
    expect(startOfShopDay(new Date('2026-11-28T18:30:00Z'), WIB).toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('starts the day two hours earlier for a shop in Jayapura (WIT)', () => {
    expect(startOfShopDay(new Date('2026-11-28T10:00:00Z'), WIT).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    // 15:30 UTC is still the 28th in Jakarta but already the 29th in Jayapura.
    expect(startOfShopDay(new Date('2026-11-28T15:30:00Z'), WIT).toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(startOfShopDay(new Date('2026-11-28T15:30:00Z'), WIB).toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('starts the month on the first in the shop\'s zone, even while it is still the last day of the month in UTC', () => {
    expect(startOfShopMonth(new Date('2026-11-28T10:00:00Z'), WIB).toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(startOfShopMonth(new Date('2026-11-30T20:00:00Z'), WIB).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });
});
