import { describe, expect, it } from 'vitest';
import { deliveryDays, liveRateId, liveRatesKey, LIVE_RATES_RETRY_MS, storedRatesHold } from './live-rates';

const ADDRESS = { postalCode: '55281', district: 'Caturtunggal,  Depok', city: 'Sleman', province: 'DI Yogyakarta' };
const BITESHIP = { provider: 'biteship' as const, version: 1_764_000_000_000 };

describe('live rates kept on a checkout', () => {
  it('belong to one parcel: another destination, weight or change of settings is another key', () => {
    const key = liveRatesKey(BITESHIP, ADDRESS, 1200);
    expect(liveRatesKey(BITESHIP, { ...ADDRESS, district: 'caturtunggal, depok ' }, 1200)).toBe(key);
    expect(liveRatesKey(BITESHIP, { ...ADDRESS, postalCode: '55283' }, 1200)).not.toBe(key);
    expect(liveRatesKey(BITESHIP, ADDRESS, 1201)).not.toBe(key);
    expect(liveRatesKey({ ...BITESHIP, version: BITESHIP.version + 1 }, ADDRESS, 1200)).not.toBe(key);
    expect(liveRatesKey({ provider: 'rajaongkir', version: BITESHIP.version }, ADDRESS, 1200)).not.toBe(key);
  });

  it('hold while they answer for the parcel; a failed ask is tried again after a minute', () => {
    const key = liveRatesKey(BITESHIP, ADDRESS, 1200);
    const at = Date.parse('2026-11-30T10:00:00Z');
    const answered = { key, rates: [], at: new Date(at).toISOString() };
    const failed = { key, rates: null, at: new Date(at).toISOString() };
    expect(storedRatesHold(null, key, at)).toBe(false);
    expect(storedRatesHold(answered, key, at + 24 * 3600_000)).toBe(true);
    expect(storedRatesHold(answered, `${key}x`, at)).toBe(false);
    expect(storedRatesHold(failed, key, at + LIVE_RATES_RETRY_MS - 1)).toBe(true);
    expect(storedRatesHold(failed, key, at + LIVE_RATES_RETRY_MS)).toBe(false);
  });

  it('are named apart from the rate tables’ services', () => {
    expect(liveRateId('biteship', 'JNE', 'REG')).toBe('live:biteship:jne:reg');
  });
});

describe('delivery days in the aggregators’ words', () => {
  it.each([
    ['1 - 2', 'days', { min: 1, max: 2 }],
    ['2-3 day', '', { min: 2, max: 3 }],
    ['3', 'days', { min: 3, max: 3 }],
    ['1-2 HARI', '', { min: 1, max: 2 }],
    ['1 - 3', 'hours', { min: 0, max: 1 }],
    ['', '', { min: 0, max: 0 }],
  ])('"%s %s" is %o', (text, unit, days) => {
    expect(deliveryDays(text, unit)).toEqual(days);
  });
});
