import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { loaderFor } from '../../context.server';
import type { Db } from '../../db/database.server';
import { bankAccounts, coupons, shippingMethods, shippingRates, shopCommerceSettings } from '../../db/schema';
import type { CouponRule } from '../../../domain/checkout/coupon';
import { normalizeCouponCode } from '../../../domain/checkout/coupon';
import { shippingFee } from '../../../domain/shipping/shipping-fee';

export type CommerceSettings = typeof shopCommerceSettings.$inferSelect;
export type BankAccountRecord = typeof bankAccounts.$inferSelect;
export type CouponRecord = typeof coupons.$inferSelect;

const DEFAULT_SETTINGS: Omit<CommerceSettings, 'shopId'> = {
  unpaidOrderHours: 24,
  recoveryDelayMinutes: 60,
  checkoutFields: [],
  bankTransferInstructions: { id: '' },
  cardEnabled: true,
  walletEnabled: true,
  nextOrderNumber: 10001,
};

/** A shop that never saved settings sells with the defaults (24 h to pay, no extra questions). */
export function commerceSettings(ctx: RequestContext): Promise<CommerceSettings> {
  return loaderFor(ctx, 'commerceSettings', () => commerceSettingsOf(ctx.db, ctx.shop.id));
}

export function bankAccountsOf(db: Db, shopId: string): Promise<BankAccountRecord[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.shopId, shopId)).orderBy(asc(bankAccounts.position));
}

export function listBankAccounts(ctx: RequestContext): Promise<BankAccountRecord[]> {
  return loaderFor(ctx, 'bankAccounts', () => bankAccountsOf(ctx.db, ctx.shop.id));
}

/** The settings read through `db` (inside a transaction, the embedded database has one connection). */
export async function commerceSettingsOf(db: Db, shopId: string): Promise<CommerceSettings> {
  const [row] = await db.select().from(shopCommerceSettings).where(eq(shopCommerceSettings.shopId, shopId));
  return row ?? { shopId, ...DEFAULT_SETTINGS };
}

export interface ShippingQuote {
  id: string;
  courier: string;
  service: string;
  fee: number;
  etaDaysMin: number;
  etaDaysMax: number;
}

/**
 * The shop's active methods that reach `province`, priced for the parcel. A method's own row
 * for the province wins over its `*` fallback; a method with neither does not ship there.
 */
export async function shippingQuotes(db: Db, shopId: string, province: string, chargeableWeightGrams: number): Promise<ShippingQuote[]> {
  const rows = await db
    .select({ method: shippingMethods, rate: shippingRates })
    .from(shippingMethods)
    .innerJoin(shippingRates, and(eq(shippingRates.shopId, shippingMethods.shopId), eq(shippingRates.methodId, shippingMethods.id)))
    .where(and(eq(shippingMethods.shopId, shopId), eq(shippingMethods.active, true), inArray(shippingRates.province, [province, '*'])))
    .orderBy(asc(shippingMethods.position));
  const byMethod = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const known = byMethod.get(row.method.id);
    if (!known || (known.rate.province === '*' && row.rate.province !== '*')) byMethod.set(row.method.id, row);
  }
  return [...byMethod.values()].map(({ method, rate }) => ({
    id: method.id,
    courier: method.courier,
    service: method.service,
    fee: shippingFee(chargeableWeightGrams, rate.pricePerKg),
    etaDaysMin: rate.etaDaysMin,
    etaDaysMax: rate.etaDaysMax,
  }));
}

export async function couponByCode(db: Db, shopId: string, rawCode: string): Promise<CouponRecord | null> {
  const code = normalizeCouponCode(rawCode);
  if (!code) return null;
  const [row] = await db.select().from(coupons).where(and(eq(coupons.shopId, shopId), eq(coupons.code, code)));
  return row ?? null;
}

export function couponRule(coupon: CouponRecord | null): CouponRule | null {
  return coupon
    ? {
        kind: coupon.kind,
        value: coupon.value,
        minSpend: coupon.minSpend,
        maxDiscount: coupon.maxDiscount,
        expiresAt: coupon.expiresAt,
        usageLimit: coupon.usageLimit,
        usedCount: coupon.usedCount,
        active: coupon.active,
      }
    : null;
}
