// The MMCQ quantizer ships without types; this is the part of it the palette uses.
declare module '@lokesh.dhakar/quantize' {
  export interface ColorMap {
    palette(): Array<[number, number, number]>;
  }
  /** Returns false when there is nothing to quantize (no pixels, or fewer than 2 colours asked). */
  export default function quantize(pixels: Array<[number, number, number]>, maxColors: number): ColorMap | false;
}
