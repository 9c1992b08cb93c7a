import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { orders } from './orders.tables';

/**
 * An order that used a coupon, as the coupon's usage report shows it. An order that closed
 * without taking money gave its use back (close-order flow), so it does not count here either.
 */
export interface CouponOrderUse {
  orderId: string;
  number: number;
  placedAt: Date;
  status: string;
  customerId: string | null;
  email: string;
  name: string;
  /** The coupon's part of the order's discount (bundle savings are apart). */
  discount: number;
}

export interface CouponUseTotals { orders: number; discount: number }

const counted = sql`NOT (${orders.status} IN ('cancelled', 'expired') AND ${orders.paidAmount} = 0)`;
const couponDiscount = sql<number>`(${orders.discount} - ${orders.bundleDiscount})`;

/** How many orders used each code and how much the coupon took off them, in one read. */
export async function couponUseTotals(db: Db, shopId: string, codes: readonly string[]): Promise<Map<string, CouponUseTotals>> {
  if (!codes.length) return new Map();
  const rows = await db.select({
    code: orders.couponCode,
    orders: sql<number>`count(*)::int`,
    discount: sql<string>`coalesce(sum(${couponDiscount}), 0)::bigint`,
  }).from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.couponCode, [...codes]), counted))
    .groupBy(orders.couponCode);
  return new Map(rows.map((row) => [row.code, { orders: Number(row.orders), discount: Number(row.discount) }]));
}

/** The orders that used the code, newest first; at most `limit`. */
export async function ordersWithCoupon(db: Db, shopId: string, code: string, limit: number): Promise<CouponOrderUse[]> {
  const rows = await db.select({
    orderId: orders.id, number: orders.number, placedAt: orders.placedAt, status: orders.status, customerId: orders.customerId,
    email: orders.email, shippingAddress: orders.shippingAddress, discount: couponDiscount,
  }).from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.couponCode, code), counted))
    .orderBy(desc(orders.placedAt), desc(orders.number)).limit(limit);
  return rows.map(({ shippingAddress, ...row }) => ({ ...row, discount: Number(row.discount), name: shippingAddress.name }));
}

/** Whether any order, counted or not, names the code: such a coupon is switched off rather than deleted. */
export async function ordersNameCoupon(db: Db, shopId: string, code: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.shopId, shopId), eq(orders.couponCode, code))).limit(1);
  return row !== undefined;
}
