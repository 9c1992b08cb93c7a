import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { products, productVariations } from './catalog.tables';
import { recordMovements } from './stock-movements.service';

/** Units of one product (or one of its variations). */
export interface StockLine {
  productId: string;
  /** Empty for a product without variations. */
  variationId: string;
  count: number;
}

export interface StockShortage extends StockLine {
  available: number;
}

/**
 * Lines in one fixed order (product, then variation), so two transactions taking or giving
 * back the same units lock their rows in the same order and never deadlock.
 */
function inLockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId.localeCompare(b.productId) || a.variationId.localeCompare(b.variationId));
}

/** A line whose units were taken or given back, with the units left after it. */
export interface StockChange extends StockLine {
  stockAfter: number;
}

/**
 * Takes the units of every line inside the caller's transaction, each by a conditional update
 * (never below zero) that also counts the units as sold and answers the stock left, which the
 * stock history records without reading it again. Returns the lines taken and those that were
 * short; the caller rolls back if any were.
 */
export async function takeStock(tx: Db, shopId: string, lines: readonly StockLine[]): Promise<{ taken: StockChange[]; short: StockShortage[] }> {
  const taken: StockChange[] = [];
  const short: StockShortage[] = [];
  for (const line of inLockOrder(lines)) {
    const [row] = line.variationId
      ? await tx.update(productVariations).set({ stock: sql`${productVariations.stock} - ${line.count}` })
          .where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId), eq(productVariations.productId, line.productId), sql`${productVariations.stock} >= ${line.count}`))
          .returning({ stock: productVariations.stock })
      : await tx.update(products).set({ stock: sql`${products.stock} - ${line.count}`, unitsSold: sql`${products.unitsSold} + ${line.count}` })
          .where(and(eq(products.shopId, shopId), eq(products.id, line.productId), eq(products.status, 'published'), sql`${products.stock} >= ${line.count}`))
          .returning({ stock: products.stock });
    if (row) {
      taken.push({ ...line, stockAfter: row.stock });
      continue;
    }
    const [left] = line.variationId
      ? await tx.select({ stock: productVariations.stock }).from(productVariations).where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId)))
      : await tx.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
    short.push({ ...line, available: left?.stock ?? 0 });
  }
  if (short.length === 0) await countVariationUnitsSold(tx, shopId, lines, 1);
  return { taken, short };
}

/**
 * Puts the units of every line back on the shelf, in the same lock order as taking them, and
 * takes them off the units sold. Answers the lines given back with the stock after; a product
 * or variation deleted since has nothing to give back to and is left out.
 */
export async function releaseStock(tx: Db, shopId: string, lines: readonly StockLine[]): Promise<StockChange[]> {
  const released: StockChange[] = [];
  for (const line of inLockOrder(lines)) {
    const [row] = line.variationId
      ? await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${line.count}` })
          .where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId)))
          .returning({ stock: productVariations.stock })
      : await tx.update(products).set({ stock: sql`${products.stock} + ${line.count}`, unitsSold: sql`greatest(0, ${products.unitsSold} - ${line.count})` })
          .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)))
          .returning({ stock: products.stock });
    if (row) released.push({ ...line, stockAfter: row.stock });
  }
  await countVariationUnitsSold(tx, shopId, lines, -1);
  return released;
}

/**
 * Keeps the units an order took (`order`) or gave back (`order_released`) in the stock history,
 * inside the order's transaction, with the stock each change left: one statement for all lines.
 */
export async function recordOrderStockMovements(tx: Db, shopId: string, orderId: string, changes: readonly StockChange[], reason: 'order' | 'order_released'): Promise<void> {
  await recordMovements(tx, shopId, inLockOrder(changes).map((change) => ({
    productId: change.productId, variationId: change.variationId, change: reason === 'order' ? -change.count : change.count, stockAfter: change.stockAfter, reason, orderId,
  })));
}

/**
 * Keeps each product's units sold (the best-selling sort) in step with what orders took and
 * gave back. A product without variations counts them in its stock update; one with variations
 * gets one update per product, in the same lock order, after its variations' rows.
 */
async function countVariationUnitsSold(tx: Db, shopId: string, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  const perProduct = new Map<string, number>();
  for (const line of inLockOrder(lines)) if (line.variationId) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.count);
  for (const [productId, count] of perProduct) {
    await tx.update(products).set({ unitsSold: sql`greatest(0, ${products.unitsSold} + ${sign * count})` })
      .where(and(eq(products.shopId, shopId), eq(products.id, productId)));
  }
}

/**
 * The units a shopper could buy now of a product (`variationId` empty) or one of its
 * variations, as a scalar subquery over the catalogue's keys: 0 for a draft, a deleted product
 * or variation. Lent to the back-in-stock job so it finds restocked items whatever raised the
 * stock (an adjustment, a CSV import, an order given back).
 */
export function buyableStockOf(shopId: SQLWrapper, productId: SQLWrapper, variationId: SQLWrapper): SQL<number> {
  return sql<number>`COALESCE(CASE WHEN ${variationId} = '' THEN
    (SELECT ${products.stock} FROM ${products} WHERE ${products.shopId} = ${shopId} AND ${products.id} = ${productId} AND ${products.status} = 'published'
      AND NOT EXISTS (SELECT 1 FROM ${productVariations} WHERE ${productVariations.shopId} = ${shopId} AND ${productVariations.productId} = ${productId}))
  ELSE
    (SELECT ${productVariations.stock} FROM ${productVariations} JOIN ${products} ON ${products.shopId} = ${productVariations.shopId} AND ${products.id} = ${productVariations.productId}
      WHERE ${productVariations.shopId} = ${shopId} AND ${productVariations.id} = ${variationId} AND ${productVariations.productId} = ${productId} AND ${products.status} = 'published')
  END, 0)`;
}
