/** Cubic centimetres per kilogram of volumetric weight, the divider couriers use (spec §9). */
export const VOLUMETRIC_DIVIDER = 6000;

export interface ParcelDimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Parcel extends ParcelDimensions {
  weightGrams: number;
}

// Float noise must not push an exact result up a gram (e.g. 0.1 × 3 = 0.30000000000000004).
const NOISE = 1e-9;

function ceilGrams(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.ceil(value - NOISE) : 0;
}

function positive(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * L × W × H / 6000 in kilograms, as whole grams rounded up (a parcel is never charged
 * below its size). A missing, negative or non-numeric dimension counts as 0.
 */
export function volumetricWeightGrams({ lengthCm, widthCm, heightCm }: ParcelDimensions): number {
  const cubicCm = positive(lengthCm) * positive(widthCm) * positive(heightCm);
  return ceilGrams((cubicCm * 1000) / VOLUMETRIC_DIVIDER);
}

/** The weight a courier charges: the greater of the actual weight and the volumetric weight. */
export function chargeableWeightGrams(parcel: Parcel): number {
  return Math.max(ceilGrams(parcel.weightGrams), volumetricWeightGrams(parcel));
}
