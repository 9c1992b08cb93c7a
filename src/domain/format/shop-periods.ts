import { HOUR_MS } from './time';

/** Midnight of the shop's current day in its zone (`offsetHours` from UTC), as an instant. */
export function startOfShopDay(now: Date, offsetHours: number): Date {
  const offset = offsetHours * HOUR_MS;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset);
}

/** Midnight of the first day of the shop's current month in its zone, as an instant. */
export function startOfShopMonth(now: Date, offsetHours: number): Date {
  const offset = offsetHours * HOUR_MS;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offset);
}
