import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeIndonesianPhone } from '../../../domain/checkout/contact';
import { AGGREGATOR_COURIERS, COURIER_AGGREGATORS, isAggregatorCourier, type CourierAggregator } from '../../../domain/shipping/live-rates';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference, type ShopReferenceReader } from '../../db/shop-reference.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import type { SecretBox } from '../../secret-box.server';
import { changedParts, recordAudit } from '../audit';
import { courierAggregatorSettings } from './shipping.tables';

export const AGGREGATOR_KEY_MIN = 10;
export const AGGREGATOR_KEY_MAX = 300;
/** Biteship's keys say their mode: "biteship_test.…" or "biteship_live.…". */
const BITESHIP_KEY = /^biteship_(test|live)\.[A-Za-z0-9._-]+$/;
const RAJAONGKIR_KEY = /^[A-Za-z0-9]+$/;
const POSTAL_CODE = /^\d{5}$/;

type SettingsRow = typeof courierAggregatorSettings.$inferSelect;

/** An aggregator's settings as staff see them: the key only by its last 4 characters. */
export interface CourierAggregatorView {
  provider: CourierAggregator;
  enabled: boolean;
  production: boolean;
  apiKeyLast4: string;
  originPostalCode: string;
  originLabel: string;
  couriers: string[];
  senderName: string;
  senderPhone: string;
  senderAddress: string;
  /** Why checkout last fell back to the rate tables (timeout, unauthorized, unreachable, status:{code}), and when; empty and null when it never did. */
  lastFailure: string;
  lastFailureAt: Date | null;
}

/** The switched-on aggregator with its key opened, for calling it. */
export interface CourierAggregatorAccount extends CourierAggregatorView {
  apiKey: string;
  originAreaId: string;
}

function viewOf(provider: CourierAggregator, row: SettingsRow | undefined): CourierAggregatorView {
  return {
    provider, enabled: row?.enabled ?? false, production: row?.production ?? false, apiKeyLast4: row?.apiKeyLast4 ?? '',
    originPostalCode: row?.originPostalCode ?? '', originLabel: row?.originLabel ?? '', couriers: row?.couriers ?? ['jne', 'sicepat', 'jnt'],
    senderName: row?.senderName ?? '', senderPhone: row?.senderPhone ?? '', senderAddress: row?.senderAddress ?? '',
    lastFailure: row?.lastFailure ?? '', lastFailureAt: row?.lastFailureAt ?? null,
  };
}

/** At most one note a minute: an aggregator that is down must not turn every checkout into a write. */
const FALLBACK_NOTE_EVERY_MS = 60_000;

/**
 * Notes for the owner that checkout fell back to the rate tables and why. The row's change
 * notice ignores these columns (migration 0046), so shoppers' cached answers stay.
 */
export async function noteRatesFallback(db: Db, shopId: string, provider: CourierAggregator, reason: string, now = new Date()): Promise<void> {
  await db.update(courierAggregatorSettings).set({ lastFailure: reason, lastFailureAt: now })
    .where(and(
      eq(courierAggregatorSettings.shopId, shopId), eq(courierAggregatorSettings.provider, provider),
      sql`(${courierAggregatorSettings.lastFailureAt} IS NULL OR ${courierAggregatorSettings.lastFailureAt} < ${new Date(now.getTime() - FALLBACK_NOTE_EVERY_MS).toISOString()}::timestamptz)`,
    ));
}

export async function courierAggregatorViews(ctx: RequestContext): Promise<CourierAggregatorView[]> {
  const rows = await ctx.db.select().from(courierAggregatorSettings).where(eq(courierAggregatorSettings.shopId, ctx.shop.id));
  return COURIER_AGGREGATORS.map((provider) => viewOf(provider, rows.find((row) => row.provider === provider)));
}

