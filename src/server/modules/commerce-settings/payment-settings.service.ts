import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import type { SecretBox } from '../../secret-box.server';
import { changedParts, recordAudit } from '../audit';
import { translatedText, type TextInput } from '../content';
import { commerceSettingsOf, saveCommerceSettings } from './commerce-settings.service';
import { bankAccounts, paymentProviderSettings, type PaymentProvider } from './commerce-settings.tables';

/** The hours a shopper has to pay (spec limits, as the table's check): 1 hour to 30 days. */
export const UNPAID_HOURS_MIN = 1;
export const UNPAID_HOURS_MAX = 720;
export const INSTRUCTIONS_MAX = 2000;
export const BANK_FIELD_MAX = 60;
export const MERCHANT_ID_MAX = 100;
export const SECRET_KEY_MIN = 8;
export const SECRET_KEY_MAX = 500;

export interface PaymentSettingsInput {
  unpaidOrderHours: number;
  bankTransferInstructions: TextInput;
  cardEnabled: boolean;
  walletEnabled: boolean;
  downPaymentsEnabled: boolean;
}

export async function savePaymentSettings(ctx: RequestContext, input: PaymentSettingsInput): Promise<void> {
  const hours = input.unpaidOrderHours;
  if (!Number.isSafeInteger(hours) || hours < UNPAID_HOURS_MIN || hours > UNPAID_HOURS_MAX) {
    throw badInput('error.payments.unpaidHours', { min: UNPAID_HOURS_MIN, max: UNPAID_HOURS_MAX }, 'unpaidOrderHours');
  }
  const bankTransferInstructions = translatedText(input.bankTransferInstructions, 'bankTransferInstructions', INSTRUCTIONS_MAX, false);
  const values = { unpaidOrderHours: hours, bankTransferInstructions, cardEnabled: input.cardEnabled, walletEnabled: input.walletEnabled, downPaymentsEnabled: input.downPaymentsEnabled };
  await inTransaction(ctx.db, async (tx) => {
    const { shopId: _shop, checkoutFields: _fields, recoveryDelayMinutes: _delay, ...before } = await commerceSettingsOf(tx, ctx.shop.id);
    await saveCommerceSettings(tx, ctx.shop.id, values);
    await recordAudit(ctx, tx, { action: 'savePaymentSettings', entityType: 'paymentSettings', ...changedParts(before, values) });
  });
  ctx.loaders.clear();
}

export interface BankAccountInput { id?: string | null; bank: string; accountNumber: string; accountHolder: string }

function bankField(value: string, field: string): string {
  const text = value.trim();
  if (!text || text.length > BANK_FIELD_MAX) throw badInput('error.payments.bankField', { max: BANK_FIELD_MAX }, field);
  return text;
}

/** Adds an account (last) or changes one. The number keeps only digits, spaces and dashes as banks print it. */
export async function saveBankAccount(ctx: RequestContext, input: BankAccountInput): Promise<void> {
  const bank = bankField(input.bank, 'bank');
  const accountNumber = bankField(input.accountNumber, 'accountNumber');
  if (!/^[0-9][0-9 -]*[0-9]$/.test(accountNumber)) throw badInput('error.payments.accountNumber', {}, 'accountNumber');
  const accountHolder = bankField(input.accountHolder, 'accountHolder');
  await inTransaction(ctx.db, async (tx) => {
    const all = await tx.select().from(bankAccounts).where(eq(bankAccounts.shopId, ctx.shop.id));
    const values = { bank, accountNumber, accountHolder };
    if (!input.id) {
      const id = newId();
      await tx.insert(bankAccounts).values({ shopId: ctx.shop.id, id, ...values, position: Math.max(-1, ...all.map((row) => row.position)) + 1 });
      await recordAudit(ctx, tx, { action: 'saveBankAccount', entityType: 'bankAccount', entityId: id, after: values });
      return;
    }
    const current = all.find((row) => row.id === input.id);
    if (!current) throw notFound('error.payments.bankNotFound');
    await tx.update(bankAccounts).set(values).where(and(eq(bankAccounts.shopId, ctx.shop.id), eq(bankAccounts.id, current.id)));
    await recordAudit(ctx, tx, { action: 'saveBankAccount', entityType: 'bankAccount', entityId: current.id, ...changedParts({ bank: current.bank, accountNumber: current.accountNumber, accountHolder: current.accountHolder }, values) });
  });
  ctx.loaders.clear();
}

