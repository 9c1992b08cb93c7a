import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../shop/shop.tables';

export const staffAccounts = pgTable('staff_accounts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: ['owner', 'staff'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('staff_accounts_shop_email_idx').on(t.shopId, t.email),
]);

/** Only a hash of the session token is stored, so a database leak does not hand out sessions. */
export const staffSessions = pgTable('staff_sessions', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  staffId: text('staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.tokenHash] }),
  index('staff_sessions_staff_idx').on(t.shopId, t.staffId),
]);
