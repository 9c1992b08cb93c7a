import { describe, expect, it } from 'vitest';
import { cardDigits, cardOutcome, parseExpiry, validateCardForm, type CardFormInput } from './card-form';

const NOW = new Date('2025-06-15T12:00:00Z');
const VALID: CardFormInput = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: 'Siti Rahayu' };

const errorsOf = (input: Partial<CardFormInput>) => {
  const result = validateCardForm({ ...VALID, ...input }, NOW);
  return result.ok ? {} : result.errors;
};

describe('sandbox card form', () => {
  it('keeps only the last four digits and the test outcome', () => {
    expect(validateCardForm(VALID, NOW)).toEqual({ ok: true, last4: '4242', outcome: 'succeed' });
    expect(validateCardForm({ ...VALID, number: '4000 0000 0000 0002' }, NOW)).toEqual({ ok: true, last4: '0002', outcome: 'decline' });
    expect(validateCardForm({ ...VALID, number: '4000000000000119' }, NOW)).toEqual({ ok: true, last4: '0119', outcome: 'fail' });
    // Any other Luhn-valid number succeeds.
    expect(validateCardForm({ ...VALID, number: '5555 5555 5555 4444' }, NOW)).toEqual({ ok: true, last4: '4444', outcome: 'succeed' });
  });

  it('reads card numbers of digits and spaces only', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBeNull();
    expect(cardDigits('4242x4242')).toBeNull();
    expect(cardOutcome('4000000000000002')).toBe('decline');
  });

  it('refuses numbers that fail Luhn, are too short or too long, or hold other characters', () => {
    for (const number of ['4242 4242 4242 4241', '42424242424', '4'.repeat(20), '4242-4242-4242-4242', '４２４２４２４２４２４２４２４２']) {
      expect(errorsOf({ number }).number?.en, number).toMatch(/not valid/);
    }
    expect(errorsOf({ number: '  ' }).number?.en).toMatch(/Enter the card number/);
  });

  it('checks the expiry date is MM/YY and not in the past', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 08 / 29 ')).toEqual({ month: 8, year: 2029 });
    for (const expiry of ['13/29', '00/29', '8/29', '08/2029', '0829', 'ab/cd']) expect(parseExpiry(expiry), expiry).toBeNull();
    expect(errorsOf({ expiry: '06/25' }).expiry).toBeUndefined();
    expect(errorsOf({ expiry: '05/25' }).expiry?.en).toMatch(/expired/);
    expect(errorsOf({ expiry: '12/24' }).expiry?.en).toMatch(/expired/);
    expect(errorsOf({ expiry: '12/99' }).expiry?.en).toMatch(/MM\/YY/);
    expect(errorsOf({ expiry: '' }).expiry?.en).toMatch(/Enter the expiry/);
  });

  it('checks the CVC and the name', () => {
    expect(errorsOf({ cvc: '1234' }).cvc).toBeUndefined();
    for (const cvc of ['12', '12345', 'abc', '']) expect(errorsOf({ cvc }).cvc, cvc).toBeDefined();
    expect(errorsOf({ name: '   ' }).name?.en).toMatch(/Enter the name/);
    expect(errorsOf({ name: 'x'.repeat(100) }).name).toBeUndefined();
    expect(errorsOf({ name: 'x'.repeat(101) }).name?.en).toMatch(/at most 100/);
  });

  it('reports every wrong field at once, in both languages', () => {
    const errors = errorsOf({ number: '1234', expiry: 'x', cvc: '', name: '' });
    expect(Object.keys(errors).sort()).toEqual(['cvc', 'expiry', 'name', 'number']);
    expect(errors.number?.id).toMatch(/Nomor kartu/);
  });
});
