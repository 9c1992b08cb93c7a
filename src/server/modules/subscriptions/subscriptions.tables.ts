import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

export const SUBSCRIBER_STATES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** Where the consent was given; `email` is an address first known from a link in a shop e-mail. */
export const SUBSCRIPTION_SOURCES = ['footer', 'account', 'checkout', 'email'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** An address the shop may (pending: may soon) send marketing mail to, or must never again. */
export const emailSubscribers = pgTable('email_subscribers', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** Lower case, trimmed: one row per mailbox whatever way it was typed. */
  email: text('email').notNull(),
  state: text('state', { enum: SUBSCRIBER_STATES }).notNull(),
  language: text('language', { enum: ['id', 'en'] }).notNull(),
  source: text('source', { enum: SUBSCRIPTION_SOURCES }).notNull(),
  /** When the visitor asked for the mail (the consent the confirmation then proves); null for an address only ever unsubscribed. */
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  unsubscribedBy: text('unsubscribed_by', { enum: ['subscriber', 'owner'] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('email_subscribers_shop_email_idx').on(t.shopId, t.email),
  index('email_subscribers_shop_created_idx').on(t.shopId, t.createdAt),
  check('email_subscribers_state', sql`${t.state} IN ('pending', 'subscribed', 'unsubscribed')`),
  check('email_subscribers_language', sql`${t.language} IN ('id', 'en')`),
  check('email_subscribers_source', sql`${t.source} IN ('footer', 'account', 'checkout', 'email')`),
  check('email_subscribers_unsubscribed_by', sql`${t.unsubscribedBy} IS NULL OR ${t.unsubscribedBy} IN ('subscriber', 'owner')`),
  check('email_subscribers_email_length', sql`char_length(${t.email}) BETWEEN 3 AND 320`),
]);

/**
 * One marketing e-mail sent to one address: `/_/email/{token}/…` finds it by the token's
 * SHA-256 (the token itself is only in the e-mail), and `outbox_key` finds the stored e-mail.
 */
export const emailLinks = pgTable('email_links', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  email: text('email').notNull(),
  language: text('language', { enum: ['id', 'en'] }).notNull(),
  purpose: text('purpose', { enum: ['confirm', 'marketing'] }).notNull(),
  outboxKey: text('outbox_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.tokenHash] }),
  index('email_links_shop_email_idx').on(t.shopId, t.email),
  check('email_links_purpose', sql`${t.purpose} IN ('confirm', 'marketing')`),
]);
