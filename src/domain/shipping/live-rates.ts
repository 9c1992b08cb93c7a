import type { ShippingAddressRecord } from './address';

/** The courier aggregators a shop may take live rates from, one at a time (docs/decisions/0062). */
export const COURIER_AGGREGATORS = ['biteship', 'rajaongkir'] as const;
export type CourierAggregator = (typeof COURIER_AGGREGATORS)[number];

/**
 * Couriers both aggregators quote, by the codes their APIs use, in the order a checkout lists
 * them when the owner has not chosen. The names are the couriers' own.
 */
export const AGGREGATOR_COURIERS = [
  { code: 'jne', name: 'JNE' },
  { code: 'sicepat', name: 'SiCepat' },
  { code: 'jnt', name: 'J&T Express' },
  { code: 'anteraja', name: 'AnterAja' },
  { code: 'pos', name: 'POS Indonesia' },
  { code: 'tiki', name: 'TIKI' },
  { code: 'ninja', name: 'Ninja Xpress' },
  { code: 'idexpress', name: 'ID Express' },
  { code: 'sap', name: 'SAP Express' },
  { code: 'lion', name: 'Lion Parcel' },
] as const;
export type AggregatorCourierCode = (typeof AGGREGATOR_COURIERS)[number]['code'];

export function isAggregatorCourier(code: string): code is AggregatorCourierCode {
  return AGGREGATOR_COURIERS.some((courier) => courier.code === code);
}

/** One priced service an aggregator answered for a parcel, kept on the checkout as quoted. */
export interface LiveRate {
  /** `live:{aggregator}:{courier}:{service}`: never one of the rate tables' random ids. */
  id: string;
  aggregator: CourierAggregator;
  courierCode: string;
  serviceCode: string;
  courier: string;
  service: string;
  fee: number;
  etaDaysMin: number;
  etaDaysMax: number;
}

/** The rates a checkout was quoted for one parcel; `rates` null: the aggregator did not answer, the rate tables stood in. */
export interface StoredLiveRates {
  key: string;
  rates: LiveRate[] | null;
  at: string;
}

/** After this long a failed ask is tried again, so one slow moment does not keep a checkout on the tables. */
export const LIVE_RATES_RETRY_MS = 60_000;

const LIVE_PREFIX = 'live:';

export function liveRateId(aggregator: CourierAggregator, courierCode: string, serviceCode: string): string {
  return `${LIVE_PREFIX}${aggregator}:${courierCode.toLowerCase()}:${serviceCode.toLowerCase()}`;
}

/**
 * What live rates depend on: the aggregator and its settings as saved, the destination and
 * the parcel's chargeable weight. Rates stored under another key are not this parcel's.
 */
export function liveRatesKey(aggregator: { provider: CourierAggregator; version: number }, address: Pick<ShippingAddressRecord, 'postalCode' | 'district' | 'city' | 'province'>, chargeableWeightGrams: number): string {
  const place = [address.postalCode, address.district, address.city, address.province].map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
  return `${aggregator.provider}@${aggregator.version}|${place}|${Math.max(1, Math.ceil(chargeableWeightGrams))}`;
}

/** Whether rates stored for a checkout still answer for `key` at `now`: the same parcel, and a failed ask not yet due again. */
export function storedRatesHold(stored: StoredLiveRates | null, key: string, now: number): boolean {
  if (!stored || stored.key !== key) return false;
  if (stored.rates) return true;
  return now - Date.parse(stored.at) < LIVE_RATES_RETRY_MS;
}

/**
 * Delivery days from an aggregator's words: "1 - 2", "2-3 day", "3 days", "1-2 HARI", "" (unknown,
 * 0–0). A same-day or hourly service ("1 - 3 hours") counts as 0 to 1 day.
 */
export function deliveryDays(text: string, unit = ''): { min: number; max: number } {
  const words = `${text} ${unit}`.toLowerCase();
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  if (!numbers.length) return { min: 0, max: 0 };
  if (/hour|jam/.test(words)) return { min: 0, max: 1 };
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  return { min, max };
}
