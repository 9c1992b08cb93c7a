import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

/**
 * Every change made from the admin area (SECURITY.md: who, what, when, before and after). Rows
 * are only ever added; the staff member's name is copied so the log still reads after they go.
 */
export const auditEvents = pgTable('audit_events', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  staffId: text('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  staffRole: text('staff_role').notNull(),
  /** What was done, as the admin API names it (`markOrderShipped`, `updateProduct` …). */
  action: text('action').notNull(),
  /** What it was done to (`order`, `product`, `payment` …) and its id, when there is one thing. */
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('audit_events_shop_at_idx').on(t.shopId, t.at),
  index('audit_events_entity_idx').on(t.shopId, t.entityType, t.entityId, t.at),
  index('audit_events_staff_idx').on(t.shopId, t.staffId, t.at),
]);
