import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';
import { shops } from '../shop/shop.tables';

export interface CheckoutFieldRecord {
  key: string;
  label: Translated<string>;
  required: boolean;
  /** `text` for one line, `textarea` for several. */
  kind: 'text' | 'textarea';
  maxLength: number;
}

export const shopCommerceSettings = pgTable('shop_commerce_settings', {
  shopId: text('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  /** Orders not paid within this many hours expire and release their stock (default 24). */
  unpaidOrderHours: integer('unpaid_order_hours').notNull().default(24),
  /** A checkout left with an e-mail and no order gets its one recovery e-mail after this. */
  recoveryDelayMinutes: integer('recovery_delay_minutes').notNull().default(60),
  checkoutFields: jsonb('checkout_fields').$type<CheckoutFieldRecord[]>().notNull().default([]),
  bankTransferInstructions: jsonb('bank_transfer_instructions').$type<Translated<string>>().notNull().default({ id: '' }),
  cardEnabled: boolean('card_enabled').notNull().default(true),
  walletEnabled: boolean('wallet_enabled').notNull().default(true),
  /** Off: products with a down-payment percent are paid in full like any other. */
  downPaymentsEnabled: boolean('down_payments_enabled').notNull().default(true),
}, (t) => [check('shop_commerce_settings_hours_range', sql`${t.unpaidOrderHours} BETWEEN 1 AND 720`)]);

export const bankAccounts = pgTable('bank_accounts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

export const PAYMENT_PROVIDERS = ['card', 'wallet'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** Every account a shop may keep: the sandbox's card and wallet, Midtrans and Xendit (docs/decisions/0058, 0061). */
export type ProviderAccount = PaymentProvider | 'midtrans' | 'xendit';

/**
 * The card and wallet providers' account: the merchant id as written, the secret key sealed
 * with the server's settings key (src/server/secret-box.server.ts) and its last 4 characters.
 */
export const paymentProviderSettings = pgTable('payment_provider_settings', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<ProviderAccount>().notNull(),
  merchantId: text('merchant_id').notNull().default(''),
  secretKeySealed: text('secret_key_sealed').notNull().default(''),
  secretKeyLast4: text('secret_key_last4').notNull().default(''),
  /** Midtrans: the client key, public by design (it is given to shoppers' browsers). */
  clientKey: text('client_key').notNull().default(''),
  /** Midtrans: the production environment rather than the sandbox. */
  production: boolean('production').notNull().default(false),
  /** Midtrans, Xendit: offered to shoppers. */
  enabled: boolean('enabled').notNull().default(false),
  /** Xendit: the callback verification token its notifications carry, sealed as the secret key is. */
  webhookTokenSealed: text('webhook_token_sealed').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.provider] }),
  check('payment_provider_settings_provider', sql`${t.provider} IN ('card', 'wallet', 'midtrans', 'xendit')`),
]);
