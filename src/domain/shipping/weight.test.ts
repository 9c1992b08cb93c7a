import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { VOLUMETRIC_DIVIDER, chargeableWeightGrams, volumetricWeightGrams } from './weight';

describe('volumetricWeightGrams', () => {
  it('divides cubic centimetres by 6000 for kilograms', () => {
    expect(VOLUMETRIC_DIVIDER).toBe(6000);
    expect(volumetricWeightGrams({ lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(1000);
    expect(volumetricWeightGrams({ lengthCm: 60, widthCm: 50, heightCm: 40 })).toBe(20000);
  });

  it('rounds up to the next gram but not for float noise', () => {
    expect(volumetricWeightGrams({ lengthCm: 1, widthCm: 1, heightCm: 1 })).toBe(1);
    expect(volumetricWeightGrams({ lengthCm: 10, widthCm: 10, heightCm: 10.01 })).toBe(167);
    expect(volumetricWeightGrams({ lengthCm: 0.1 * 3, widthCm: 10, heightCm: 2 })).toBe(1);
    expect(volumetricWeightGrams({ lengthCm: 0.3, widthCm: 0.3, heightCm: 0.3 * 100 * 2 })).toBe(1);
  });

  it('counts missing or negative dimensions as 0', () => {
    expect(volumetricWeightGrams({ lengthCm: -30, widthCm: 20, heightCm: 10 })).toBe(0);
    expect(volumetricWeightGrams({ lengthCm: Number.NaN, widthCm: 20, heightCm: 10 })).toBe(0);
  });
});

describe('chargeableWeightGrams', () => {
  it('charges the greater of actual and volumetric weight', () => {
    expect(chargeableWeightGrams({ weightGrams: 500, lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(1000);
    expect(chargeableWeightGrams({ weightGrams: 2500, lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(2500);
    expect(chargeableWeightGrams({ weightGrams: 250.2, lengthCm: 0, widthCm: 0, heightCm: 0 })).toBe(251);
    expect(chargeableWeightGrams({ weightGrams: -5, lengthCm: 0, widthCm: 0, heightCm: 0 })).toBe(0);
  });

  it('is a whole number never below either weight (property)', () => {
    const dim = fc.double({ min: 0, max: 300, noNaN: true });
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), dim, dim, dim, (weightGrams, lengthCm, widthCm, heightCm) => {
      const parcel = { weightGrams, lengthCm, widthCm, heightCm };
      const charged = chargeableWeightGrams(parcel);
      expect(Number.isInteger(charged)).toBe(true);
      expect(charged).toBeGreaterThanOrEqual(weightGrams);
      expect(charged).toBeGreaterThanOrEqual(volumetricWeightGrams(parcel));
      expect(charged).toBeGreaterThanOrEqual((lengthCm * widthCm * heightCm) / 6 - 1e-6);
    }));
  });
});
