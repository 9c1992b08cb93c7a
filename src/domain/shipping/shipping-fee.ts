import { chargeableWeightGrams } from './weight';

const GRAMS_PER_KILOGRAM = 1000;

// Float noise must not start a new kilogram (e.g. 0.1 × 3 × 10000 = 3000.0000000000005 g).
const NOISE = 1e-9;

/**
 * Started kilograms, as couriers bill them: 1001 g is 2 kg. Never below 1, because an empty
 * or weightless parcel still ships as one kilogram; a negative or non-numeric weight counts
 * as that smallest parcel too.
 */
export function billableKilograms(chargeableWeightGrams: number): number {
  if (!Number.isFinite(chargeableWeightGrams) || chargeableWeightGrams <= 0) return 1;
  const grams = Math.ceil(chargeableWeightGrams - NOISE);
  return Math.max(1, Math.ceil(grams / GRAMS_PER_KILOGRAM));
}

/**
 * The fee for a parcel at a rate's price per kilogram, in the currency's stored unit. A price
 * that is not a whole non-negative amount is a programming error: shipping must never turn
 * free (or negative) because of bad data, so it throws instead.
 */
export function shippingFee(chargeableWeightGrams: number, pricePerKg: number): number {
  if (!Number.isSafeInteger(pricePerKg) || pricePerKg < 0) {
    throw new RangeError(`Price per kilogram ${pricePerKg} is not a non-negative integer`);
  }
  const fee = billableKilograms(chargeableWeightGrams) * pricePerKg;
  if (!Number.isSafeInteger(fee)) throw new RangeError(`Shipping fee ${fee} is beyond safe integers`);
  return fee;
}

export interface ParcelLine {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  count: number;
}

/**
 * The chargeable weight of a whole order in grams. The shop packs every unit separately, so
 * each unit is charged the greater of its own actual and volumetric weight, and the units are
 * added up; boxing units together would need dimensions of the combined box, which the shop
 * does not know. A count that is not a positive whole number adds nothing, as a missing
 * dimension does in `./weight`.
 */
export function parcelChargeableWeightGrams(lines: readonly ParcelLine[]): number {
  let total = 0;
  for (const line of lines) {
    const count = Number.isFinite(line.count) && line.count > 0 ? Math.floor(line.count) : 0;
    total += chargeableWeightGrams(line) * count;
  }
  return total;
}
