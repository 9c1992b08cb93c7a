import { and, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderPaymentState } from '../../../domain/orders/order-list';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { PaymentMethodName } from '../../../domain/payments/payment-method';
import type { RequestContext } from '../../context.server';
import type { OrderRecord } from './order.service';
import { orders } from './orders.tables';

export interface OrderSearch {
  /** Only these orders (the ones staff ticked to print). */
  ids?: readonly string[] | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  paymentState?: OrderPaymentState | undefined;
  paymentMethod?: PaymentMethodName | undefined;
  placedFrom?: Date | null | undefined;
  placedBefore?: Date | null | undefined;
  /** An order number, or part of the buyer's name, phone or e-mail. */
  text?: string | undefined;
}

/** The columns another module's condition may name (an order "has a proof waiting" lives in payments). */
export interface OrderColumns { shopId: typeof orders.shopId; id: typeof orders.id }
export type OrderCondition = (columns: OrderColumns) => SQL;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(ctx: RequestContext, search: OrderSearch, proofWaiting: OrderCondition | undefined): SQL | undefined {
  const where: Array<SQL | undefined> = [eq(orders.shopId, ctx.shop.id)];
  if (search.ids) where.push(search.ids.length ? inArray(orders.id, [...search.ids]) : sql`false`);
  if (search.statuses?.length) where.push(inArray(orders.status, [...search.statuses]));
  if (search.paymentMethod) where.push(eq(orders.paymentMethod, search.paymentMethod));
  if (search.placedFrom) where.push(gte(orders.placedAt, search.placedFrom));
  if (search.placedBefore) where.push(lt(orders.placedAt, search.placedBefore));
  switch (search.paymentState) {
    case 'unpaid': where.push(eq(orders.paidAmount, 0)); break;
    case 'partially_paid': where.push(gt(orders.paidAmount, 0), lt(orders.paidAmount, orders.total), eq(orders.refundedAmount, 0)); break;
    case 'paid': where.push(gt(orders.paidAmount, 0), gte(orders.paidAmount, orders.total), eq(orders.refundedAmount, 0)); break;
    case 'refunded': where.push(gt(orders.refundedAmount, 0)); break;
    case 'proof_to_review': where.push(proofWaiting ? proofWaiting({ shopId: orders.shopId, id: orders.id }) : sql`false`); break;
    default: break;
  }
  const text = search.text?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
    const digits = text.replace(/[^\d]/g, '');
    where.push(or(
      number !== null ? eq(orders.number, number) : undefined,
      ilike(orders.email, like),
      ilike(sql`${orders.shippingAddress}->>'name'`, like),
      ilike(orders.phone, like),
      // A phone typed as 0812… finds one kept as +62812… and the other way round.
      digits.length >= 6 ? sql`regexp_replace(${orders.phone}, '[^0-9]', '', 'g') LIKE ${`%${digits.replace(/^(0|62)/, '')}%`}` : undefined,
    ));
  }
  return and(...where);
}

/**
 * A page of the shop's orders for staff, newest first, and how many match: two queries
 * whatever the page size (lines, payments and notes come through per-request loaders).
 */
export async function searchOrders(ctx: RequestContext, search: OrderSearch, window: { limit: number; offset: number }, proofWaiting?: OrderCondition): Promise<{ items: OrderRecord[]; totalCount: number }> {
  const where = conditions(ctx, search, proofWaiting);
  const [items, [total]] = await Promise.all([
    window.limit > 0 ? ctx.db.select().from(orders).where(where).orderBy(desc(orders.placedAt), desc(orders.id)).limit(window.limit).offset(window.offset) : Promise.resolve([]),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items, totalCount: Number(total?.n ?? 0) };
}
