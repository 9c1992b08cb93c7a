import { describe, expect, it } from 'vitest';
import { judgedQueries, QUERY_KINDS } from '../../bench/search-quality/judged-queries.data';
import { demoCategories, demoProducts } from '../../src/server/seed/demo-catalog.data';

const productSlugs = new Set(demoProducts.map((p) => p.slug));

/** Letters added, dropped or changed to turn one word into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Every word of the names of the products and categories, in both languages. */
const catalogueWords = new Set(
  [...demoProducts.map((p) => p.name), ...demoCategories.map((c) => c.name)]
    .flatMap((name) => `${name.id} ${name.en}`.toLowerCase().split(/[^a-z0-9]+/)),
);

function categoryTree(slug: string): Set<string> {
  const slugs = new Set([slug]);
  for (const category of demoCategories) if (category.parentSlug && slugs.has(category.parentSlug)) slugs.add(category.slug);
  return slugs;
}

describe('the judged search queries over the demo catalogue', () => {
  it('has at least 60 queries, eight of each kind and five prefixes, in both languages', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(60);
    for (const kind of QUERY_KINDS) {
      expect(judgedQueries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(kind === 'prefix' ? 5 : 8);
    }
    expect(judgedQueries.filter((q) => q.language === 'en').length).toBeGreaterThanOrEqual(20);
    expect(judgedQueries.filter((q) => q.language === 'id').length).toBeGreaterThanOrEqual(20);
  });

  it('names only seeded products, each once per query, one to ten per query, and asks each query once', () => {
    expect(new Set(judgedQueries.map((q) => q.query.toLowerCase())).size).toBe(judgedQueries.length);
    for (const q of judgedQueries) {
      expect(q.relevant.filter((slug) => !productSlugs.has(slug)), q.query).toEqual([]);
      expect(new Set(q.relevant).size, q.query).toBe(q.relevant.length);
      // More than ten could never all be found in the first ten results.
      expect(q.relevant.length, q.query).toBeGreaterThanOrEqual(1);
      expect(q.relevant.length, q.query).toBeLessThanOrEqual(10);
    }
  });

  it('makes each typo one letter away from a word of five letters or more that the catalogue uses', () => {
    for (const q of judgedQueries.filter((judged) => judged.kind === 'typo')) {
      expect(q.meant, q.query).toBeDefined();
      expect(q.meant!.length, q.query).toBeGreaterThanOrEqual(5);
      expect(catalogueWords.has(q.meant!), q.meant).toBe(true);
      expect(catalogueWords.has(q.query), `${q.query} is itself a catalogue word`).toBe(false);
      expect(editDistance(q.query, q.meant!), q.query).toBe(1);
    }
  });

  it('makes each prefix three or four letters that start a catalogue word', () => {
    for (const q of judgedQueries.filter((judged) => judged.kind === 'prefix')) {
      expect(q.query.length, q.query).toBeGreaterThanOrEqual(3);
      expect(q.query.length, q.query).toBeLessThanOrEqual(4);
      expect([...catalogueWords].some((word) => word.startsWith(q.query) && word !== q.query), q.query).toBe(true);
    }
  });

  it('gives each SKU query the product that carries the code, on itself or a variation', () => {
    for (const q of judgedQueries.filter((judged) => judged.kind === 'sku')) {
      const code = q.query.toUpperCase();
      const owners = demoProducts.filter((p) => p.sku === code || p.variations.some((v) => v.sku === code)).map((p) => p.slug);
      expect(q.relevant, q.query).toEqual(owners);
    }
  });

  it('gives each category query exactly the products of the category and its sub-categories', () => {
    for (const q of judgedQueries.filter((judged) => judged.kind === 'category')) {
      expect(q.category, q.query).toBeDefined();
      const tree = categoryTree(q.category!);
      const inCategory = demoProducts.filter((p) => tree.has(p.categorySlug)).map((p) => p.slug);
      expect([...q.relevant].sort(), q.query).toEqual(inCategory.sort());
      const category = demoCategories.find((c) => c.slug === q.category)!;
      // The query is words of the category's name in the shopper's language.
      const nameWords = category.name[q.language].toLowerCase().split(/[^a-z0-9']+/);
      expect(q.query.split(' ').every((word) => nameWords.includes(word)), q.query).toBe(true);
    }
  });

  it('uses no word of the names as they are for a stemmed query, only a form of one', () => {
    for (const q of judgedQueries.filter((judged) => judged.kind === 'stemmed')) {
      expect(catalogueWords.has(q.query), q.query).toBe(false);
    }
  });
});
