import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NewsletterAudience, NewsletterState } from '../../../domain/marketing/newsletter';
import type { RichTextDocument } from '../../../domain/rich-text';
import { shops } from '../shop/shop.tables';

/** A newsletter the owner writes and sends to the shop's subscribers (docs/decisions/0046). */
export const newsletters = pgTable('newsletters', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** The owner's own name for it; subscribers never see it. */
  title: text('title').notNull(),
  language: text('language', { enum: ['id', 'en'] }).notNull(),
  subject: text('subject').notNull().default(''),
  document: jsonb('document').$type<RichTextDocument>().notNull(),
  audience: jsonb('audience').$type<NewsletterAudience>().notNull(),
  state: text('state', { enum: ['draft', 'sending', 'sent', 'stopped'] }).$type<NewsletterState>().notNull().default('draft'),
  /** The addresses its counted links lead to, by number; fixed when sending starts. */
  links: jsonb('links').$type<string[]>().notNull().default([]),
  /** What was rendered when sending started, with the recipient's marker in its links. */
  sentHtml: text('sent_html'),
  sentText: text('sent_text'),
  recipientCount: integer('recipient_count').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('newsletters_shop_created_idx').on(t.shopId, t.createdAt),
  // The job looks only at newsletters still going out.
  index('newsletters_sending_idx').on(t.shopId).where(sql`${t.state} = 'sending'`),
]);

/**
 * One address a newsletter goes to, taken when sending started. Its e-mail's links carry a
 * secret of the shop's marketing e-mails (`/_/email/{id}/…`), which leads back here by the
 * e-mail's outbox key, `newsletter:{newsletter}:{address}`.
 */
export const newsletterRecipients = pgTable('newsletter_recipients', {
  shopId: text('shop_id').notNull(),
  newsletterId: text('newsletter_id').notNull(),
  email: text('email').notNull(),
  /** Handed to the outbox; null while waiting for its batch. */
  queuedAt: timestamp('queued_at', { withTimezone: true }),
  /** Set instead when the address unsubscribed before its turn, or sending was stopped. */
  skippedAt: timestamp('skipped_at', { withTimezone: true }),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  clickedAt: timestamp('clicked_at', { withTimezone: true }),
  clicks: integer('clicks').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.newsletterId, t.email] }),
  index('newsletter_recipients_waiting_idx').on(t.shopId, t.newsletterId, t.email).where(sql`${t.queuedAt} IS NULL AND ${t.skippedAt} IS NULL`),
  foreignKey({ name: 'newsletter_recipients_newsletter_fk', columns: [t.shopId, t.newsletterId], foreignColumns: [newsletters.shopId, newsletters.id] }).onDelete('cascade'),
  check('newsletter_recipients_clicks_positive', sql`${t.clicks} >= 0`),
]);
