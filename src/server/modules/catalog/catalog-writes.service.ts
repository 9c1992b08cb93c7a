import type { Db } from '../../db/database.server';
import { categories, productImages, products, productVariations } from './catalog.tables';
import { refreshSearchIndex } from './search-index.service';

export type NewCategory = Omit<typeof categories.$inferInsert, 'shopId'>;
export type NewProduct = Omit<typeof products.$inferInsert, 'shopId' | 'searchText' | 'searchDocument' | 'searchRanking'>;
export type NewVariation = Omit<typeof productVariations.$inferInsert, 'shopId' | 'productId'>;

/** Adds categories (parents before children). */
export async function createCategories(db: Db, shopId: string, rows: readonly NewCategory[]): Promise<void> {
  if (rows.length) await db.insert(categories).values(rows.map((row) => ({ ...row, shopId })));
}

/** Adds a product with its pictures (in order) and variations, findable by search at once. */
export async function createProduct(db: Db, shopId: string, product: NewProduct, imageIds: readonly string[], variations: readonly NewVariation[]): Promise<void> {
  await db.insert(products).values({ ...product, shopId });
  if (imageIds.length) {
    await db.insert(productImages).values(imageIds.map((imageId, position) => ({ shopId, productId: product.id, imageId, position })));
  }
  if (variations.length) {
    await db.insert(productVariations).values(variations.map((variation) => ({ ...variation, shopId, productId: product.id })));
  }
  await refreshSearchIndex(db, shopId, { productIds: [product.id] });
}
