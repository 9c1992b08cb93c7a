import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Keys the server makes for itself on first use (signing secrets), shared by every process. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers of side-effecting mutations by the client's key: a retried request gets the first
 * answer instead of doing the work again. Written in the same transaction as the work.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  shopId: text('shop_id').notNull(),
  key: text('key').notNull(),
  operation: text('operation').notNull(),
  /** Hash of the request's own input, so one key cannot be reused for another request. */
  fingerprint: text('fingerprint').notNull(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.operation, t.key] }),
  index('idempotency_keys_created_idx').on(t.createdAt),
]);

/**
 * Side effects of committed work (e-mails, provider notifications), written in the same
 * transaction as that work and delivered afterwards with retries: rolled-back work sends
 * nothing, and committed work survives a mail server being down.
 */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shopId: text('shop_id').notNull(),
  kind: text('kind', { enum: ['email', 'webhook'] }).notNull(),
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
  uniqueIndex('outbox_dedupe_idx').on(t.shopId, t.dedupeKey),
  index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  index('outbox_shop_created_idx').on(t.shopId, t.createdAt),
  check('outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
]);
