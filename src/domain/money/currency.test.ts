import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  baseCurrencyCode,
  currencyByNumber,
  currencyNumber,
  currencySymbol,
  formatMoney,
  groupThousands,
  isCurrencyCode,
  isDecimalCurrency,
  toDisplayAmount,
  toStoredAmount,
} from './currency';
import type { CurrencyCode } from './currency';

const codeArb = fc.constantFrom(...CURRENCY_CODES);

describe('currency table', () => {
  it('numbers currencies exactly as spec §3', () => {
    const expected: Record<CurrencyCode, number> = {
      USD: 1, IDR: 2, CNY: 3, SGD: 4, MYR: 5, THB: 6, TWD: 7, HKD: 8, EUR: 9, JPY: 10,
      USD_D: 11, SGD_D: 12, MYR_D: 13, GBP_D: 14, PHP_D: 15,
    };
    expect(CURRENCIES).toHaveLength(15);
    for (const [code, n] of Object.entries(expected)) {
      expect(currencyNumber(code as CurrencyCode)).toBe(n);
      expect(currencyByNumber(n)?.code).toBe(code);
    }
  });

  it('finds nothing for an unknown number', () => {
    expect(currencyByNumber(0)).toBeUndefined();
    expect(currencyByNumber(16)).toBeUndefined();
    expect(currencyByNumber(2.5)).toBeUndefined();
  });

  it('marks exactly the _D currencies as decimal', () => {
    for (const { code } of CURRENCIES) expect(isDecimalCurrency(code)).toBe(code.endsWith('_D'));
  });

  it('uses the symbols of spec §9, JPY as a suffix', () => {
    expect(currencySymbol('IDR')).toBe('Rp');
    expect(currencySymbol('TWD')).toBe('NT$');
    expect(currencySymbol('HKD')).toBe('HK$');
    expect(currencySymbol('MYR')).toBe('RM');
    expect(currencySymbol('JPY')).toBe('円');
    expect(CURRENCIES.filter((c) => c.symbolPosition === 'suffix').map((c) => c.code)).toEqual(['JPY']);
    expect(currencySymbol('MYR_D')).toBe(currencySymbol('MYR'));
    expect(currencySymbol('USD_D')).toBe(currencySymbol('USD'));
  });

  it('shows every currency with its own symbol', () => {
    const shown = Object.fromEntries(CURRENCY_CODES.map((code) => [code, formatMoney(1234, code, 'en')]));
    expect(shown).toEqual({
      USD: '$1,234', IDR: 'Rp1.234', CNY: '¥1,234', SGD: 'S$1,234', MYR: 'RM1,234', THB: '฿1,234', TWD: 'NT$1,234', HKD: 'HK$1,234',
      EUR: '€1,234', JPY: '1,234円', USD_D: '$12.34', SGD_D: 'S$12.34', MYR_D: 'RM12.34', GBP_D: '£12.34', PHP_D: '₱12.34',
    });
  });

  it('refuses an unknown currency code by name', () => {
    expect(() => currencyNumber('XYZ' as CurrencyCode)).toThrow(new RangeError('Unknown currency XYZ'));
    expect(() => formatMoney(1, 'IDR ' as CurrencyCode, 'id')).toThrow(RangeError);
  });

  it('recognises codes and their base', () => {
    expect(isCurrencyCode('IDR')).toBe(true);
    expect(isCurrencyCode('idr')).toBe(false);
    expect(isCurrencyCode(2)).toBe(false);
    expect(baseCurrencyCode('GBP_D')).toBe('GBP');
    expect(baseCurrencyCode('IDR')).toBe('IDR');
  });
});

