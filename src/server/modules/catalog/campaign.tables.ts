import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CampaignDiscountKind } from '../../../domain/catalog/campaign-prices';
import { shops } from '../shop/shop.tables';

/**
 * Sale campaigns (docs/decisions/0031): a discount on chosen products and categories between
 * two instants. The chosen ids live in the row; a product or category deleted later is simply
 * no longer covered.
 */
export const saleCampaigns = pgTable('sale_campaigns', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** The owner's own name for it ("Harbolnas 12.12"); shoppers see the prices, not the name. */
  name: text('name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  discountKind: text('discount_kind', { enum: ['percent', 'amount'] }).$type<CampaignDiscountKind>().notNull(),
  /** A whole percentage (1–90) or an amount off each unit in the currency's stored unit. */
  discountValue: bigint('discount_value', { mode: 'number' }).notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** Raised by every save; a save naming an older version is refused. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('sale_campaigns_shop_ends_idx').on(t.shopId, t.endsAt),
  check('sale_campaigns_period', sql`${t.endsAt} > ${t.startsAt}`),
  check('sale_campaigns_discount_kind', sql`${t.discountKind} IN ('percent', 'amount')`),
  check('sale_campaigns_discount_value', sql`${t.discountValue} >= 1 AND (${t.discountKind} = 'amount' OR ${t.discountValue} <= 90)`),
  check('sale_campaigns_targets_arrays', sql`jsonb_typeof(${t.productIds}) = 'array' AND jsonb_typeof(${t.categoryIds}) = 'array'`),
]);
