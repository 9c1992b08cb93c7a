import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../domain/staff/staff-permissions';
import { shops } from '../shop/shop.tables';

export const staffAccounts = pgTable('staff_accounts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  /** Null until the person sets one (an account made with a one-time sign-in link). */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('staff_accounts_shop_email_idx').on(t.shopId, t.email),
  // An empty or foreign string would be a password nobody can type or, worse, one that matches.
  check('staff_accounts_role', sql`${t.role} IN ('owner', 'administrator', 'order_handler', 'content_editor')`),
  check('staff_accounts_password_hash_shape', sql`${t.passwordHash} IS NULL OR ${t.passwordHash} LIKE 'scrypt$%'`),
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

/**
 * One-time sign-in links (printed by the command line for a new owner or a password reset).
 * Only a hash of the token is kept; using the link deletes the row, so it works once.
 */
export const staffSignInLinks = pgTable('staff_sign_in_links', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  staffId: text('staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.tokenHash] }),
  index('staff_sign_in_links_staff_idx').on(t.shopId, t.staffId),
]);
