import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

/**
 * Problems browsers met on the shop (docs/decisions/0045), one row per fingerprint: the same
 * error from a thousand visits is one row counted a thousand times. A resolved row reopens
 * when the problem comes back.
 */
export const errorReports = pgTable('error_reports', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** Hash of the type, the normalised message and the top frames (src/domain/error-reports). */
  fingerprint: text('fingerprint').notNull(),
  type: text('type').notNull(),
  /** The latest report's message, as sent (cut to size). */
  message: text('message').notNull(),
  sampleStack: text('sample_stack').notNull(),
  lastRoute: text('last_route').notNull(),
  browser: text('browser').notNull(),
  count: integer('count').notNull().default(1),
  firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.fingerprint] }),
  index('error_reports_shop_last_seen_idx').on(t.shopId, t.lastSeen),
]);
