import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';
import { shops } from '../shop/shop.tables';

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
