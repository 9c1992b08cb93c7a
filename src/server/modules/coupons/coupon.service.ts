import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeCouponCode, type CouponRule } from '../../../domain/checkout/coupon';
import type { Db } from '../../db/database.server';
import { coupons } from './coupons.tables';

export type CouponRecord = typeof coupons.$inferSelect;

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

/**
 * Uses the coupon once, inside the order's transaction: only while it is active, unexpired and
 * under its limit, so two shoppers cannot both take its last use. False when it could not be used.
 */
export async function redeemCoupon(tx: Db, shopId: string, couponId: string): Promise<boolean> {
  const used = await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.shopId, shopId), eq(coupons.id, couponId), eq(coupons.active, true),
      sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
      sql`(${coupons.expiresAt} IS NULL OR ${coupons.expiresAt} > now())`))
    .returning({ id: coupons.id });
  return used.length > 0;
}

/** Gives one use of the coupon back (an order that took no money closed). */
export async function releaseCoupon(tx: Db, shopId: string, rawCode: string): Promise<void> {
  await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.shopId, shopId), eq(coupons.code, normalizeCouponCode(rawCode)), gt(coupons.usedCount, 0)));
}

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'shopId'>;

export async function createCoupons(db: Db, shopId: string, rows: readonly NewCoupon[]): Promise<void> {
  if (rows.length) await db.insert(coupons).values(rows.map((row) => ({ ...row, shopId })));
}
