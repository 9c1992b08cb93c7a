import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
