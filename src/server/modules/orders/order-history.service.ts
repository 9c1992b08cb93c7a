import { and, count, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { OrderRecord } from './order.service';
import { orders } from './orders.tables';

/**
 * A page of the signed-in customer's own orders, newest first. Only `ctx.customer` decides
 * whose: there is no argument naming a customer, and a signed-out visitor gets none. Reads
 * follow `orders_shop_customer_idx` (shop, customer, placed_at).
 */
export async function viewerOrderPage(ctx: RequestContext, window: { limit: number; offset: number }): Promise<{ items: OrderRecord[]; totalCount: number }> {
  ctx.personal = true;
  const viewer = ctx.customer;
  if (!viewer) return { items: [], totalCount: 0 };
  const mine = and(eq(orders.shopId, ctx.shop.id), eq(orders.customerId, viewer.id));
  const [items, [total]] = await Promise.all([
    ctx.db.select().from(orders).where(mine).orderBy(desc(orders.placedAt), desc(orders.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(orders).where(mine),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}
