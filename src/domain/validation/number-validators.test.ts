import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { max, min, noNegativeNumber, numeric, parseNumberInput } from './number-validators';

describe('parseNumberInput', () => {
  it('reads plain numbers with a dot or a comma as the decimal point', () => {
    expect(parseNumberInput('12')).toBe(12);
    expect(parseNumberInput(' -3.5 ')).toBe(-3.5);
    expect(parseNumberInput('2,5')).toBe(2.5);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('+7')).toBe(7);
    expect(parseNumberInput(42)).toBe(42);
  });

  it('reads Indonesian thousands groups, so a rupiah price keeps its zeros', () => {
    expect(parseNumberInput('15.000')).toBe(15_000);
    expect(parseNumberInput('1.250.000')).toBe(1_250_000);
    expect(parseNumberInput('1.500,75')).toBe(1500.75);
    expect(parseNumberInput('1 000')).toBe(1000);
  });

  it('refuses text that is not a number', () => {
    for (const value of ['', 'dua', '1..2', '1.2.3', '1,2,3', '12a', 'Infinity', '1e5', '--1', Number.NaN, Number.POSITIVE_INFINITY, null, {}, true]) {
      expect(parseNumberInput(value)).toBeNull();
    }
  });

  it('reads back any integer written plainly or grouped the Indonesian way (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
      expect(parseNumberInput(String(value))).toBe(value);
      const grouped = new Intl.NumberFormat('id-ID', { useGrouping: true }).format(value).replace('\u2212', '-');
      expect(parseNumberInput(grouped)).toBe(value);
    }));
  });
});

describe('numeric', () => {
  it('accepts numbers and numeric text, refuses other text as an invalid number', () => {
    expect(numeric('1.000', {})).toBeNull();
    expect(numeric(3, {})).toBeNull();
    expect(numeric('tiga', {})).toEqual({ key: 'validation.invalid.number' });
    expect(numeric(Number.POSITIVE_INFINITY, {})).toEqual({ key: 'validation.invalid.number' });
  });
});

describe('noNegativeNumber', () => {
  it('refuses below zero and lets zero and non-numbers through', () => {
    expect(noNegativeNumber('-1', {})).toEqual({ key: 'validation.noNegativeNumber' });
    expect(noNegativeNumber(-0.01, {})).toEqual({ key: 'validation.noNegativeNumber' });
    expect(noNegativeNumber(0, {})).toBeNull();
    expect(noNegativeNumber('-0', {})).toBeNull();
    expect(noNegativeNumber('abc', {})).toBeNull();
  });

  it('agrees with the sign of any finite number (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
      expect(noNegativeNumber(value, {}) === null).toBe(!(value < 0));
    }));
  });
});

describe('min and max', () => {
  it('are inclusive and carry the limit as a parameter', () => {
    expect(min(1)(0, {})).toEqual({ key: 'validation.min', params: { min: 1 } });
    expect(min(1)('1', {})).toBeNull();
    expect(max(100)('100', {})).toBeNull();
    expect(max(100)('100,5', {})).toEqual({ key: 'validation.max', params: { max: 100 } });
    expect(min(1)('x', {})).toBeNull();
    expect(max(1)('', {})).toBeNull();
  });

  it('match the comparison for any pair of numbers (property)', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (value, limit) => {
      expect(min(limit)(value, {}) === null).toBe(value >= limit);
      expect(max(limit)(value, {}) === null).toBe(value <= limit);
    }));
  });
});
