import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { IMAGE_WIDTHS, buildSrcSet, buildSrcSetFromSources, chooseImageWidth, srcSetWidths } from './image-sizes';

describe('IMAGE_WIDTHS', () => {
  it('lists the widths of spec §9 in order', () => {
    expect(IMAGE_WIDTHS).toEqual([24, 32, 40, 60, 100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600]);
  });
});

describe('chooseImageWidth', () => {
  it('covers the display width at 2x by default', () => {
    expect(chooseImageWidth(150)).toBe(300);
    expect(chooseImageWidth(160)).toBe(400);
    expect(chooseImageWidth(12)).toBe(24);
  });

  it('honours the device pixel ratio', () => {
    expect(chooseImageWidth(150, 1)).toBe(200);
    expect(chooseImageWidth(300, 3)).toBe(1000);
    expect(chooseImageWidth(150, 0)).toBe(300);
    expect(chooseImageWidth(150, Number.NaN)).toBe(300);
  });

  it('caps the chosen width at 1200', () => {
    expect(chooseImageWidth(700)).toBe(1200);
    expect(chooseImageWidth(5000, 3)).toBe(1200);
  });

  it('fetches 800 for very small (unmeasured) widths', () => {
    expect(chooseImageWidth(0)).toBe(800);
    expect(chooseImageWidth(9)).toBe(800);
    expect(chooseImageWidth(-5)).toBe(800);
    expect(chooseImageWidth(Number.NaN)).toBe(800);
  });

  it('always picks an offered width up to 1200 (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), fc.double({ min: 0.5, max: 4, noNaN: true }), (width, ratio) => {
      const chosen = chooseImageWidth(width, ratio);
      expect(IMAGE_WIDTHS).toContain(chosen);
      expect(chosen).toBeLessThanOrEqual(1200);
      if (width >= 10 && width * ratio <= 1200) expect(chosen).toBeGreaterThanOrEqual(width * ratio);
    }));
  });
});

describe('srcSetWidths', () => {
  it('offers only widths the original can fill', () => {
    expect(srcSetWidths(450)).toEqual([24, 32, 40, 60, 100, 200, 300, 400]);
    expect(srcSetWidths(4000)).toEqual(IMAGE_WIDTHS);
    expect(srcSetWidths(20)).toEqual([]);
    expect(srcSetWidths(Number.NaN)).toEqual([]);
  });
});

describe('buildSrcSet', () => {
  it('writes ascending candidates with w descriptors', () => {
    expect(buildSrcSet([200, 100], (w) => `/media/x/${w}.webp`)).toBe('/media/x/100.webp 100w, /media/x/200.webp 200w');
  });

  it('skips sources over 3000 px, bad widths, duplicates and empty addresses', () => {
    expect(buildSrcSetFromSources([
      { url: '/a-4000', width: 4000 },
      { url: '/a-3000', width: 3000 },
      { url: '/a-0', width: 0 },
      { url: '/a-half', width: 10.5 },
      { url: '', width: 500 },
      { url: '/a-100', width: 100 },
      { url: '/a-100-again', width: 100 },
    ])).toBe('/a-100 100w, /a-3000 3000w');
  });

  it('encodes commas and spaces that would split candidates', () => {
    expect(buildSrcSet([100], () => '/a b,c.png')).toBe('/a%20b%2Cc.png 100w');
  });
});
