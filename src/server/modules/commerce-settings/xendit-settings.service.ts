import { and, eq } from 'drizzle-orm';
import { currencyNumber } from '../../../domain/money/currency';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import type { SecretBox } from '../../secret-box.server';
import { changedParts, recordAudit } from '../audit';
import { paymentProviderSettings } from './commerce-settings.tables';
import { switchOffOtherGateways } from './payment-gateway.service';

export const XENDIT_KEY_MIN = 20;
export const XENDIT_KEY_MAX = 200;
export const XENDIT_TOKEN_MIN = 10;
export const XENDIT_TOKEN_MAX = 200;
/** Xendit's secret keys say their mode: "xnd_development_…" (test) or "xnd_production_…" (live). */
const SECRET_KEY = /^xnd_(development|production)_[A-Za-z0-9]+$/;
const IDR = currencyNumber('IDR');

/** The shop's Xendit account as staff see it: the key only by its last 4 characters and its mode. */
export interface XenditSettingsView {
  enabled: boolean;
  /** The stored key is a live ("xnd_production_") one. */
  production: boolean;
  secretKeyLast4: string;
  callbackTokenStored: boolean;
}

/** The account opened, for calling Xendit and checking its callbacks. */
export interface XenditKeys {
  secretKey: string;
  callbackToken: string;
  production: boolean;
  enabled: boolean;
}

export function isLiveXenditKey(key: string): boolean {
  return key.startsWith('xnd_production_');
}

async function xenditRow(db: Db, shopId: string) {
  const [row] = await db.select().from(paymentProviderSettings)
    .where(and(eq(paymentProviderSettings.shopId, shopId), eq(paymentProviderSettings.provider, 'xendit')));
  return row ?? null;
}

export async function xenditSettingsView(ctx: RequestContext): Promise<XenditSettingsView> {
  const row = await xenditRow(ctx.db, ctx.shop.id);
  return { enabled: row?.enabled ?? false, production: row?.production ?? false, secretKeyLast4: row?.secretKeyLast4 ?? '', callbackTokenStored: Boolean(row?.webhookTokenSealed) };
}

/**
 * The shop's Xendit key and callback token, opened; null when either is missing or this server
 * cannot open them. Switched off, they still verify callbacks about payments started before.
 */
export async function xenditKeys(db: Db, shopId: string, box: SecretBox | null): Promise<XenditKeys | null> {
  const row = await xenditRow(db, shopId);
  if (!row?.secretKeySealed || !row.webhookTokenSealed || !box) return null;
  try {
    return { secretKey: box.open(row.secretKeySealed), callbackToken: box.open(row.webhookTokenSealed), production: row.production, enabled: row.enabled };
  } catch {
    return null;
  }
}

export interface XenditSettingsInput {
  enabled: boolean;
  /** Left out or empty: the stored key stays. */
  secretKey?: string | null;
  /** Left out or empty: the stored token stays. */
  callbackToken?: string | null;
}

/** Why a typed secret key cannot be one of Xendit's; null when it can. */
export function xenditKeyProblem(key: string): boolean {
  return key.length < XENDIT_KEY_MIN || key.length > XENDIT_KEY_MAX || !SECRET_KEY.test(key);
}

/**
 * Saves the account: a new key or token is sealed before it reaches the database and never
 * answered again. Switching on needs both and a rupiah shop, and switches Midtrans off.
 */
export async function saveXenditSettings(ctx: RequestContext, box: SecretBox | null, input: XenditSettingsInput): Promise<void> {
  const secretKey = input.secretKey?.trim() ?? '';
  if (secretKey && xenditKeyProblem(secretKey)) throw badInput('error.xendit.secretKey', { min: XENDIT_KEY_MIN, max: XENDIT_KEY_MAX }, 'secretKey');
  const token = input.callbackToken?.trim() ?? '';
  if (token && (token.length < XENDIT_TOKEN_MIN || token.length > XENDIT_TOKEN_MAX || /\s/.test(token))) {
    throw badInput('error.xendit.callbackToken', { min: XENDIT_TOKEN_MIN, max: XENDIT_TOKEN_MAX }, 'callbackToken');
  }
  if ((secretKey || token) && !box) throw badInput('error.payments.noSettingsKey', {}, secretKey ? 'secretKey' : 'callbackToken');
  if (input.enabled && ctx.shop.currency !== IDR) throw badInput('error.xendit.currency', {}, 'enabled');
  const sealedKey = secretKey && box ? { secretKeySealed: box.seal(secretKey), secretKeyLast4: secretKey.slice(-4), production: isLiveXenditKey(secretKey) } : {};
  const sealedToken = token && box ? { webhookTokenSealed: box.seal(token) } : {};
  await inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.shopId, ctx.shop.id), eq(paymentProviderSettings.provider, 'xendit'))).for('update');
    const hasKey = Boolean(sealedKey.secretKeySealed ?? current?.secretKeySealed);
    const hasToken = Boolean(sealedToken.webhookTokenSealed ?? current?.webhookTokenSealed);
    if (input.enabled && (!hasKey || !hasToken)) throw badInput('error.xendit.keysRequired', {}, hasKey ? 'callbackToken' : 'secretKey');
    const values = { enabled: input.enabled, ...sealedKey, ...sealedToken, updatedAt: new Date() };
    await tx.insert(paymentProviderSettings).values({ shopId: ctx.shop.id, provider: 'xendit', ...values })
      .onConflictDoUpdate({ target: [paymentProviderSettings.shopId, paymentProviderSettings.provider], set: values });
    if (input.enabled) await switchOffOtherGateways(ctx, tx, 'xendit');
    // The log names the key by its last 4 characters and says only that a token changed.
    const before = { enabled: current?.enabled ?? false, keyEnding: current?.secretKeyLast4 ?? '', live: current?.production ?? false, tokenChanged: false };
    const after = {
      enabled: input.enabled, keyEnding: sealedKey.secretKeyLast4 ?? current?.secretKeyLast4 ?? '', live: sealedKey.production ?? current?.production ?? false, tokenChanged: Boolean(token),
    };
    await recordAudit(ctx, tx, { action: 'saveXenditSettings', entityType: 'paymentProvider', entityId: 'xendit', ...changedParts(before, after) });
  });
}
