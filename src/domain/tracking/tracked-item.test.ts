import { describe, it, expect } from 'vitest';
import { purchaseValue, trackedTotal } from './tracked-item';
import type { TrackedItem } from './tracked-item';

const item = (price: number, count: number): TrackedItem => ({ productID: 'p1', name: 'Kopi', sku: 'KOPI-1', price, count });

describe('trackedTotal', () => {
  it('sums price times count', () => {
    expect(trackedTotal([item(15000, 2), item(5000, 1)])).toBe(35000);
    expect(trackedTotal([])).toBe(0);
  });

  it('counts a negative or non-numeric price or count as 0', () => {
    expect(trackedTotal([item(-15000, 2), item(5000, 1)])).toBe(5000);
    expect(trackedTotal([item(15000, -2), item(5000, 1)])).toBe(5000);
    expect(trackedTotal([item(Number.NaN, 2), item(5000, Number.NaN)])).toBe(0);
  });
});

describe('purchaseValue', () => {
  it('reports 0 as 1 and keeps other totals', () => {
    expect(purchaseValue(0)).toBe(1);
    expect(purchaseValue(35000)).toBe(35000);
    expect(purchaseValue(Number.NaN)).toBe(1);
    expect(purchaseValue(trackedTotal([item(0, 3)]))).toBe(1);
  });
});
