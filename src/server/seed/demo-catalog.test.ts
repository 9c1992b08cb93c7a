import { describe, expect, it } from 'vitest';
import { demoCategories, demoPages, demoProducts, demoShop } from './demo-catalog.data';
import type { SeedParagraph, SeedProduct, SeedRichText, SeedText } from './demo-catalog.types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOR = /^#[0-9a-f]{6}$/i;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function expectText(text: SeedText, where: string): void {
  expect(text.id.trim(), `${where} (id)`).not.toBe('');
  expect(text.en.trim(), `${where} (en)`).not.toBe('');
}

function paragraphTexts(paragraph: SeedParagraph): string[] {
  if (typeof paragraph === 'string') return [paragraph];
  if ('heading' in paragraph) return [paragraph.heading];
  return paragraph.list;
}

function expectRichText(body: SeedRichText, where: string): void {
  for (const language of ['id', 'en'] as const) {
    expect(body[language].length, `${where} (${language})`).toBeGreaterThan(0);
    for (const text of body[language].flatMap(paragraphTexts)) expect(text.trim(), `${where} (${language})`).not.toBe('');
  }
  // Translations must line up block by block so the two languages render the same structure.
  expect(body.en.map(kindOf), where).toEqual(body.id.map(kindOf));
}

function kindOf(paragraph: SeedParagraph): string {
  if (typeof paragraph === 'string') return 'paragraph';
  return 'heading' in paragraph ? 'heading' : `list:${paragraph.list.length}`;
}

function combinations(product: SeedProduct): string[] {
  return product.options.reduce<string[][]>((acc, o) => acc.flatMap((prefix) => o.values.map((v) => [...prefix, v.id])), [[]]).map((c) => c.join('|'));
}