describe('stored and displayed amounts', () => {
  it('divides and multiplies by 100 only for _D currencies', () => {
    expect(toDisplayAmount(1999, 'USD_D')).toBe(19.99);
    expect(toDisplayAmount(1999, 'USD')).toBe(1999);
    expect(toStoredAmount(19.99, 'USD_D')).toBe(1999);
    expect(toStoredAmount(150000, 'IDR')).toBe(150000);
  });

  it('rounds half away from zero despite binary noise', () => {
    expect(toStoredAmount(1.005, 'SGD_D')).toBe(101);
    expect(toStoredAmount(-1.005, 'SGD_D')).toBe(-101);
    expect(toStoredAmount(0.1 + 0.2, 'PHP_D')).toBe(30);
    expect(toStoredAmount(1500.5, 'IDR')).toBe(1501);
    expect(Object.is(toStoredAmount(-0.001, 'IDR'), 0)).toBe(true);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toStoredAmount(Number.NaN, 'IDR')).toThrow(RangeError);
    expect(() => toStoredAmount(Infinity, 'USD_D')).toThrow(RangeError);
  });

  it('round-trips every integer stored amount (property)', () => {
    fc.assert(fc.property(codeArb, fc.integer({ min: -1e12, max: 1e12 }), (code, stored) => {
      expect(toStoredAmount(toDisplayAmount(stored, code), code)).toBe(stored);
    }));
  });

  it('always stores an integer (property)', () => {
    fc.assert(fc.property(codeArb, fc.double({ min: -1e9, max: 1e9, noNaN: true }), (code, display) => {
      expect(Number.isInteger(toStoredAmount(display, code))).toBe(true);
    }));
  });
});

describe('formatMoney', () => {
  it('writes rupiah as Rp with dot thousands and no space, in any language', () => {
    expect(formatMoney(150000, 'IDR', 'id')).toBe('Rp150.000');
    expect(formatMoney(150000, 'IDR', 'en')).toBe('Rp150.000');
    expect(formatMoney(0, 'IDR', 'id')).toBe('Rp0');
    expect(formatMoney(999, 'IDR', 'id')).toBe('Rp999');
    expect(formatMoney(1234567890, 'IDR', 'id')).toBe('Rp1.234.567.890');
  });

  it('shows prices in rupiah unless the shop says otherwise', () => {
    expect(formatMoney(25000, DEFAULT_CURRENCY, 'en')).toBe('Rp25.000');
  });

  it('floors rupiah and puts the sign before the symbol', () => {
    expect(formatMoney(1234567.9, 'IDR', 'id')).toBe('Rp1.234.567');
    expect(formatMoney(-5000, 'IDR', 'id')).toBe('-Rp5.000');
  });

  it('shows non-finite amounts as zero', () => {
    expect(formatMoney(Number.NaN, 'IDR', 'id')).toBe('Rp0');
    expect(formatMoney(Infinity, 'USD_D', 'en')).toBe('$0.00');
  });

  it('formats decimal currencies with two decimals in the language convention', () => {
    expect(formatMoney(123456, 'USD_D', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD_D', 'id')).toBe('$1.234,56');
    expect(formatMoney(1250, 'MYR_D', 'en')).toBe('RM12.50');
    expect(formatMoney(5, 'GBP_D', 'en')).toBe('£0.05');
  });

  it('formats whole-unit currencies without decimals', () => {
    expect(formatMoney(1500, 'JPY', 'id')).toBe('1.500円');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('1,500円');
    expect(formatMoney(30, 'TWD', 'en')).toBe('NT$30');
    expect(formatMoney(2500, 'HKD', 'en')).toBe('HK$2,500');
  });

  it('rupiah digits are the integer with dots every three places (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
      const text = formatMoney(n, 'IDR', 'id');
      expect(text).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
      expect(Number(text.slice(2).replace(/\./g, ''))).toBe(n);
    }));
  });

  it('every currency shows its symbol on its side (property)', () => {
    fc.assert(fc.property(codeArb, fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('id' as const, 'en' as const), (code, n, lang) => {
      const text = formatMoney(n, code, lang);
      const symbol = currencySymbol(code);
      const unsigned = n < 0 ? text.slice(1) : text;
      if (code === 'JPY') expect(unsigned.endsWith(symbol)).toBe(true);
      else expect(unsigned.startsWith(symbol)).toBe(true);
      expect(text.startsWith('-')).toBe(n < 0);
    }));
  });
});

describe('groupThousands', () => {
  it('keeps every digit of amounts beyond exponent notation', () => {
    expect(groupThousands(1e21, '.')).toBe('1.000.000.000.000.000.000.000');
    expect(groupThousands(100, ',')).toBe('100');
    expect(groupThousands(1000, ',')).toBe('1,000');
  });
});
