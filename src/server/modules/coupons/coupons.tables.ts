import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
