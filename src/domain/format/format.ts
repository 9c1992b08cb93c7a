import type { Language } from '../i18n/language';
import { DEFAULT_LANGUAGE } from '../i18n/language';
import { numberFormat } from '../i18n/intl-locale';
import { formatMoney } from '../money/currency';

export {
  MAX_TIME_VALUE,
  TIME_PATTERNS,
  formatTime,
  isTimePattern,
  relativeTime,
  relativeTimeParts,
  timeAgo,
  toTimeValue,
} from './time';
export type { RelativeTimeUnit, TimeInput, TimePattern } from './time';

/** Shown when a formatter throws (spec §5). */
export const FORMAT_ERROR_TEXT = '--ERR--';

/** Null, undefined, empty and false show as nothing (spec §5); anything else as its string. */
export function formatText(value: unknown): string {
  if (value === null || value === undefined || value === false || value === '') return '';
  return String(value);
}

/**
 * A number in the language's convention ('1.234,5' in Indonesian, '1,234.5' in English),
 * with at most `maximumFractionDigits` decimals. NaN, and anything that is not a finite
 * number such as Infinity or an unparsable string, shows as '0' (spec §5).
 */
export function formatNumber(
  value: number | string | null | undefined,
  language: Language,
  maximumFractionDigits = 2,
): string {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  const finite = Number.isFinite(n) ? n : 0;
  // Normalising -0 keeps "-0" off the page.
  const shown = finite === 0 ? 0 : finite;
  return plainNumber(shown, language, maximumFractionDigits) ?? numberFormat(language, { maximumFractionDigits }).format(shown);
}

/** The separators Intl writes for each language (format.test.ts holds them to Intl's output). */
const SEPARATORS: Readonly<Record<Language, { group: string; decimal: string }>> = {
  id: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * What Intl.NumberFormat writes for an ordinary number, without building one: the first one a
 * page builds costs 25–35 ms of the phone's main thread (its locale's data), and a product
 * card's rating or a product's weight would make every storefront page pay it. Rounds as Intl
 * does, half away from zero on the number's shortest decimal form. Undefined for what it leaves
 * to Intl: numbers in exponent form and more than 20 decimals.
 */
function plainNumber(value: number, language: Language, maximumFractionDigits: number): string | undefined {
  const separators = SEPARATORS[language];
  const text = String(Math.abs(value));
  if (!separators || !Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > 20 || /e/i.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  const roundsUp = (fraction.charCodeAt(maximumFractionDigits) || 0) >= 53; // '5'
  const scaled = (BigInt(whole + kept) + (roundsUp ? 1n : 0n)).toString().padStart(maximumFractionDigits + 1, '0');
  const integer = scaled.slice(0, scaled.length - maximumFractionDigits);
  const decimals = scaled.slice(scaled.length - maximumFractionDigits).replace(/0+$/, '');
  const digits = `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group)}${decimals ? `${separators.decimal}${decimals}` : ''}`;
  return value < 0 ? `-${digits}` : digits;
}

/** Runs a formatter and shows '--ERR--' instead of breaking the page when it throws (spec §5). */
export function safeFormat(fn: () => string): string {
  try {
    return fn();
  } catch (error) {
    console.warn('Formatting failed', error);
    return FORMAT_ERROR_TEXT;
  }
}

/**
 * A phone number with a dash after every 4 digits from the left (spec §5):
 * '081234567890' → '0812-3456-7890'. Everything but digits is dropped first, except a
 * leading '+' of an international number. An Indonesian number stored with its country code
 * ('+6281234567890', or '6281234567890' as saved addresses keep it) reads the way Indonesians
 * write it, with the trunk 0: '0812-3456-7890'.
 */
export function formatPhone(value: string | number | null | undefined): string {
  const text = formatText(value).trim();
  const all = text.replace(/\D/g, '');
  if (all === '') return '';
  const international = text.startsWith('+');
  const indonesian = all.startsWith('62') && (international || all.startsWith('628'));
  const digits = indonesian ? `0${all.slice(2)}` : all;
  const grouped = digits.match(/\d{1,4}/g)?.join('-') ?? '';
  return international && !indonesian ? `+${grouped}` : grouped;
}

/**
 * Rupiah: floored, dot between thousands, symbol written against the number
 * (1234567.9 → 'Rp1.234.567'). The same rendering as `formatMoney(…, 'IDR', …)`.
 */
export function formatRupiah(amount: number): string {
  return formatMoney(amount, 'IDR', DEFAULT_LANGUAGE);
}

/**
 * Rounds half away from zero to 2 decimals. Going through the decimal string avoids binary
 * noise (1.005 is stored as 1.00499…, yet a shopper expects 1.01).
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const rounded = text.includes('e')
    ? Math.round(magnitude * 100) / 100
    : Number(`${Math.round(Number(`${text}e2`))}e-2`);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/**
 * A value already in percent (12.345 → '12,35%' in Indonesian, '12.35%' in English),
 * rounded to 2 decimals with trailing zeros dropped (10 → '10%'). NaN shows '0%'.
 */
export function formatPercent(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return `${formatNumber(roundTo2(value), language, 2)}%`;
}
