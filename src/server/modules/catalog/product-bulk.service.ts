import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { recordAudit } from '../audit';
import { productRedirects, products } from './catalog.tables';

/** A page of the admin list at most: bulk actions act on what the owner ticked there. */
export const MAX_BULK_PRODUCTS = 100;

function checkedIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_BULK_PRODUCTS) throw badInput('error.product.bulkCount', { max: MAX_BULK_PRODUCTS }, 'ids');
  return unique;
}

/**
 * Publishes or unpublishes the ticked products in one statement; each changed product gets its
 * own audit record and a new version (an editor open on it then knows it changed). Returns the
 * ids changed; products already in that status, or not of this shop, are left out.
 */
export async function setProductsStatus(ctx: RequestContext, ids: readonly string[], status: 'draft' | 'published'): Promise<string[]> {
  const wanted = checkedIds(ids);
  const changed = await inTransaction(ctx.db, async (tx) => {
    const rows = await tx.update(products)
      .set({
        status,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
        publishedAt: status === 'published' ? sql`coalesce(${products.publishedAt}, now())` : sql`${products.publishedAt}`,
      })
      .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, wanted), sql`${products.status} <> ${status}`))
      .returning({ id: products.id });
    for (const row of rows) {
      await recordAudit(ctx, tx, { action: status === 'published' ? 'publishProducts' : 'unpublishProducts', entityType: 'product', entityId: row.id, before: { status: status === 'published' ? 'draft' : 'published' }, after: { status } });
    }
    return rows.map((row) => row.id);
  });
  ctx.loaders.clear();
  return changed;
}

/** Deletes the ticked products with their pictures' places, variations, stock history and old addresses. Orders keep their own copies of what was bought. */
export async function deleteProducts(ctx: RequestContext, ids: readonly string[]): Promise<string[]> {
  const wanted = checkedIds(ids);
  const deleted = await inTransaction(ctx.db, async (tx) => {
    await tx.delete(productRedirects).where(and(eq(productRedirects.shopId, ctx.shop.id), inArray(productRedirects.productId, wanted)));
    const rows = await tx.delete(products).where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, wanted)))
      .returning({ id: products.id, slug: products.slug, sku: products.sku, name: products.name, status: products.status, price: products.price });
    for (const { id, ...before } of rows) await recordAudit(ctx, tx, { action: 'deleteProducts', entityType: 'product', entityId: id, before, after: null });
    return rows.map((row) => row.id);
  });
  ctx.loaders.clear();
  return deleted;
}

/** Where an old product address leads now: the product's current slug, when it is published. */
export async function productRedirectTarget(ctx: RequestContext, fromSlug: string): Promise<string | null> {
  const [row] = await ctx.db.select({ slug: products.slug })
    .from(productRedirects)
    .innerJoin(products, and(eq(products.shopId, productRedirects.shopId), eq(products.id, productRedirects.productId)))
    .where(and(eq(productRedirects.shopId, ctx.shop.id), eq(productRedirects.fromSlug, fromSlug), eq(products.status, 'published')))
    .limit(1);
  return row?.slug ?? null;
}
