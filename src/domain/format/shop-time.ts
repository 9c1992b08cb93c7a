// The shop keeps the time of its own zone (WIB, WITA or WIT; none has daylight saving): staff
// read and choose moments in it, whatever zone their own device is set to. Every function takes
// the zone's offset in hours, because the shop chooses its zone (docs/decisions/0040).
import { formatTime, HOUR_MS } from './time';
import type { Language } from '../i18n/language';

/** Indonesia's three time zones, stored as their IANA names, with their fixed offsets. */
export const SHOP_TIME_ZONES = {
  'Asia/Jakarta': { abbreviation: 'WIB', offsetHours: 7 },
  'Asia/Makassar': { abbreviation: 'WITA', offsetHours: 8 },
  'Asia/Jayapura': { abbreviation: 'WIT', offsetHours: 9 },
} as const;
export type ShopTimeZone = keyof typeof SHOP_TIME_ZONES;

export function isShopTimeZone(value: unknown): value is ShopTimeZone {
  return typeof value === 'string' && Object.hasOwn(SHOP_TIME_ZONES, value);
}

/** The offset from UTC in hours of one of the shop's zones. */
export function zoneOffsetHours(zone: ShopTimeZone): number {
  return SHOP_TIME_ZONES[zone].offsetHours;
}

/** How Indonesians name the zone of an offset ("WIB"); any other offset as "UTC+5" or "UTC−3". */
export function zoneAbbreviation(offsetHours: number): string {
  const zone = Object.values(SHOP_TIME_ZONES).find((candidate) => candidate.offsetHours === offsetHours);
  if (zone) return zone.abbreviation;
  if (offsetHours === 0) return 'UTC';
  return `UTC${offsetHours > 0 ? '+' : '−'}${Math.abs(offsetHours)}`;
}

/** `+07:00`: the offset as an ISO 8601 moment carries it. */
function offsetText(offsetHours: number): string {
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  return `${offsetHours < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// Seconds are optional, and a browser may normalise them with milliseconds (`…T09:00:30.000`).
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** A moment as a date-and-time input shows it in the shop's zone: `2026-12-01T09:00` (`…T09:00:30` with seconds). */
export function toShopInput(moment: string | number | Date, offsetHours: number, options: { seconds?: boolean } = {}): string {
  const ms = new Date(moment).getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + offsetHours * HOUR_MS).toISOString().slice(0, options.seconds ? 19 : 16);
}

/**
 * What a date-and-time input holds, read in the shop's zone, as an ISO 8601 moment with that
 * zone (`2026-12-01T09:00:00+07:00`), which is what the API takes; null when it is not a real one.
 */
export function fromShopInput(value: string, offsetHours: number): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = 0] = match.map((part) => (part === undefined ? undefined : Number(part))) as [number, number, number, number, number, number, number | undefined];
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Rejects 31 February, 24:00 and 60 seconds rather than rolling them over.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || utc.getUTCHours() !== hour || utc.getUTCMinutes() !== minute) return null;
  return `${value.trim().slice(0, 16)}:${String(second).padStart(2, '0')}${offsetText(offsetHours)}`;
}

/** "1 Des 2026, 09.00 WIB": a moment as staff read it. */
export function formatShopTime(moment: string | number | Date, language: Language, offsetHours: number): string {
  return `${formatTime(moment, 'dateTime', language, offsetHours)} ${zoneAbbreviation(offsetHours)}`;
}
