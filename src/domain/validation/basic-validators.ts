import type { Validator } from './validation-error';
import { VALIDATION_KEYS, isEmptyValue, textOf, validationError } from './validation-error';

/**
 * The value must be present. An unticked checkbox (`false`) counts as missing, so a
 * required "I understand" box must be ticked.
 */
export const required: Validator = (value) =>
  isEmptyValue(value) || value === false ? validationError(VALIDATION_KEYS.required) : null;

/** No whitespace anywhere, e.g. in user names and codes. */
export const mustNotContainSpace: Validator = (value) =>
  typeof value === 'string' && /\s/u.test(value) ? validationError(VALIDATION_KEYS.mustNotContainSpace) : null;

/**
 * At least `min` characters (counted as code points, so an emoji is one) or, for a list,
 * at least `min` items. Empty values pass: pair with `required`.
 */
export function minLength(min: number): Validator {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const length = Array.isArray(value) ? value.length : typeof value === 'string' ? [...value.trim()].length : null;
    return length !== null && length < min ? validationError(VALIDATION_KEYS.minlength, { min }) : null;
  };
}

export interface DuplicateOptions {
  /** Compare letter case too; off by default because 'Batik' and 'batik' clash as names and codes. */
  caseSensitive?: boolean;
}

/**
 * The value must not already be taken. `taken` may be a function so the list can follow
 * other state (for example the codes of the other rows) without rebuilding the rule.
 */
export function notDuplicate(taken: Iterable<unknown> | (() => Iterable<unknown>), options: DuplicateOptions = {}): Validator {
  const fold = (text: string) => (options.caseSensitive ? text : text.toLocaleLowerCase('id'));
  return (value) => {
    const text = textOf(value);
    if (text === null || text === '') return null;
    const wanted = fold(text);
    for (const other of typeof taken === 'function' ? taken() : taken) {
      const otherText = textOf(other);
      if (otherText !== null && fold(otherText) === wanted) return validationError(VALIDATION_KEYS.duplicate);
    }
    return null;
  };
}

/** The value must be one of a fixed set (compared exactly), e.g. a size code typed by hand. */
export function oneOf(allowed: readonly unknown[]): Validator {
  return (value) => (isEmptyValue(value) || allowed.includes(value) ? null : validationError(VALIDATION_KEYS.invalidValue));
}

/** The trimmed text must match `pattern` as a whole; any other value is an invalid value. */
export function matches(pattern: RegExp): Validator {
  // A copy without the g and y flags: those make `test` stateful between calls.
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return (value) => {
    if (isEmptyValue(value)) return null;
    const text = textOf(value);
    return text !== null && whole.test(text) ? null : validationError(VALIDATION_KEYS.invalidValue);
  };
}
