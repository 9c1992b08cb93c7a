import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';
import { shops } from '../shop/shop.tables';

/** A browser's push subscription (Web Push API) in one shop; the endpoint is unique per shop. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  endpoint: text('endpoint').notNull(),
  /** The browser's P-256 public key and auth secret (base64url), which encrypt each message. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** Messages are written in the language the shopper subscribed in. */
  language: text('language').notNull().default('id'),
  /** Set when a signed-in customer subscribed: their orders notify this browser too. */
  customerId: text('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('push_subscriptions_endpoint_idx').on(t.shopId, t.endpoint),
  index('push_subscriptions_customer_idx').on(t.shopId, t.customerId).where(sql`customer_id IS NOT NULL`),
]);

/** The orders a subscription was made for: their status changes are pushed to it. */
export const pushSubscriptionOrders = pgTable('push_subscription_orders', {
  shopId: text('shop_id').notNull(),
  orderId: text('order_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.orderId, t.subscriptionId] }),
  foreignKey({ name: 'push_subscription_orders_subscription_fk', columns: [t.shopId, t.subscriptionId], foreignColumns: [pushSubscriptions.shopId, pushSubscriptions.id] }).onDelete('cascade'),
  foreignKey({ name: 'push_subscription_orders_order_fk', columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  index('push_subscription_orders_subscription_idx').on(t.shopId, t.subscriptionId),
]);

/** A message the owner sent to every subscriber; its deliveries are outbox rows keyed by its id. */
export const pushBroadcasts = pgTable('push_broadcasts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  route: text('route').notNull().default('/'),
  recipients: integer('recipients').notNull(),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('push_broadcasts_shop_created_idx').on(t.shopId, t.createdAt),
]);
