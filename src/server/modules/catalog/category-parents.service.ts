import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { categories, products } from './catalog.tables';

/**
 * The shop's category tree as id → parent id, in one query through `db` (a transaction when
 * placing an order). Offers limited to a category cover its sub-categories with it
 * (`withSubcategories`, src/domain/catalog/category-tree.ts); a shop has at most a few hundred
 * categories, so the whole tree is read once rather than a query per line or per level.
 */
export async function categoryParents(db: Db, shopId: string): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.shopId, shopId));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/** The ids of the shop's products in any of `categoryIds`, as a subquery for another module's query. */
export function productsInCategories(shopId: string, categoryIds: readonly string[]): SQL {
  if (categoryIds.length === 0) return sql`SELECT NULL::text WHERE false`;
  return sql`SELECT ${products.id} FROM ${products} WHERE ${products.shopId} = ${shopId} AND ${products.categoryId} IN (${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)})`;
}
