// Rules of the order forms that the shared validators do not have. They speak with the order
// screens' own message keys; forms show any message key the same way.
import { formatTime } from '../../../domain/format/time';
import { parseNumberInput } from '../../../domain/validation/number-validators';
import type { ValidationError, Validator } from '../../../domain/validation/validation-error';
import { VALIDATION_KEYS, isEmptyValue, validationError } from '../../../domain/validation/validation-error';

function screenError(key: string, params?: Readonly<Record<string, string | number>>): ValidationError {
  return (params ? { key, params } : { key }) as ValidationError;
}

/**
 * Required only while `when` holds for the form's values (e.g. the bank name when "other" is
 * chosen); `key` names the message when the generic "x is required" does not say enough.
 */
export function requiredWhen(when: (values: Readonly<Record<string, unknown>>) => boolean, key?: string): Validator {
  return (value, values) => {
    if (!when(values) || !isEmptyValue(value)) return null;
    return key ? screenError(key) : validationError(VALIDATION_KEYS.required);
  };
}

/** A whole number (rupiah have no decimals); text that is no number is left to `numeric`. */
export const wholeNumber: Validator = (value) => {
  const parsed = parseNumberInput(value);
  return parsed !== null && !Number.isInteger(parsed) ? validationError(VALIDATION_KEYS.invalidNumber) : null;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A calendar date (YYYY-MM-DD) that is not after `latest` (also YYYY-MM-DD). */
export function dateNotAfter(latest: string): Validator {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    if (!isIsoDate(text)) return validationError(VALIDATION_KEYS.invalidValue);
    return text > latest ? screenError('orders.confirm.dateInFuture') : null;
  };
}

/** At most `max` characters (code points); `key` is the message, given `{max}`. */
export function maxChars(max: number, key: string): Validator {
  return (value) => (typeof value === 'string' && [...value.trim()].length > max ? screenError(key, { max }) : null);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Today as YYYY-MM-DD: the later of the shop's date and the device's, so a transfer made
 * "today" where the shopper is never counts as a future date.
 */
export function todayIso(timezoneOffsetHours: number, now = Date.now()): string {
  const shopDate = formatTime(now, 'isoDate', 'id', timezoneOffsetHours);
  const local = new Date(now);
  const localDate = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  return shopDate > localDate ? shopDate : localDate;
}
