import { and, eq } from 'drizzle-orm';
import { currencyNumber } from '../../../domain/money/currency';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import type { SecretBox } from '../../secret-box.server';
import { changedParts, recordAudit } from '../audit';
import { MERCHANT_ID_MAX } from './payment-settings.service';
import { paymentProviderSettings } from './commerce-settings.tables';
import { switchOffOtherGateways } from './payment-gateway.service';

export const MIDTRANS_KEY_MIN = 10;
export const MIDTRANS_KEY_MAX = 200;
/** Midtrans takes rupiah only, in whole rupiah as the shop stores them. */
const IDR = currencyNumber('IDR');

/** The shop's Midtrans account as staff see it: the server key only by its last 4 characters. */
export interface MidtransSettingsView {
  enabled: boolean;
  production: boolean;
  merchantId: string;
  clientKey: string;
  serverKeyLast4: string;
}

/** The account with its server key opened, for calling Midtrans and checking its signatures. */
export interface MidtransKeys {
  serverKey: string;
  clientKey: string;
  production: boolean;
  enabled: boolean;
}

async function midtransRow(db: Db, shopId: string) {
  const [row] = await db.select().from(paymentProviderSettings)
    .where(and(eq(paymentProviderSettings.shopId, shopId), eq(paymentProviderSettings.provider, 'midtrans')));
  return row ?? null;
}

export async function midtransSettingsView(ctx: RequestContext): Promise<MidtransSettingsView> {
  const row = await midtransRow(ctx.db, ctx.shop.id);
  return { enabled: row?.enabled ?? false, production: row?.production ?? false, merchantId: row?.merchantId ?? '', clientKey: row?.clientKey ?? '', serverKeyLast4: row?.secretKeyLast4 ?? '' };
}

/**
 * The shop's Midtrans keys, the server key opened; null when none is stored or this server cannot
 * open it (no settings key, or another one than sealed it). Switched off, the keys still verify
 * notifications about payments started before.
 */
export async function midtransKeys(db: Db, shopId: string, box: SecretBox | null): Promise<MidtransKeys | null> {
  const row = await midtransRow(db, shopId);
  if (!row?.secretKeySealed || !box) return null;
  let serverKey: string;
  try {
    serverKey = box.open(row.secretKeySealed);
  } catch {
    return null;
  }
  return { serverKey, clientKey: row.clientKey, production: row.production, enabled: row.enabled };
}

export interface MidtransSettingsInput {
  enabled: boolean;
  production: boolean;
  merchantId: string;
  clientKey: string;
  /** Left out or empty: the stored key stays. */
  serverKey?: string | null;
}

function keyProblem(key: string): boolean {
  return key.length < MIDTRANS_KEY_MIN || key.length > MIDTRANS_KEY_MAX || /\s/.test(key);
}

/**
 * Saves the account; a new server key is sealed before it reaches the database and never
 * answered again. Switching on needs both keys and a rupiah shop, and switches Xendit off.
 */
export async function saveMidtransSettings(ctx: RequestContext, box: SecretBox | null, input: MidtransSettingsInput): Promise<void> {
  const merchantId = input.merchantId.trim();
  if (merchantId.length > MERCHANT_ID_MAX || /\s/.test(merchantId)) throw badInput('error.payments.merchantId', { max: MERCHANT_ID_MAX }, 'merchantId');
  const clientKey = input.clientKey.trim();
  if (clientKey && keyProblem(clientKey)) throw badInput('error.midtrans.clientKey', { min: MIDTRANS_KEY_MIN, max: MIDTRANS_KEY_MAX }, 'clientKey');
  const serverKey = input.serverKey?.trim() ?? '';
  if (serverKey && keyProblem(serverKey)) throw badInput('error.midtrans.serverKey', { min: MIDTRANS_KEY_MIN, max: MIDTRANS_KEY_MAX }, 'serverKey');
  if (serverKey && !box) throw badInput('error.payments.noSettingsKey', {}, 'serverKey');
  if (input.enabled && ctx.shop.currency !== IDR) throw badInput('error.midtrans.currency', {}, 'enabled');
  const sealed = serverKey && box ? { secretKeySealed: box.seal(serverKey), secretKeyLast4: serverKey.slice(-4) } : {};
  await inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.shopId, ctx.shop.id), eq(paymentProviderSettings.provider, 'midtrans'))).for('update');
    if (input.enabled && (!clientKey || !(sealed.secretKeySealed ?? current?.secretKeySealed))) throw badInput('error.midtrans.keysRequired', {}, 'enabled');
    const values = { merchantId, clientKey, production: input.production, enabled: input.enabled, ...sealed, updatedAt: new Date() };
    await tx.insert(paymentProviderSettings).values({ shopId: ctx.shop.id, provider: 'midtrans', ...values })
      .onConflictDoUpdate({ target: [paymentProviderSettings.shopId, paymentProviderSettings.provider], set: values });
    if (input.enabled) await switchOffOtherGateways(ctx, tx, 'midtrans');
    // The log names the server key by its last 4 characters, never the key.
    const before = { enabled: current?.enabled ?? false, production: current?.production ?? false, merchantId: current?.merchantId ?? '', clientKey: current?.clientKey ?? '', keyEnding: current?.secretKeyLast4 ?? '' };
    const after = { enabled: input.enabled, production: input.production, merchantId, clientKey, keyEnding: sealed.secretKeyLast4 ?? current?.secretKeyLast4 ?? '' };
    await recordAudit(ctx, tx, { action: 'saveMidtransSettings', entityType: 'paymentProvider', entityId: 'midtrans', ...changedParts(before, after) });
  });
}
