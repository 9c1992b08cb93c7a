import type { Validator } from './validation-error';
import { VALIDATION_KEYS, isEmptyValue, textOf, validationError } from './validation-error';

/** Payment card numbers (ISO/IEC 7812) have 12 to 19 digits. */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

/** The Luhn (mod 10) checksum over a string of digits; false for anything that is not digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that, appended to `payload`, makes it pass the Luhn check. */
export function luhnCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isLuhnValid(`${payload}${digit}`)) return String(digit);
  }
  throw new Error(`Not a string of digits: ${payload}`);
}

/** Card numbers as printed (groups split by spaces or dashes), 12–19 digits, Luhn-valid. */
export const creditCardNumber: Validator = (value) => {
  if (isEmptyValue(value)) return null;
  const text = textOf(value);
  const digits = text === null ? '' : text.replace(/[\s-]/g, '');
  const valid = /^\d+$/.test(digits) && digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS && isLuhnValid(digits);
  return valid ? null : validationError(VALIDATION_KEYS.invalidCreditCardNumber);
};
