import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import type { OrderColumns } from '../orders';
import { payments } from './payments.tables';

/** "A proof of transfer waits for the owner's verdict", as a condition on an order row. */
export function proofAwaitingReview(order: OrderColumns): SQL {
  return sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.shopId} = ${order.shopId} AND ${payments.orderId} = ${order.id} AND ${payments.status} = 'submitted')`;
}

/**
 * The orders whose proof of transfer is this picture; empty when it is no proof. A proof shows
 * a shopper's bank details, so its picture is served only to those who may open the order.
 */
export async function ordersWithProofImage(db: Db, shopId: string, imageId: string): Promise<string[]> {
  const rows = await db.select({ orderId: payments.orderId }).from(payments)
    .where(and(eq(payments.shopId, shopId), sql`${payments.proof}->>'imageId' = ${imageId}`));
  return [...new Set(rows.map((row) => row.orderId))];
}
