import { describe, it, expect, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import {
  FORMAT_ERROR_TEXT,
  formatNumber,
  formatPercent,
  formatPhone,
  formatRupiah,
  formatText,
  roundTo2,
  safeFormat,
} from './format';
import { formatMoney } from '../money/currency';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatText', () => {
  it('shows null, undefined, empty and false as nothing', () => {
    expect(formatText(null)).toBe('');
    expect(formatText(undefined)).toBe('');
    expect(formatText('')).toBe('');
    expect(formatText(false)).toBe('');
  });

  it('shows everything else as its string, including 0 and true', () => {
    expect(formatText(0)).toBe('0');
    expect(formatText(true)).toBe('true');
    expect(formatText('Kopi')).toBe('Kopi');
    expect(formatText(' ')).toBe(' ');
  });
});

describe('formatNumber', () => {
  it('uses the language separators', () => {
    expect(formatNumber(1234567.5, 'id')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('shows NaN and other non-numbers as 0', () => {
    expect(formatNumber(Number.NaN, 'id')).toBe('0');
    expect(formatNumber('abc', 'en')).toBe('0');
    expect(formatNumber(Infinity, 'id')).toBe('0');
    expect(formatNumber(null, 'id')).toBe('0');
    expect(formatNumber(-0, 'en')).toBe('0');
  });

  it('parses numeric strings and limits decimals', () => {
    expect(formatNumber('1500', 'id')).toBe('1.500');
    expect(formatNumber(3.14159, 'en')).toBe('3.14');
    expect(formatNumber(3.14159, 'en', 4)).toBe('3.1416');
  });

  it('writes exactly what Intl.NumberFormat writes, without building one (property)', () => {
    const intl = (value: number, lang: 'id' | 'en', digits: number) =>
      new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: digits }).format(value === 0 ? 0 : value);
    const values = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
      fc.integer({ min: 0, max: 50 }).map((n) => n / 10 + 0.05),
      fc.constantFrom(4.45, 1.005, 2.675, -0.04, 0.5, 999.995, 1e20, 123456789012345680000),
    );
    fc.assert(fc.property(values, fc.constantFrom('id' as const, 'en' as const), fc.integer({ min: 0, max: 4 }), (value, lang, digits) => {
      expect(formatNumber(value, lang, digits)).toBe(intl(value, lang, digits));
    }), { numRuns: 2000 });
  });

  it('never shows NaN for any input (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.string()), fc.constantFrom('id' as const, 'en' as const), (value, lang) => {
      expect(formatNumber(value, lang)).not.toMatch(/NaN|∞/);
    }));
  });
});

describe('safeFormat', () => {
  it('passes through a successful result', () => {
    expect(safeFormat(() => 'ok')).toBe('ok');
  });

  it('shows --ERR-- and warns when the formatter throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeFormat(() => {
      throw new Error('boom');
    })).toBe('--ERR--');
    expect(FORMAT_ERROR_TEXT).toBe('--ERR--');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('formatPhone', () => {
  it('puts a dash after every 4 digits', () => {
    expect(formatPhone('081234567890')).toBe('0812-3456-7890');
    expect(formatPhone('0812345')).toBe('0812-345');
    expect(formatPhone('0812')).toBe('0812');
  });

  it('drops formatting it was given and keeps a leading +', () => {
    expect(formatPhone('0812 3456-7890')).toBe('0812-3456-7890');
    expect(formatPhone('+1 415 555 0100')).toBe('+1415-5550-100');
    expect(formatPhone(81234567)).toBe('8123-4567');
  });

  it('writes an Indonesian number with its trunk 0, as Indonesians do, however it was stored', () => {
    expect(formatPhone('+62 812 3456 7890')).toBe('0812-3456-7890');
    expect(formatPhone('+6281234567890')).toBe('0812-3456-7890');
    expect(formatPhone('6281234567890')).toBe('0812-3456-7890');
    expect(formatPhone('+62 274 555 0123')).toBe('0274-5550-123');
  });

  it('shows nothing for empty or digitless input', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('abc')).toBe('');
  });

  it('keeps all digits in groups of at most 4 (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
      const shown = formatPhone(digits);
      // An Indonesian mobile number written with its country code (628…) is shown as 08….
      expect(shown.replace(/-/g, '')).toBe(digits.startsWith('628') ? `0${digits.slice(2)}` : digits);
      expect(shown).toMatch(/^\d{4}(-\d{4})*(-\d{1,3})?$|^\d{1,3}$/);
    }));
  });
});

describe('formatRupiah', () => {
  it('floors and separates thousands with dots', () => {
    expect(formatRupiah(1234567.9)).toBe('Rp1.234.567');
    expect(formatRupiah(150000)).toBe('Rp150.000');
    expect(formatRupiah(0.99)).toBe('Rp0');
  });

  it('is the same rendering as formatMoney for IDR (property)', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
      expect(formatRupiah(amount)).toBe(formatMoney(amount, 'IDR', 'id'));
      expect(formatRupiah(amount)).toBe(formatMoney(amount, 'IDR', 'en'));
    }));
  });
});

describe('formatPercent and roundTo2', () => {
  it('rounds to 2 decimals half away from zero', () => {
    expect(roundTo2(12.345)).toBe(12.35);
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(1e-7)).toBe(0);
    expect(roundTo2(Number.NaN)).toBe(0);
  });

  it('formats in the language convention and drops trailing zeros', () => {
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(12.345, 'en')).toBe('12.35%');
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(99.999, 'en')).toBe('100%');
    expect(formatPercent(Number.NaN, 'en')).toBe('0%');
  });

  it('never has more than 2 decimals (property)', () => {
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
      expect(formatPercent(value, 'en')).toMatch(/^-?[\d,]+(\.\d{1,2})?%$/);
      expect(Math.abs(roundTo2(value) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
    }));
  });
});
