import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
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

/** Facts about this deployment that outlive any shop (for example, that the demo was once seeded). */
export const deploymentFacts = pgTable('deployment_facts', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shared rate-limit counters (docs/decisions/0013): attempts per key in one fixed window; the
 * window before it weighs in for a sliding estimate. Rows outlive their window by one more,
 * then the job runner deletes them.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** `{rule}:{subject}`, e.g. `staffSignInAccount:{shop}:{hash of the e-mail}` or `mutation:ip:203.0.113.7`. */
  key: text('key').notNull(),
  /** Start of the fixed window, in milliseconds since the epoch. */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
  /** Whether the last attempt was counted (allowed), as the one statement that counts it reports. */
  counted: boolean('counted').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.key, t.windowStart] }),
  index('rate_limit_counters_expires_idx').on(t.expiresAt),
]);
