import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { shops } from '../shop/shop.tables';

/**
 * A shop's own wording of an e-mail in one language; without a row the default written in
 * code is sent (docs/decisions/0018). `updated_by` is the staff member's id, kept as text so
 * that removing a staff member keeps the record of who wrote it.
 */
export const emailContents = pgTable('email_contents', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  emailKey: text('email_key').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  document: jsonb('document').$type<RichTextDocument>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.emailKey, t.language] }),
]);
