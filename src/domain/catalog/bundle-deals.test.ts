import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBundleDeals, bundleItemsProblem, MAX_BUNDLE_ITEMS, type BundleCartLine, type BundleDeal } from './bundle-deals';

const shirt = { productId: 'shirt', variationId: 'm', unitPrice: 150_000 };
const trousers = { productId: 'trousers', variationId: '', unitPrice: 200_000 };
const cap = { productId: 'cap', variationId: '', unitPrice: 50_000 };

function line(item: typeof shirt, count: number, downPayment = false): BundleCartLine {
  return { ...item, count, downPayment };
}

const outfit: BundleDeal = { id: 'outfit', price: 300_000, items: [{ productId: 'shirt', variationId: 'm', count: 1 }, { productId: 'trousers', variationId: '', count: 1 }] };

describe('applyBundleDeals', () => {
  it('takes the difference off once per complete set in the cart', () => {
    expect(applyBundleDeals([outfit], [line(shirt, 1), line(trousers, 1)])).toEqual({ applied: [{ bundleId: 'outfit', sets: 1, saving: 50_000 }], saving: 50_000 });
    // Three shirts and two trousers make two sets; the third shirt is paid in full.
    expect(applyBundleDeals([outfit], [line(shirt, 3), line(trousers, 2)]).applied).toEqual([{ bundleId: 'outfit', sets: 2, saving: 100_000 }]);
  });

  it('saves nothing for an incomplete set, another variation, or pre-ordered units', () => {
    expect(applyBundleDeals([outfit], [line(shirt, 4)]).saving).toBe(0);
    expect(applyBundleDeals([outfit], [line({ ...shirt, variationId: 'l' }, 1), line(trousers, 1)]).saving).toBe(0);
    expect(applyBundleDeals([outfit], [line(shirt, 1), line(trousers, 1, true)]).saving).toBe(0);
  });

  it('leaves out a bundle that costs as much as its parts at today\'s prices', () => {
    const notCheaper = { ...outfit, price: 350_000 };
    expect(applyBundleDeals([notCheaper], [line(shirt, 1), line(trousers, 1)])).toEqual({ applied: [], saving: 0 });
  });

  it('counts each unit toward one bundle, the larger saving first', () => {
    const shirtAndCap: BundleDeal = { id: 'a-shirt-and-cap', price: 180_000, items: [{ productId: 'shirt', variationId: 'm', count: 1 }, { productId: 'cap', variationId: '', count: 1 }] };
    const result = applyBundleDeals([shirtAndCap, outfit], [line(shirt, 1), line(trousers, 1), line(cap, 1)]);
    expect(result.applied).toEqual([{ bundleId: 'outfit', sets: 1, saving: 50_000 }]);
    expect(result.saving).toBe(50_000);
  });

  it('never saves more than the bundled units cost, and never uses a unit twice', () => {
    const products = ['a', 'b', 'c', 'd'];
    const itemArb = fc.record({ productId: fc.constantFrom(...products), variationId: fc.constant(''), count: fc.integer({ min: 1, max: 4 }) });
    const bundleArb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      items: fc.uniqueArray(itemArb, { minLength: 2, maxLength: 4, selector: (item) => item.productId }),
    });
    const lineArb = fc.record({
      productId: fc.constantFrom(...products), variationId: fc.constant(''), unitPrice: fc.integer({ min: 0, max: 500_000 }),
      count: fc.integer({ min: 1, max: 10 }), downPayment: fc.boolean(),
    });
    fc.assert(fc.property(fc.array(bundleArb, { maxLength: 5 }), fc.uniqueArray(lineArb, { maxLength: 4, selector: (l) => l.productId }), (bundles, lines) => {
      const result = applyBundleDeals(bundles, lines);
      const fullPrice = lines.filter((l) => !l.downPayment).reduce((sum, l) => sum + l.unitPrice * l.count, 0);
      expect(result.saving).toBeGreaterThanOrEqual(0);
      expect(result.saving).toBeLessThanOrEqual(fullPrice);
      expect(result.saving).toBe(result.applied.reduce((sum, a) => sum + a.saving, 0));
      for (const product of products) {
        const held = lines.filter((l) => l.productId === product && !l.downPayment).reduce((sum, l) => sum + l.count, 0);
        const used = result.applied.reduce((sum, a) => {
          const bundle = bundles.find((b) => b.id === a.bundleId)!;
          return sum + a.sets * (bundle.items.find((item) => item.productId === product)?.count ?? 0);
        }, 0);
        expect(used).toBeLessThanOrEqual(held);
      }
    }));
  });
});

describe('bundleItemsProblem', () => {
  const item = (productId: string, count = 1) => ({ productId, variationId: '', count });

  it('asks for two to ten different items of 1 to 99 units', () => {
    expect(bundleItemsProblem([item('a'), item('b', 99)])).toBeNull();
    expect(bundleItemsProblem([item('a', 2)])).toBe('too_few');
    expect(bundleItemsProblem(Array.from({ length: MAX_BUNDLE_ITEMS + 1 }, (_, i) => item(`p${i}`)))).toBe('too_many');
    expect(bundleItemsProblem([item('a'), item('a')])).toBe('repeated');
    expect(bundleItemsProblem([item('a'), item('b', 0)])).toBe('count');
    expect(bundleItemsProblem([item('a'), item('b', 100)])).toBe('count');
  });
});
