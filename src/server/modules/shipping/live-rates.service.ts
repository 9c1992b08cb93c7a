import { AGGREGATOR_COURIERS, deliveryDays, liveRateId, type LiveRate } from '../../../domain/shipping/live-rates';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { Db } from '../../db/database.server';
import type { SecretBox } from '../../secret-box.server';
import { AggregatorCallError } from './aggregators/aggregator-http.server';
import type { BiteshipApi } from './aggregators/biteship-api.server';
import { matchDestination, type RajaOngkirApi } from './aggregators/rajaongkir-api.server';
import { courierAggregatorAccount, noteRatesFallback, type CourierAggregatorAccount } from './courier-aggregator.service';

/** How long an owner's booking or a tracking look-up waits on the aggregator. */
export const COURIER_CALL_TIMEOUT_MS = 15_000;

/** The aggregators' clients and how long a shopper's checkout waits on them. */
export interface CourierApis {
  biteship: BiteshipApi;
  rajaongkir: RajaOngkirApi;
  secrets: SecretBox | null;
  /** The whole wait for live rates at checkout; past it, the shop's own rate tables answer. */
  ratesTimeoutMs: number;
  /** The wait for an owner's booking or a tracking look-up. */
  callTimeoutMs: number;
}

export interface LiveRateParcel {
  address: Pick<ShippingAddressRecord, 'postalCode' | 'district' | 'city' | 'province'>;
  chargeableWeightGrams: number;
  /** What the goods are worth, for the aggregator's insurance figure. */
  goodsValue: number;
}

export type LiveRatesAnswer = { ok: true; rates: LiveRate[] } | { ok: false; reason: string };

// RajaOngkir prices between its own place ids: a destination's id is found once per postal code
// and district and kept for the life of the process (a few thousand entries at most).
const DESTINATIONS_KEPT = 5000;
const rajaOngkirPlaces = new Map<string, number>();

function courierName(code: string, fallback: string): string {
  return AGGREGATOR_COURIERS.find((courier) => courier.code === code)?.name ?? fallback;
}

/**
 * The switched-on aggregator's prices for the parcel, each a service the shop's couriers offer to
 * the destination, cheapest first; never more than `ratesTimeoutMs` of waiting. Not ok when no
 * aggregator can be asked or it did not answer in time: the checkout then offers the rate tables.
 */
export async function fetchLiveRates(apis: CourierApis, db: Db, shopId: string, parcel: LiveRateParcel): Promise<LiveRatesAnswer> {
  const account = await courierAggregatorAccount(db, shopId, apis.secrets);
  if (!account?.enabled) return { ok: false, reason: 'no aggregator can be asked' };
  const deadline = Date.now() + apis.ratesTimeoutMs;
  try {
    const rates = account.provider === 'biteship' ? await biteshipRates(apis, account, parcel, deadline) : await rajaOngkirRates(apis, account, parcel, deadline);
    return { ok: true, rates: rates.filter((rate) => Number.isSafeInteger(rate.fee) && rate.fee >= 0).sort((a, b) => a.fee - b.fee) };
  } catch (error) {
    if (!(error instanceof AggregatorCallError)) throw error;
    await noteRatesFallback(db, shopId, account.provider, AggregatorCallError.fallbackReason(error));
    return { ok: false, reason: `${account.provider}: ${error.message}` };
  }
}

const left = (deadline: number) => Math.max(1, deadline - Date.now());

async function biteshipRates(apis: CourierApis, account: CourierAggregatorAccount, parcel: LiveRateParcel, deadline: number): Promise<LiveRate[]> {
  const pricing = await apis.biteship.rates(account.apiKey, {
    originPostalCode: account.originPostalCode, destinationPostalCode: parcel.address.postalCode, couriers: account.couriers,
    items: [{ name: 'Paket', value: parcel.goodsValue, weightGrams: Math.max(1, Math.ceil(parcel.chargeableWeightGrams)), quantity: 1 }],
  }, left(deadline));
  return pricing.map((rate) => {
    const days = deliveryDays(rate.shipment_duration_range || rate.duration, rate.shipment_duration_unit);
    return {
      id: liveRateId('biteship', rate.courier_code, rate.courier_service_code), aggregator: 'biteship', courierCode: rate.courier_code.toLowerCase(), serviceCode: rate.courier_service_code.toLowerCase(),
      courier: courierName(rate.courier_code.toLowerCase(), rate.courier_name), service: rate.courier_service_name, fee: rate.price, etaDaysMin: days.min, etaDaysMax: days.max,
    };
  });
}

async function rajaOngkirRates(apis: CourierApis, account: CourierAggregatorAccount, parcel: LiveRateParcel, deadline: number): Promise<LiveRate[]> {
  const placeKey = `${parcel.address.postalCode}|${parcel.address.district.toLowerCase()}`;
  let destination = rajaOngkirPlaces.get(placeKey);
  if (destination === undefined) {
    const found = await apis.rajaongkir.destinations(account.apiKey, parcel.address.postalCode, left(deadline));
    const place = matchDestination(found, parcel.address);
    if (!place) return [];
    destination = place.id;
    if (rajaOngkirPlaces.size >= DESTINATIONS_KEPT) rajaOngkirPlaces.delete(rajaOngkirPlaces.keys().next().value!);
    rajaOngkirPlaces.set(placeKey, destination);
  }
  const costs = await apis.rajaongkir.costs(account.apiKey, { origin: Number(account.originAreaId), destination, weightGrams: parcel.chargeableWeightGrams, couriers: account.couriers }, left(deadline));
  return costs.map((cost) => {
    const days = deliveryDays(cost.etd);
    return {
      id: liveRateId('rajaongkir', cost.code, cost.service), aggregator: 'rajaongkir', courierCode: cost.code.toLowerCase(), serviceCode: cost.service.toLowerCase(),
      courier: courierName(cost.code.toLowerCase(), cost.name), service: cost.service, fee: cost.cost, etaDaysMin: days.min, etaDaysMax: days.max,
    };
  });
}
