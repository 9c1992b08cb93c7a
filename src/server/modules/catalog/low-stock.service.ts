import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Translated } from '../../../domain/i18n/translated';
import type { RequestContext } from '../../context.server';
import { products, productVariations } from './catalog.tables';

export interface LowStockItem {
  productId: string;
  name: Translated<string>;
  /** The variation's option values, empty for a product sold without variations. */
  variation: string[];
  sku: string;
  stock: number;
}

/**
 * Published things close to selling out, fewest first: a product's variations where it has
 * them, otherwise the product itself, each against its product's low-stock threshold. Two
 * queries whatever the limit.
 */
export async function lowStockItems(ctx: RequestContext, options: { limit: number }): Promise<LowStockItem[]> {
  const published = and(eq(products.shopId, ctx.shop.id), eq(products.status, 'published'));
  const [variations, plain] = await Promise.all([
    ctx.db.select({ productId: products.id, name: products.name, variation: productVariations.optionValues, sku: productVariations.sku, stock: productVariations.stock })
      .from(productVariations)
      .innerJoin(products, and(eq(products.shopId, productVariations.shopId), eq(products.id, productVariations.productId)))
      .where(and(published, lte(productVariations.stock, products.lowStockThreshold)))
      .orderBy(asc(productVariations.stock), asc(productVariations.sku)).limit(options.limit),
    ctx.db.select({ productId: products.id, name: products.name, sku: products.sku, stock: products.stock }).from(products)
      .where(and(published, lte(products.stock, products.lowStockThreshold),
        sql`not exists (select 1 from ${productVariations} v where v.shop_id = ${products.shopId} and v.product_id = ${products.id})`))
      .orderBy(asc(products.stock), asc(products.sku)).limit(options.limit),
  ]);
  return [...variations, ...plain.map((row) => ({ ...row, variation: [] }))]
    .sort((a, b) => a.stock - b.stock || a.sku.localeCompare(b.sku))
    .slice(0, options.limit);
}
