import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { products, productVariations } from './catalog.tables';
import { recordMovement } from './stock-movements.service';

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

/**
 * Takes the units of every line inside the caller's transaction, each by a conditional update
 * (never below zero). Returns the lines that were short; the caller rolls back if any were.
 */
export async function takeStock(tx: Db, shopId: string, lines: readonly StockLine[]): Promise<StockShortage[]> {
  const short: StockShortage[] = [];
  for (const line of inLockOrder(lines)) {
    const taken = line.variationId
      ? await tx.update(productVariations).set({ stock: sql`${productVariations.stock} - ${line.count}` })
          .where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId), eq(productVariations.productId, line.productId), sql`${productVariations.stock} >= ${line.count}`))
          .returning({ stock: productVariations.stock })
      : await tx.update(products).set({ stock: sql`${products.stock} - ${line.count}` })
          .where(and(eq(products.shopId, shopId), eq(products.id, line.productId), eq(products.status, 'published'), sql`${products.stock} >= ${line.count}`))
          .returning({ stock: products.stock });
    if (taken.length) continue;
    const [row] = line.variationId
      ? await tx.select({ stock: productVariations.stock }).from(productVariations).where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId)))
      : await tx.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
    short.push({ ...line, available: row?.stock ?? 0 });
  }
  return short;
}

/** Puts the units of every line back on the shelf, in the same lock order as taking them. */
export async function releaseStock(tx: Db, shopId: string, lines: readonly StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.variationId) {
      await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${line.count}` })
        .where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId)));
    } else {
      await tx.update(products).set({ stock: sql`${products.stock} + ${line.count}` })
        .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
    }
  }
}

/**
 * Keeps the units an order took (`order`) or gave back (`order_released`) in the stock history,
 * inside the order's transaction, after its stock rows were updated (and so locked) by it.
 */
export async function recordOrderStockMovements(tx: Db, shopId: string, orderId: string, lines: readonly StockLine[], reason: 'order' | 'order_released'): Promise<void> {
  for (const line of inLockOrder(lines)) {
    const [row] = line.variationId
      ? await tx.select({ stock: productVariations.stock }).from(productVariations).where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, line.variationId)))
      : await tx.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
    // A product deleted since the order was placed has no history left to add to.
    if (!row) continue;
    await recordMovement(null, tx, { shopId, productId: line.productId, variationId: line.variationId, change: reason === 'order' ? -line.count : line.count, stockAfter: row.stock, reason, orderId });
  }
  await countUnitsSold(tx, shopId, lines, reason === 'order' ? 1 : -1);
}

/**
 * Keeps each product's units sold (the best-selling sort) in step with what orders took and
 * gave back: one update per product, in the same lock order, after its stock rows.
 */
async function countUnitsSold(tx: Db, shopId: string, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  const perProduct = new Map<string, number>();
  for (const line of inLockOrder(lines)) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.count);
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
