import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { PaymentMethodName } from '../../../domain/payments/payment-method';
import type { ReviewStatus } from '../../../domain/reviews/review-moderation';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { OrderShippingRate, ShipmentRecord } from '../../../domain/shipping/shipment';
import { shops } from '../shop/shop.tables';

/** One bundle deal on an order: which, under what name, how many sets and what they saved. */
export interface OrderBundleRecord { bundleId: string; name: string; sets: number; saving: number }

/** A shop's first order number: five digits from the start. */
export const FIRST_ORDER_NUMBER = 10001;

/**
 * Each shop's next order number, in a table of its own: taking a number changes this row on
 * every order, and the shop's commerce settings, which checkout keeps in memory until they
 * change, must not be thrown away with it (migration 0041).
 */
export const shopOrderNumbers = pgTable('shop_order_numbers', {
  shopId: text('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  nextOrderNumber: integer('next_order_number').notNull().default(FIRST_ORDER_NUMBER),
});

export const orders = pgTable('orders', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** What the shopper and owner quote: per-shop sequence, e.g. 10001. */
  number: integer('number').notNull(),
  checkoutId: text('checkout_id').notNull(),
  customerId: text('customer_id'),
  status: text('status').$type<OrderStatus>().notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  shippingAddress: jsonb('shipping_address').$type<ShippingAddressRecord>().notNull(),
  shippingCourier: text('shipping_courier').notNull(),
  shippingService: text('shipping_service').notNull(),
  /** A pickup order's address and hours as the shop gave them at checkout; empty for an order that is sent. */
  pickupNote: text('pickup_note').notNull().default(''),
  chargeableWeightGrams: integer('chargeable_weight_grams').notNull(),
  currency: integer('currency').notNull(),
  subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
  discount: bigint('discount', { mode: 'number' }).notNull(),
  shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  /** What the first payment must cover: the whole total, or down payments plus shipping. */
  firstPaymentAmount: bigint('first_payment_amount', { mode: 'number' }).notNull(),
  paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  couponCode: text('coupon_code').notNull().default(''),
  /** The part of `discount` that bundle deals gave; the rest is the coupon's. */
  bundleDiscount: bigint('bundle_discount', { mode: 'number' }).notNull().default(0),
  /** The bundle deals the order was priced with, named as the shopper saw them. */
  bundles: jsonb('bundles').$type<OrderBundleRecord[]>().notNull().default([]),
  paymentMethod: text('payment_method').$type<PaymentMethodName>().notNull(),
  customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
  note: text('note').notNull().default(''),
  language: text('language').notNull().default('id'),
  trackingCourier: text('tracking_courier'),
  trackingNumber: text('tracking_number'),
  /** The courier aggregator's courier and service a live rate named, so the owner can book that very service. */
  shippingRate: jsonb('shipping_rate').$type<OrderShippingRate | null>(),
  /** The parcel as Biteship follows it: its booking, airway bill and journey (docs/decisions/0062). */
  shipment: jsonb('shipment').$type<ShipmentRecord | null>(),
  cancelReason: text('cancel_reason'),
  stockReleased: boolean('stock_released').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('orders_shop_number_idx').on(t.shopId, t.number),
  uniqueIndex('orders_shop_checkout_idx').on(t.shopId, t.checkoutId),
  index('orders_shop_status_idx').on(t.shopId, t.status, t.placedAt),
  // A customer's orders, newest first (docs/decisions/0015).
  index('orders_shop_customer_idx').on(t.shopId, t.customerId, t.placedAt).where(sql`customer_id IS NOT NULL`),
  index('orders_shop_booking_idx').on(t.shopId, sql`(${t.shipment}->>'bookingId')`).where(sql`shipment IS NOT NULL`),
  index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`status = 'awaiting_payment'`),
  check('orders_amounts_valid', sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.shippingFee} >= 0 AND ${t.total} >= 0 AND ${t.discount} <= ${t.subtotal}`),
  check('orders_bundle_discount_range', sql`${t.bundleDiscount} >= 0 AND ${t.bundleDiscount} <= ${t.discount}`),
  check('orders_total_consistent', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shippingFee}`),
  check('orders_paid_within_total', sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.total} AND ${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.paidAmount}`),
  check('orders_first_payment_range', sql`${t.firstPaymentAmount} >= 0 AND ${t.firstPaymentAmount} <= ${t.total}`),
]);

export const orderLines = pgTable('order_lines', {
  shopId: text('shop_id').notNull(),
  orderId: text('order_id').notNull(),
  position: integer('position').notNull(),
  productId: text('product_id').notNull(),
  variationId: text('variation_id').notNull().default(''),
  /** Snapshots: what was bought, as it was named and priced then. */
  name: text('name').notNull(),
  variationLabel: text('variation_label').notNull().default(''),
  sku: text('sku').notNull(),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  /** Per unit, paid now; null when the whole price is paid now. */
  downPaymentUnit: bigint('down_payment_unit', { mode: 'number' }),
  lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
  /** Units of this line already refunded (and their stock given back) by a partial refund. */
  refundedCount: integer('refunded_count').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.orderId, t.position] }),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  check('order_lines_count_range', sql`${t.count} >= 1 AND ${t.count} <= 100000`),
  check('order_lines_refunded_range', sql`${t.refundedCount} >= 0 AND ${t.refundedCount} <= ${t.count}`),
  check('order_lines_amounts_valid', sql`${t.unitPrice} >= 0 AND ${t.lineTotal} = ${t.unitPrice} * ${t.count} AND (${t.downPaymentUnit} IS NULL OR (${t.downPaymentUnit} >= 0 AND ${t.downPaymentUnit} <= ${t.unitPrice}))`),
]);

/**
 * Hashes of secrets that open one order without an account: the e-mailed link's secret and
 * the one behind the buyer's own browser cookie. Only SHA-256 hashes are kept.
 */
export const orderAccessGrants = pgTable('order_access_grants', {
  shopId: text('shop_id').notNull(),
  secretHash: text('secret_hash').notNull(),
  orderId: text('order_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.secretHash] }),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
]);

/** What happened to an order, in order: shown on the order page and to the owner. */
export const orderEvents = pgTable('order_events', {
  shopId: text('shop_id').notNull(),
  orderId: text('order_id').notNull(),
  id: integer('id').generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  actor: text('actor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.orderId, t.id] }),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
]);

export const productReviews = pgTable('product_reviews', {
  shopId: text('shop_id').notNull(),
  orderId: text('order_id').notNull(),
  productId: text('product_id').notNull(),
  rating: integer('rating').notNull(),
  body: text('body').notNull(),
  authorName: text('author_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** pending → approved | hidden (src/domain/reviews/review-moderation.ts); only approved ones are shown. */
  status: text('status').$type<ReviewStatus>().notNull().default('pending'),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  /** The staff member's name as it was: the record outlives the account. */
  moderatedBy: text('moderated_by'),
  /** The shop's answer, shown under the review; null when there is none. */
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  repliedBy: text('replied_by'),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.orderId, t.productId] }),
  index('product_reviews_product_idx').on(t.shopId, t.productId, t.createdAt),
  index('product_reviews_status_idx').on(t.shopId, t.status, t.createdAt),
  index('product_reviews_product_status_idx').on(t.shopId, t.productId, t.status, t.createdAt),
  check('product_reviews_status', sql`${t.status} IN ('pending', 'approved', 'hidden')`),
  check('product_reviews_reply_length', sql`char_length(${t.reply}) BETWEEN 1 AND 2000`),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  check('product_reviews_body_length', sql`char_length(${t.body}) <= 2000`),
]);

/** Staff's own notes on an order, never shown to the shopper; newest read first. */
export const orderNotes = pgTable('order_notes', {
  shopId: text('shop_id').notNull(),
  orderId: text('order_id').notNull(),
  id: text('id').notNull(),
  body: text('body').notNull(),
  staffId: text('staff_id').notNull(),
  /** As the writer was named then: the note keeps its author after the account is gone. */
  staffName: text('staff_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('order_notes_order_idx').on(t.shopId, t.orderId, t.createdAt),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  check('order_notes_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
]);
