import { describe, expect, it } from 'vitest';
import { formatShopTime, fromShopInput, SHOP_TIME_ZONES, toShopInput, zoneAbbreviation, zoneOffsetHours } from './shop-time';

const WIB = zoneOffsetHours('Asia/Jakarta');
const WITA = zoneOffsetHours('Asia/Makassar');
const WIT = zoneOffsetHours('Asia/Jayapura');

describe('moments in the shop’s own zone', () => {
  it('knows Indonesia’s three zones and how they are named', () => {
    expect([WIB, WITA, WIT]).toEqual([7, 8, 9]);
    expect(Object.values(SHOP_TIME_ZONES).map((zone) => zoneAbbreviation(zone.offsetHours))).toEqual(['WIB', 'WITA', 'WIT']);
    expect(zoneAbbreviation(0)).toBe('UTC');
    expect(zoneAbbreviation(5)).toBe('UTC+5');
    expect(zoneAbbreviation(-3)).toBe('UTC−3');
  });

  it('shows a moment as the shop’s zone sees it, whatever zone it was written in', () => {
    expect(toShopInput('2026-12-01T02:00:00Z', WIB)).toBe('2026-12-01T09:00');
    expect(toShopInput('2026-12-01T02:00:00Z', WIT)).toBe('2026-12-01T11:00');
    expect(toShopInput('2026-12-31T20:30:00Z', WIB)).toBe('2027-01-01T03:30');
    expect(toShopInput('nonsense', WIB)).toBe('');
  });

  it('reads what was chosen in the shop’s zone and says so in the moment it sends', () => {
    expect(fromShopInput('2026-12-01T09:00', WIB)).toBe('2026-12-01T09:00:00+07:00');
    expect(fromShopInput('2026-12-01T09:00', WITA)).toBe('2026-12-01T09:00:00+08:00');
    expect(new Date(fromShopInput('2026-12-01T09:00', WIT)!).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(new Date(fromShopInput('2027-01-01T03:30', WIB)!).toISOString()).toBe('2026-12-31T20:30:00.000Z');
    expect(fromShopInput('2026-02-31T09:00', WIB)).toBeNull();
    expect(fromShopInput('2026-12-01T24:00', WIB)).toBeNull();
    expect(fromShopInput('', WIB)).toBeNull();
    expect(fromShopInput('2026-12-01 09:00', WIB)).toBeNull();
    // A campaign may start to the second.
    expect(fromShopInput('2026-12-01T09:00:45', WIB)).toBe('2026-12-01T09:00:45+07:00');
    expect(fromShopInput('2026-12-01T09:00:60', WIB)).toBeNull();
    expect(fromShopInput('2026-12-01T09:00:45.000', WIB)).toBe('2026-12-01T09:00:45+07:00');
    expect(toShopInput('2026-12-01T02:00:45Z', WIB, { seconds: true })).toBe('2026-12-01T09:00:45');
  });

  it('names the zone when it shows a moment', () => {
    expect(formatShopTime('2026-12-01T02:05:00Z', 'id', WIB)).toBe('1 Des 2026, 09.05 WIB');
    expect(formatShopTime('2026-12-01T02:05:00Z', 'en', WIB)).toBe('1 Dec 2026, 09:05 WIB');
    expect(formatShopTime('2026-12-01T02:05:00Z', 'id', WITA)).toBe('1 Des 2026, 10.05 WITA');
    expect(formatShopTime('2026-12-01T16:05:00Z', 'en', WIT)).toBe('2 Dec 2026, 01:05 WIT');
  });
});
