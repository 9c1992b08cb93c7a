import type { ProductFilter } from '../graph/generated/shop-operations';

/**
 * A product list's filters as its address holds them, so a filtered list can be shared,
 * bookmarked and rendered by the server: `category=kemeja,celana`, `min=50000`, `max=200000`,
 * `stock=1`, `option=Ukuran:M|Ukuran:L|Warna:Putih` (each name and value URI-encoded).
 */
export const FILTER_QUERY_KEYS = ['category', 'min', 'max', 'stock', 'option'] as const;

function amount(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The filter in an address; parts that do not parse are left out, never an error. */
export function filterFromQuery(query: Readonly<Record<string, string | undefined>>): ProductFilter | null {
  const filter: ProductFilter = {};
  const categorySlugs = (query.category ?? '').split(',').map((slug) => slug.trim()).filter(Boolean);
  if (categorySlugs.length) filter.categorySlugs = categorySlugs;
  let min = amount(query.min);
  let max = amount(query.max);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) filter.priceMin = min;
  if (max !== undefined) filter.priceMax = max;
  if (query.stock === '1') filter.inStock = true;
  const options = new Map<string, string[]>();
  for (const pair of (query.option ?? '').split('|')) {
    const [rawName, rawValue] = pair.split(':');
    const name = rawName ? decoded(rawName) : null;
    const value = rawValue ? decoded(rawValue) : null;
    if (!name || value === null || value === '') continue;
    const values = options.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    options.set(name, values);
  }
  if (options.size) filter.options = [...options].map(([name, values]) => ({ name, values }));
  return Object.keys(filter).length ? filter : null;
}

/** The address's query for a filter: keys with nothing chosen are left out. */
export function queryForFilter(filter: ProductFilter | null): Record<string, string | undefined> {
  const options = (filter?.options ?? []).flatMap((option) => option.values.map((value) => `${encodeURIComponent(option.name)}:${encodeURIComponent(value)}`));
  return {
    category: filter?.categorySlugs?.length ? filter.categorySlugs.join(',') : undefined,
    min: filter?.priceMin !== undefined && filter.priceMin !== null ? String(filter.priceMin) : undefined,
    max: filter?.priceMax !== undefined && filter.priceMax !== null ? String(filter.priceMax) : undefined,
    stock: filter?.inStock ? '1' : undefined,
    option: options.length ? options.join('|') : undefined,
  };
}

/** How many choices a filter holds (the count on the phone's "Filter" button). */
export function chosenCount(filter: ProductFilter | null): number {
  if (!filter) return 0;
  return (filter.categorySlugs?.length ?? 0)
    // A price range is one choice, whether one bound is set or both.
    + ((filter.priceMin ?? null) !== null || (filter.priceMax ?? null) !== null ? 1 : 0)
    + (filter.inStock ? 1 : 0)
    + (filter.options ?? []).reduce((sum, option) => sum + option.values.length, 0);
}

/** The filter with one category or option value chosen or no longer chosen. */
export function toggled(filter: ProductFilter | null, change: { categorySlug: string } | { option: string; value: string }): ProductFilter | null {
  const next: ProductFilter = { ...(filter ?? {}) };
  if ('categorySlug' in change) {
    const slugs = next.categorySlugs ?? [];
    next.categorySlugs = slugs.includes(change.categorySlug) ? slugs.filter((slug) => slug !== change.categorySlug) : [...slugs, change.categorySlug];
  } else {
    const options = (next.options ?? []).map((option) => ({ name: option.name, values: [...option.values] }));
    const option = options.find((entry) => entry.name === change.option);
    if (!option) options.push({ name: change.option, values: [change.value] });
    else option.values = option.values.includes(change.value) ? option.values.filter((value) => value !== change.value) : [...option.values, change.value];
    next.options = options.filter((entry) => entry.values.length > 0);
  }
  return filterFromQuery(queryForFilter(next));
}
