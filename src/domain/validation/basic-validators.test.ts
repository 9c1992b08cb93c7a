import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matches, minLength, mustNotContainSpace, notDuplicate, oneOf, required } from './basic-validators';

describe('required', () => {
  it('refuses missing values and an unticked box', () => {
    for (const value of [null, undefined, '', '   ', [], Number.NaN, false]) {
      expect(required(value, {})).toEqual({ key: 'validation.required' });
    }
  });

  it('accepts zero, a ticked box, text and lists', () => {
    for (const value of [0, true, 'x', ['a'], { a: 1 }]) expect(required(value, {})).toBeNull();
  });
});

describe('mustNotContainSpace', () => {
  it('refuses spaces, tabs and line breaks anywhere', () => {
    for (const value of ['budi santoso', ' budi', 'budi\t', 'a\nb', 'a\u00a0b']) {
      expect(mustNotContainSpace(value, {})).toEqual({ key: 'validation.mustNotContainSpace' });
    }
    expect(mustNotContainSpace('budi_santoso', {})).toBeNull();
  });

  it('accepts any text without whitespace (property)', () => {
    fc.assert(fc.property(fc.string().filter((text) => !/\s/u.test(text)), (text) => {
      expect(mustNotContainSpace(text, {})).toBeNull();
    }));
  });
});

describe('minLength', () => {
  it('counts characters of trimmed text and items of lists, with the minimum as a parameter', () => {
    expect(minLength(3)('ab', {})).toEqual({ key: 'validation.minlength', params: { min: 3 } });
    expect(minLength(3)('  ab  ', {})).toEqual({ key: 'validation.minlength', params: { min: 3 } });
    expect(minLength(3)('abc', {})).toBeNull();
    expect(minLength(2)(['a'], {})).toEqual({ key: 'validation.minlength', params: { min: 2 } });
    expect(minLength(2)(['a', 'b'], {})).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(minLength(2)('😀😀', {})).toBeNull();
    expect(minLength(3)('😀😀', {})).not.toBeNull();
  });

  it('agrees with the code point count (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.nat(20), (text, limit) => {
      const trimmed = text.trim();
      fc.pre(trimmed !== '');
      expect(minLength(limit)(text, {}) === null).toBe([...trimmed].length >= limit);
    }));
  });
});

describe('notDuplicate', () => {
  it('refuses a value already taken, ignoring case and surrounding spaces by default', () => {
    const rule = notDuplicate(['Batik Tulis', 'kopi']);
    expect(rule(' batik tulis ', {})).toEqual({ key: 'validation.duplicate' });
    expect(rule('KOPI', {})).toEqual({ key: 'validation.duplicate' });
    expect(rule('teh', {})).toBeNull();
  });

  it('compares case when asked', () => {
    expect(notDuplicate(['kopi'], { caseSensitive: true })('Kopi', {})).toBeNull();
    expect(notDuplicate(['kopi'], { caseSensitive: true })('kopi', {})).not.toBeNull();
  });

  it('reads a changing list through a function', () => {
    const taken: string[] = [];
    const rule = notDuplicate(() => taken);
    expect(rule('SKU-1', {})).toBeNull();
    taken.push('sku-1');
    expect(rule('SKU-1', {})).toEqual({ key: 'validation.duplicate' });
  });

  it('matches numbers against their text', () => {
    expect(notDuplicate([12])('12', {})).toEqual({ key: 'validation.duplicate' });
  });
});

describe('oneOf and matches', () => {
  it('oneOf refuses anything outside the set as an invalid value', () => {
    const rule = oneOf(['S', 'M', 'L']);
    expect(rule('M', {})).toBeNull();
    expect(rule('XL', {})).toEqual({ key: 'validation.invalid.value' });
    expect(rule('m', {})).toEqual({ key: 'validation.invalid.value' });
  });

  it('matches tests the whole trimmed text, the same way every time', () => {
    const rule = matches(/[A-Z]{2}\d+/g);
    expect(rule(' AB12 ', {})).toBeNull();
    expect(rule('AB12', {})).toBeNull();
    expect(rule('xAB12', {})).toEqual({ key: 'validation.invalid.value' });
    expect(rule({}, {})).toEqual({ key: 'validation.invalid.value' });
  });
});
