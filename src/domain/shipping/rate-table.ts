import { billableKilograms, shippingFee } from './shipping-fee';

/** A weight bracket of a rate: every parcel up to `upToGrams` (and above the previous bracket) costs `price`. */
export interface WeightBracket {
  upToGrams: number;
  price: number;
}

/**
 * One service's price to one destination. Without brackets the parcel pays `pricePerKg` for
 * every started kilogram, as JNE REG and most Indonesian couriers bill. With brackets, a parcel
 * within a bracket pays its price, and a heavier one pays the last bracket's price plus
 * `pricePerKg` for every started kilogram beyond it.
 */
export interface RateRule {
  brackets: readonly WeightBracket[];
  pricePerKg: number;
}

export const MAX_BRACKETS = 20;
/** 1000 kg: beyond any parcel a courier service takes, and the rupiah stays far from unsafe integers. */
export const MAX_BRACKET_GRAMS = 1_000_000;
/** Rp 100 000 000 per bracket or per kilogram: a typo guard, not a business limit. */
export const MAX_RATE_PRICE = 100_000_000;

export type BracketsProblem = 'too_many' | 'weight' | 'not_ascending' | 'price' | 'cheaper_when_heavier';

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

/** Why a list of brackets cannot be a rate, or null. Each bracket is heavier than the one before and costs no less. */
export function bracketsProblem(brackets: readonly WeightBracket[]): { problem: BracketsProblem; index: number } | null {
  if (brackets.length > MAX_BRACKETS) return { problem: 'too_many', index: MAX_BRACKETS };
  for (const [index, bracket] of brackets.entries()) {
    if (!wholeIn(bracket.upToGrams, 1, MAX_BRACKET_GRAMS)) return { problem: 'weight', index };
    if (!wholeIn(bracket.price, 0, MAX_RATE_PRICE)) return { problem: 'price', index };
    const before = brackets[index - 1];
    if (before && bracket.upToGrams <= before.upToGrams) return { problem: 'not_ascending', index };
    // A heavier parcel that costs less would make shoppers split one parcel in two: refused.
    if (before && bracket.price < before.price) return { problem: 'cheaper_when_heavier', index };
  }
  return null;
}

/**
 * The fee for a parcel of `chargeableWeightGrams` at `rule`. An empty or broken weight ships as
 * the smallest parcel. Bad data (a broken rule) throws: shipping must never turn free by accident.
 */
export function rateFee(chargeableWeightGrams: number, rule: RateRule): number {
  if (!rule.brackets.length) return shippingFee(chargeableWeightGrams, rule.pricePerKg);
  const found = bracketsProblem(rule.brackets);
  if (found) throw new RangeError(`Weight brackets are broken (${found.problem} at ${found.index})`);
  const grams = Number.isFinite(chargeableWeightGrams) && chargeableWeightGrams > 0 ? chargeableWeightGrams : 1;
  const bracket = rule.brackets.find((candidate) => grams <= candidate.upToGrams);
  if (bracket) return bracket.price;
  const last = rule.brackets[rule.brackets.length - 1]!;
  if (!Number.isSafeInteger(rule.pricePerKg) || rule.pricePerKg < 0) throw new RangeError(`Price per kilogram ${rule.pricePerKg} is not a non-negative integer`);
  return last.price + billableKilograms(grams - last.upToGrams) * rule.pricePerKg;
}

/**
 * Free shipping from an order subtotal, optionally only to some provinces and only by some
 * services (none listed: everywhere, by every service).
 */
export interface FreeShippingRule {
  minSubtotal: number | null;
  provinces: readonly string[];
  serviceIds: readonly string[];
}

/** True when a parcel to `province` by the service `serviceId` for goods worth `subtotal` (after discounts) ships free. */
export function shipsFree(rule: FreeShippingRule, subtotal: number, province: string, serviceId: string): boolean {
  if (rule.minSubtotal === null || subtotal < rule.minSubtotal) return false;
  if (rule.serviceIds.length > 0 && !rule.serviceIds.includes(serviceId)) return false;
  return rule.provinces.length === 0 || rule.provinces.includes(province);
}
