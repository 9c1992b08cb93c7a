import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shop.schema';
import type { Translated } from './translated';

/** A question the shop asks at checkout (spec: "the shop's custom fields"). */
export interface CheckoutFieldRecord {
  key: string;
  label: Translated<string>;
  required: boolean;
  /** `text` for one line, `textarea` for several. */
  kind: 'text' | 'textarea';
  maxLength: number;
}

/** How a shop sells: unpaid-order limit, checkout questions, recovery delay. One row per shop. */
export const shopCommerceSettings = pgTable('shop_commerce_settings', {
  shopId: text('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  /** Orders not paid within this many hours expire and release their stock (default 24). */
  unpaidOrderHours: integer('unpaid_order_hours').notNull().default(24),
  /** A checkout left with an e-mail and no order gets its one recovery e-mail after this. */
  recoveryDelayMinutes: integer('recovery_delay_minutes').notNull().default(60),
  checkoutFields: jsonb('checkout_fields').$type<CheckoutFieldRecord[]>().notNull().default([]),
  bankTransferInstructions: jsonb('bank_transfer_instructions').$type<Translated<string>>().notNull().default({ id: '' }),
  cardEnabled: boolean('card_enabled').notNull().default(true),
  walletEnabled: boolean('wallet_enabled').notNull().default(true),
  /** Next order number; taken last in the placing transaction so the row lock is short. */
  nextOrderNumber: integer('next_order_number').notNull().default(10001),
}, (t) => [check('shop_commerce_settings_hours_range', sql`${t.unpaidOrderHours} BETWEEN 1 AND 720`)]);

export const bankAccounts = pgTable('bank_accounts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

/** A courier service the shop ships with, e.g. JNE REG. */
export const shippingMethods = pgTable('shipping_methods', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  courier: text('courier').notNull(),
  service: text('service').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

/**
 * What a method costs to one destination province, per started kilogram of chargeable weight.
 * The province `*` is the fallback for destinations without their own row.
 */
export const shippingRates = pgTable('shipping_rates', {
  shopId: text('shop_id').notNull(),
  methodId: text('method_id').notNull(),
  province: text('province').notNull(),
  pricePerKg: integer('price_per_kg').notNull(),
  etaDaysMin: integer('eta_days_min').notNull(),
  etaDaysMax: integer('eta_days_max').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.methodId, t.province] }),
  foreignKey({ columns: [t.shopId, t.methodId], foreignColumns: [shippingMethods.shopId, shippingMethods.id] }).onDelete('cascade'),
  check('shipping_rates_price_nonnegative', sql`${t.pricePerKg} >= 0`),
]);

export const coupons = pgTable('coupons', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** Upper-cased; shoppers type it in any case. */
  code: text('code').notNull(),
  kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
  /** Whole percent (1–100) for percentage coupons; an amount in the stored unit for fixed ones. */
  value: integer('value').notNull(),
  minSpend: integer('min_spend').notNull().default(0),
  /** Caps a percentage discount; null means no cap. */
  maxDiscount: integer('max_discount'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('coupons_shop_code_idx').on(t.shopId, t.code),
  check('coupons_value_range', sql`${t.value} > 0 AND (${t.kind} <> 'percentage' OR ${t.value} <= 100)`),
  check('coupons_usage_within_limit', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
  index('coupons_shop_active_idx').on(t.shopId, t.active),
]);
