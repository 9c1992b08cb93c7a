import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { AppError, badInput } from '../../errors.server';
import { imageLoader } from '../media';
import { categoryById } from './catalog.service';
import { products, productVariations } from './catalog.tables';

/** Refused when another product of the shop holds the slug (CONFLICT on `slug`). */
export async function assertSlugFree(tx: Db, shopId: string, slug: string, exceptId: string | null): Promise<void> {
  const conditions = [eq(products.shopId, shopId), eq(products.slug, slug)];
  if (exceptId) conditions.push(ne(products.id, exceptId));
  const [taken] = await tx.select({ id: products.id }).from(products).where(and(...conditions)).limit(1);
  if (taken) throw new AppError('CONFLICT', 'error.product.slugTaken', { slug }, 'slug');
}

/** A slug made from the name, numbered (`-2`, `-3` …) when another product holds it. */
export async function freeSlugFrom(tx: Db, shopId: string, base: string): Promise<string> {
  const rows = await tx.select({ slug: products.slug }).from(products).where(and(eq(products.shopId, shopId), or(eq(products.slug, base), inArray(products.slug, Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)))));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 22; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${Date.now().toString(36)}`;
}

/**
 * SKUs are unique in the shop across products and variations: each SKU given (with the field
 * it came from) is checked against every other product's SKU and variation SKUs.
 */
export async function assertSkusFree(tx: Db, shopId: string, productId: string, skus: ReadonlyArray<{ sku: string; field: string }>): Promise<void> {
  const seen = new Map<string, string>();
  for (const { sku, field } of skus) {
    if (seen.has(sku.toLowerCase())) throw badInput('error.product.skuTaken', { sku }, field);
    seen.set(sku.toLowerCase(), field);
  }
  if (!skus.length) return;
  const wanted = skus.map((s) => s.sku);
  const [product] = await tx.select({ sku: products.sku }).from(products)
    .where(and(eq(products.shopId, shopId), ne(products.id, productId), inArray(products.sku, wanted))).limit(1);
  const [variation] = product ? [] : await tx.select({ sku: productVariations.sku }).from(productVariations)
    .where(and(eq(productVariations.shopId, shopId), ne(productVariations.productId, productId), inArray(productVariations.sku, wanted))).limit(1);
  const clash = product?.sku ?? variation?.sku;
  if (clash !== undefined) throw new AppError('CONFLICT', 'error.product.skuTaken', { sku: clash }, seen.get(clash.toLowerCase()) ?? 'sku');
}

export async function assertCategoryExists(ctx: RequestContext, categoryId: string): Promise<void> {
  if (!(await categoryById(ctx, categoryId))) throw badInput('error.product.categoryNotFound', {}, 'categoryId');
}

/** Every picture must be one uploaded to this shop. */
export async function assertPicturesExist(ctx: RequestContext, imageIds: readonly string[], field: string): Promise<void> {
  if (!imageIds.length) return;
  const found = await imageLoader(ctx).loadMany([...imageIds]);
  if (found.some((image) => !image || image instanceof Error)) throw badInput('error.product.pictureNotFound', {}, field);
}

/** The constraint a write broke, so a race lost to the unique indexes names the right field. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function uniqueRefusal(error: unknown, slug: string, sku: string): AppError | null {
  const constraint = violatedConstraint(error);
  if (constraint === undefined) return null;
  if (constraint.includes('slug')) return new AppError('CONFLICT', 'error.product.slugTaken', { slug }, 'slug');
  return new AppError('CONFLICT', 'error.product.skuTaken', { sku }, 'sku');
}
