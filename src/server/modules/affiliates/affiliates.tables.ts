import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerAccounts } from '../customers/customers.tables';
import { orders } from '../orders/orders.tables';
import { shops } from '../shop/shop.tables';

/** The shop's programme terms; a shop without a row uses the defaults in the service. */
export const affiliateSettings = pgTable('affiliate_settings', {
  shopId: text('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  /** Commission in basis points of the goods after discounts (500 = 5 %). */
  commissionRateBp: integer('commission_rate_bp').notNull().default(500),
  /** How long a click keeps crediting its affiliate. */
  attributionDays: integer('attribution_days').notNull().default(30),
}, (t) => [
  check('affiliate_settings_rate_range', sql`${t.commissionRateBp} BETWEEN 0 AND 10000`),
  check('affiliate_settings_days_range', sql`${t.attributionDays} BETWEEN 1 AND 365`),
]);

/** A customer who joined the programme, with the code their links carry. */
export const affiliates = pgTable('affiliates', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  customerId: text('customer_id').notNull(),
  code: text('code').notNull(),
  /** Visits through the link, at most one per browser per day (the attribution cookie tells). */
  clicks: integer('clicks').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('affiliates_shop_code_idx').on(t.shopId, t.code),
  uniqueIndex('affiliates_shop_customer_idx').on(t.shopId, t.customerId),
  foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customerAccounts.shopId, customerAccounts.id] }).onDelete('cascade'),
]);

/** A request to be paid the approved commissions; at most one open per affiliate. */
export const affiliatePayouts = pgTable('affiliate_payouts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  affiliateId: text('affiliate_id').notNull(),
  /** What was asked; once paid, what the commissions still approved at that moment came to. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['requested', 'paid', 'rejected'] }).notNull().default('requested'),
  rejectReason: text('reject_reason'),
  decidedBy: text('decided_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('affiliate_payouts_one_open_idx').on(t.shopId, t.affiliateId).where(sql`status = 'requested'`),
  index('affiliate_payouts_shop_status_idx').on(t.shopId, t.status, t.createdAt),
  foreignKey({ columns: [t.shopId, t.affiliateId], foreignColumns: [affiliates.shopId, affiliates.id] }).onDelete('cascade'),
  check('affiliate_payouts_status', sql`${t.status} IN ('requested', 'paid', 'rejected')`),
]);

/**
 * An order an affiliate's link brought in, and the commission it earns. Order number and
 * amounts are copied when placed, so the affiliate's page never reads the order (nor its buyer).
 */
export const affiliateReferrals = pgTable('affiliate_referrals', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  affiliateId: text('affiliate_id').notNull(),
  orderId: text('order_id').notNull(),
  orderNumber: integer('order_number').notNull(),
  /** Goods after discounts, without shipping: what the commission is taken of. */
  goodsAmount: bigint('goods_amount', { mode: 'number' }).notNull(),
  commissionRateBp: integer('commission_rate_bp').notNull(),
  commission: bigint('commission', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['pending', 'approved', 'paid', 'reversed'] }).notNull().default('pending'),
  /** The payout request that asked for it; cleared when that request is rejected. */
  payoutId: text('payout_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('affiliate_referrals_shop_order_idx').on(t.shopId, t.orderId),
  index('affiliate_referrals_affiliate_idx').on(t.shopId, t.affiliateId, t.createdAt),
  foreignKey({ columns: [t.shopId, t.affiliateId], foreignColumns: [affiliates.shopId, affiliates.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  check('affiliate_referrals_status', sql`${t.status} IN ('pending', 'approved', 'paid', 'reversed')`),
]);
