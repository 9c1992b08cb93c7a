// Reading Windows bitmaps (BMP), which shops still get from scanners and old editors, into
// RGBA pixels. The image library the server uses cannot decode BMP, and the format is simple
// enough to read here: uncompressed 1, 4, 8, 16, 24 and 32 bits per pixel, with or without
// bit-field masks. Run-length compressed bitmaps (rare) are refused.

export interface DecodedBitmap {
  width: number;
  height: number;
  /** RGBA, row after row from the top. */
  pixels: Uint8Array;
}

export type BitmapRefusal = 'notBitmap' | 'unsupported' | 'tooLarge' | 'truncated';

export type BitmapResult = { ok: true; bitmap: DecodedBitmap } | { ok: false; reason: BitmapRefusal };

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

export function isBitmap(bytes: Uint8Array): boolean {
  return bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

/** Reads one channel through its mask and scales it to 0–255. */
function channel(value: number, mask: number): number {
  if (!mask) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

/** Decodes a bitmap of at most `maxPixels` pixels (checked before anything is allocated). */
export function decodeBitmap(bytes: Uint8Array, maxPixels: number): BitmapResult {
  if (!isBitmap(bytes)) return { ok: false, reason: 'notBitmap' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const core = headerSize === 12;
  if (!core && (headerSize < 40 || bytes.length < 14 + headerSize)) return { ok: false, reason: 'unsupported' };
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = core ? view.getInt16(20, true) : view.getInt32(22, true);
  const bitCount = core ? view.getUint16(24, true) : view.getUint16(28, true);
  const compression = core ? BI_RGB : view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0) return { ok: false, reason: 'unsupported' };
  if (width * height > maxPixels) return { ok: false, reason: 'tooLarge' };
  if (![1, 4, 8, 16, 24, 32].includes(bitCount)) return { ok: false, reason: 'unsupported' };
  const masked = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (compression !== BI_RGB && !masked) return { ok: false, reason: 'unsupported' };
  if (masked && bitCount !== 16 && bitCount !== 32) return { ok: false, reason: 'unsupported' };

  // Masks follow a 40-byte header, or sit inside the larger (V4, V5) headers at the same place.
  let masks = bitCount === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0x00ff00, 0x0000ff, 0];
  if (masked) {
    const at = 14 + 40;
    if (bytes.length < at + 12) return { ok: false, reason: 'truncated' };
    const alpha = (compression === BI_ALPHABITFIELDS || headerSize >= 56) && bytes.length >= at + 16 ? view.getUint32(at + 12, true) : 0;
    masks = [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true), alpha];
  } else if (bitCount === 32 && headerSize >= 108) {
    masks = [0xff0000, 0x00ff00, 0x0000ff, view.getUint32(14 + 52, true)];
  }

  const palette: Array<[number, number, number]> = [];
  if (bitCount <= 8) {
    const entrySize = core ? 3 : 4;
    const used = core ? 0 : view.getUint32(46, true);
    const entries = used || 2 ** bitCount;
    const start = 14 + headerSize;
    for (let i = 0; i < entries && start + i * entrySize + 3 <= bytes.length; i += 1) {
      const at = start + i * entrySize;
      palette.push([bytes[at + 2]!, bytes[at + 1]!, bytes[at]!]);
    }
  }

  const rowSize = Math.ceil((bitCount * width) / 32) * 4;
  if (dataOffset + rowSize * height > bytes.length) return { ok: false, reason: 'truncated' };
  const pixels = new Uint8Array(width * height * 4);
  let anyAlpha = false;
  for (let row = 0; row < height; row += 1) {
    const source = dataOffset + (topDown ? row : height - 1 - row) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const out = (row * width + x) * 4;
      let rgb: readonly [number, number, number];
      let a = 255;
      if (bitCount <= 8) {
        const bitOffset = x * bitCount;
        const byte = bytes[source + (bitOffset >> 3)]!;
        const index = (byte >> (8 - bitCount - (bitOffset & 7))) & ((1 << bitCount) - 1);
        rgb = palette[index] ?? [0, 0, 0];
      } else if (bitCount === 24) {
        rgb = [bytes[source + x * 3 + 2]!, bytes[source + x * 3 + 1]!, bytes[source + x * 3]!];
      } else {
        const value = bitCount === 16 ? view.getUint16(source + x * 2, true) : view.getUint32(source + x * 4, true);
        rgb = [channel(value, masks[0]!), channel(value, masks[1]!), channel(value, masks[2]!)];
        if (masks[3]) {
          a = channel(value, masks[3]);
          if (a !== 0) anyAlpha = true;
        }
      }
      const [r, g, b] = rgb;
      pixels[out] = r;
      pixels[out + 1] = g;
      pixels[out + 2] = b;
      pixels[out + 3] = a;
    }
  }
  // Many writers leave the alpha byte zero throughout: such a bitmap is opaque, not invisible.
  if (masks[3] && !anyAlpha) for (let at = 3; at < pixels.length; at += 4) pixels[at] = 255;
  return { ok: true, bitmap: { width, height, pixels } };
}
