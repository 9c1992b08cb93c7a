import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentInstructions, PaymentMethodName } from '../../../domain/payments/payment-method';
import type { PaymentStatus } from '../../../domain/payments/payment-status';
import { orders } from '../orders/orders.tables';
import { shops } from '../shop/shop.tables';

/** One attempt to pay (part of) an order through one provider. */
export const payments = pgTable('payments', {
  shopId: text('shop_id').notNull(),
  id: text('id').notNull(),
  orderId: text('order_id').notNull(),
  method: text('method').$type<PaymentMethodName>().notNull(),
  provider: text('provider').notNull(),
  /** `first` covers the order's first payment amount, `balance` what a down payment left. */
  purpose: text('purpose', { enum: ['first', 'balance'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  /** The provider's own id for this payment (session, charge), unique per provider within the shop. */
  providerRef: text('provider_ref'),
  /** The provider's page the shopper is sent to, while the payment is open. */
  redirectUrl: text('redirect_url'),
  /** The client key of the request that started it, so a retried start finds it again. */
  clientKey: text('client_key'),
  /** Bank transfer confirmation as the shopper entered it. */
  proof: jsonb('proof').$type<{ bank: string; payerName: string; amount: number; transferDate: string; imageId: string } | null>(),
  failureReason: text('failure_reason'),
  /** The virtual account's bank (`bca`, `bni`, `bri`, `permata`) or `qris`; null for the other methods. */
  channel: text('channel'),
  /** What the shopper needs to pay at the provider: the account number or the QR code. */
  instructions: jsonb('instructions').$type<PaymentInstructions | null>(),
  /** Until when the provider accepts this payment. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Why the owner must look at this payment (`amount_mismatch`, `refund_failed`…); null when nothing is wrong. */
  attention: text('attention'),
  /** What this payment has given back through its gateway (a QRIS refund); the rest went back by hand. */
  providerRefunded: bigint('provider_refunded', { mode: 'number' }).notNull().default(0),
  /** Of that, what the gateway gave back from its own dashboard and no refund recorded on the order has accounted for yet. */
  refundedElsewhere: bigint('refunded_elsewhere', { mode: 'number' }).notNull().default(0),
  /** Refunds the shop asked the gateway for that never went through (counted above all the same): the owner's to give back. */
  refundNotMade: bigint('refund_not_made', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('payments_order_idx').on(t.shopId, t.orderId, t.createdAt),
  uniqueIndex('payments_provider_ref_idx').on(t.shopId, t.provider, t.providerRef),
  uniqueIndex('payments_client_key_idx').on(t.shopId, t.orderId, t.clientKey),
  // Every picture served asks whether it is a proof of transfer (served to the order's people only).
  index('payments_proof_image_idx').on(t.shopId, sql`(${t.proof}->>'imageId')`).where(sql`${t.proof} IS NOT NULL`),
  foreignKey({ columns: [t.shopId, t.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  check('payments_amount_positive', sql`${t.amount} > 0`),
  index('payments_attention_idx').on(t.shopId).where(sql`${t.attention} IS NOT NULL`),
]);

/** Provider notifications already applied: a repeated event id takes effect once. */
export const paymentNotifications = pgTable('payment_notifications', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  paymentRef: text('payment_ref').notNull(),
  status: text('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

/**
 * The built-in sandbox providers' own records, standing for the provider's systems: card
 * tokens (never the card number: only its last four digits and the test outcome) and
 * payment sessions.
 */
export const sandboxSessions = pgTable('sandbox_payment_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['card', 'wallet'] }).notNull(),
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: integer('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  status: text('status', { enum: ['open', 'succeeded', 'declined', 'failed', 'cancelled'] }).notNull().default('open'),
  cardLast4: text('card_last4'),
  /** Outcome the test card number asks for: succeed, decline or fail. */
  cardOutcome: text('card_outcome'),
  tokenHash: text('token_hash'),
  tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [check('sandbox_sessions_amount_positive', sql`${t.amount} > 0`)]);
