import type { Validator } from './validation-error';
import { VALIDATION_KEYS, isEmptyValue, validationError } from './validation-error';

const PLAIN = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
/** Indonesian grouping: dots between thousands, an optional comma before decimals. */
const GROUPED = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/**
 * A number typed by a shopper or shop owner, or null when the text is not one. Indonesian
 * writes thousands with dots and decimals with a comma, so `15.000` is fifteen thousand
 * (a rupiah price read as 15 would be a costly mistake) and `2,5` is two and a half; a
 * single dot or comma followed by anything but exactly three digits is a decimal point.
 */
export function parseNumberInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, '');
  let normalised: string;
  if (GROUPED.test(text)) normalised = text.replace(/\./g, '').replace(',', '.');
  else if (PLAIN.test(text)) normalised = text.replace(',', '.');
  else return null;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : null;
}

/** Empty passes (pair with `required`); anything else must read as a number. */
export const numeric: Validator = (value) =>
  isEmptyValue(value) || parseNumberInput(value) !== null ? null : validationError(VALIDATION_KEYS.invalidNumber);

/** Below zero is refused; text that is not a number is left to the `number` rule. */
export const noNegativeNumber: Validator = (value) => {
  const parsed = parseNumberInput(value);
  return parsed !== null && parsed < 0 ? validationError(VALIDATION_KEYS.noNegativeNumber) : null;
};

/** At least `limit` (inclusive). */
export function min(limit: number): Validator {
  return (value) => {
    const parsed = parseNumberInput(value);
    return parsed !== null && parsed < limit ? validationError(VALIDATION_KEYS.min, { min: limit }) : null;
  };
}

/** At most `limit` (inclusive). */
export function max(limit: number): Validator {
  return (value) => {
    const parsed = parseNumberInput(value);
    return parsed !== null && parsed > limit ? validationError(VALIDATION_KEYS.max, { max: limit }) : null;
  };
}