/**
 * The aggregator checkouts ask for live rates, with its settings' version (which the rates a
 * checkout keeps are stamped with); null when none is switched on. Every checkout answer asks,
 * so it is kept per shop in memory and dropped when the settings change.
 */
const ACTIVE_AGGREGATOR = defineShopReference('courier-aggregator', ['courier_aggregator_settings'], async (db, shopId) => {
  const [row] = await db.select({ provider: courierAggregatorSettings.provider, updatedAt: courierAggregatorSettings.updatedAt }).from(courierAggregatorSettings)
    .where(and(eq(courierAggregatorSettings.shopId, shopId), eq(courierAggregatorSettings.enabled, true)));
  return row ? { provider: row.provider, version: row.updatedAt.getTime() } : null;
});

export function activeCourierAggregator(source: ShopReferenceReader): Promise<{ provider: CourierAggregator; version: number } | null> {
  return readShopReference(source, ACTIVE_AGGREGATOR);
}

/**
 * The account of `provider` (or of whichever is switched on), its key opened; null when there is
 * none, it has no key, or this server cannot open it.
 */
export async function courierAggregatorAccount(db: Db, shopId: string, box: SecretBox | null, provider?: CourierAggregator): Promise<CourierAggregatorAccount | null> {
  const rows = await db.select().from(courierAggregatorSettings)
    .where(and(eq(courierAggregatorSettings.shopId, shopId), provider ? eq(courierAggregatorSettings.provider, provider) : eq(courierAggregatorSettings.enabled, true)));
  const row = rows[0];
  if (!row?.apiKeySealed || !box) return null;
  try {
    return { ...viewOf(row.provider, row), apiKey: box.open(row.apiKeySealed), originAreaId: row.originAreaId };
  } catch {
    return null;
  }
}

export function aggregatorKeyProblem(provider: CourierAggregator, key: string): boolean {
  if (key.length < AGGREGATOR_KEY_MIN || key.length > AGGREGATOR_KEY_MAX) return true;
  return !(provider === 'biteship' ? BITESHIP_KEY : RAJAONGKIR_KEY).test(key);
}

export interface CourierAggregatorInput {
  provider: CourierAggregator;
  enabled: boolean;
  /** Left out or empty: the stored key stays. */
  apiKey?: string | null;
  originPostalCode: string;
  couriers: readonly string[];
  senderName?: string | null;
  senderPhone?: string | null;
  senderAddress?: string | null;
}

/** RajaOngkir's id for the origin, looked up by the caller before saving (its API is not called in a transaction). */
export interface ResolvedOrigin { areaId: string; label: string }

/** The input checked, trimmed and cleaned; the first problem is refused naming its field. */
export function cleanAggregatorInput(input: CourierAggregatorInput): CourierAggregatorInput & { apiKey: string } {
  const apiKey = input.apiKey?.trim() ?? '';
  if (apiKey && aggregatorKeyProblem(input.provider, apiKey)) throw badInput(`error.couriers.apiKey.${input.provider}`, { min: AGGREGATOR_KEY_MIN, max: AGGREGATOR_KEY_MAX }, 'apiKey');
  const originPostalCode = input.originPostalCode.trim();
  if (originPostalCode && !POSTAL_CODE.test(originPostalCode)) throw badInput('error.couriers.originPostalCode', {}, 'originPostalCode');
  const couriers = [...new Set(input.couriers.map((code) => code.trim().toLowerCase()))];
  const unknown = couriers.find((code) => !isAggregatorCourier(code));
  if (unknown !== undefined) throw badInput('error.couriers.unknownCourier', { code: unknown, known: AGGREGATOR_COURIERS.map((courier) => courier.code).join(', ') }, 'couriers');
  const senderPhoneTyped = input.senderPhone?.trim() ?? '';
  const senderPhone = senderPhoneTyped ? normalizeIndonesianPhone(senderPhoneTyped) : '';
  if (senderPhone === null) throw badInput('error.checkout.phone', {}, 'senderPhone');
  return {
    ...input, apiKey, originPostalCode, couriers,
    senderName: (input.senderName ?? '').trim().slice(0, 100), senderPhone, senderAddress: (input.senderAddress ?? '').trim().slice(0, 300),
  };
}

