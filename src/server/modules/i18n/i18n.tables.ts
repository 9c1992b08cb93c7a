import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../domain/i18n/language';
import { shops } from '../shop/shop.tables';

/**
 * A shop's own wording of one interface message in one language (docs/decisions/0037);
 * without a row the dictionary's default is shown. `updated_by` is the staff member's name as
 * it was, so the record outlives the account.
 */
export const messageOverrides = pgTable('message_overrides', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  language: text('language').$type<Language>().notNull(),
  key: text('key').notNull(),
  text: text('text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.language, t.key] }),
  check('message_overrides_language', sql`${t.language} IN ('id', 'en')`),
  check('message_overrides_text_length', sql`char_length(${t.text}) BETWEEN 1 AND 500`),
]);
