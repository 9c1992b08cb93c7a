import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditCardNumber, isLuhnValid, luhnCheckDigit } from './card-number';

const digits = (minLength: number, maxLength: number) => fc.stringMatching(new RegExp(`^\\d{${minLength},${maxLength}}$`));

describe('Luhn check', () => {
  it('accepts known test card numbers and refuses a changed digit', () => {
    for (const card of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '79927398713']) {
      expect(isLuhnValid(card)).toBe(true);
    }
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4111-1111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });

  it('is made valid by its check digit (property)', () => {
    fc.assert(fc.property(digits(1, 18), (payload) => {
      expect(isLuhnValid(payload + luhnCheckDigit(payload))).toBe(true);
    }));
  });

  it('catches every single changed digit (property)', () => {
    fc.assert(fc.property(digits(1, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, shift) => {
      const card = payload + luhnCheckDigit(payload);
      const index = at % card.length;
      const changed = (Number(card[index]) + shift) % 10;
      const mutated = card.slice(0, index) + String(changed) + card.slice(index + 1);
      expect(isLuhnValid(mutated)).toBe(false);
    }));
  });

  it('catches swapped neighbours other than 09 and 90 (property)', () => {
    fc.assert(fc.property(digits(2, 18), fc.nat(), (payload, at) => {
      const card = payload + luhnCheckDigit(payload);
      const index = at % (card.length - 1);
      const a = card[index] as string;
      const b = card[index + 1] as string;
      fc.pre(a !== b && `${a}${b}` !== '09' && `${a}${b}` !== '90');
      const swapped = card.slice(0, index) + b + a + card.slice(index + 2);
      expect(isLuhnValid(swapped)).toBe(false);
    }));
  });
});

describe('creditCardNumber validator', () => {
  it('accepts printed groups and refuses bad checksums and lengths', () => {
    expect(creditCardNumber('4111 1111 1111 1111', {})).toBeNull();
    expect(creditCardNumber('5555-5555-5555-4444', {})).toBeNull();
    expect(creditCardNumber('4111 1111 1111 1112', {})).toEqual({ key: 'validation.invalid.creditCardNumber' });
    expect(creditCardNumber('79927398713', {})).toEqual({ key: 'validation.invalid.creditCardNumber' });
    expect(creditCardNumber('4111 1111 1111 111a', {})).toEqual({ key: 'validation.invalid.creditCardNumber' });
    expect(creditCardNumber({}, {})).toEqual({ key: 'validation.invalid.creditCardNumber' });
    expect(creditCardNumber('', {})).toBeNull();
  });

  it('accepts every Luhn-valid number of 12 to 19 digits (property)', () => {
    fc.assert(fc.property(digits(11, 18), (payload) => {
      expect(creditCardNumber(payload + luhnCheckDigit(payload), {})).toBeNull();
    }));
  });
});
