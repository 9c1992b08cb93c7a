import { and, eq, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { builtOnce } from '../../db/named-statement.server';
import { rowFromJson, rowJsonSql } from '../../db/row-json.server';
import { primePublishedProducts, publishedProductsJsonSql, type ProductJson } from '../catalog';
import { orderAccessSql, orderAccessValues, type OrderAccessValues } from './order-access.server';
import { orderReviewsLoader } from './order-operations.service';
import { orderEventsLoader, orderLinesLoader, type OrderEventRecord, type OrderLineRecord, type OrderRecord } from './order.service';
import { orderEvents, orderLines, orders, productReviews } from './orders.tables';

/** The order row as the statement names it, for the subqueries that bring its rows along. */
export interface OrderColumnsSql { shopId: SQL; id: SQL }

/**
 * Rows of another module that the order page shows (its payments), read as one JSON value in
 * the order's statement and handed to that module's request loader. The module adds it where
 * it adds its fields to `Order`.
 */
export interface OrderCompanion {
  /** The value's name in the statement; unique among companions. */
  key: string;
  column(order: OrderColumnsSql): SQL;
  prime(ctx: RequestContext, orderId: string, value: unknown): void;
}

type JsonRows = Array<Record<string, unknown>>;
interface OrderPageRow extends OrderRecord {
  linesJson: JsonRows;
  eventsJson: JsonRows;
  reviewsJson: JsonRows;
  productsJson: ProductJson[];
  [companion: string]: unknown;
}

// Written out with the table's name: drizzle drops it from columns in a one-table select list,
// where the subqueries' own tables would then capture them (docs/decisions/0054).
const order: OrderColumnsSql & { customerId: SQL } = { shopId: sql`"orders"."shop_id"`, id: sql`"orders"."id"`, customerId: sql`"orders"."customer_id"` };
const lineColumns = getTableColumns(orderLines);
const eventColumns = getTableColumns(orderEvents);
const reviewColumns = getTableColumns(productReviews);

function ownRowsSql(columns: Record<string, Column>, table: SQL, alias: string, orderBy: string): SQL<JsonRows> {
  return sql<JsonRows>`(SELECT coalesce(json_agg(${rowJsonSql(columns, alias)} ORDER BY ${sql.raw(orderBy)}), '[]'::json)
    FROM ${table} ${sql.identifier(alias)} WHERE ${sql.identifier(alias)}.shop_id = ${order.shopId} AND ${sql.identifier(alias)}.order_id = ${order.id})`;
}

/**
 * The order page's read: the order, if this visitor may see it, with its lines, events, the
 * buyer's reviews, the lines' products with their pictures and every companion's rows, in one
 * statement built once (docs/decisions/0057). The fields then read the request's loaders, which
 * hold exactly what their own statements would have answered.
 */
export function orderPageReader(companions: readonly OrderCompanion[]): (ctx: RequestContext, id: string) => Promise<OrderRecord | null> {
  const statement = builtOnce<OrderAccessValues & { shopId: string; id: string }, OrderPageRow[]>((db) => db.select({
    ...getTableColumns(orders),
    linesJson: ownRowsSql(lineColumns, sql`${orderLines}`, 'l', 'l.position'),
    eventsJson: ownRowsSql(eventColumns, sql`${orderEvents}`, 'e', 'e.id'),
    reviewsJson: ownRowsSql(reviewColumns, sql`${productReviews}`, 'r', 'r.product_id'),
    productsJson: publishedProductsJsonSql(order.shopId, sql`SELECT lp.product_id FROM ${orderLines} lp WHERE lp.shop_id = ${order.shopId} AND lp.order_id = ${order.id}`),
    ...Object.fromEntries(companions.map((companion) => [companion.key, companion.column(order)])),
  }).from(orders).where(and(eq(orders.shopId, sql.placeholder('shopId')), eq(orders.id, sql.placeholder('id')), orderAccessSql(order))));

  return async (ctx, id) => {
    const access = orderAccessValues(ctx, id);
    if (!access) return null;
    const [row] = await statement(ctx.db, { ...access, shopId: ctx.shop.id, id });
    if (!row) return null;
    const { linesJson, eventsJson, reviewsJson, productsJson, ...rest } = row;
    const lines = linesJson.map((json) => rowFromJson<OrderLineRecord>(lineColumns, json));
    orderLinesLoader(ctx).prime(row.id, lines);
    orderEventsLoader(ctx).prime(row.id, eventsJson.map((json) => rowFromJson<OrderEventRecord>(eventColumns, json)));
    orderReviewsLoader(ctx).prime(row.id, reviewsJson.map((json) => rowFromJson<typeof productReviews.$inferSelect>(reviewColumns, json)));
    primePublishedProducts(ctx, [...new Set(lines.map((line) => line.productId))], productsJson);
    for (const companion of companions) {
      companion.prime(ctx, row.id, rest[companion.key]);
      delete rest[companion.key];
    }
    return rest as OrderRecord;
  };
}
