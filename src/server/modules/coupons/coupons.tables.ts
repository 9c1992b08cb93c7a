import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

export const coupons = pgTable('coupons', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** Upper-cased; shoppers type it in any case. */
  code: text('code').notNull(),
  kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
  /** Whole percent (1–100) for percentage coupons; an amount in the stored unit for fixed ones. */
  value: bigint('value', { mode: 'number' }).notNull(),
  minSpend: bigint('min_spend', { mode: 'number' }).notNull().default(0),
  /** Caps a percentage discount; null means no cap. */
  maxDiscount: bigint('max_discount', { mode: 'number' }),
  /** The coupon works from this instant on; null: from its creation. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  /** The end: from this instant on the coupon no longer works. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  /** Uses per customer account, or per guest e-mail address; null means no limit. */
  perCustomerLimit: integer('per_customer_limit'),
  /** When either list names something, only matching cart lines count. */
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
  freeShipping: boolean('free_shipping').notNull().default(false),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('coupons_shop_code_idx').on(t.shopId, t.code),
  check('coupons_value_range', sql`${t.value} >= 0 AND (${t.kind} <> 'percentage' OR ${t.value} <= 100) AND (${t.value} > 0 OR ${t.freeShipping})`),
  check('coupons_usage_within_limit', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
  check('coupons_per_customer_limit_positive', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`),
  check('coupons_period_order', sql`${t.startsAt} IS NULL OR ${t.expiresAt} IS NULL OR ${t.startsAt} < ${t.expiresAt}`),
  index('coupons_shop_active_idx').on(t.shopId, t.active),
]);

/**
 * How often each customer used a coupon: `customer:<id>` for an account, `email:<address>`
 * (lower-cased) for a guest. Counted up in the order's transaction, like `used_count`.
 */
export const couponCustomerUses = pgTable('coupon_customer_uses', {
  shopId: text('shop_id').notNull(),
  couponId: text('coupon_id').notNull(),
  customerKey: text('customer_key').notNull(),
  usedCount: integer('used_count').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.couponId, t.customerKey] }),
  foreignKey({ name: 'coupon_customer_uses_coupon_fk', columns: [t.shopId, t.couponId], foreignColumns: [coupons.shopId, coupons.id] }).onDelete('cascade'),
  check('coupon_customer_uses_count', sql`${t.usedCount} >= 0`),
]);
