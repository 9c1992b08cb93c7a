/** A product line as reported to analytics and ad pixels (spec §3). */
export interface TrackedItem {
  productID: string;
  name: string;
  sku: string;
  /** In the shop currency's stored unit. */
  price: number;
  count: number;
}

function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Sum of price × count; a negative (or non-numeric) price or count counts as 0 (spec §3). */
export function trackedTotal(items: readonly TrackedItem[]): number {
  return items.reduce((sum, item) => sum + nonNegative(item.price) * nonNegative(item.count), 0);
}

/**
 * The value reported with a Purchase event. Ad pixels discard purchases worth 0, so a free
 * order is reported as 1 (spec §7); totals never go below 0, and a non-numeric one is treated as 0.
 */
export function purchaseValue(total: number): number {
  return Number.isFinite(total) && total > 0 ? total : 1;
}
