import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bracketsProblem, rateFee, shipsFree, type WeightBracket } from './rate-table';
import { shippingFee } from './shipping-fee';
import { chargeableWeightGrams } from './weight';

const BRACKETS: WeightBracket[] = [
  { upToGrams: 1000, price: 10_000 },
  { upToGrams: 2000, price: 18_000 },
  { upToGrams: 5000, price: 35_000 },
];

describe('rateFee', () => {
  it('bills every started kilogram when the rate has no brackets, as before', () => {
    expect(rateFee(1001, { brackets: [], pricePerKg: 11_000 })).toBe(22_000);
    expect(rateFee(0, { brackets: [], pricePerKg: 11_000 })).toBe(11_000);
  });

  it('charges the bracket a parcel falls in, its upper bound included', () => {
    const rule = { brackets: BRACKETS, pricePerKg: 8000 };
    expect(rateFee(1, rule)).toBe(10_000);
    expect(rateFee(1000, rule)).toBe(10_000);
    expect(rateFee(1001, rule)).toBe(18_000);
    expect(rateFee(5000, rule)).toBe(35_000);
    expect(rateFee(0, rule)).toBe(10_000);
  });

  it('adds the price per started kilogram beyond the last bracket', () => {
    const rule = { brackets: BRACKETS, pricePerKg: 8000 };
    expect(rateFee(5001, rule)).toBe(43_000);
    expect(rateFee(6000, rule)).toBe(43_000);
    expect(rateFee(7200, rule)).toBe(59_000);
  });

  it('prices a bulky, light parcel by its volumetric weight (30×30×20 cm of 1 kg is 3 kg)', () => {
    const grams = chargeableWeightGrams({ weightGrams: 1000, lengthCm: 30, widthCm: 30, heightCm: 20 });
    expect(grams).toBe(3000);
    expect(rateFee(grams, { brackets: BRACKETS, pricePerKg: 8000 })).toBe(35_000);
  });

  it('refuses to price with broken brackets rather than ship for free', () => {
    expect(() => rateFee(500, { brackets: [{ upToGrams: 2000, price: 5 }, { upToGrams: 1000, price: 9 }], pricePerKg: 1 })).toThrow(RangeError);
  });

  it('never charges less for a heavier parcel (property)', () => {
    const rules = fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 50_000 })), { minLength: 0, maxLength: 8 }).map((steps) => {
      let grams = 0;
      let price = 0;
      return steps.map(([addGrams, addPrice]) => ({ upToGrams: (grams += addGrams), price: (price += addPrice) }));
    });
    fc.assert(fc.property(rules, fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (brackets, perKg, a, b) => {
      const rule = { brackets, pricePerKg: perKg };
      const [light, heavy] = a <= b ? [a, b] : [b, a];
      expect(rateFee(light, rule)).toBeLessThanOrEqual(rateFee(heavy, rule));
    }));
  });

  it('without brackets equals the per-kilogram fee (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 100_000 }), (grams, perKg) => {
      expect(rateFee(grams, { brackets: [], pricePerKg: perKg })).toBe(shippingFee(grams, perKg));
    }));
  });
});

describe('bracketsProblem', () => {
  it('accepts ascending brackets that cost no less as they grow', () => {
    expect(bracketsProblem(BRACKETS)).toBeNull();
    expect(bracketsProblem([])).toBeNull();
  });

  it('names the first bracket that is wrong and why', () => {
    expect(bracketsProblem([{ upToGrams: 1000, price: 1 }, { upToGrams: 1000, price: 2 }])).toEqual({ problem: 'not_ascending', index: 1 });
    expect(bracketsProblem([{ upToGrams: 1000, price: 5 }, { upToGrams: 2000, price: 2 }])).toEqual({ problem: 'cheaper_when_heavier', index: 1 });
    expect(bracketsProblem([{ upToGrams: 0, price: 5 }])).toEqual({ problem: 'weight', index: 0 });
    expect(bracketsProblem([{ upToGrams: 10, price: -1 }])).toEqual({ problem: 'price', index: 0 });
    expect(bracketsProblem([{ upToGrams: 10, price: 1.5 }])).toEqual({ problem: 'price', index: 0 });
    expect(bracketsProblem(Array.from({ length: 21 }, (_, i) => ({ upToGrams: (i + 1) * 1000, price: i })))).toEqual({ problem: 'too_many', index: 20 });
  });
});

describe('shipsFree', () => {
  it('ships free from the threshold on, the threshold included', () => {
    const rule = { minSubtotal: 300_000, provinces: [], serviceIds: [] };
    expect(shipsFree(rule, 299_999, 'Bali', 'jne-reg')).toBe(false);
    expect(shipsFree(rule, 300_000, 'Bali', 'jne-reg')).toBe(true);
  });

  it('limits free shipping to the listed provinces when some are listed', () => {
    const rule = { minSubtotal: 100_000, provinces: ['DKI Jakarta', 'Banten'], serviceIds: [] };
    expect(shipsFree(rule, 500_000, 'DKI Jakarta', 'jne-reg')).toBe(true);
    expect(shipsFree(rule, 500_000, 'Papua', 'jne-reg')).toBe(false);
  });

  it('limits free shipping to the listed services when some are listed', () => {
    const rule = { minSubtotal: 100_000, provinces: [], serviceIds: ['jne-reg'] };
    expect(shipsFree(rule, 500_000, 'Bali', 'jne-reg')).toBe(true);
    expect(shipsFree(rule, 500_000, 'Bali', 'jne-yes')).toBe(false);
    expect(shipsFree({ ...rule, provinces: ['Bali'] }, 500_000, 'Papua', 'jne-reg')).toBe(false);
  });

  it('never ships free without a threshold', () => {
    expect(shipsFree({ minSubtotal: null, provinces: [], serviceIds: [] }, 10_000_000, 'Bali', 'jne-reg')).toBe(false);
  });
});
