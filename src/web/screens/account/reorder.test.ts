import { describe, expect, it } from 'vitest';
import { planReorder } from './reorder';

const line = (productId: string, count: number, variationId: string | null = null) => ({ productId, variationId, name: `Produk ${productId}`, variationLabel: variationId ? 'Biru' : '', count, downPaymentUnit: null });
const live = (productId: string, problem: string | null, availableStock: number, variationId: string | null = null) => ({
  productId, variationId, name: '', variationLabel: '', count: 0, availableStock, problem: problem as never, unitPrice: 1000,
});

describe('ordering again', () => {
  it('adds whole lines that are available, less of a line low in stock, and none of gone or sold-out ones', () => {
    const plan = planReorder(
      [line('a', 2), line('b', 3), line('c', 1), line('d', 1, 'v1'), line('e', 1)],
      [live('a', null, 9), live('b', 'NOT_ENOUGH_STOCK', 2), live('c', 'OUT_OF_STOCK', 0), live('d', 'VARIATION_REQUIRED', 0, 'v1'), live('e', 'UNAVAILABLE', 0)],
    );
    expect(plan.additions.map(({ productID, variationID, count }) => [productID, variationID, count])).toEqual([['a', '', 2], ['b', '', 2]]);
    expect(plan.problems).toEqual([
      { kind: 'fewer', name: 'Produk b', count: 2, wanted: 3 },
      { kind: 'soldOut', name: 'Produk c' },
      { kind: 'gone', name: 'Produk d (Biru)' },
      { kind: 'gone', name: 'Produk e' },
    ]);
  });

  it('counts a line the shop no longer answers for as gone, and no stock left as sold out', () => {
    const plan = planReorder([line('a', 1), line('b', 2)], [live('b', 'NOT_ENOUGH_STOCK', 0)]);
    expect(plan.additions).toEqual([]);
    expect(plan.problems).toEqual([{ kind: 'gone', name: 'Produk a' }, { kind: 'soldOut', name: 'Produk b' }]);
  });

  it('matches lines by product and variation', () => {
    const plan = planReorder([line('a', 1, 'v1'), line('a', 1, 'v2')], [live('a', 'OUT_OF_STOCK', 0, 'v1'), live('a', null, 5, 'v2')]);
    expect(plan.additions.map((addition) => addition.variationID)).toEqual(['v2']);
    expect(plan.problems).toEqual([{ kind: 'soldOut', name: 'Produk a (Biru)' }]);
  });
});
