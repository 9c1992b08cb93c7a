import type { Language } from '../i18n/language';
import { dateTimeFormat } from '../i18n/intl-locale';

/** Largest accepted time value (1 Jan 2200 UTC, spec §9); anything beyond is invalid. */
export const MAX_TIME_VALUE = 7258118400000;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Relative times count a month as 30 days and a year as 365 days (spec §9). */
export const MONTH_MS = 30 * DAY_MS;
export const YEAR_MS = 365 * DAY_MS;
/** The 'Ago' format says "… ago" only for times less than this far back (spec §9). */
export const AGO_WINDOW_MS = 3 * DAY_MS;

/** Shown in place of a time that cannot be displayed (spec §5). */
export const INVALID_TIME_TEXT = '-';

/**
 * Named time patterns, with what they show for 15 January 2024 14:05:
 *
 * | pattern     | id                      | en                        |
 * |-------------|-------------------------|---------------------------|
 * | `date`      | 15 Jan 2024             | 15 Jan 2024               |
 * | `dateTime`  | 15 Jan 2024, 14.05      | 15 Jan 2024, 14:05        |
 * | `time`      | 14.05                   | 14:05                     |
 * | `monthYear` | Januari 2024            | January 2024              |
 * | `fullDate`  | Senin, 15 Januari 2024  | Monday, 15 January 2024   |
 * | `isoDate`   | 2024-01-15              | 2024-01-15                |
 */
export const TIME_PATTERNS = ['date', 'dateTime', 'time', 'monthYear', 'fullDate', 'isoDate'] as const;
export type TimePattern = (typeof TIME_PATTERNS)[number];

const HM = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const INTL_PATTERNS: Readonly<Record<Exclude<TimePattern, 'isoDate'>, Intl.DateTimeFormatOptions>> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...HM },
  time: HM,
  monthYear: { month: 'long', year: 'numeric' },
  fullDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

export function isTimePattern(value: unknown): value is TimePattern {
  return typeof value === 'string' && (TIME_PATTERNS as readonly string[]).includes(value);
}

/** Epoch milliseconds, a numeric string of them, an ISO date string, or a Date. */
export type TimeInput = number | string | Date | null | undefined;

/** Milliseconds since the epoch, or null when the input is not a usable time. */
export function toTimeValue(value: TimeInput): number | null {
  let ms: number;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value;
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    ms = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Date.parse(text);
  } else return null;
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_TIME_VALUE) return null;
  return ms;
}

/**
 * A time in the shop's timezone, given as an offset in hours from UTC (spec §3 locale
 * state; Jakarta is 7). An invalid time shows '-'; an unknown pattern also shows '-' and
 * logs a warning, because it is a programming error rather than bad data.
 */
export function formatTime(value: TimeInput, pattern: TimePattern, language: Language, timezoneOffsetHours = 0): string {
  if (!isTimePattern(pattern)) {
    console.warn(`formatTime: unknown time pattern "${String(pattern)}"`);
    return INVALID_TIME_TEXT;
  }
  const ms = toTimeValue(value);
  if (ms === null) return INVALID_TIME_TEXT;
  const offset = usableOffset(timezoneOffsetHours);
  // Shifting the instant and formatting it as UTC applies a fixed offset without a timezone database.
  const shifted = new Date(ms + offset * HOUR_MS);
  if (pattern === 'isoDate') return shifted.toISOString().slice(0, 10);
  return dateTimeFormat(language, { ...INTL_PATTERNS[pattern], timeZone: 'UTC' }).format(shifted);
}

/** Real UTC offsets lie within ±14 hours; anything else would be a bug and falls back to UTC. */
function usableOffset(hours: number): number {
  return Number.isFinite(hours) && Math.abs(hours) <= 14 ? hours : 0;
}

export type RelativeTimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * The largest fitting unit for a span (spec §9): under an hour minutes, under a day
 * hours, under 30 days days, under 365 days months, else years; always rounded down.
 */
export function relativeTimeParts(spanMs: number): { value: number; unit: RelativeTimeUnit } {
  const span = Math.abs(spanMs);
  if (span < HOUR_MS) return { value: Math.floor(span / MINUTE_MS), unit: 'minute' };
  if (span < DAY_MS) return { value: Math.floor(span / HOUR_MS), unit: 'hour' };
  if (span < MONTH_MS) return { value: Math.floor(span / DAY_MS), unit: 'day' };
  if (span < YEAR_MS) return { value: Math.floor(span / MONTH_MS), unit: 'month' };
  return { value: Math.floor(span / YEAR_MS), unit: 'year' };
}

const UNIT_WORDS: Readonly<Record<Language, Readonly<Record<RelativeTimeUnit, readonly [string, string]>>>> = {
  id: { minute: ['menit', 'menit'], hour: ['jam', 'jam'], day: ['hari', 'hari'], month: ['bulan', 'bulan'], year: ['tahun', 'tahun'] },
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'], year: ['year', 'years'] },
};
const UNDER_A_MINUTE: Readonly<Record<Language, string>> = { id: 'kurang dari 1 menit', en: 'less than a minute' };
const JUST_NOW: Readonly<Record<Language, string>> = { id: 'baru saja', en: 'just now' };
const AGO: Readonly<Record<Language, (span: string) => string>> = {
  id: (span) => `${span} yang lalu`,
  en: (span) => `${span} ago`,
};

/**
 * The span between two times without direction, e.g. '5 menit' / '5 minutes', so it can
 * be used both for the past and the future ("berakhir dalam 3 hari"). '-' if either is invalid.
 */
export function relativeTime(from: TimeInput, now: TimeInput, language: Language): string {
  const start = toTimeValue(from);
  const end = toTimeValue(now);
  if (start === null || end === null) return INVALID_TIME_TEXT;
  const { value, unit } = relativeTimeParts(end - start);
  if (unit === 'minute' && value === 0) return UNDER_A_MINUTE[language];
  const [one, many] = UNIT_WORDS[language][unit];
  return `${value} ${value === 1 ? one : many}`;
}

/**
 * The 'Ago' format (spec §9): less than a minute back is "just now", less than 3 days back
 * is "5 minutes ago" / "5 menit yang lalu", anything older, or more than a minute in the
 * future (clock skew below that is forgiven), is shown as a date.
 */
export function timeAgo(from: TimeInput, now: TimeInput, language: Language, timezoneOffsetHours = 0): string {
  const start = toTimeValue(from);
  const end = toTimeValue(now);
  if (start === null || end === null) return INVALID_TIME_TEXT;
  const elapsed = end - start;
  if (elapsed < -MINUTE_MS || elapsed >= AGO_WINDOW_MS) return formatTime(start, 'date', language, timezoneOffsetHours);
  if (elapsed < MINUTE_MS) return JUST_NOW[language];
  return AGO[language](relativeTime(start, end, language));
}
