import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HomeSection } from '../../../domain/content/home-sections';
import { shops } from '../shop/shop.tables';

/** The owner's arrangement of the home page: one row per shop that arranged it (docs/decisions/0038). */
export const homeLayouts = pgTable('home_layouts', {
  shopId: text('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<HomeSection[]>().notNull(),
  /** A save names the version it opened; a save over someone else's is refused. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
