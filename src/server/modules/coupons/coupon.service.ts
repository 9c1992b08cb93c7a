import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeCouponCode, type CouponRule } from '../../../domain/checkout/coupon';
import type { Db } from '../../db/database.server';
import { couponCustomerUses, coupons } from './coupons.tables';

export type CouponRecord = typeof coupons.$inferSelect;

export async function couponByCode(db: Db, shopId: string, rawCode: string): Promise<CouponRecord | null> {
  const code = normalizeCouponCode(rawCode);
  if (!code) return null;
  const [row] = await db.select().from(coupons).where(and(eq(coupons.shopId, shopId), eq(coupons.code, code)));
  return row ?? null;
}

/** How often the shopper named by `customerKey` (see `couponCustomerKey`) used the coupon; 0 without a key. */
export async function customerUses(db: Db, shopId: string, couponId: string, customerKey: string | null): Promise<number> {
  if (!customerKey) return 0;
  const [row] = await db.select({ usedCount: couponCustomerUses.usedCount }).from(couponCustomerUses)
    .where(and(eq(couponCustomerUses.shopId, shopId), eq(couponCustomerUses.couponId, couponId), eq(couponCustomerUses.customerKey, customerKey)));
  return row?.usedCount ?? 0;
}

export function couponRule(coupon: CouponRecord | null, customerUsedCount = 0): CouponRule | null {
  return coupon
    ? {
        kind: coupon.kind,
        value: coupon.value,
        minSpend: coupon.minSpend,
        maxDiscount: coupon.maxDiscount,
        startsAt: coupon.startsAt,
        expiresAt: coupon.expiresAt,
        usageLimit: coupon.usageLimit,
        usedCount: coupon.usedCount,
        perCustomerLimit: coupon.perCustomerLimit,
        customerUsedCount,
        productIds: coupon.productIds,
        categoryIds: coupon.categoryIds,
        freeShipping: coupon.freeShipping,
        active: coupon.active,
      }
    : null;
}

/**
 * Uses the coupon once, inside the order's transaction: only while it is active, in its period
 * and under its limit, so two shoppers cannot both take its last use. The shopper's own count
 * goes up in the same transaction, only while under the per-customer limit; the coupon's row,
 * locked by the first update, makes concurrent orders for one coupon take turns. On a refusal
 * the caller rolls the transaction back, which also returns the use just taken.
 */
export async function redeemCoupon(tx: Db, shopId: string, couponId: string, customerKey: string): Promise<'redeemed' | 'used_up' | 'customer_limit'> {
  const [used] = await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.shopId, shopId), eq(coupons.id, couponId), eq(coupons.active, true),
      sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
      sql`(${coupons.startsAt} IS NULL OR ${coupons.startsAt} <= now())`,
      sql`(${coupons.expiresAt} IS NULL OR ${coupons.expiresAt} > now())`))
    .returning({ id: coupons.id, perCustomerLimit: coupons.perCustomerLimit });
  if (!used) return 'used_up';
  const counted = await tx.insert(couponCustomerUses).values({ shopId, couponId, customerKey, usedCount: 1 })
    .onConflictDoUpdate({
      target: [couponCustomerUses.shopId, couponCustomerUses.couponId, couponCustomerUses.customerKey],
      set: { usedCount: sql`${couponCustomerUses.usedCount} + 1` },
      ...(used.perCustomerLimit === null ? {} : { setWhere: sql`${couponCustomerUses.usedCount} < ${used.perCustomerLimit}` }),
    })
    .returning({ usedCount: couponCustomerUses.usedCount });
  return counted.length ? 'redeemed' : 'customer_limit';
}

/** Gives one use of the coupon back (an order that took no money closed), to everyone and to its shopper. */
export async function releaseCoupon(tx: Db, shopId: string, rawCode: string, customerKey: string): Promise<void> {
  const [released] = await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.shopId, shopId), eq(coupons.code, normalizeCouponCode(rawCode)), gt(coupons.usedCount, 0)))
    .returning({ id: coupons.id });
  if (!released) return;
  await tx.update(couponCustomerUses).set({ usedCount: sql`${couponCustomerUses.usedCount} - 1` })
    .where(and(eq(couponCustomerUses.shopId, shopId), eq(couponCustomerUses.couponId, released.id),
      eq(couponCustomerUses.customerKey, customerKey), gt(couponCustomerUses.usedCount, 0)));
}

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'shopId'>;

export async function createCoupons(db: Db, shopId: string, rows: readonly NewCoupon[]): Promise<void> {
  if (rows.length) await db.insert(coupons).values(rows.map((row) => ({ ...row, shopId })));
}
