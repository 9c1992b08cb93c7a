import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { FIRST_ORDER_NUMBER, shopOrderNumbers } from './orders.tables';

/**
 * The shop's next order number, taken inside the order's transaction: the row lock lasts only
 * until that transaction ends, so it is taken as late as possible. One statement; a shop's first
 * order creates the row already past the number it takes.
 */
export async function takeOrderNumber(tx: Db, shopId: string): Promise<number> {
  const [row] = await tx
    .insert(shopOrderNumbers).values({ shopId, nextOrderNumber: FIRST_ORDER_NUMBER + 1 })
    .onConflictDoUpdate({ target: shopOrderNumbers.shopId, set: { nextOrderNumber: sql`${shopOrderNumbers.nextOrderNumber} + 1` } })
    .returning({ next: shopOrderNumbers.nextOrderNumber });
  if (!row) throw new Error('order number row missing');
  return row.next - 1;
}
