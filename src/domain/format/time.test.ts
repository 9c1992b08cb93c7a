import { describe, it, expect, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';
import {
  MAX_TIME_VALUE,
  TIME_PATTERNS,
  formatTime,
  relativeTime,
  relativeTimeParts,
  timeAgo,
  toTimeValue,
} from './format';
import type { TimePattern } from './format';

const T = Date.UTC(2024, 0, 15, 14, 5); // Monday 15 January 2024, 14:05 UTC

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toTimeValue', () => {
  it('accepts epoch numbers, numeric strings, ISO strings and dates', () => {
    expect(toTimeValue(T)).toBe(T);
    expect(toTimeValue(String(T))).toBe(T);
    expect(toTimeValue('2024-01-15T14:05:00Z')).toBe(T);
    expect(toTimeValue(new Date(T))).toBe(T);
    expect(toTimeValue(0)).toBe(0);
  });

  it('refuses anything else and times beyond the maximum', () => {
    expect(MAX_TIME_VALUE).toBe(7258118400000);
    expect(toTimeValue(MAX_TIME_VALUE)).toBe(MAX_TIME_VALUE);
    expect(toTimeValue(MAX_TIME_VALUE + 1)).toBeNull();
    expect(toTimeValue(Number.NaN)).toBeNull();
    expect(toTimeValue('kemarin')).toBeNull();
    expect(toTimeValue('')).toBeNull();
    expect(toTimeValue(null)).toBeNull();
    expect(toTimeValue(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatTime', () => {
  it('formats every named pattern in Indonesian', () => {
    expect(formatTime(T, 'date', 'id')).toBe('15 Jan 2024');
    expect(formatTime(T, 'dateTime', 'id')).toBe('15 Jan 2024, 14.05');
    expect(formatTime(T, 'time', 'id')).toBe('14.05');
    expect(formatTime(T, 'monthYear', 'id')).toBe('Januari 2024');
    expect(formatTime(T, 'fullDate', 'id')).toBe('Senin, 15 Januari 2024');
    expect(formatTime(T, 'isoDate', 'id')).toBe('2024-01-15');
  });

  it('formats in English', () => {
    expect(formatTime(T, 'dateTime', 'en')).toBe('15 Jan 2024, 14:05');
    expect(formatTime(T, 'fullDate', 'en')).toBe('Monday, 15 January 2024');
  });

  it('applies the timezone offset in hours', () => {
    expect(formatTime(T, 'time', 'id', 7)).toBe('21.05');
    expect(formatTime(Date.UTC(2024, 0, 15, 20), 'isoDate', 'id', 7)).toBe('2024-01-16');
    expect(formatTime(T, 'time', 'en', -3.5)).toBe('10:35');
  });

  it('ignores impossible offsets instead of breaking', () => {
    expect(formatTime(T, 'time', 'id', 1e20)).toBe('14.05');
    expect(formatTime(T, 'time', 'id', Number.NaN)).toBe('14.05');
  });

  it('shows a dash for an invalid time without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatTime(null, 'date', 'id')).toBe('-');
    expect(formatTime('bukan tanggal', 'date', 'id')).toBe('-');
    expect(formatTime(MAX_TIME_VALUE + 1, 'date', 'id')).toBe('-');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows a dash and warns for an unknown pattern', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatTime(T, 'YYYY' as TimePattern, 'id')).toBe('-');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never throws for any time and offset (property)', () => {
    fc.assert(fc.property(
      fc.double(), fc.constantFrom(...TIME_PATTERNS), fc.constantFrom('id' as const, 'en' as const), fc.double(),
      (value, pattern, lang, offset) => {
        expect(typeof formatTime(value, pattern, lang, offset)).toBe('string');
      },
    ));
  });
});

describe('relativeTimeParts', () => {
  it('picks minutes, hours, days, 30-day months and 365-day years', () => {
    expect(relativeTimeParts(59 * MINUTE_MS)).toEqual({ value: 59, unit: 'minute' });
    expect(relativeTimeParts(HOUR_MS)).toEqual({ value: 1, unit: 'hour' });
    expect(relativeTimeParts(23 * HOUR_MS + 59 * MINUTE_MS)).toEqual({ value: 23, unit: 'hour' });
    expect(relativeTimeParts(DAY_MS)).toEqual({ value: 1, unit: 'day' });
    expect(relativeTimeParts(29 * DAY_MS)).toEqual({ value: 29, unit: 'day' });
    expect(relativeTimeParts(30 * DAY_MS)).toEqual({ value: 1, unit: 'month' });
    expect(relativeTimeParts(364 * DAY_MS)).toEqual({ value: 12, unit: 'month' });
    expect(relativeTimeParts(365 * DAY_MS)).toEqual({ value: 1, unit: 'year' });
    expect(relativeTimeParts(-3 * HOUR_MS)).toEqual({ value: 3, unit: 'hour' });
  });
});

describe('relativeTime', () => {
  it('words spans in both languages', () => {
    expect(relativeTime(T - 5 * MINUTE_MS, T, 'id')).toBe('5 menit');
    expect(relativeTime(T - 5 * MINUTE_MS, T, 'en')).toBe('5 minutes');
    expect(relativeTime(T - HOUR_MS, T, 'en')).toBe('1 hour');
    expect(relativeTime(T - 2 * DAY_MS, T, 'id')).toBe('2 hari');
    expect(relativeTime(T - 60 * DAY_MS, T, 'en')).toBe('2 months');
    expect(relativeTime(T - 400 * DAY_MS, T, 'id')).toBe('1 tahun');
    expect(relativeTime(T + 3 * DAY_MS, T, 'en')).toBe('3 days');
  });

  it('words every unit, one and many, in both languages', () => {
    const spans = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS, month: 30 * DAY_MS, year: 365 * DAY_MS };
    const words = (language: 'id' | 'en', count: number) => Object.values(spans).map((span) => relativeTime(T - count * span, T, language));
    expect(words('id', 1)).toEqual(['1 menit', '1 jam', '1 hari', '1 bulan', '1 tahun']);
    expect(words('id', 2)).toEqual(['2 menit', '2 jam', '2 hari', '2 bulan', '2 tahun']);
    expect(words('en', 1)).toEqual(['1 minute', '1 hour', '1 day', '1 month', '1 year']);
    expect(words('en', 2)).toEqual(['2 minutes', '2 hours', '2 days', '2 months', '2 years']);
  });

  it('says less than a minute rather than 0 minutes', () => {
    expect(relativeTime(T - 30_000, T, 'id')).toBe('kurang dari 1 menit');
    expect(relativeTime(T, T, 'en')).toBe('less than a minute');
  });

  it('shows a dash for invalid times', () => {
    expect(relativeTime(null, T, 'id')).toBe('-');
    expect(relativeTime(T, 'x', 'en')).toBe('-');
  });
});

describe('timeAgo', () => {
  it('adds the suffix within 3 days', () => {
    expect(timeAgo(T - 5 * MINUTE_MS, T, 'id')).toBe('5 menit yang lalu');
    expect(timeAgo(T - 5 * MINUTE_MS, T, 'en')).toBe('5 minutes ago');
    expect(timeAgo(T - 2 * DAY_MS, T, 'en')).toBe('2 days ago');
    expect(timeAgo(T - 3 * DAY_MS + 1, T, 'id')).toBe('2 hari yang lalu');
  });

  it('shows the date from 3 days back', () => {
    expect(timeAgo(T - 3 * DAY_MS, T, 'id')).toBe('12 Jan 2024');
    expect(timeAgo(T - 40 * DAY_MS, T, 'en')).toBe('6 Dec 2023');
  });

  it('shows the date in the shop timezone', () => {
    expect(timeAgo(Date.UTC(2024, 0, 1, 20), T, 'id', 7)).toBe('2 Jan 2024');
  });

  it('says just now under a minute, forgiving small clock skew', () => {
    expect(timeAgo(T - 10_000, T, 'id')).toBe('baru saja');
    expect(timeAgo(T + 10_000, T, 'en')).toBe('just now');
  });

  it('shows the date for times well in the future and a dash for invalid ones', () => {
    expect(timeAgo(T + DAY_MS, T, 'en')).toBe('16 Jan 2024');
    expect(timeAgo(undefined, T, 'en')).toBe('-');
  });
});
