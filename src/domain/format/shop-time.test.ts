import { describe, expect, it } from 'vitest';
import { formatShopTime, fromShopInput, toShopInput } from './shop-time';

describe('publish moments in the shop’s time (WIB)', () => {
  it('shows a moment as Jakarta sees it, whatever zone it was written in', () => {
    expect(toShopInput('2026-12-01T02:00:00Z')).toBe('2026-12-01T09:00');
    expect(toShopInput('2026-12-31T20:30:00Z')).toBe('2027-01-01T03:30');
    expect(toShopInput('nonsense')).toBe('');
  });

  it('reads what was chosen as WIB and says so in the moment it sends', () => {
    expect(fromShopInput('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+07:00');
    expect(new Date(fromShopInput('2027-01-01T03:30')!).toISOString()).toBe('2026-12-31T20:30:00.000Z');
    expect(fromShopInput('2026-02-31T09:00')).toBeNull();
    expect(fromShopInput('2026-12-01T24:00')).toBeNull();
    expect(fromShopInput('')).toBeNull();
    expect(fromShopInput('2026-12-01 09:00')).toBeNull();
    // A campaign may start to the second.
    expect(fromShopInput('2026-12-01T09:00:45')).toBe('2026-12-01T09:00:45+07:00');
    expect(fromShopInput('2026-12-01T09:00:60')).toBeNull();
    expect(fromShopInput('2026-12-01T09:00:45.000')).toBe('2026-12-01T09:00:45+07:00');
    expect(toShopInput('2026-12-01T02:00:45Z', { seconds: true })).toBe('2026-12-01T09:00:45');
  });

  it('names the zone when it shows a moment', () => {
    expect(formatShopTime('2026-12-01T02:05:00Z', 'id')).toBe('1 Des 2026, 09.05 WIB');
    expect(formatShopTime('2026-12-01T02:05:00Z', 'en')).toBe('1 Dec 2026, 09:05 WIB');
  });
});
