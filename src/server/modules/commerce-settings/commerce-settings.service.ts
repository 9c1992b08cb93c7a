import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { loaderFor } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference, type ShopReferenceReader } from '../../db/shop-reference.server';
import { bankAccounts, shopCommerceSettings } from './commerce-settings.tables';

export type CommerceSettings = typeof shopCommerceSettings.$inferSelect;
export type BankAccountRecord = typeof bankAccounts.$inferSelect;

const DEFAULT_SETTINGS: Omit<CommerceSettings, 'shopId'> = {
  unpaidOrderHours: 24,
  recoveryDelayMinutes: 60,
  checkoutFields: [],
  bankTransferInstructions: { id: '' },
  cardEnabled: true,
  walletEnabled: true,
  downPaymentsEnabled: true,
};

/** Read by nearly every page (the footer's payment marks, checkout); kept per process until changed. */
const SHOP_COMMERCE_SETTINGS = defineShopReference('commerce-settings', ['shop_commerce_settings'], (db, shopId) => commerceSettingsOf(db, shopId));
const SHOP_BANK_ACCOUNTS = defineShopReference('bank-accounts', ['bank_accounts'], (db, shopId) => bankAccountsOf(db, shopId));

/** A shop that never saved settings sells with the defaults (24 h to pay, no extra questions). */
export function commerceSettings(ctx: RequestContext): Promise<CommerceSettings> {
  return loaderFor(ctx, 'commerceSettings', () => commerceSettingsFor(ctx));
}

/**
 * The settings through `source.db` (a transaction's handle reads the database), or from memory
 * for a request that heard every change (src/server/db/shop-reference.server.ts).
 */
export function commerceSettingsFor(source: ShopReferenceReader): Promise<CommerceSettings> {
  return readShopReference(source, SHOP_COMMERCE_SETTINGS);
}

export function bankAccountsOf(db: Db, shopId: string): Promise<BankAccountRecord[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.shopId, shopId)).orderBy(asc(bankAccounts.position));
}

export function listBankAccounts(ctx: RequestContext): Promise<BankAccountRecord[]> {
  return loaderFor(ctx, 'bankAccounts', () => readShopReference(ctx, SHOP_BANK_ACCOUNTS).then((rows) => [...rows]));
}

/** The settings read through `db` (inside a transaction, the embedded database has one connection). */
export async function commerceSettingsOf(db: Db, shopId: string): Promise<CommerceSettings> {
  const [row] = await db.select().from(shopCommerceSettings).where(eq(shopCommerceSettings.shopId, shopId));
  return row ?? { shopId, ...DEFAULT_SETTINGS };
}

export type CommerceSettingsInput = Partial<Omit<typeof shopCommerceSettings.$inferInsert, 'shopId'>>;

/** Saves how the shop sells (first save creates the row). */
export async function saveCommerceSettings(db: Db, shopId: string, input: CommerceSettingsInput): Promise<void> {
  await db.insert(shopCommerceSettings).values({ ...input, shopId }).onConflictDoUpdate({ target: shopCommerceSettings.shopId, set: input });
}

export type NewBankAccount = Omit<typeof bankAccounts.$inferInsert, 'shopId'>;

export async function addBankAccounts(db: Db, shopId: string, accounts: readonly NewBankAccount[]): Promise<void> {
  if (accounts.length) await db.insert(bankAccounts).values(accounts.map((account) => ({ ...account, shopId })));
}

/** Every shop's own recovery-e-mail delay, and the delay of shops that kept the default. */
export async function recoveryDelays(db: Db): Promise<{ defaultMinutes: number; byShop: Map<string, number> }> {
  const rows = await db.select({ shopId: shopCommerceSettings.shopId, minutes: shopCommerceSettings.recoveryDelayMinutes }).from(shopCommerceSettings);
  return { defaultMinutes: DEFAULT_SETTINGS.recoveryDelayMinutes, byShop: new Map(rows.map((row) => [row.shopId, row.minutes])) };
}
