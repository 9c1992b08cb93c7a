import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { shops } from '../shop/shop.tables';

export const pages = pgTable('pages', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  slug: text('slug').notNull(),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
  title: jsonb('title').$type<Translated<string>>().notNull(),
  body: jsonb('body').$type<Translated<RichTextDocument>>().notNull(),
  /** For search engines and link previews; empty means the title, and an excerpt of the body. */
  seoTitle: jsonb('seo_title').$type<Translated<string>>().notNull().default({ id: '' }),
  seoDescription: jsonb('seo_description').$type<Translated<string>>().notNull().default({ id: '' }),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('pages_shop_slug_idx').on(t.shopId, t.slug),
]);