describe('demo catalogue', () => {
  it('describes the shop in both languages', () => {
    expect(demoShop.name).not.toBe('');
    expectText(demoShop.tagline, 'tagline');
    expect(demoShop.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('has at least 8 top-level categories, valid parents and unique slugs', () => {
    expect(demoCategories.filter((c) => !c.parentSlug).length).toBeGreaterThanOrEqual(8);
    expect(demoCategories.some((c) => c.parentSlug)).toBe(true);
    expect(duplicates(demoCategories.map((c) => c.slug))).toEqual([]);
    demoCategories.forEach((category, index) => {
      expect(category.slug).toMatch(SLUG);
      expectText(category.name, category.slug);
      expectText(category.description, category.slug);
      for (const color of category.colors) expect(color).toMatch(COLOR);
      if (category.parentSlug) {
        const parentIndex = demoCategories.findIndex((c) => c.slug === category.parentSlug);
        expect(parentIndex, `${category.slug} parent`).toBeGreaterThanOrEqual(0);
        expect(parentIndex, `${category.slug} parent comes first`).toBeLessThan(index);
        expect(demoCategories[parentIndex]?.parentSlug, `${category.slug} nests only one level`).toBeUndefined();
      }
    });
  });

  it('has at least 64 products in existing categories, and every category has products', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(64);
    const slugs = new Set(demoCategories.map((c) => c.slug));
    for (const product of demoProducts) expect(slugs.has(product.categorySlug), product.slug).toBe(true);
    for (const category of demoCategories) {
      const inTree = demoProducts.filter((p) => p.categorySlug === category.slug || demoCategories.some((c) => c.parentSlug === category.slug && c.slug === p.categorySlug));
      expect(inTree.length, category.slug).toBeGreaterThan(0);
    }
  });

  it('has unique product slugs and SKUs, variation SKUs included', () => {
    expect(duplicates(demoProducts.map((p) => p.slug))).toEqual([]);
    const skus = demoProducts.flatMap((p) => [p.sku, ...p.variations.map((v) => v.sku)]);
    expect(duplicates(skus)).toEqual([]);
    for (const product of demoProducts) expect(product.slug).toMatch(SLUG);
  });

  it('has complete texts in both languages', () => {
    for (const product of demoProducts) {
      expectText(product.name, product.slug);
      expectText(product.summary, product.slug);
      expectRichText(product.description, product.slug);
      const blocks = product.description.id;
      expect(blocks.some((b) => typeof b === 'object' && 'heading' in b), `${product.slug} heading`).toBe(true);
      expect(blocks.some((b) => typeof b === 'object' && 'list' in b), `${product.slug} feature list`).toBe(true);
      expect(blocks.length, `${product.slug} blocks`).toBeGreaterThanOrEqual(2);
      expect(blocks.length, `${product.slug} blocks`).toBeLessThanOrEqual(4);
      expect(blocks.filter((b) => typeof b === 'string').length, `${product.slug} paragraphs`).toBeGreaterThanOrEqual(1);
      for (const o of product.options) {
        expectText(o.name, product.slug);
        for (const value of o.values) expectText(value, product.slug);
      }
    }
  });

  it('has believable prices, stock, weights and pictures', () => {
    for (const product of demoProducts) {
      expect(Number.isInteger(product.price) && product.price > 0, product.slug).toBe(true);
      expect(product.price, product.slug).toBeGreaterThanOrEqual(15000);
      expect(product.price, product.slug).toBeLessThanOrEqual(1500000);
      if (product.compareAtPrice !== undefined) {
        expect(Number.isInteger(product.compareAtPrice), product.slug).toBe(true);
        expect(product.compareAtPrice, product.slug).toBeGreaterThan(product.price);
      }
      expect(Number.isInteger(product.stock) && product.stock >= 0, product.slug).toBe(true);
      for (const size of [product.weightGrams, product.lengthCm, product.widthCm, product.heightCm]) {
        expect(Number.isInteger(size) && size > 0, product.slug).toBe(true);
      }
      expect(product.imageCount, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.imageCount, product.slug).toBeLessThanOrEqual(4);
      for (const color of product.colors) expect(color).toMatch(COLOR);
    }
    const onSale = demoProducts.filter((p) => p.compareAtPrice !== undefined).length;
    expect(onSale / demoProducts.length).toBeGreaterThan(0.15);
    expect(onSale / demoProducts.length).toBeLessThan(0.35);
    expect(demoProducts.some((p) => p.featured)).toBe(true);
  });

  it('has at least 20 products with complete, unique variations', () => {
    const withVariations = demoProducts.filter((p) => p.variations.length > 0);
    expect(withVariations.length).toBeGreaterThanOrEqual(20);
    for (const product of demoProducts) {
      if (product.options.length === 0) {
        expect(product.variations, product.slug).toEqual([]);
        continue;
      }
      for (const o of product.options) expect(duplicates(o.values.map((v) => v.id)), product.slug).toEqual([]);
      for (const variation of product.variations) {
        expect(variation.values.length, variation.sku).toBe(product.options.length);
        variation.values.forEach((value, i) => {
          expect(product.options[i]?.values.map((v) => v.id), variation.sku).toContain(value);
        });
        expect(Number.isInteger(variation.price) && variation.price > 0, variation.sku).toBe(true);
        expect(Number.isInteger(variation.stock) && variation.stock >= 0, variation.sku).toBe(true);
        expect(variation.sku.startsWith(`${product.sku}-`), variation.sku).toBe(true);
      }
      const keys = product.variations.map((v) => v.values.join('|'));
      expect(duplicates(keys), product.slug).toEqual([]);
      expect([...keys].sort(), product.slug).toEqual(combinations(product).sort());
      expect(product.price, product.slug).toBe(Math.min(...product.variations.map((v) => v.price)));
      expect(product.stock, product.slug).toBe(product.variations.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it('has at least 4 pages including the required ones', () => {
    expect(demoPages.length).toBeGreaterThanOrEqual(4);
    expect(duplicates(demoPages.map((p) => p.slug))).toEqual([]);
    for (const slug of ['tentang-kami', 'cara-belanja', 'pengiriman-dan-pengembalian', 'kebijakan-privasi']) {
      expect(demoPages.map((p) => p.slug)).toContain(slug);
    }
    for (const page of demoPages) {
      expect(page.slug).toMatch(SLUG);
      expectText(page.title, page.slug);
      expectRichText(page.body, page.slug);
    }
  });
});
