import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatImageRef, isImageRef, parseImageRef } from './image-ref';
import type { ImageRef } from './image-ref';

const sample: ImageRef = { path: '/media/abc123', dominantColor: '#a0b1c2', width: 800, height: 600, hasAlpha: false };

describe('formatImageRef', () => {
  it('appends colour, size and alpha after a tilde', () => {
    expect(formatImageRef(sample)).toBe('/media/abc123~a0b1c2_800x600_0');
    expect(formatImageRef({ ...sample, dominantColor: 'A0B1C2', hasAlpha: true })).toBe('/media/abc123~a0b1c2_800x600_1');
  });

  it('uses only URL-safe characters in the suffix', () => {
    const suffix = formatImageRef(sample).split('~')[1] ?? '';
    expect(encodeURIComponent(suffix)).toBe(suffix);
  });

  it('throws on what it cannot represent', () => {
    expect(() => formatImageRef({ ...sample, path: '' })).toThrow(RangeError);
    expect(() => formatImageRef({ ...sample, path: '/a b' })).toThrow(RangeError);
    expect(() => formatImageRef({ ...sample, path: '/a?w=1' })).toThrow(RangeError);
    expect(() => formatImageRef({ ...sample, dominantColor: 'red' })).toThrow(RangeError);
    expect(() => formatImageRef({ ...sample, width: 0 })).toThrow(RangeError);
    expect(() => formatImageRef({ ...sample, height: 1.5 })).toThrow(RangeError);
    expect(() => formatImageRef({ ...sample, width: 100_001 })).toThrow(RangeError);
  });
});

describe('parseImageRef', () => {
  it('reads a reference back', () => {
    expect(parseImageRef('/media/abc123~a0b1c2_800x600_0')).toEqual(sample);
    expect(parseImageRef('https://img.toko.id/x~y/abc~ffffff_1x2_1')).toEqual({
      path: 'https://img.toko.id/x~y/abc', dominantColor: '#ffffff', width: 1, height: 2, hasAlpha: true,
    });
  });

  it('returns null for malformed input', () => {
    for (const bad of [
      '/media/abc123',
      '~a0b1c2_800x600_0',
      '/media/abc~a0b1c2_800x600',
      '/media/abc~a0b1c2_800x600_2',
      '/media/abc~A0B1C2_800x600_0',
      '/media/abc~a0b1c2_0x600_0',
      '/media/abc~a0b1c2_800x600_0 ',
      '/media/abc~a0b1c2_999999x1_0',
      '/media/a b~a0b1c2_800x600_0',
      '',
    ]) {
      expect(parseImageRef(bad), bad).toBeNull();
    }
    expect(parseImageRef(42)).toBeNull();
    expect(isImageRef('/media/abc123')).toBe(false);
    expect(isImageRef('/media/abc123~a0b1c2_800x600_0')).toBe(true);
  });

  it('round-trips every representable reference (property)', () => {
    const refArb = fc.record({
      path: fc.stringMatching(/^\/[A-Za-z0-9/_.~-]{1,40}$/),
      dominantColor: fc.stringMatching(/^#[0-9a-f]{6}$/),
      width: fc.integer({ min: 1, max: 100_000 }),
      height: fc.integer({ min: 1, max: 100_000 }),
      hasAlpha: fc.boolean(),
    });
    fc.assert(fc.property(refArb, (ref) => {
      expect(parseImageRef(formatImageRef(ref))).toEqual(ref);
    }));
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const parsed = parseImageRef(text);
      if (parsed) expect(formatImageRef(parsed)).toBe(text);
    }));
  });
});
