import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCategories, demoProducts } from './demo-catalog.data';
import type { ProductMotif } from './demo-catalog.types';
import { CATEGORY_IMAGE_HEIGHT, CATEGORY_IMAGE_WIDTH, renderCategoryImage, renderProductImage } from './product-image';
import { MOTIFS } from './product-image-motifs';

const colors: [string, string] = ['#7b1e3a', '#d4af37'];

async function pixels(image: Buffer): Promise<Buffer> {
  return sharp(image).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

describe('renderProductImage', () => {
  it('renders a 1200 px square JPEG by default', async () => {
    const meta = await sharp(await renderProductImage({ motif: 'bag', colors, seed: 'tas', index: 0 })).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1200, channels: 3, hasAlpha: false });
  });

  it('honours the requested size', async () => {
    const meta = await sharp(await renderProductImage({ motif: 'cup', colors, seed: 'cangkir', index: 1, size: 320 })).metadata();
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(320);
  });

  it('gives identical bytes for the same input', async () => {
    const input = { motif: 'fabric' as const, colors, seed: 'kain-batik', index: 2, size: 256 };
    const [first, second] = await Promise.all([renderProductImage(input), renderProductImage(input)]);
    expect(first.equals(second)).toBe(true);
  });

  it('draws different pictures for different motifs, pictures and seeds', async () => {
    const base = { colors, seed: 'sama', index: 0, size: 160 };
    const [cup, book, cupSecond, cupOtherSeed] = await Promise.all([
      renderProductImage({ ...base, motif: 'cup' }).then(pixels),
      renderProductImage({ ...base, motif: 'book' }).then(pixels),
      renderProductImage({ ...base, motif: 'cup', index: 1 }).then(pixels),
      renderProductImage({ ...base, motif: 'cup', seed: 'lain' }).then(pixels),
    ]);
    expect(meanDifference(cup, book)).toBeGreaterThan(4);
    expect(meanDifference(cup, cupSecond)).toBeGreaterThan(4);
    expect(cup.equals(cupOtherSeed)).toBe(false);
  });

  it('draws every motif', async () => {
    const motifs = Object.keys(MOTIFS) as ProductMotif[];
    const images = await Promise.all(motifs.map((motif) => renderProductImage({ motif, colors, seed: motif, index: 0, size: 96 })));
    for (const image of images) expect((await sharp(image).metadata()).width).toBe(96);
  });

  it('renders every picture of the demo catalogue', async () => {
    const jobs = demoProducts.flatMap((p) => Array.from({ length: p.imageCount }, (_, index) => ({ motif: p.motif, colors: p.colors, seed: p.slug, index, size: 64 })));
    const images = await Promise.all(jobs.map((job) => renderProductImage(job)));
    expect(images.every((image) => image.length > 500)).toBe(true);
  });

  it('rejects nonsense sizes', async () => {
    await expect(renderProductImage({ motif: 'jar', colors, seed: 'x', index: 0, size: 0 })).rejects.toThrow(RangeError);
  });
});

describe('renderCategoryImage', () => {
  it('renders a landscape JPEG for every category', async () => {
    const first = demoCategories[0];
    if (!first) throw new Error('no categories');
    const meta = await sharp(await renderCategoryImage(first)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: CATEGORY_IMAGE_WIDTH, height: CATEGORY_IMAGE_HEIGHT });
    const all = await Promise.all(demoCategories.map((category) => renderCategoryImage(category)));
    expect(all.every((image) => image.length > 1000)).toBe(true);
  });
});
