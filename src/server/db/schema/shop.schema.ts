import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from './translated';

export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tagline: jsonb('tagline').$type<Translated<string>>().notNull(),
  /** Currency number of spec §3 (IDR = 2); amounts are integers in its stored unit. */
  currency: integer('currency').notNull().default(2),
  defaultLanguage: text('default_language').notNull().default('id'),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  logoImageId: text('logo_image_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that resolve to a shop; `localhost` and `127.0.0.1` belong to the demo shop. */
export const shopDomains = pgTable('shop_domains', {
  host: text('host').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  primary: boolean('is_primary').notNull().default(false),
}, (t) => [uniqueIndex('shop_domains_primary_idx').on(t.shopId).where(sql`is_primary`)]);

/** Uploaded pictures; files live in storage under `storage_key`, sizes are made on demand. */
export const images = pgTable('images', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  dominantColor: text('dominant_color').notNull(),
  hasAlpha: boolean('has_alpha').notNull(),
  alt: jsonb('alt').$type<Translated<string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);
