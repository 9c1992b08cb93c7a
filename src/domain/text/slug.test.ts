import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidSlug, toSlug } from './slug';

describe('toSlug', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(toSlug('Kemeja Batik Pria')).toBe('kemeja-batik-pria');
    expect(toSlug('Kopi  --  Gayo!!!  250g')).toBe('kopi-gayo-250g');
  });

  it('drops hyphens and underscores at either end', () => {
    expect(toSlug('__Tas Rotan__')).toBe('tas-rotan');
    expect(toSlug('--- promo ---')).toBe('promo');
    expect(toSlug('-_-x-_-')).toBe('x');
  });

  it('turns underscores and other punctuation inside into one hyphen', () => {
    expect(toSlug('kain_tenun/ikat & songket')).toBe('kain-tenun-ikat-songket');
  });

  it('keeps the base letter of accented letters and spells out special ones', () => {
    expect(toSlug('Café Crème Brûlée')).toBe('cafe-creme-brulee');
    expect(toSlug('Straße Ærø Łódź')).toBe('strasse-aero-lodz');
    expect(toSlug('İstanbul')).toBe('istanbul');
    expect(toSlug('ＫＯＰＩ　２')).toBe('kopi-2');
  });

  it('gives empty for empty or non-Latin text', () => {
    expect(toSlug('')).toBe('');
    expect(toSlug(null)).toBe('');
    expect(toSlug('   ')).toBe('');
    expect(toSlug('手机')).toBe('');
  });

  it('keeps digits and emoji-free words', () => {
    expect(toSlug('iPhone 15 Pro 🔥')).toBe('iphone-15-pro');
  });

  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

  it('uses only a-z, 0-9 and single inner hyphens (property)', () => {
    fc.assert(fc.property(anyText, (text) => {
      const slug = toSlug(text);
      expect(slug).toMatch(/^[a-z0-9-]*$/);
      expect(slug).not.toMatch(/^-|-$|--/);
      expect(slug === '' || isValidSlug(slug)).toBe(true);
    }));
  });

  it('is idempotent (property)', () => {
    fc.assert(fc.property(anyText, (text) => {
      expect(toSlug(toSlug(text))).toBe(toSlug(text));
    }));
  });

  it('leaves valid slugs unchanged and keeps every ASCII letter and digit in order (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), (slug) => {
      expect(toSlug(slug)).toBe(slug);
    }));
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
      expect(toSlug(text).replace(/-/g, '')).toBe(text.toLowerCase().replace(/[^a-z0-9]/g, ''));
    }));
  });
});

describe('isValidSlug', () => {
  it('accepts slugs and refuses anything toSlug would change', () => {
    expect(isValidSlug('kopi-gayo-250g')).toBe(true);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('Kopi')).toBe(false);
    expect(isValidSlug('kopi--gayo')).toBe(false);
    expect(isValidSlug('-kopi')).toBe(false);
    expect(isValidSlug('kopi_gayo')).toBe(false);
  });
});

describe('toSlug: special letters and edges', () => {
  it('spells out every special letter', () => {
    expect(toSlug('ß æ œ ø đ ð ł þ ı ħ ŧ')).toBe('ss-ae-oe-o-d-d-l-th-i-h-t');
  });
});
