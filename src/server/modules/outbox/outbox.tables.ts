import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

export const outbox = pgTable('outbox', {
  /** Numbered across the deployment, but found only with its shop: the key is (shop, id) (migration 0037). */
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['email', 'webhook', 'push', 'provider_call'] }).notNull(),
  /** Same key, same message: a repeated write is dropped. */
  dedupeKey: text('dedupe_key').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('outbox_dedupe_idx').on(t.shopId, t.dedupeKey),
  index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  index('outbox_shop_created_idx').on(t.shopId, t.createdAt),
  check('outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
]);
