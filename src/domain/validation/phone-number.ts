import type { Validator } from './validation-error';
import { VALIDATION_KEYS, isEmptyValue, validationError } from './validation-error';

/** Indonesia's calling code, assumed when a number has none (spec §9). */
export const DEFAULT_PHONE_COUNTRY_CODE = '62';

/** Digits after the country code: Indonesian numbers have 7 (small-town landlines) to 12 (mobiles). */
export const PHONE_MIN_NATIONAL_DIGITS = 7;
/** E.164 allows 15 digits in all, so 13 after the two of +62. */
export const PHONE_MAX_NATIONAL_DIGITS = 13;
/** A foreign number, country code included, is judged by E.164's limits alone. */
export const PHONE_MIN_INTERNATIONAL_DIGITS = 8;
export const PHONE_MAX_INTERNATIONAL_DIGITS = 15;

export type PhoneNumberCheck =
  | { readonly ok: true; /** E.164, e.g. +6281234567890 */ readonly e164: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'tooShort' };

const INVALID: PhoneNumberCheck = Object.freeze({ ok: false, reason: 'invalid' });
const TOO_SHORT: PhoneNumberCheck = Object.freeze({ ok: false, reason: 'tooShort' });

function national(countryCode: string, digits: string): PhoneNumberCheck {
  // "+62 (0)812…" is how many Indonesians write it; the trunk 0 is dropped, not refused.
  const nsn = digits.startsWith('0') ? digits.slice(1) : digits;
  if (nsn.startsWith('0')) return INVALID;
  if (nsn.length < PHONE_MIN_NATIONAL_DIGITS) return TOO_SHORT;
  if (nsn.length > PHONE_MAX_NATIONAL_DIGITS) return INVALID;
  return { ok: true, e164: `+${countryCode}${nsn}` };
}

/**
 * Reads a phone number as people in Indonesia write it: `0812-3456-7890`, `+62 812 3456 7890`
 * or `62812…` (spaces, dashes, dots and brackets ignored). Without a `+`, a number must start
 * with the trunk 0 or the default country code (62); with a `+`, any country code is taken.
 */
export function checkPhoneNumber(text: string, countryCode: string = DEFAULT_PHONE_COUNTRY_CODE): PhoneNumberCheck {
  const compact = text.trim().replace(/[\s().-]/g, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return INVALID;
  const [, plus = '', digits = ''] = match;
  if (digits.startsWith(countryCode)) return national(countryCode, digits.slice(countryCode.length));
  if (plus) {
    if (digits.startsWith('0')) return INVALID;
    if (digits.length < PHONE_MIN_INTERNATIONAL_DIGITS) return TOO_SHORT;
    return digits.length > PHONE_MAX_INTERNATIONAL_DIGITS ? INVALID : { ok: true, e164: `+${digits}` };
  }
  // 00 is the international dialling prefix, not a national number.
  if (digits.startsWith('0') && !digits.startsWith('00')) return national(countryCode, digits);
  return INVALID;
}

/** The E.164 form to store (`+6281234567890`), or null when the text is not a phone number. */
export function normalizePhoneNumber(text: string, countryCode: string = DEFAULT_PHONE_COUNTRY_CODE): string | null {
  const check = checkPhoneNumber(text, countryCode);
  return check.ok ? check.e164 : null;
}

/** Empty passes (pair with `required`); too few digits and malformed numbers have their own messages. */
export const phoneNumber: Validator = (value) => {
  if (isEmptyValue(value)) return null;
  if (typeof value !== 'string') return validationError(VALIDATION_KEYS.invalidPhoneNumber);
  const check = checkPhoneNumber(value);
  if (check.ok) return null;
  return validationError(check.reason === 'tooShort' ? VALIDATION_KEYS.phoneNumberTooShort : VALIDATION_KEYS.invalidPhoneNumber);
};

/**
 * The number the server is sent for what the shopper typed after the +62 prefix: their own
 * `+…` is kept, `0812…` and `812…` get the country code, and a pasted `62812…` is read as
 * already carrying it (Indonesian mobile numbers start with 8, no area code with 628).
 */
export function fullPhone(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  const compact = text.replace(/[\s().-]/g, '');
  const withCode = text.startsWith('+')
    ? text
    : compact.startsWith(`${DEFAULT_PHONE_COUNTRY_CODE}8`)
      ? `+${compact}`
      : `+${DEFAULT_PHONE_COUNTRY_CODE}${compact}`;
  // In its E.164 form (`+6281298765432`) when it is a phone number at all.
  return normalizePhoneNumber(withCode) ?? withCode;
}

/** The phone rule (too short, not a number) applied to the number with its prefix. */
export const prefixedPhone: Validator = (value, values) =>
  phoneNumber(typeof value === 'string' ? fullPhone(value) : value, values);
