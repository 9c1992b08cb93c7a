// The shop keeps Jakarta time (WIB, UTC+7, no daylight saving): staff read and choose publish
// moments in it, whatever zone their own device is set to.
import { formatTime, HOUR_MS } from './time';
import type { Language } from '../i18n/language';

export const SHOP_TIMEZONE_OFFSET_HOURS = 7;
const OFFSET_TEXT = '+07:00';
// Seconds are optional, and a browser may normalise them with milliseconds (`…T09:00:30.000`).
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** A moment as a date-and-time input shows it in WIB: `2026-12-01T09:00` (`…T09:00:30` with seconds). */
export function toShopInput(moment: string | number | Date, options: { seconds?: boolean } = {}): string {
  const ms = new Date(moment).getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + SHOP_TIMEZONE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, options.seconds ? 19 : 16);
}

/**
 * What a date-and-time input holds, read as WIB, as an ISO 8601 moment with its zone
 * (`2026-12-01T09:00:00+07:00`), which is what the API takes; null when it is not a real one.
 */
export function fromShopInput(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = 0] = match.map((part) => (part === undefined ? undefined : Number(part))) as [number, number, number, number, number, number, number | undefined];
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Rejects 31 February, 24:00 and 60 seconds rather than rolling them over.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || utc.getUTCHours() !== hour || utc.getUTCMinutes() !== minute) return null;
  return `${value.trim().slice(0, 16)}:${String(second).padStart(2, '0')}${OFFSET_TEXT}`;
}

/** "1 Des 2026, 09.00 WIB": a moment as staff read it. */
export function formatShopTime(moment: string, language: Language): string {
  return `${formatTime(moment, 'dateTime', language, SHOP_TIMEZONE_OFFSET_HOURS)} WIB`;
}
