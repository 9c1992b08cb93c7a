import { eq } from 'drizzle-orm';
import type { CsvProblem, ImportProduct } from '../../../domain/catalog/product-csv';
import type { Db } from '../../db/database.server';
import { categories, productRowColumns, products, productVariations, type ProductRow } from './catalog.tables';

type VariationRow = typeof productVariations.$inferSelect;

/** What the shop holds that an import is checked against, read once for the whole file. */
export interface ShopCatalogue {
  productsBySku: Map<string, ProductRow[]>;
  productBySlug: Map<string, ProductRow>;
  variationsBySku: Map<string, VariationRow>;
  variationsOf: Map<string, VariationRow[]>;
  categoryBySlug: Map<string, { id: string; name: ProductRow['name'] }>;
}

function grouped<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** `lock`: inside the import's transaction, the shop's products are held until it ends. */
export async function readShopCatalogue(db: Db, shopId: string, lock: boolean): Promise<ShopCatalogue> {
  const productQuery = db.select(productRowColumns).from(products).where(eq(products.shopId, shopId));
  const productRows = lock ? await productQuery.for('update') : await productQuery;
  const variationRows = await db.select().from(productVariations).where(eq(productVariations.shopId, shopId));
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).where(eq(categories.shopId, shopId));
  return {
    productsBySku: grouped(productRows, (row) => row.sku),
    productBySlug: new Map(productRows.map((row) => [row.slug, row])),
    variationsBySku: new Map(variationRows.map((row) => [row.sku, row])),
    variationsOf: grouped(variationRows, (row) => row.productId),
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
  };
}

/** The shop's product this row updates, or null for a new one (an ambiguous SKU is a problem). */
export function matchedProduct(shop: ShopCatalogue, product: ImportProduct): ProductRow | null {
  const found = shop.productsBySku.get(product.sku) ?? [];
  return found.length === 1 ? found[0]! : null;
}

/** What only the shop's data can tell about one product of the file. */
export function shopProblems(shop: ShopCatalogue, product: ImportProduct): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const at = (column: string, key: string, params: Record<string, string | number> = {}, row = product.row) => problems.push({ row, column, key, params: { column, ...params } });
  const found = shop.productsBySku.get(product.sku) ?? [];
  if (found.length > 1) at('product_sku', 'import.problem.skuAmbiguous', { sku: product.sku, count: found.length });
  const current = found.length === 1 ? found[0]! : null;
  if (product.slug) {
    const holder = shop.productBySlug.get(product.slug);
    if (holder && holder.id !== current?.id) at('slug', 'import.problem.slugTaken', { slug: product.slug, sku: holder.sku });
  }
  if (product.category && !shop.categoryBySlug.has(product.category)) at('category', 'import.problem.categoryMissing', { slug: product.category });
  const held = current ? (shop.variationsOf.get(current.id) ?? []) : [];
  if (product.variations.length === 0 && held.length > 0) at('variation_sku', 'import.problem.variationsInShop', { count: held.length });
  for (const variation of product.variations) {
    const holder = shop.variationsBySku.get(variation.sku);
    if (holder && holder.productId !== current?.id) at('variation_sku', 'import.problem.variationSkuTaken', { sku: variation.sku }, variation.row);
  }
  // Variations the file leaves out stay as they are, so they must still fit the option names.
  const listed = new Set(product.variations.map((variation) => variation.sku));
  const kept = held.filter((variation) => !listed.has(variation.sku));
  const names = product.optionNames ?? current?.options.map((option) => option.name.id) ?? [];
  if (product.variations.length > 0 && kept.some((variation) => variation.optionValues.length !== names.length)) {
    at('option_names', 'import.problem.keptVariations', { skus: kept.map((variation) => variation.sku).join(', ').slice(0, 200) });
  }
  return problems;
}
