import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables';
import { shops } from '../shop/shop.tables';

export const STOCK_ALERT_STATES = ['waiting', 'notified', 'cancelled'] as const;
export type StockAlertState = (typeof STOCK_ALERT_STATES)[number];

/**
 * A shopper's wish to be told once when a sold-out product (or one of its variations) can be
 * bought again (docs/decisions/0042): one row per shop, product, variation and address.
 */
export const stockAlerts = pgTable('stock_alerts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  productId: text('product_id').notNull(),
  /** Empty for a product without variations. */
  variationId: text('variation_id').notNull().default(''),
  /** Trimmed and lower-cased, so one address asks once. */
  email: text('email').notNull(),
  /** The language the shopper asked in, which the e-mail is written in. */
  language: text('language').notNull(),
  state: text('state', { enum: STOCK_ALERT_STATES }).notNull().default('waiting'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('stock_alerts_shop_item_email_idx').on(t.shopId, t.productId, t.variationId, t.email),
  // The job looks only at waiting alerts; the owner counts them per product.
  index('stock_alerts_shop_waiting_idx').on(t.shopId, t.productId, t.variationId).where(sql`${t.state} = 'waiting'`),
  foreignKey({ name: 'stock_alerts_product_fk', columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete('cascade'),
  check('stock_alerts_state', sql`${t.state} IN ('waiting', 'notified', 'cancelled')`),
]);
