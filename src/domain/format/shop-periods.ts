import { SHOP_TIMEZONE_OFFSET_HOURS } from './shop-time';

const OFFSET_MS = SHOP_TIMEZONE_OFFSET_HOURS * 3_600_000;

/** Midnight of the shop's current day (WIB), as an instant. */
export function startOfShopDay(now: Date): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS);
}

/** Midnight of the first day of the shop's current month (WIB), as an instant. */
export function startOfShopMonth(now: Date): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
}