/**
 * Saves one aggregator's account: a new key is sealed before it reaches the database and never
 * answered again. Switching on needs a key, the origin's postal code, a courier, and for
 * RajaOngkir the origin found in its list; it switches the other aggregator off.
 */
export async function saveCourierAggregator(ctx: RequestContext, box: SecretBox | null, input: CourierAggregatorInput & { apiKey: string }, origin: ResolvedOrigin | null): Promise<void> {
  if (input.apiKey && !box) throw badInput('error.payments.noSettingsKey', {}, 'apiKey');
  const sealed = input.apiKey && box
    ? { apiKeySealed: box.seal(input.apiKey), apiKeyLast4: input.apiKey.slice(-4), production: input.provider === 'biteship' ? input.apiKey.startsWith('biteship_live.') : true }
    : {};
  await inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(courierAggregatorSettings)
      .where(and(eq(courierAggregatorSettings.shopId, ctx.shop.id), eq(courierAggregatorSettings.provider, input.provider))).for('update');
    const samePlace = current?.originPostalCode === input.originPostalCode;
    const place = origin ? { originAreaId: origin.areaId, originLabel: origin.label } : samePlace ? {} : { originAreaId: '', originLabel: '' };
    if (input.enabled) {
      if (!(sealed.apiKeySealed ?? current?.apiKeySealed)) throw badInput('error.couriers.keyRequired', {}, 'apiKey');
      if (!input.originPostalCode) throw badInput('error.couriers.originRequired', {}, 'originPostalCode');
      if (!input.couriers.length) throw badInput('error.couriers.courierRequired', {}, 'couriers');
      if (input.provider === 'rajaongkir' && !(place.originAreaId ?? current?.originAreaId)) throw badInput('error.couriers.originUnknown', {}, 'originPostalCode');
    }
    const values = {
      enabled: input.enabled, ...sealed, ...place, originPostalCode: input.originPostalCode, couriers: [...input.couriers],
      senderName: input.senderName ?? '', senderPhone: input.senderPhone ?? '', senderAddress: input.senderAddress ?? '', updatedAt: new Date(),
    };
    await tx.insert(courierAggregatorSettings).values({ shopId: ctx.shop.id, provider: input.provider, ...values })
      .onConflictDoUpdate({ target: [courierAggregatorSettings.shopId, courierAggregatorSettings.provider], set: values });
    if (input.enabled) {
      const others = COURIER_AGGREGATORS.filter((provider) => provider !== input.provider);
      const switched = await tx.update(courierAggregatorSettings).set({ enabled: false, updatedAt: new Date() })
        .where(and(eq(courierAggregatorSettings.shopId, ctx.shop.id), inArray(courierAggregatorSettings.provider, others), eq(courierAggregatorSettings.enabled, true)))
        .returning({ provider: courierAggregatorSettings.provider });
      for (const row of switched) {
        await recordAudit(ctx, tx, { action: 'switchOffCourierAggregator', entityType: 'courierAggregator', entityId: row.provider, before: { enabled: true }, after: { enabled: false, because: input.provider } });
      }
    }
    const before = { enabled: current?.enabled ?? false, keyEnding: current?.apiKeyLast4 ?? '', origin: current?.originPostalCode ?? '', couriers: current?.couriers ?? [] };
    const after = { enabled: input.enabled, keyEnding: sealed.apiKeyLast4 ?? current?.apiKeyLast4 ?? '', origin: input.originPostalCode, couriers: [...input.couriers] };
    await recordAudit(ctx, tx, { action: 'saveCourierAggregator', entityType: 'courierAggregator', entityId: input.provider, ...changedParts(before, after) });
  });
}
