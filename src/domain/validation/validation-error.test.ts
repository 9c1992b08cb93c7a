import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ValidationError } from './index';
import {
  VALIDATION_KEYS, creditCardNumber, describeError, email, isEmptyValue, matches, max, min, minLength, mustNotContainSpace,
  noNegativeNumber, notDuplicate, numeric, oneOf, personName, phoneNumber, qualifiedDomain, required, slug, urlPath, videoLink,
} from './index';

describe('validation message keys', () => {
  it('follow one scheme: validation.<rule> or validation.invalid.<kind>', () => {
    for (const key of Object.values(VALIDATION_KEYS)) expect(key).toMatch(/^validation\.(?:invalid\.)?[a-zA-Z]+$/);
    expect(new Set(Object.values(VALIDATION_KEYS)).size).toBe(Object.values(VALIDATION_KEYS).length);
  });

  // One refused value per key: each key of spec §5 is produced by a validator.
  const produced: Array<[string, ValidationError | null]> = [
    [VALIDATION_KEYS.duplicate, notDuplicate(['batik'])('Batik', {})],
    [VALIDATION_KEYS.required, required('', {})],
    [VALIDATION_KEYS.noNegativeNumber, noNegativeNumber('-1', {})],
    [VALIDATION_KEYS.phoneNumberTooShort, phoneNumber('0812', {})],
    [VALIDATION_KEYS.mustNotContainSpace, mustNotContainSpace('a b', {})],
    [VALIDATION_KEYS.minlength, minLength(3)('ab', {})],
    [VALIDATION_KEYS.min, min(1)(0, {})],
    [VALIDATION_KEYS.max, max(10)(11, {})],
    [VALIDATION_KEYS.videoLinkNotValid, videoLink('https://example.com/video', {})],
    [VALIDATION_KEYS.invalidCreditCardNumber, creditCardNumber('4111 1111 1111 1112', {})],
    [VALIDATION_KEYS.invalidValue, oneOf(['S', 'M'])('XL', {})],
    [VALIDATION_KEYS.invalidValue, matches(/[A-Z]{3}/)('ab', {})],
    [VALIDATION_KEYS.invalidSlug, slug('Not A Slug', {})],
    [VALIDATION_KEYS.invalidEmail, email('budi@', {})],
    [VALIDATION_KEYS.invalidPhoneNumber, phoneNumber('12345678', {})],
    [VALIDATION_KEYS.invalidQualifiedDomain, qualifiedDomain('localhost', {})],
    [VALIDATION_KEYS.invalidNumber, numeric('dua', {})],
    [VALIDATION_KEYS.invalidName, personName('R2-D2', {})],
    [VALIDATION_KEYS.invalidUrlPath, urlPath('promo', {})],
  ];

  it.each(produced)('%s is produced by its validator', (key, error) => {
    expect(error?.key).toBe(key);
  });

  it('covers every key but the named required text, which describeError produces', () => {
    const covered = new Set(produced.map(([key]) => key));
    const missing = Object.values(VALIDATION_KEYS).filter((key) => !covered.has(key));
    expect(missing).toEqual([VALIDATION_KEYS.requiredField]);
  });
});

describe('describeError', () => {
  it('turns the required marker into "x is required" when the field has a name', () => {
    expect(describeError({ key: VALIDATION_KEYS.required }, ' Email ')).toEqual({ key: 'validation.requiredField', params: { name: 'Email' } });
  });

  it('keeps the generic marker without a name and leaves other errors alone', () => {
    expect(describeError({ key: VALIDATION_KEYS.required })).toEqual({ key: 'validation.required' });
    expect(describeError({ key: VALIDATION_KEYS.required }, '  ')).toEqual({ key: 'validation.required' });
    const minError = { key: VALIDATION_KEYS.min, params: { min: 2 } };
    expect(describeError(minError, 'Jumlah')).toBe(minError);
  });
});

describe('isEmptyValue', () => {
  it('counts null, undefined, NaN, blank text and empty lists as empty', () => {
    for (const value of [null, undefined, Number.NaN, '', '  \n', []]) expect(isEmptyValue(value)).toBe(true);
    for (const value of [0, false, 'a', [0], {}]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('every rule but required lets empty values pass (property)', () => {
  const rules = [notDuplicate(['']), noNegativeNumber, phoneNumber, mustNotContainSpace, minLength(5), min(1), max(-1), videoLink,
    creditCardNumber, oneOf(['x']), matches(/x/), slug, email, phoneNumber, qualifiedDomain, numeric, personName, urlPath];
  it('returns null for empty values', () => {
    const empty = fc.constantFrom<unknown>(null, undefined, '', '   ', Number.NaN);
    fc.assert(fc.property(empty, fc.constantFrom(...rules), (value, rule) => {
      const error = rule(value, {});
      // mustNotContainSpace speaks up for blank text made of spaces: spaces are what it forbids.
      if (rule === mustNotContainSpace && typeof value === 'string' && value !== '') expect(error?.key).toBe(VALIDATION_KEYS.mustNotContainSpace);
      else expect(error).toBeNull();
    }));
  });
});
