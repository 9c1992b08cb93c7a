import { and, asc, eq, inArray } from 'drizzle-orm';
import { shippingFee } from '../../../domain/shipping/shipping-fee';
import type { Db } from '../../db/database.server';
import { shippingMethods, shippingRates } from './shipping.tables';

export interface ShippingQuote {
  id: string;
  courier: string;
  service: string;
  fee: number;
  etaDaysMin: number;
  etaDaysMax: number;
}

/**
 * The shop's active methods that reach `province`, priced for the parcel. A method's own row
 * for the province wins over its `*` fallback; a method with neither does not ship there.
 */
export async function shippingQuotes(db: Db, shopId: string, province: string, chargeableWeightGrams: number): Promise<ShippingQuote[]> {
  const rows = await db
    .select({ method: shippingMethods, rate: shippingRates })
    .from(shippingMethods)
    .innerJoin(shippingRates, and(eq(shippingRates.shopId, shippingMethods.shopId), eq(shippingRates.methodId, shippingMethods.id)))
    .where(and(eq(shippingMethods.shopId, shopId), eq(shippingMethods.active, true), inArray(shippingRates.province, [province, '*'])))
    .orderBy(asc(shippingMethods.position));
  const byMethod = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const known = byMethod.get(row.method.id);
    if (!known || (known.rate.province === '*' && row.rate.province !== '*')) byMethod.set(row.method.id, row);
  }
  return [...byMethod.values()].map(({ method, rate }) => ({
    id: method.id,
    courier: method.courier,
    service: method.service,
    fee: shippingFee(chargeableWeightGrams, rate.pricePerKg),
    etaDaysMin: rate.etaDaysMin,
    etaDaysMax: rate.etaDaysMax,
  }));
}

export interface NewShippingMethod {
  id: string;
  courier: string;
  service: string;
  position: number;
  /** Per destination province (`*` for the rest): price per kg and delivery days. */
  rates: ReadonlyArray<{ province: string; pricePerKg: number; etaDaysMin: number; etaDaysMax: number }>;
}

/** Adds a courier service with its rate table. */
export async function addShippingMethod(db: Db, shopId: string, method: NewShippingMethod): Promise<void> {
  await db.insert(shippingMethods).values({ shopId, id: method.id, courier: method.courier, service: method.service, position: method.position });
  if (method.rates.length) await db.insert(shippingRates).values(method.rates.map((rate) => ({ ...rate, shopId, methodId: method.id })));
}