export async function deleteBankAccount(ctx: RequestContext, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const [removed] = await tx.delete(bankAccounts).where(and(eq(bankAccounts.shopId, ctx.shop.id), eq(bankAccounts.id, id))).returning();
    if (!removed) throw notFound('error.payments.bankNotFound');
    await recordAudit(ctx, tx, { action: 'deleteBankAccount', entityType: 'bankAccount', entityId: id, before: { bank: removed.bank, accountNumber: removed.accountNumber } });
  });
  ctx.loaders.clear();
}

export async function reorderBankAccounts(ctx: RequestContext, ids: readonly string[]): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const rows = await tx.select().from(bankAccounts).where(eq(bankAccounts.shopId, ctx.shop.id)).orderBy(asc(bankAccounts.position)).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) throw badInput('error.payments.reorder', {}, 'ids');
    for (const [position, id] of ids.entries()) await tx.update(bankAccounts).set({ position }).where(and(eq(bankAccounts.shopId, ctx.shop.id), eq(bankAccounts.id, id)));
    await recordAudit(ctx, tx, { action: 'reorderBankAccounts', entityType: 'bankAccount', before: { order: rows.map((row) => row.bank) }, after: { order: ids.map((id) => rows.find((row) => row.id === id)!.bank) } });
  });
  ctx.loaders.clear();
}

export type ProviderView = { provider: PaymentProvider; merchantId: string; secretKeyLast4: string; updatedAt: Date | null };

/** The providers' settings as staff may see them: the secret key only by its last 4 characters. */
export async function providerViews(ctx: RequestContext): Promise<ProviderView[]> {
  const rows = await ctx.db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.shopId, ctx.shop.id));
  return (['card', 'wallet'] as const).map((provider) => {
    const row = rows.find((candidate) => candidate.provider === provider);
    return { provider, merchantId: row?.merchantId ?? '', secretKeyLast4: row?.secretKeyLast4 ?? '', updatedAt: row?.updatedAt ?? null };
  });
}

export interface ProviderInput { provider: PaymentProvider; merchantId: string; secretKey?: string | null }

/**
 * Saves a provider's merchant id and, when one is given, a new secret key, sealed before it
 * reaches the database. Left out or empty, the stored key stays. Without a settings key on this
 * server (production without SETTINGS_SECRET_KEY) a new key is refused rather than kept in clear.
 */
export async function savePaymentProvider(ctx: RequestContext, box: SecretBox | null, input: ProviderInput): Promise<void> {
  const merchantId = input.merchantId.trim();
  if (merchantId.length > MERCHANT_ID_MAX || /\s/.test(merchantId)) throw badInput('error.payments.merchantId', { max: MERCHANT_ID_MAX }, 'merchantId');
  const secretKey = input.secretKey?.trim() ?? '';
  if (secretKey && (secretKey.length < SECRET_KEY_MIN || secretKey.length > SECRET_KEY_MAX || /\s/.test(secretKey))) {
    throw badInput('error.payments.secretKey', { min: SECRET_KEY_MIN, max: SECRET_KEY_MAX }, 'secretKey');
  }
  if (secretKey && !box) throw badInput('error.payments.noSettingsKey', {}, 'secretKey');
  const sealed = secretKey && box ? { secretKeySealed: box.seal(secretKey), secretKeyLast4: secretKey.slice(-4) } : {};
  await inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.shopId, ctx.shop.id), eq(paymentProviderSettings.provider, input.provider))).for('update');
    const values = { merchantId, ...sealed, updatedAt: new Date() };
    await tx.insert(paymentProviderSettings).values({ shopId: ctx.shop.id, provider: input.provider, ...values })
      .onConflictDoUpdate({ target: [paymentProviderSettings.shopId, paymentProviderSettings.provider], set: values });
    // The log names which key is set by its last 4 characters, never the key.
    await recordAudit(ctx, tx, {
      action: 'savePaymentProvider', entityType: 'paymentProvider', entityId: input.provider,
      ...changedParts({ merchantId: current?.merchantId ?? '', keyEnding: current?.secretKeyLast4 ?? '' }, { merchantId, keyEnding: sealed.secretKeyLast4 ?? current?.secretKeyLast4 ?? '' }),
    });
  });
}
