import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import { pick } from '../../../domain/i18n/translated';
import type { LiveRate } from '../../../domain/shipping/live-rates';
import { rateFee, shipsFree } from '../../../domain/shipping/rate-table';
import type { OrderShippingRate } from '../../../domain/shipping/shipment';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference, type ShopReferenceReader } from '../../db/shop-reference.server';
import { translate } from '../../errors.server';
import { shippingCouriers, shippingMethods, shippingRates, shopShippingSettings } from './shipping.tables';

/** The id a checkout names pickup from the shop with; service ids are random, so it never collides. */
export const PICKUP_METHOD_ID = 'pickup';

export interface ShippingQuote {
  id: string;
  courier: string;
  service: string;
  /** What the shopper pays: zero when the order ships free or is picked up. */
  fee: number;
  /** The rate before free shipping, so the shop can show what the shopper saves. */
  fullFee: number;
  free: boolean;
  pickup: boolean;
  /** For pickup, where and when; empty otherwise. */
  note: string;
  etaDaysMin: number;
  etaDaysMax: number;
  /** The aggregator's courier and service for a live rate; null for the shop's own tables and pickup. */
  rate: OrderShippingRate | null;
}

export interface QuoteRequest {
  province: string;
  chargeableWeightGrams: number;
  /** What the goods cost after discounts: the free-shipping threshold compares with it. */
  subtotal: number;
  language: Language;
  /** The aggregator's rates for this parcel; left out, null or empty: the shop's rate tables answer. */
  live?: readonly LiveRate[] | null;
}

export type ShippingSettings = typeof shopShippingSettings.$inferSelect;

const DEFAULT_SETTINGS: Omit<ShippingSettings, 'shopId'> = {
  freeShippingMinSubtotal: null,
  freeShippingProvinces: [],
  freeShippingServiceIds: [],
  pickupEnabled: false,
  pickupAddress: '',
  pickupHours: { id: '' },
};

export async function shippingSettingsOf(db: Db, shopId: string): Promise<ShippingSettings> {
  const [row] = await db.select().from(shopShippingSettings).where(eq(shopShippingSettings.shopId, shopId));
  return row ?? { shopId, ...DEFAULT_SETTINGS };
}

/** Every switched-on service with its rate rows, couriers and services in the owner's order. */
async function shippingTableOf(db: Db, shopId: string) {
  const [rows, settings] = await Promise.all([
    db.select({ courier: shippingCouriers.name, method: shippingMethods, rate: shippingRates })
      .from(shippingMethods)
      .innerJoin(shippingCouriers, and(eq(shippingCouriers.shopId, shippingMethods.shopId), eq(shippingCouriers.id, shippingMethods.courierId)))
      .innerJoin(shippingRates, and(eq(shippingRates.shopId, shippingMethods.shopId), eq(shippingRates.methodId, shippingMethods.id)))
      .where(and(eq(shippingMethods.shopId, shopId), eq(shippingMethods.active, true), eq(shippingCouriers.active, true)))
      .orderBy(asc(shippingCouriers.position), asc(shippingMethods.position)),
    shippingSettingsOf(db, shopId),
  ]);
  return { rows, settings };
}

// Every quote of a checkout reads it, several times per order; a shop's table is a row per
// service and province, so a few hundred at most. Kept per process until the shop changes a
// courier, a service, a rate or its settings (src/server/db/shop-reference.server.ts).
const SHIPPING_TABLE = defineShopReference('shipping-table', ['shipping_couriers', 'shipping_methods', 'shipping_rates', 'shop_shipping_settings'], shippingTableOf);

/**
 * The shop's switched-on services that reach `province`, priced for the parcel, then pickup
 * when the shop offers it. A service's own row for the province wins over its `*` fallback; a
 * service with neither does not ship there. Couriers come in their order, then their services.
 * Read through `source.db` (the order's transaction when placing one), or from memory for a
 * request that heard every change.
 */
export async function shippingQuotes(source: ShopReferenceReader, request: QuoteRequest): Promise<ShippingQuote[]> {
  const { rows, settings } = await readShopReference(source, SHIPPING_TABLE);
  const byMethod = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.rate.province !== request.province && row.rate.province !== '*') continue;
    const known = byMethod.get(row.method.id);
    if (!known || (known.rate.province === '*' && row.rate.province !== '*')) byMethod.set(row.method.id, row);
  }
  const rule = { minSubtotal: settings.freeShippingMinSubtotal, provinces: settings.freeShippingProvinces, serviceIds: settings.freeShippingServiceIds };
  // Live rates stand in for the tables; free shipping limited to named services names the
  // tables' services, so it reaches a live rate only when the rule names none.
  const quotes: ShippingQuote[] = request.live?.length
    ? request.live.map((live) => {
      const free = shipsFree(rule, request.subtotal, request.province, live.id);
      return {
        id: live.id, courier: live.courier, service: live.service, fee: free ? 0 : live.fee, fullFee: live.fee, free, pickup: false, note: '',
        etaDaysMin: live.etaDaysMin, etaDaysMax: live.etaDaysMax, rate: { aggregator: live.aggregator, courierCode: live.courierCode, serviceCode: live.serviceCode },
      };
    })
    : [...byMethod.values()].map(({ courier, method, rate }) => {
      const fullFee = rateFee(request.chargeableWeightGrams, { brackets: rate.brackets, pricePerKg: rate.pricePerKg });
      const free = shipsFree(rule, request.subtotal, request.province, method.id);
      return {
        id: method.id, courier, service: method.service, fee: free ? 0 : fullFee, fullFee, free, pickup: false, note: '',
        etaDaysMin: rate.etaDaysMin, etaDaysMax: rate.etaDaysMax, rate: null,
      };
    });
  if (settings.pickupEnabled) {
    const hours = pick(settings.pickupHours, request.language) || settings.pickupHours.id;
    quotes.push({
      id: PICKUP_METHOD_ID, courier: translate(request.language, 'shipping.pickup.courier'), service: '',
      fee: 0, fullFee: 0, free: false, pickup: true, note: [settings.pickupAddress, hours].filter(Boolean).join(' · '), etaDaysMin: 0, etaDaysMax: 0, rate: null,
    });
  }
  return quotes;
}

export interface NewShippingCourier {
  id: string;
  name: string;
  position: number;
  services: ReadonlyArray<{
    id: string;
    service: string;
    /** Per destination province (`*` for the rest): brackets (none: per started kilogram), price per kg and delivery days. */
    rates: ReadonlyArray<{ province: string; pricePerKg: number; brackets?: Array<{ upToGrams: number; price: number }>; etaDaysMin: number; etaDaysMax: number }>;
  }>;
}

/** Adds a courier with its services and their rate tables (a new shop's or the demo's starting point). */
export async function addShippingCourier(db: Db, shopId: string, courier: NewShippingCourier): Promise<void> {
  await db.insert(shippingCouriers).values({ shopId, id: courier.id, name: courier.name, position: courier.position });
  for (const [position, service] of courier.services.entries()) {
    await db.insert(shippingMethods).values({ shopId, id: service.id, courierId: courier.id, service: service.service, position });
    if (service.rates.length) await db.insert(shippingRates).values(service.rates.map((rate) => ({ ...rate, brackets: rate.brackets ?? [], shopId, methodId: service.id })));
  }
}

export async function saveShippingSettings(db: Db, shopId: string, input: Partial<Omit<ShippingSettings, 'shopId'>>): Promise<void> {
  await db.insert(shopShippingSettings).values({ ...input, shopId }).onConflictDoUpdate({ target: shopShippingSettings.shopId, set: input });
}
