import { DEFAULT_PHONE_COUNTRY_CODE } from '../validation/phone-number';

/** Country code and all, as the stored form holds it (`62` + 8 to 13 national digits). */
const MIN_PHONE_DIGITS = 10;
const MAX_PHONE_DIGITS = 15;

/**
 * A shopper's phone number as couriers and WhatsApp links want it: digits only, starting with
 * the country code 62, e.g. `0812-3456-7890` → `6281234567890`. Accepts the ways Indonesians
 * write numbers: `+62 812…`, `62812…`, `0812…`, a bare `812…`, and `+62 (0)812…` (the trunk 0
 * after the country code is dropped, not refused). Spaces, dashes, dots and brackets are
 * ignored. Returns null for anything else, including foreign numbers and the `00` dialling
 * prefix, which is not part of a national number.
 */
export function normalizeIndonesianPhone(raw: string): string | null {
  const code = DEFAULT_PHONE_COUNTRY_CODE;
  const compact = raw.replace(/[\s().-]/gu, '');
  let national: string;
  if (compact.startsWith(`+${code}`)) national = compact.slice(code.length + 1);
  else if (compact.startsWith(code)) national = compact.slice(code.length);
  else if (compact.startsWith('0') && !compact.startsWith('00')) national = compact.slice(1);
  else if (compact.startsWith('8')) national = compact;
  else return null;

  if (national.startsWith('0')) national = national.slice(1);
  if (!/^[1-9][0-9]*$/.test(national)) return null;
  const digits = `${code}${national}`;
  return digits.length >= MIN_PHONE_DIGITS && digits.length <= MAX_PHONE_DIGITS ? digits : null;
}

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/**
 * A pragmatic check that catches typos, not RFC 5322: after trimming, at most 254 characters,
 * exactly one `@`, a local part of 1 to 64 characters, a domain of dot-separated non-empty
 * labels (so at least one dot), and no whitespace anywhere. Whether the address receives mail
 * is only known by mailing it.
 */
export function isValidEmail(raw: string): boolean {
  const text = raw.trim();
  if (text.length > MAX_EMAIL_LENGTH || /\s/u.test(text)) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local.length < 1 || local.length > MAX_LOCAL_PART_LENGTH) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** Indonesian postal codes are exactly five digits (kode pos); surrounding spaces are ignored. */
export function isValidPostalCode(raw: string): boolean {
  return /^[0-9]{5}$/.test(raw.trim());
}
