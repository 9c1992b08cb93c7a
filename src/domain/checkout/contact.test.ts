import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, isValidPostalCode, normalizeIndonesianPhone } from './contact';

describe('normalizeIndonesianPhone', () => {
  it('reads the usual ways of writing an Indonesian number', () => {
    expect(normalizeIndonesianPhone('0812-3456-7890')).toBe('6281234567890');
    expect(normalizeIndonesianPhone('+62 812 3456 7890')).toBe('6281234567890');
    expect(normalizeIndonesianPhone('6281234567890')).toBe('6281234567890');
    expect(normalizeIndonesianPhone('812.3456.7890')).toBe('6281234567890');
    expect(normalizeIndonesianPhone('(021) 555-1234')).toBe('62215551234');
    expect(normalizeIndonesianPhone(' +62 (0)812 3456 7890 ')).toBe('6281234567890');
  });

  it('accepts 10 to 15 digits in all', () => {
    expect(normalizeIndonesianPhone('0812345678')).toBe('62812345678');
    expect(normalizeIndonesianPhone('081234567')).toBe('6281234567');
    expect(normalizeIndonesianPhone('08123456')).toBeNull();
    expect(normalizeIndonesianPhone('+62 8123 4567 8901 2')).toBe('628123456789012');
    expect(normalizeIndonesianPhone('+62 8123 4567 8901 23')).toBeNull();
  });

  it('refuses foreign numbers, letters and the international prefix', () => {
    expect(normalizeIndonesianPhone('+65 6123 4567')).toBeNull();
    expect(normalizeIndonesianPhone('+0812 3456 7890')).toBeNull();
    expect(normalizeIndonesianPhone('0062 812 3456 7890')).toBeNull();
    expect(normalizeIndonesianPhone('0812-3456-789O')).toBeNull();
    expect(normalizeIndonesianPhone('62 00 812 3456 7890')).toBeNull();
    expect(normalizeIndonesianPhone('7123456789')).toBeNull();
    expect(normalizeIndonesianPhone('0812+3456789')).toBeNull();
    expect(normalizeIndonesianPhone('')).toBeNull();
    expect(normalizeIndonesianPhone('abc0812345678')).toBeNull();
    expect(normalizeIndonesianPhone('abc 812 3456 7890')).toBeNull();
    expect(normalizeIndonesianPhone('+62abc812345678')).toBeNull();
    expect(normalizeIndonesianPhone('62abc812345678')).toBeNull();
    expect(normalizeIndonesianPhone('0abc812345678')).toBeNull();
    expect(normalizeIndonesianPhone('8abc12345678')).toBeNull();
    expect(normalizeIndonesianPhone('٠٨١٢٣٤٥٦٧٨٩')).toBeNull();
  });

  it('yields only digits starting with 62, and is idempotent (property)', () => {
    const noise = fc.constantFrom('', ' ', '-', '.', '(', ')');
    const raw = fc.tuple(fc.constantFrom('+62', '62', '0', ''), fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), noise), { maxLength: 16 }))
      .map(([prefix, parts]) => prefix + parts.map(([d, n]) => `${d}${n}`).join(''));
    fc.assert(fc.property(fc.oneof(raw, fc.string()), (text) => {
      const phone = normalizeIndonesianPhone(text);
      if (phone === null) return;
      expect(phone).toMatch(/^62[1-9][0-9]{7,12}$/);
      expect(normalizeIndonesianPhone(phone)).toBe(phone);
      expect(normalizeIndonesianPhone(`+${phone}`)).toBe(phone);
    }));
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isValidEmail('siti@example.co.id')).toBe(true);
    expect(isValidEmail('  budi.santoso+toko@mail.example.com ')).toBe(true);
    expect(isValidEmail('a@b.id')).toBe(true);
  });

  it('refuses typos', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('siti')).toBe(false);
    expect(isValidEmail('siti@example')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('siti@@example.com')).toBe(false);
    expect(isValidEmail('siti@toko@example.com')).toBe(false);
    expect(isValidEmail('siti@toko.id@example.com')).toBe(false);
    expect(isValidEmail('siti nur@example.com')).toBe(false);
    expect(isValidEmail('siti@example..com')).toBe(false);
    expect(isValidEmail('siti@.example.com')).toBe(false);
    expect(isValidEmail('siti@example.com.')).toBe(false);
  });

  it('holds the length limits', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(190)}.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(189)}.com`)).toBe(true);
  });

  it('never accepts whitespace inside or more than one @ (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (a, b) => {
      const text = `${a}@${b}`.trim();
      if (isValidEmail(text)) {
        expect(/\s/u.test(text)).toBe(false);
        expect(text.split('@')).toHaveLength(2);
        expect(text.slice(text.indexOf('@') + 1)).toContain('.');
      }
    }));
  });
});

describe('isValidPostalCode', () => {
  it('accepts exactly five digits', () => {
    expect(isValidPostalCode('10110')).toBe(true);
    expect(isValidPostalCode(' 80361 ')).toBe(true);
    expect(isValidPostalCode('1011')).toBe(false);
    expect(isValidPostalCode('101100')).toBe(false);
    expect(isValidPostalCode('10 110')).toBe(false);
    expect(isValidPostalCode('1011O')).toBe(false);
    expect(isValidPostalCode('')).toBe(false);
    expect(isValidPostalCode('１０１１０')).toBe(false);
  });
});
