import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';

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

export const shopDomains = pgTable('shop_domains', {
  host: text('host').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  primary: boolean('is_primary').notNull().default(false),
}, (t) => [uniqueIndex('shop_domains_primary_idx').on(t.shopId).where(sql`is_primary`)]);
