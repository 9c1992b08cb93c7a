import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

export const shippingMethods = pgTable('shipping_methods', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  courier: text('courier').notNull(),
  service: text('service').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

export const shippingRates = pgTable('shipping_rates', {
  shopId: text('shop_id').notNull(),
  methodId: text('method_id').notNull(),
  province: text('province').notNull(),
  pricePerKg: bigint('price_per_kg', { mode: 'number' }).notNull(),
  etaDaysMin: integer('eta_days_min').notNull(),
  etaDaysMax: integer('eta_days_max').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.methodId, t.province] }),
  foreignKey({ columns: [t.shopId, t.methodId], foreignColumns: [shippingMethods.shopId, shippingMethods.id] }).onDelete('cascade'),
  check('shipping_rates_price_nonnegative', sql`${t.pricePerKg} >= 0`),
]);
