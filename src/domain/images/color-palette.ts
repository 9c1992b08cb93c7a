// Colour extraction of spec §9: which colours a picture is made of, and the one to paint
// while it loads. Pixels go to the MMCQ quantizer (modified median cut, 5 bits per channel,
// at most 1000 iterations, 75 % of the cuts by population), whose constants are spec §9's.
import quantize from '@lokesh.dhakar/quantize';

export type Rgb = readonly [number, number, number];

/** Colours in a palette unless asked otherwise (spec §9). */
export const PALETTE_SIZE = 10;
/** The dominant colour is the first of a 5-colour palette (spec §9, "5 for a single colour"). */
export const DOMINANT_PALETTE_SIZE = 5;
export const MIN_PALETTE_SIZE = 2;
export const MAX_PALETTE_SIZE = 256;
/** Pixels less opaque than this say nothing about the picture's colour (spec §9). */
export const MIN_ALPHA = 125;
/** A pixel whose three channels are all above this counts as near-white: the usual backdrop, not the subject. */
export const NEAR_WHITE = 250;

/** Raw pixels, row after row: RGB (3 channels) or RGBA (4 channels), one byte each. */
export interface PixelData {
  data: ArrayLike<number>;
  channels: 3 | 4;
}

/** The pixels that count: opaque enough and not near-white, as [r, g, b]. */
export function countedPixels(pixels: PixelData): Array<[number, number, number]> {
  const { data, channels } = pixels;
  const counted: Array<[number, number, number]> = [];
  for (let at = 0; at + channels <= data.length; at += channels) {
    const r = data[at]!;
    const g = data[at + 1]!;
    const b = data[at + 2]!;
    if (channels === 4 && data[at + 3]! < MIN_ALPHA) continue;
    if (r > NEAR_WHITE && g > NEAR_WHITE && b > NEAR_WHITE) continue;
    counted.push([r, g, b]);
  }
  return counted;
}

/**
 * The picture's palette, most significant colour first (population × extent in colour space,
 * as MMCQ orders its boxes). Empty when no pixel counts. When the picture has no more distinct
 * colours than asked for, those colours are the palette, most frequent first.
 * Throws RangeError for a size outside 2–256.
 */
export function extractPalette(pixels: PixelData, size: number = PALETTE_SIZE): Rgb[] {
  if (!Number.isInteger(size) || size < MIN_PALETTE_SIZE || size > MAX_PALETTE_SIZE) {
    throw new RangeError(`A palette has ${MIN_PALETTE_SIZE}–${MAX_PALETTE_SIZE} colours, not ${size}`);
  }
  const counted = countedPixels(pixels);
  if (counted.length === 0) return [];
  const frequency = new Map<number, number>();
  for (const [r, g, b] of counted) {
    const key = (r << 16) | (g << 8) | b;
    frequency.set(key, (frequency.get(key) ?? 0) + 1);
    // Only the few-colour case needs exact counts; stop counting once it cannot be that case.
    if (frequency.size > size) break;
  }
  if (frequency.size <= size) {
    // The quantizer hands few-colour pictures back in the order first seen; the most frequent first is what "dominant" means.
    return [...frequency].sort((a, b) => b[1] - a[1]).map(([key]) => [(key >> 16) & 255, (key >> 8) & 255, key & 255] as const);
  }
  const map = quantize(counted, size);
  return map ? map.palette().map(([r, g, b]) => [r, g, b] as const) : [];
}

/** The colour to paint before the picture arrives; null when no pixel counts (all near-white or transparent). */
export function dominantColor(pixels: PixelData): Rgb | null {
  return extractPalette(pixels, DOMINANT_PALETTE_SIZE)[0] ?? null;
}

/** `#rrggbb`, lowercase, each channel rounded and held to 0–255. */
export function rgbToHex(color: Rgb): string {
  return `#${color.map((channel) => Math.max(0, Math.min(255, Math.round(channel))).toString(16).padStart(2, '0')).join('')}`;
}
