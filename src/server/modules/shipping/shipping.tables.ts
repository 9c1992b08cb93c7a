import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';
import type { CourierAggregator } from '../../../domain/shipping/live-rates';
import type { WeightBracket } from '../../../domain/shipping/rate-table';
import { shops } from '../shop/shop.tables';

/** A courier the shop hands parcels to (JNE, SiCepat…); switched off, none of its services is offered. */
export const shippingCouriers = pgTable('shipping_couriers', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

/** A courier's service (REG, YES…), offered at checkout where it has a rate. */
export const shippingMethods = pgTable('shipping_methods', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  courierId: text('courier_id').notNull(),
  service: text('service').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  foreignKey({ name: 'shipping_methods_courier_fk', columns: [t.shopId, t.courierId], foreignColumns: [shippingCouriers.shopId, shippingCouriers.id] }).onDelete('cascade'),
]);

/**
 * A service's price to one province (`*` for every province without its own row): weight
 * brackets, then `pricePerKg` per started kilogram beyond them (docs/decisions/0034).
 */
export const shippingRates = pgTable('shipping_rates', {
  shopId: text('shop_id').notNull(),
  methodId: text('method_id').notNull(),
  province: text('province').notNull(),
  pricePerKg: bigint('price_per_kg', { mode: 'number' }).notNull(),
  brackets: jsonb('brackets').$type<WeightBracket[]>().notNull().default([]),
  etaDaysMin: integer('eta_days_min').notNull(),
  etaDaysMax: integer('eta_days_max').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.methodId, t.province] }),
  foreignKey({ columns: [t.shopId, t.methodId], foreignColumns: [shippingMethods.shopId, shippingMethods.id] }).onDelete('cascade'),
  check('shipping_rates_price_nonnegative', sql`${t.pricePerKg} >= 0`),
  check('shipping_rates_brackets_array', sql`jsonb_typeof(${t.brackets}) = 'array'`),
]);

/** Free shipping from a subtotal and pickup from the shop; a shop without a row has neither. */
export const shopShippingSettings = pgTable('shop_shipping_settings', {
  shopId: text('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  freeShippingMinSubtotal: bigint('free_shipping_min_subtotal', { mode: 'number' }),
  /** Empty: free shipping reaches every province. */
  freeShippingProvinces: jsonb('free_shipping_provinces').$type<string[]>().notNull().default([]),
  /** Empty: every service ships free past the threshold; otherwise only these (a cheap regular service, say). */
  freeShippingServiceIds: jsonb('free_shipping_service_ids').$type<string[]>().notNull().default([]),
  pickupEnabled: boolean('pickup_enabled').notNull().default(false),
  pickupAddress: text('pickup_address').notNull().default(''),
  pickupHours: jsonb('pickup_hours').$type<Translated<string>>().notNull().default({ id: '' }),
}, (t) => [check('shop_shipping_settings_free_min', sql`${t.freeShippingMinSubtotal} IS NULL OR ${t.freeShippingMinSubtotal} >= 0`)]);

/**
 * A shop's account with a courier aggregator (Biteship or RajaOngkir) for live rates, and with
 * Biteship for booking couriers and tracking parcels (docs/decisions/0062). The API key is
 * sealed like the payment gateways'; one aggregator is switched on at a time.
 */
export const courierAggregatorSettings = pgTable('courier_aggregator_settings', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<CourierAggregator>().notNull(),
  enabled: boolean('enabled').notNull().default(false),
  apiKeySealed: text('api_key_sealed').notNull().default(''),
  apiKeyLast4: text('api_key_last4').notNull().default(''),
  /** The key is a live one (Biteship's "biteship_live."); RajaOngkir has no test keys. */
  production: boolean('production').notNull().default(false),
  /** Where parcels leave from. */
  originPostalCode: text('origin_postal_code').notNull().default(''),
  /** RajaOngkir's id of that place, found when the owner saves it, and its name. */
  originAreaId: text('origin_area_id').notNull().default(''),
  originLabel: text('origin_label').notNull().default(''),
  /** The couriers' codes to quote, in the order the owner chose. */
  couriers: jsonb('couriers').$type<string[]>().notNull().default(['jne', 'sicepat', 'jnt']),
  /** Who the courier collects from, for a booking. */
  senderName: text('sender_name').notNull().default(''),
  senderPhone: text('sender_phone').notNull().default(''),
  senderAddress: text('sender_address').notNull().default(''),
  /** Why checkout last fell back to the rate tables, shown to the owner (at most one write a minute). */
  lastFailure: text('last_failure').notNull().default(''),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.provider] }),
  check('courier_aggregator_settings_provider', sql`${t.provider} IN ('biteship', 'rajaongkir')`),
  check('courier_aggregator_settings_couriers_array', sql`jsonb_typeof(${t.couriers}) = 'array'`),
]);
