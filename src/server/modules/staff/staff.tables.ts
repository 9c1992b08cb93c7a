import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../domain/staff/staff-permissions';
import { shops } from '../shop/shop.tables';

/** Roles an owner composed from the permission list (docs/decisions/0033); built-in roles live in code. */
export const staffRoles = pgTable('staff_roles', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  name: text('name').notNull(),
  /** Permission names; read through `customRolePermissions`, so a name since removed drops out. */
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('staff_roles_shop_name_idx').on(t.shopId, sql`lower(${t.name})`),
  check('staff_roles_permissions_array', sql`jsonb_typeof(${t.permissions}) = 'array'`),
  check('staff_roles_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
]);

export const staffAccounts = pgTable('staff_accounts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: [...STAFF_ROLES, 'custom'] }).notNull(),
  /** Set exactly when `role` is `custom`. */
  customRoleId: text('custom_role_id'),
  /** Null until the person sets one (an account made with a one-time sign-in link). */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the owner invited them from the admin area; null for accounts made on the command line. */
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** A deactivated member keeps their account (and their name in the log) but cannot sign in. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('staff_accounts_shop_email_idx').on(t.shopId, t.email),
  index('staff_accounts_custom_role_idx').on(t.shopId, t.customRoleId),
  foreignKey({ name: 'staff_accounts_custom_role_fk', columns: [t.shopId, t.customRoleId], foreignColumns: [staffRoles.shopId, staffRoles.id] }),
  check('staff_accounts_role', sql`${t.role} IN ('owner', 'administrator', 'order_handler', 'content_editor', 'custom')`),
  check('staff_accounts_custom_role', sql`(${t.role} = 'custom') = (${t.customRoleId} IS NOT NULL)`),
  // An empty or foreign string would be a password nobody can type or, worse, one that matches.
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
