// The shop keeps Jakarta time (WIB, UTC+7, no daylight saving): staff read and choose publish
// moments in it, whatever zone their own device is set to.
import { formatTime, HOUR_MS } from './time';
import type { Language } from '../i18n/language';

export const SHOP_TIMEZONE_OFFSET_HOURS = 7;
const OFFSET_TEXT = '+07:00';
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A moment as a date-and-time input shows it in WIB: `2026-12-01T09:00`. */
export function toShopInput(moment: string | number | Date): string {
  const ms = new Date(moment).getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + SHOP_TIMEZONE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 16);
}

/**
 * What a date-and-time input holds, read as WIB, as an ISO 8601 moment with its zone
 * (`2026-12-01T09:00:00+07:00`), which is what the API takes; null when it is not a real one.
 */
export function fromShopInput(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Rejects 31 February and 24:00 rather than rolling them over.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || utc.getUTCHours() !== hour) return null;
  return `${value.trim()}:00${OFFSET_TEXT}`;
}

/** "1 Des 2026, 09.00 WIB": a moment as staff read it. */
export function formatShopTime(moment: string, language: Language): string {
  return `${formatTime(moment, 'dateTime', language, SHOP_TIMEZONE_OFFSET_HOURS)} WIB`;
}
