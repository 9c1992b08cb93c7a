import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { billableKilograms, parcelChargeableWeightGrams, shippingFee } from './shipping-fee';
import type { ParcelLine } from './shipping-fee';
import { chargeableWeightGrams } from './weight';

describe('billableKilograms', () => {
  it('bills every started kilogram', () => {
    expect(billableKilograms(1)).toBe(1);
    expect(billableKilograms(1000)).toBe(1);
    expect(billableKilograms(1001)).toBe(2);
    expect(billableKilograms(2999)).toBe(3);
    expect(billableKilograms(3000)).toBe(3);
  });

  it('bills an empty parcel, or a broken weight, as one kilogram', () => {
    expect(billableKilograms(0)).toBe(1);
    expect(billableKilograms(-5)).toBe(1);
    expect(billableKilograms(Number.NaN)).toBe(1);
    expect(billableKilograms(Number.POSITIVE_INFINITY)).toBe(1);
    expect(billableKilograms(Number.NEGATIVE_INFINITY)).toBe(1);
  });

  it('does not start a kilogram for float noise', () => {
    expect(billableKilograms(0.1 * 3 * 10_000)).toBe(3);
    expect(billableKilograms(1000.4)).toBe(2);
  });

  it('is a whole number of at least 1 covering the weight (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (grams) => {
      const kg = billableKilograms(grams);
      expect(Number.isInteger(kg)).toBe(true);
      expect(kg).toBeGreaterThanOrEqual(1);
      expect(kg * 1000).toBeGreaterThanOrEqual(grams);
      expect(kg === 1 || (kg - 1) * 1000 < grams).toBe(true);
    }));
  });
});

describe('shippingFee', () => {
  it('multiplies billable kilograms by the price per kilogram', () => {
    expect(shippingFee(0, 9000)).toBe(9000);
    expect(shippingFee(1500, 9000)).toBe(18_000);
    expect(shippingFee(1500, 0)).toBe(0);
  });

  it('refuses a price that is not a whole non-negative amount', () => {
    expect(() => shippingFee(1000, -1)).toThrow(RangeError);
    expect(() => shippingFee(1000, 1.5)).toThrow(RangeError);
    expect(() => shippingFee(1000, Number.NaN)).toThrow(RangeError);
    expect(() => shippingFee(1e12, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('is a whole non-negative multiple of the price (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (grams, price) => {
      const fee = shippingFee(grams, price);
      expect(Number.isSafeInteger(fee)).toBe(true);
      expect(fee).toBeGreaterThanOrEqual(price);
      expect(fee).toBe(billableKilograms(grams) * price);
    }));
  });
});

describe('parcelChargeableWeightGrams', () => {
  const book: ParcelLine = { weightGrams: 400, lengthCm: 20, widthCm: 15, heightCm: 3, count: 3 };
  const pillow: ParcelLine = { weightGrams: 300, lengthCm: 50, widthCm: 30, heightCm: 20, count: 2 };

  it('charges each unit its own greater weight, times its count', () => {
    expect(parcelChargeableWeightGrams([book])).toBe(1200);
    // 50 × 30 × 20 / 6000 = 5 kg per pillow, far above its 300 g.
    expect(parcelChargeableWeightGrams([pillow])).toBe(10_000);
    expect(parcelChargeableWeightGrams([book, pillow])).toBe(11_200);
  });

  it('weighs nothing for no lines or lines without a positive count', () => {
    expect(parcelChargeableWeightGrams([])).toBe(0);
    expect(parcelChargeableWeightGrams([{ ...book, count: 0 }, { ...pillow, count: -2 }, { ...book, count: Number.NaN }])).toBe(0);
  });

  it('is the sum of per-unit chargeable weights (property)', () => {
    const dim = fc.integer({ min: 0, max: 200 });
    const lineArb = fc.record({ weightGrams: fc.integer({ min: 0, max: 50_000 }), lengthCm: dim, widthCm: dim, heightCm: dim, count: fc.integer({ min: 1, max: 100 }) });
    fc.assert(fc.property(fc.array(lineArb, { maxLength: 10 }), (lines) => {
      const total = parcelChargeableWeightGrams(lines);
      expect(Number.isInteger(total)).toBe(true);
      expect(total).toBe(lines.reduce((sum, l) => sum + chargeableWeightGrams(l) * l.count, 0));
      expect(total).toBeGreaterThanOrEqual(lines.reduce((sum, l) => sum + l.weightGrams * l.count, 0));
    }));
  });
});

describe('shippingFee refusals', () => {
  it('names the bad price or fee', () => {
    expect(() => shippingFee(1000, -1)).toThrow('Price per kilogram -1 is not a non-negative integer');
    expect(() => shippingFee(1000, 2.5)).toThrow('Price per kilogram 2.5 is not a non-negative integer');
    expect(() => shippingFee(3000, Number.MAX_SAFE_INTEGER)).toThrow(`Shipping fee ${3 * Number.MAX_SAFE_INTEGER} is beyond safe integers`);
  });
});
