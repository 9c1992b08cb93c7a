import { describe, expect, it } from 'vitest';
import { decodeBitmap, isBitmap } from './bmp';

/** A bitmap file with a 40-byte header (plus masks when given), rows bottom-up unless `topDown`. */
function bitmapFile(options: { width: number; height: number; bitCount: number; rows: number[][]; palette?: number[][]; compression?: number; masks?: number[]; topDown?: boolean }): Uint8Array {
  const { width, height, bitCount, rows, palette = [], compression = 0, masks = [] } = options;
  const rowSize = Math.ceil((bitCount * width) / 32) * 4;
  const header = 14 + 40 + masks.length * 4 + palette.length * 4;
  const bytes = new Uint8Array(header + rowSize * height);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; bytes[1] = 0x4d;
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, header, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, options.topDown ? -height : height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, bitCount, true);
  view.setUint32(30, compression, true);
  view.setUint32(46, palette.length, true);
  masks.forEach((mask, i) => view.setUint32(54 + i * 4, mask, true));
  palette.forEach(([r, g, b], i) => bytes.set([b!, g!, r!, 0], 54 + masks.length * 4 + i * 4));
  rows.forEach((row, y) => bytes.set(row, header + (options.topDown ? y : height - 1 - y) * rowSize));
  return bytes;
}

const pixel = (pixels: Uint8Array, width: number, x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];

describe('decodeBitmap', () => {
  it('reads a 24-bit bitmap stored bottom-up, top row first in the result', () => {
    // Top row: red, green; bottom row: blue, white (bytes are blue, green, red).
    const file = bitmapFile({ width: 2, height: 2, bitCount: 24, rows: [[0, 0, 255, 0, 255, 0], [255, 0, 0, 255, 255, 255]] });
    const result = decodeBitmap(file, 100);
    if (!result.ok) throw new Error(result.reason);
    expect(result.bitmap.width).toBe(2);
    expect(pixel(result.bitmap.pixels, 2, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(result.bitmap.pixels, 2, 1, 0)).toEqual([0, 255, 0, 255]);
    expect(pixel(result.bitmap.pixels, 2, 0, 1)).toEqual([0, 0, 255, 255]);
    expect(pixel(result.bitmap.pixels, 2, 1, 1)).toEqual([255, 255, 255, 255]);
  });

  it('reads palette bitmaps (8 and 1 bit) and top-down rows', () => {
    const eight = decodeBitmap(bitmapFile({ width: 3, height: 1, bitCount: 8, palette: [[10, 20, 30], [200, 100, 50]], rows: [[1, 0, 1]], topDown: true }), 100);
    if (!eight.ok) throw new Error(eight.reason);
    expect(pixel(eight.bitmap.pixels, 3, 0, 0)).toEqual([200, 100, 50, 255]);
    expect(pixel(eight.bitmap.pixels, 3, 1, 0)).toEqual([10, 20, 30, 255]);
    const one = decodeBitmap(bitmapFile({ width: 9, height: 1, bitCount: 1, palette: [[0, 0, 0], [255, 255, 255]], rows: [[0b10000000, 0b10000000]] }), 100);
    if (!one.ok) throw new Error(one.reason);
    expect(pixel(one.bitmap.pixels, 9, 0, 0)).toEqual([255, 255, 255, 255]);
    expect(pixel(one.bitmap.pixels, 9, 1, 0)).toEqual([0, 0, 0, 255]);
    expect(pixel(one.bitmap.pixels, 9, 8, 0)).toEqual([255, 255, 255, 255]);
  });

  it('reads 32-bit bit-field bitmaps with alpha, and treats an all-zero alpha as opaque', () => {
    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
    const seeThrough = decodeBitmap(bitmapFile({ width: 2, height: 1, bitCount: 32, compression: 6, masks, rows: [[30, 20, 10, 0, 30, 20, 10, 128]] }), 100);
    if (!seeThrough.ok) throw new Error(seeThrough.reason);
    expect(pixel(seeThrough.bitmap.pixels, 2, 0, 0)).toEqual([10, 20, 30, 0]);
    expect(pixel(seeThrough.bitmap.pixels, 2, 1, 0)).toEqual([10, 20, 30, 128]);
    const zeroAlpha = decodeBitmap(bitmapFile({ width: 1, height: 1, bitCount: 32, compression: 6, masks, rows: [[30, 20, 10, 0]] }), 100);
    if (!zeroAlpha.ok) throw new Error(zeroAlpha.reason);
    expect(pixel(zeroAlpha.bitmap.pixels, 1, 0, 0)).toEqual([10, 20, 30, 255]);
  });

  it('reads 16-bit 5-5-5 bitmaps', () => {
    const result = decodeBitmap(bitmapFile({ width: 1, height: 1, bitCount: 16, rows: [[0x00, 0x7c]] }), 100);
    if (!result.ok) throw new Error(result.reason);
    expect(pixel(result.bitmap.pixels, 1, 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it('refuses what it cannot or must not read', () => {
    expect(decodeBitmap(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 100)).toEqual({ ok: false, reason: 'notBitmap' });
    expect(decodeBitmap(bitmapFile({ width: 2, height: 2, bitCount: 8, compression: 1, palette: [[0, 0, 0]], rows: [] }), 100)).toEqual({ ok: false, reason: 'unsupported' });
    expect(decodeBitmap(bitmapFile({ width: 20, height: 20, bitCount: 24, rows: [] }), 399)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(decodeBitmap(bitmapFile({ width: 4, height: 4, bitCount: 24, rows: [] }).subarray(0, 80), 100)).toEqual({ ok: false, reason: 'truncated' });
    expect(isBitmap(new Uint8Array([0x42, 0x4d]))).toBe(false);
  });
});
