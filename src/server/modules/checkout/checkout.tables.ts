import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { StoredLiveRates } from '../../../domain/shipping/live-rates';
import { shops } from '../shop/shop.tables';

export interface CheckoutLineRecord {
  productId: string;
  /** Empty when the product has no variations (spec §3 default). */
  variationId: string;
  count: number;
  downPayment: boolean;
}

/**
 * A cart turned into a server checkout (`/checkout/new`). Its id is an unguessable capability:
 * whoever holds it may fill it in, so it is 128 random bits. A checkout yields at most one order.
 */
export const checkouts = pgTable('checkouts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  /** Opaque value of `/checkout/{hash}/recover`, sent in the one recovery e-mail. */
  recoveryHash: text('recovery_hash').notNull(),
  lines: jsonb('lines').$type<CheckoutLineRecord[]>().notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  shippingAddress: jsonb('shipping_address').$type<ShippingAddressRecord | null>(),
  shippingMethodId: text('shipping_method_id'),
  /** The courier aggregator's rates for the parcel as last asked (docs/decisions/0062): placing the order reads them, never the aggregator. */
  liveRates: jsonb('live_rates').$type<StoredLiveRates | null>(),
  couponCode: text('coupon_code').notNull().default(''),
  customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
  note: text('note').notNull().default(''),
  language: text('language').notNull().default('id'),
  orderId: text('order_id'),
  recoveryEmailSentAt: timestamp('recovery_email_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('checkouts_shop_recovery_idx').on(t.shopId, t.recoveryHash),
  // The unique key that makes "one checkout, at most one order" hold whatever races.
  uniqueIndex('checkouts_shop_order_idx').on(t.shopId, t.orderId),
  index('checkouts_recovery_due_idx').on(t.updatedAt).where(sql`order_id IS NULL AND recovery_email_sent_at IS NULL AND email <> ''`),
  // The owner's list of abandoned checkouts and its figures, by period (migration 0026).
  index('checkouts_shop_activity_idx').on(t.shopId, t.updatedAt).where(sql`email <> ''`),
  check('checkouts_lines_array', sql`jsonb_typeof(${t.lines}) = 'array'`),
]);
