import { MAX_UNIT_PRICE } from '../checkout/pricing';

/** Spec §9: at most 15 pictures per product. */
export const MAX_PRODUCT_PICTURES = 15;
/** Enough for size × colour × material; more would make a table no owner can keep up. */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIATIONS = 100;
export const SKU_MAX = 64;
/** Heaviest parcel couriers take (grams) and longest side (cm), so a typo cannot reach checkout. */
export const MAX_WEIGHT_GRAMS = 1_000_000;
export const MAX_SIDE_CM = 1_000;
/** One adjustment's size and the most units one product or variation may hold. */
export const MAX_STOCK = 1_000_000;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export type PriceProblem = 'negative' | 'tooLarge' | 'compareAtNotHigher';

/**
 * Checks a price and its compare-at ("was") price, both whole rupiah. The compare-at price is
 * shown crossed out beside the price, so it must be higher or it would claim a discount that
 * is not one.
 */
export function priceProblem(price: number, compareAtPrice: number | null): { field: 'price' | 'compareAtPrice'; problem: PriceProblem } | null {
  if (!Number.isSafeInteger(price) || price < 0) return { field: 'price', problem: 'negative' };
  if (price > MAX_UNIT_PRICE) return { field: 'price', problem: 'tooLarge' };
  if (compareAtPrice === null) return null;
  if (!Number.isSafeInteger(compareAtPrice) || compareAtPrice < 0) return { field: 'compareAtPrice', problem: 'negative' };
  if (compareAtPrice > MAX_UNIT_PRICE) return { field: 'compareAtPrice', problem: 'tooLarge' };
  if (compareAtPrice <= price) return { field: 'compareAtPrice', problem: 'compareAtNotHigher' };
  return null;
}

export type StockLevel = 'in' | 'low' | 'out';

/** Out at zero, low at or below the owner's threshold, in stock above it. */
export function stockLevel(stock: number, lowStockThreshold: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= lowStockThreshold ? 'low' : 'in';
}

/** A SKU as the owner typed it: trimmed, upper/lower case kept, no inner spaces. */
export function normaliseSku(value: string): string {
  return value.trim();
}

export function isValidSku(sku: string): boolean {
  return sku.length > 0 && sku.length <= SKU_MAX && !/\s/.test(sku);
}

/** The variation's option values as one key, to find two variations with the same choice. */
export function optionCombinationKey(values: readonly string[]): string {
  return values.map((value) => value.trim().toLowerCase()).join('\u0000');
}

/** Moves one item of a list up (-1) or down (+1); at either end the list stays as it is. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
