import type { Language } from '../i18n/language';
import { numberFormat } from '../i18n/intl-locale';

/**
 * Currencies the storefront can price in (spec §3), with their wire numbers.
 *
 * Money is always an integer in the currency's stored unit: whole rupiah for IDR, whole
 * units for the other plain currencies, and hundredths for a `_D` ("decimal") currency,
 * which is the decimal form of its base (USD_D holds cents of USD).
 */
export const CURRENCY_CODES = [
  'USD', 'IDR', 'CNY', 'SGD', 'MYR', 'THB', 'TWD', 'HKD', 'EUR', 'JPY',
  'USD_D', 'SGD_D', 'MYR_D', 'GBP_D', 'PHP_D',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Prices are in rupiah unless a page global overrides the currency per shop (spec §9). */
export const DEFAULT_CURRENCY: CurrencyCode = 'IDR';

export interface CurrencyInfo {
  readonly code: CurrencyCode;
  readonly number: number;
  readonly symbol: string;
  readonly symbolPosition: 'prefix' | 'suffix';
  /** True for `_D` currencies, whose stored amounts are hundredths. */
  readonly decimal: boolean;
}

// USD keeps the bare '$' because every other dollar in the table has its own prefix (S$, NT$, HK$).
const TABLE: CurrencyInfo[] = [
  { code: 'USD', number: 1, symbol: '$', symbolPosition: 'prefix', decimal: false },
  { code: 'IDR', number: 2, symbol: 'Rp', symbolPosition: 'prefix', decimal: false },
  { code: 'CNY', number: 3, symbol: '¥', symbolPosition: 'prefix', decimal: false },
  { code: 'SGD', number: 4, symbol: 'S$', symbolPosition: 'prefix', decimal: false },
  { code: 'MYR', number: 5, symbol: 'RM', symbolPosition: 'prefix', decimal: false },
  { code: 'THB', number: 6, symbol: '฿', symbolPosition: 'prefix', decimal: false },
  { code: 'TWD', number: 7, symbol: 'NT$', symbolPosition: 'prefix', decimal: false },
  { code: 'HKD', number: 8, symbol: 'HK$', symbolPosition: 'prefix', decimal: false },
  { code: 'EUR', number: 9, symbol: '€', symbolPosition: 'prefix', decimal: false },
  { code: 'JPY', number: 10, symbol: '円', symbolPosition: 'suffix', decimal: false },
  { code: 'USD_D', number: 11, symbol: '$', symbolPosition: 'prefix', decimal: true },
  { code: 'SGD_D', number: 12, symbol: 'S$', symbolPosition: 'prefix', decimal: true },
  { code: 'MYR_D', number: 13, symbol: 'RM', symbolPosition: 'prefix', decimal: true },
  { code: 'GBP_D', number: 14, symbol: '£', symbolPosition: 'prefix', decimal: true },
  { code: 'PHP_D', number: 15, symbol: '₱', symbolPosition: 'prefix', decimal: true },
];
export const CURRENCIES: readonly CurrencyInfo[] = Object.freeze(TABLE.map((currency) => Object.freeze(currency)));

const BY_CODE = new Map<string, CurrencyInfo>(CURRENCIES.map((c) => [c.code, c]));
const BY_NUMBER = new Map<number, CurrencyInfo>(CURRENCIES.map((c) => [c.number, c]));

/** Stored units per displayed unit of a `_D` currency. */
const DECIMAL_FACTOR = 100;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function currencyInfo(code: CurrencyCode): CurrencyInfo {
  const info = BY_CODE.get(code);
  if (!info) throw new RangeError(`Unknown currency ${String(code)}`);
  return info;
}

export function currencyByNumber(n: number): CurrencyInfo | undefined {
  return BY_NUMBER.get(n);
}

export function currencyNumber(code: CurrencyCode): number {
  return currencyInfo(code).number;
}

export function isDecimalCurrency(code: CurrencyCode): boolean {
  return currencyInfo(code).decimal;
}

/** The base ISO code of a currency: `USD_D` → `USD`. */
export function baseCurrencyCode(code: CurrencyCode): string {
  return code.endsWith('_D') ? code.slice(0, -2) : code;
}

export function currencySymbol(code: CurrencyCode): string {
  return currencyInfo(code).symbol;
}

export function toDisplayAmount(stored: number, code: CurrencyCode): number {
  return isDecimalCurrency(code) ? stored / DECIMAL_FACTOR : stored;
}

/**
 * Displayed amount → integer stored amount, rounding half away from zero. The value is
 * first trimmed to 9 decimals so that binary noise (1.005 × 100 = 100.49999…) does not
 * decide the rounding. Non-finite input throws: a price must never silently become 0.
 */
export function toStoredAmount(display: number, code: CurrencyCode): number {
  if (!Number.isFinite(display)) throw new RangeError(`Amount ${display} is not a finite number`);
  const scaled = isDecimalCurrency(code) ? display * DECIMAL_FACTOR : display;
  const magnitude = Math.round(Number(Math.abs(scaled).toFixed(9)));
  return magnitude === 0 ? 0 : Math.sign(scaled) * magnitude;
}

/** Digits of a non-negative integer with `separator` between groups of three. */
export function groupThousands(nonNegativeInteger: number, separator: string): string {
  // BigInt keeps every digit of large amounts, where String() would switch to exponent form.
  const digits = BigInt(nonNegativeInteger).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A stored amount for display, e.g. `formatMoney(150000, 'IDR', 'id') === 'Rp150.000'`.
 *
 * - The symbol touches the number with no space (`Rp150.000`, `S$12.50`, `1.500円`); a minus
 *   sign goes before the symbol (`-Rp5.000`).
 * - Rupiah always uses the Indonesian convention whatever the language: floored, no
 *   decimals, dot between thousands (spec §5).
 * - Other currencies use the language's number formatting, with exactly 2 decimals for
 *   `_D` currencies and none for the rest.
 * - The stored amount is floored first (it should already be an integer) and a non-finite
 *   amount shows as 0, so a display never breaks on bad data.
 */
export function formatMoney(storedAmount: number, code: CurrencyCode, language: Language): string {
  const info = currencyInfo(code);
  const stored = Number.isFinite(storedAmount) ? Math.floor(storedAmount) : 0;
  const sign = stored < 0 ? '-' : '';
  const magnitude = Math.abs(stored);
  const digits = code === 'IDR'
    ? groupThousands(magnitude, '.')
    : numberFormat(language, {
      minimumFractionDigits: info.decimal ? 2 : 0,
      maximumFractionDigits: info.decimal ? 2 : 0,
    }).format(toDisplayAmount(magnitude, code));
  return info.symbolPosition === 'prefix' ? `${sign}${info.symbol}${digits}` : `${sign}${digits}${info.symbol}`;
}
