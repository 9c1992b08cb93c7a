import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PHONE_COUNTRY_CODE } from './phone-number';
import { checkPhoneNumber, normalizePhoneNumber, phoneNumber } from './phone-number';

describe('checkPhoneNumber', () => {
  it('reads the three Indonesian ways of writing a number to the same E.164 form', () => {
    for (const text of ['0812-3456-7890', '+62 812 3456 7890', '6281234567890', '(+62) 812.3456.7890', '+62 (0)812 3456 7890']) {
      expect(normalizePhoneNumber(text)).toBe('+6281234567890');
    }
  });

  it('accepts landlines with an area code', () => {
    expect(normalizePhoneNumber('021 5790 1234')).toBe('+622157901234');
    expect(normalizePhoneNumber('0361-123456')).toBe('+62361123456');
  });

  it('accepts foreign numbers only with a +', () => {
    expect(normalizePhoneNumber('+65 6123 4567')).toBe('+6561234567');
    expect(checkPhoneNumber('6561234567')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('calls too few digits too short', () => {
    for (const text of ['0', '08', '0812345', '+62812', '62', '+6581']) expect(checkPhoneNumber(text)).toEqual({ ok: false, reason: 'tooShort' });
  });

  it('calls letters, too many digits and other prefixes invalid', () => {
    for (const text of ['0812-ABCD-789', '81234567890', '0081234567890', '08123456789012345', '+0812345678', '+1234567890123456', '62 0 0812345678', '+', 'telepon']) {
      expect(checkPhoneNumber(text), text).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses numbers with letters in front, whatever follows', () => {
    for (const text of ['abc0812345678', 'abc 0812 3456 78', 'x+6281234567890', 'tel:081234567890', 'WA 0812-3456-7890']) {
      expect(checkPhoneNumber(text), text).toEqual({ ok: false, reason: 'invalid' });
      expect(phoneNumber(text, {}), text).toEqual({ key: 'validation.invalid.phoneNumber' });
    }
  });

  it('takes 7 to 13 digits after the Indonesian trunk 0 or +62', () => {
    expect(checkPhoneNumber('0211234')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPhoneNumber('02112345')).toEqual({ ok: true, e164: '+622112345' });
    expect(checkPhoneNumber('+62 2112345')).toEqual({ ok: true, e164: '+622112345' });
    expect(checkPhoneNumber('+62 211234')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPhoneNumber('08123456789012')).toEqual({ ok: true, e164: '+628123456789012' });
    expect(checkPhoneNumber('081234567890123')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPhoneNumber('+62 8123456789012')).toEqual({ ok: true, e164: '+628123456789012' });
    expect(checkPhoneNumber('+62 81234567890123')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('takes 8 to 15 digits for a foreign number, country code included', () => {
    expect(checkPhoneNumber('+6512345')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPhoneNumber('+65123456')).toEqual({ ok: true, e164: '+65123456' });
    expect(checkPhoneNumber('+441234567890123')).toEqual({ ok: true, e164: '+441234567890123' });
    expect(checkPhoneNumber('+4412345678901234')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a second trunk 0 after the country code', () => {
    expect(checkPhoneNumber('+62 00812345678')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPhoneNumber('6200812345678')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('defaults to country code 62', () => {
    expect(DEFAULT_PHONE_COUNTRY_CODE).toBe('62');
    expect(normalizePhoneNumber('0812345678', '60')).toBe('+60812345678');
  });

  it('agrees on 08…, +62… and 62… for any mobile number (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^8\d{8,11}$/), (rest) => {
      const expected = `+62${rest}`;
      expect(normalizePhoneNumber(`0${rest}`)).toBe(expected);
      expect(normalizePhoneNumber(`+62${rest}`)).toBe(expected);
      expect(normalizePhoneNumber(`62${rest}`)).toBe(expected);
      expect(normalizePhoneNumber(`0${rest.replace(/(\d{4})/g, '$1-')}`)).toBe(expected);
    }));
  });
});

describe('phoneNumber validator', () => {
  it('uses the too-short key for short numbers and the invalid key otherwise', () => {
    expect(phoneNumber('0812', {})).toEqual({ key: 'validation.phoneNumberTooShort' });
    expect(phoneNumber('nomor saya', {})).toEqual({ key: 'validation.invalid.phoneNumber' });
    expect(phoneNumber(81234567890, {})).toEqual({ key: 'validation.invalid.phoneNumber' });
    expect(phoneNumber('0812 3456 7890', {})).toBeNull();
    expect(phoneNumber('', {})).toBeNull();
  });
});
