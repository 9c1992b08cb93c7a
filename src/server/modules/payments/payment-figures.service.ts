import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { payments } from './payments.tables';

/** Transfers whose proof the shopper has sent and the owner has not yet judged. */
export async function paymentsAwaitingVerification(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), eq(payments.status, 'submitted')));
  return row?.count ?? 0;
}
