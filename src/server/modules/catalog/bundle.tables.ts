import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BundleItem } from '../../../domain/catalog/bundle-deals';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import type { Translated } from '../../../domain/i18n/translated';
import { shops } from '../shop/shop.tables';

/**
 * Bundle deals (docs/decisions/0029): products sold together for one price. The items live in
 * the row, in the order the owner placed them; an item whose product is later deleted simply
 * cannot be in a cart any more, so the bundle stops applying and the editor names the gap.
 */
export const productBundles = pgTable('product_bundles', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  name: jsonb('name').$type<Translated<string>>().notNull(),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  /** What one complete set costs, in the shop currency's stored unit. */
  price: bigint('price', { mode: 'number' }).notNull(),
  items: jsonb('items').$type<BundleItem[]>().notNull(),
  /** Raised by every save; a save naming an older version is refused. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('product_bundles_shop_status_idx').on(t.shopId, t.status),
  check('product_bundles_status', sql`${t.status} IN ('draft', 'published')`),
  check('product_bundles_price_range', sql`${t.price} >= 0 AND ${t.price} <= ${sql.raw(String(MAX_UNIT_PRICE))}`),
  check('product_bundles_items_array', sql`jsonb_typeof(${t.items}) = 'array'`),
]);
