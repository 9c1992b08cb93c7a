import type { Language } from './language';

/**
 * The Intl locale behind each storefront language. English uses British conventions
 * (day before month, 24-hour clock) because that reads naturally next to Indonesian dates.
 */
const INTL_LOCALES: Readonly<Record<Language, string>> = { id: 'id-ID', en: 'en-GB' };

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language] ?? INTL_LOCALES.id;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build and formatting runs per price on every list, so instances are shared. */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
