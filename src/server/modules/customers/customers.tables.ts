import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import { shops } from '../shop/shop.tables';

/** A shopper's account in one shop: the same e-mail may hold separate accounts in two shops. */
export const customerAccounts = pgTable('customer_accounts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** Lower-cased and trimmed, so the unique index compares what people mean. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** Digits with the country code (`6281234567890`), as checkout keeps phone numbers. */
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Set once the owner of the address opened a link sent to it (verify, reset or e-mail change). */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('customer_accounts_shop_email_idx').on(t.shopId, t.email),
  index('customer_accounts_shop_phone_idx').on(t.shopId, t.phone),
  check('customer_accounts_password_hash_shape', sql`${t.passwordHash} LIKE 'scrypt$%'`),
]);

/** Only a hash of the session token is stored, so a database leak does not hand out sessions. */
export const customerSessions = pgTable('customer_sessions', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  customerId: text('customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Updated at most every few minutes, so reading a page is not a write each time. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.tokenHash] }),
  index('customer_sessions_customer_idx').on(t.shopId, t.customerId),
  foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customerAccounts.shopId, customerAccounts.id] }).onDelete('cascade'),
]);

export const CUSTOMER_CHECK_PURPOSES = ['verify_email', 'reset_password', 'confirm_email_change', 'undo_email_change'] as const;
export type CustomerCheckPurpose = (typeof CUSTOMER_CHECK_PURPOSES)[number];

/**
 * One-time secrets sent by e-mail, each bound to one purpose, one account and one address:
 * the address to verify, the new address of a change, or the old address an undo restores.
 * Only a hash is kept; using one deletes the row in the statement that reads it.
 */
export const customerChecks = pgTable('customer_checks', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  customerId: text('customer_id').notNull(),
  purpose: text('purpose', { enum: CUSTOMER_CHECK_PURPOSES }).notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.tokenHash] }),
  index('customer_checks_customer_idx').on(t.shopId, t.customerId, t.purpose),
  foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customerAccounts.shopId, customerAccounts.id] }).onDelete('cascade'),
]);

/** Addresses a customer keeps for checkout (at most 10, spec §9), in checkout's address shape. */
export const customerAddresses = pgTable('customer_addresses', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  customerId: text('customer_id').notNull(),
  address: jsonb('address').$type<ShippingAddressRecord>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('customer_addresses_customer_idx').on(t.shopId, t.customerId),
  foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customerAccounts.shopId, customerAccounts.id] }).onDelete('cascade'),
]);

/**
 * One-time states carrying a signed-in customer to another host name of the same shop
 * (`/_/customer/login/{state}`): cookies never cross host names. Only a hash is kept; a state
 * lives about a minute and is deleted by the statement that uses it.
 */
export const customerLoginStates = pgTable('customer_login_states', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  customerId: text('customer_id').notNull(),
  /** A path of the shop to open once signed in on the other host name. */
  returnPath: text('return_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.tokenHash] }),
  index('customer_login_states_customer_idx').on(t.shopId, t.customerId),
  foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customerAccounts.shopId, customerAccounts.id] }).onDelete('cascade'),
]);
