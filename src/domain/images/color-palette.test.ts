import { describe, expect, it } from 'vitest';
import { countedPixels, dominantColor, extractPalette, rgbToHex, type PixelData } from './color-palette';

/** A synthetic picture: `count` pixels of each RGBA colour given, in bands. */
function picture(...bands: Array<{ rgba: readonly [number, number, number, number]; count: number }>): PixelData {
  const data: number[] = [];
  for (const { rgba, count } of bands) for (let i = 0; i < count; i += 1) data.push(...rgba);
  return { data, channels: 4 };
}

/** A gradient with many distinct colours, so the quantizer has to cut. */
function gradient(from: readonly [number, number, number], to: readonly [number, number, number], steps: number): PixelData {
  const data: number[] = [];
  for (let i = 0; i < steps; i += 1) {
    const t = i / (steps - 1);
    data.push(...from.map((c, k) => Math.round(c + (to[k]! - c) * t)), 255);
  }
  return { data, channels: 4 };
}

describe('extractPalette', () => {
  it('gives a single-colour picture that one colour', () => {
    const red = picture({ rgba: [200, 30, 40, 255], count: 400 });
    expect(extractPalette(red)).toEqual([[200, 30, 40]]);
    expect(dominantColor(red)).toEqual([200, 30, 40]);
  });

  it('puts the most frequent colour first when there are few colours', () => {
    const mostlyBlue = picture({ rgba: [250, 0, 0, 255], count: 10 }, { rgba: [0, 0, 240, 255], count: 300 }, { rgba: [0, 200, 0, 255], count: 50 });
    expect(extractPalette(mostlyBlue)).toEqual([[0, 0, 240], [0, 200, 0], [250, 0, 0]]);
    expect(dominantColor(mostlyBlue)).toEqual([0, 0, 240]);
  });

  it('skips near-white pixels: a product on a white backdrop is its product colour', () => {
    const onWhite = picture({ rgba: [255, 255, 255, 255], count: 900 }, { rgba: [251, 252, 253, 255], count: 900 }, { rgba: [20, 120, 60, 255], count: 100 });
    expect(dominantColor(onWhite)).toEqual([20, 120, 60]);
    // 250 itself is not "above 250": a light grey still counts.
    expect(countedPixels(picture({ rgba: [250, 255, 255, 255], count: 1 }))).toEqual([[250, 255, 255]]);
  });

  it('skips pixels with alpha below 125, and counts 125 itself', () => {
    const mostlyClear = picture({ rgba: [0, 0, 0, 0], count: 1000 }, { rgba: [255, 0, 0, 124], count: 1000 }, { rgba: [10, 20, 200, 125], count: 5 });
    expect(dominantColor(mostlyClear)).toEqual([10, 20, 200]);
  });

  it('answers nothing when no pixel counts', () => {
    expect(extractPalette(picture({ rgba: [255, 255, 255, 255], count: 50 }))).toEqual([]);
    expect(dominantColor(picture({ rgba: [30, 30, 30, 0], count: 50 }))).toBeNull();
    expect(dominantColor({ data: [], channels: 3 })).toBeNull();
  });

  it('quantizes many colours to at most the size asked, 10 by default and 5 for the dominant colour', () => {
    const rainbow = gradient([255, 0, 0], [0, 0, 255], 600);
    const palette = extractPalette(rainbow);
    expect(palette.length).toBeGreaterThan(5);
    expect(palette.length).toBeLessThanOrEqual(10);
    expect(extractPalette(rainbow, 2).length).toBeLessThanOrEqual(2);
    const dominant = dominantColor(rainbow)!;
    expect(extractPalette(rainbow, 5)[0]).toEqual(dominant);
    // Every colour of the palette lies on the gradient: red falls as blue rises.
    for (const [r, g, b] of palette) {
      expect(g).toBeLessThan(10);
      expect(Math.abs(r + b - 255)).toBeLessThan(20);
    }
  });

  it('finds the large area over a scattering of other colours', () => {
    const scattered = gradient([0, 0, 0], [90, 90, 90], 200);
    const data = [...Array.from(scattered.data)];
    for (let i = 0; i < 2000; i += 1) data.push(230, 120, 10, 255);
    const [r, g, b] = dominantColor({ data, channels: 4 })!;
    expect(Math.abs(r - 230)).toBeLessThanOrEqual(8);
    expect(Math.abs(g - 120)).toBeLessThanOrEqual(8);
    expect(Math.abs(b - 10)).toBeLessThanOrEqual(8);
  });

  it('reads RGB pixels without alpha', () => {
    expect(dominantColor({ data: [1, 2, 3, 1, 2, 3, 255, 255, 255], channels: 3 })).toEqual([1, 2, 3]);
  });

  it('takes palette sizes from 2 to 256 only', () => {
    const red = picture({ rgba: [200, 30, 40, 255], count: 4 });
    for (const size of [1, 0, 257, 2.5, Number.NaN]) expect(() => extractPalette(red, size)).toThrow(RangeError);
    expect(extractPalette(red, 2)).toHaveLength(1);
    expect(extractPalette(red, 256)).toHaveLength(1);
  });
});

describe('rgbToHex', () => {
  it('writes lowercase #rrggbb, rounding and clamping', () => {
    expect(rgbToHex([255, 0, 171])).toBe('#ff00ab');
    expect(rgbToHex([-4, 300, 15.6])).toBe('#00ff10');
  });
});
