/**
 * Bundle deals ("paket hemat"): a set of products, each in a number of units, sold together
 * for one price below what its parts cost (docs/decisions/0029). A cart that holds a complete
 * set gets the difference off, as many times as it holds complete sets. Amounts are integers
 * in the currency's stored unit; the server applies this when it prices a checkout, so the
 * browser never decides a saving.
 */

/** A bundle holds this many different items at least (one item in bulk is a price break, not a bundle)… */
export const MIN_BUNDLE_ITEMS = 2;
/** …and at most this many, so its card fits a product page and its check stays cheap. */
export const MAX_BUNDLE_ITEMS = 10;
/** Units of one item in a bundle. */
export const MAX_BUNDLE_ITEM_COUNT = 99;

export interface BundleItem {
  productId: string;
  /** The variation the bundle holds; empty for a product without variations. */
  variationId: string;
  count: number;
}

export interface BundleDeal {
  id: string;
  /** What one complete set costs. */
  price: number;
  items: readonly BundleItem[];
}

/** A priced cart line, as the checkout holds it. */
export interface BundleCartLine {
  productId: string;
  variationId: string;
  unitPrice: number;
  count: number;
  /** Lines paid by down payment (pre-orders) are not part of any bundle: their price is not settled at once. */
  downPayment: boolean;
}

export interface AppliedBundle {
  bundleId: string;
  /** Complete sets found in the cart. */
  sets: number;
  /** What the shopper saves over all sets. */
  saving: number;
}

export interface BundleApplication {
  applied: AppliedBundle[];
  saving: number;
}

/** One string per product and variation, for maps and sets of items and cart lines. */
export function bundleItemKey(item: { productId: string; variationId: string }): string {
  return `${item.productId}\u0000${item.variationId}`;
}

/** What one set of `items` costs at `unitPrices`, or null when one of them is not in the cart. */
export function bundleItemsTotal(items: readonly BundleItem[], unitPrices: ReadonlyMap<string, number>): number | null {
  let total = 0;
  for (const item of items) {
    const unitPrice = unitPrices.get(bundleItemKey(item));
    if (unitPrice === undefined) return null;
    total += unitPrice * item.count;
  }
  return total;
}

/** The saving of one set: its parts' prices less the bundle's, never below 0. */
export function bundleSaving(itemsTotal: number, bundlePrice: number): number {
  return Math.max(itemsTotal - bundlePrice, 0);
}

/**
 * The bundles a cart completes and what they save. Each unit counts toward one bundle only.
 * Bundles are taken by the largest saving per set first (then by id, so the answer never
 * depends on the order they were read in), each as many times as the remaining units allow.
 * A bundle that saves nothing at today's prices is left out. The total saving never exceeds
 * what the bundled units cost.
 */
export function applyBundleDeals(bundles: readonly BundleDeal[], lines: readonly BundleCartLine[]): BundleApplication {
  const remaining = new Map<string, number>();
  const unitPrices = new Map<string, number>();
  for (const line of lines) {
    if (line.downPayment || line.count < 1) continue;
    const key = bundleItemKey(line);
    remaining.set(key, (remaining.get(key) ?? 0) + line.count);
    unitPrices.set(key, line.unitPrice);
  }
  const candidates = bundles
    .filter((bundle) => bundle.items.length >= MIN_BUNDLE_ITEMS && bundle.items.every((item) => item.count >= 1))
    .map((bundle) => {
      const total = bundleItemsTotal(bundle.items, unitPrices);
      return { bundle, perSet: total === null ? 0 : bundleSaving(total, bundle.price) };
    })
    .filter((candidate) => candidate.perSet > 0)
    .sort((a, b) => b.perSet - a.perSet || (a.bundle.id < b.bundle.id ? -1 : a.bundle.id > b.bundle.id ? 1 : 0));

  const applied: AppliedBundle[] = [];
  let saving = 0;
  for (const { bundle, perSet } of candidates) {
    const sets = Math.min(...bundle.items.map((item) => Math.floor((remaining.get(bundleItemKey(item)) ?? 0) / item.count)));
    if (sets < 1) continue;
    for (const item of bundle.items) remaining.set(bundleItemKey(item), (remaining.get(bundleItemKey(item)) ?? 0) - sets * item.count);
    applied.push({ bundleId: bundle.id, sets, saving: perSet * sets });
    saving += perSet * sets;
  }
  return { applied, saving };
}

export type BundleItemsProblem = 'too_few' | 'too_many' | 'repeated' | 'count';

/** Why a bundle's items cannot be kept, or null: two to ten different items of 1–99 units each. */
export function bundleItemsProblem(items: readonly BundleItem[]): BundleItemsProblem | null {
  if (items.length < MIN_BUNDLE_ITEMS) return 'too_few';
  if (items.length > MAX_BUNDLE_ITEMS) return 'too_many';
  if (new Set(items.map(bundleItemKey)).size !== items.length) return 'repeated';
  if (items.some((item) => !Number.isInteger(item.count) || item.count < 1 || item.count > MAX_BUNDLE_ITEM_COUNT)) return 'count';
  return null;
}
