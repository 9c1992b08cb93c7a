import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { payments } from './payments.tables';

/** Transfers whose proof the shopper has sent and the owner has not yet judged. */
export async function paymentsAwaitingVerification(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), eq(payments.status, 'submitted')));
  return row?.count ?? 0;
}

/** Payments the owner must look at: money a provider settled that the shop could not count as asked. */
export async function paymentsNeedingAttention(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), isNotNull(payments.attention)));
  return row?.count ?? 0;
}
