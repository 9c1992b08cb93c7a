import { and, asc, eq } from 'drizzle-orm';
import { toSlug } from '../../../domain/text/slug';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction, Rollback } from '../../db/transaction.server';
import { badInput, notFound, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import type { ProductRecord } from './catalog.service';
import { productImages, productRedirects, productRowColumns, products, productVariations, type ProductRow } from './catalog.tables';
import { assertCategoryExists, assertPicturesExist, assertSkusFree, assertSlugFree, freeSlugFrom, uniqueRefusal } from './product-checks.service';
import { checkedImageIds, checkedVariations, productColumns, wholeNumber, type ProductInput } from './product-input';
import { saveVariations, type VariationsChange } from './product-variations.service';
import { refreshSearchIndex } from './search-index.service';
import { recordMovement } from './stock-movements.service';
import { MAX_STOCK } from '../../../domain/catalog/product-rules';


export interface ProductSaveRefused {
  __typename: 'ProductSaveRefused';
  reason: 'CHANGED_MEANWHILE';
  message: string;
  /** The product as the other person saved it. */
  product: ProductRecord;
}
export type ProductSaveResult = ProductRecord | ProductSaveRefused;

/** What an audit record keeps of a change: the touched fields, before and after. */
function touched(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = value ?? null;
  }
  return { before: was, after: now };
}

async function pictureIdsOf(tx: Db, shopId: string, productId: string): Promise<string[]> {
  const rows = await tx.select({ imageId: productImages.imageId }).from(productImages)
    .where(and(eq(productImages.shopId, shopId), eq(productImages.productId, productId))).orderBy(asc(productImages.position));
  return rows.map((row) => row.imageId);
}

async function savePictures(tx: Db, shopId: string, productId: string, imageIds: readonly string[]): Promise<void> {
  await tx.delete(productImages).where(and(eq(productImages.shopId, shopId), eq(productImages.productId, productId)));
  if (imageIds.length) await tx.insert(productImages).values(imageIds.map((imageId, position) => ({ shopId, productId, imageId, position })));
}

/**
 * Checks the category and pictures named, before the transaction: they are read through the
 * request's own loaders, which must not wait on the transaction's connection (the embedded
 * database has only one).
 */
async function checkReferences(ctx: RequestContext, input: ProductInput, variations: VariationsChange | null): Promise<void> {
  if (input.categoryId) await assertCategoryExists(ctx, input.categoryId);
  if (input.imageIds) await assertPicturesExist(ctx, input.imageIds, 'imageIds');
  for (const [i, variation] of (variations?.list ?? []).entries()) {
    if (variation.imageId) await assertPicturesExist(ctx, [variation.imageId], `variations.${i}.imageId`);
  }
}

/** SKUs against every other product and variation of the shop, inside the transaction. */
async function checkSkus(ctx: RequestContext, tx: Db, productId: string, sku: string | undefined, variations: VariationsChange | null): Promise<void> {
  const skus = [
    ...(sku !== undefined ? [{ sku, field: 'sku' }] : []),
    ...(variations?.list ?? []).map((v, i) => ({ sku: v.sku, field: `variations.${i}.sku` })),
  ];
  await assertSkusFree(tx, ctx.shop.id, productId, skus);
}

function variationsChange(input: ProductInput, options: ProductRow['options']): VariationsChange | null {
  if (!input.variations) return null;
  return { list: checkedVariations(input.variations, options) };
}

/** A new product, a draft unless the input says otherwise, with its pictures, variations and first stock. */
export async function createStaffProduct(ctx: RequestContext, input: ProductInput): Promise<ProductRecord> {
  const columns = productColumns(input, null);
  if (input.price === undefined || input.price === null) throw badInput('error.product.amount', { field: { message: 'adminProducts.field.price' } }, 'price');
  const stock = input.stock === undefined || input.stock === null ? 0 : wholeNumber(input.stock, 'stock', 0, MAX_STOCK);
  const imageIds = input.imageIds ? checkedImageIds(input.imageIds) : [];
  const id = newId();
  const variations = variationsChange(input, columns.options ?? []);
  const slug = columns.slug ?? toSlug(columns.name!.id).slice(0, 100).replace(/-+$/, '');
  await checkReferences(ctx, input, variations);
  try {
    const created = await inTransaction(ctx.db, async (tx) => {
      await checkSkus(ctx, tx, id, columns.sku, variations);
      const finalSlug = columns.slug ? (await assertSlugFree(tx, ctx.shop.id, slug, null), slug) : await freeSlugFrom(tx, ctx.shop.id, slug || id.toLowerCase());
      const status = columns.status ?? 'draft';
      const [row] = await tx.insert(products).values({
        ...columns,
        shopId: ctx.shop.id,
        id,
        slug: finalSlug,
        status,
        name: columns.name!,
        summary: columns.summary ?? { id: '' },
        description: columns.description ?? { id: { blocks: [], entityMap: {} } },
        price: columns.price!,
        sku: columns.sku!,
        stock: variations?.list.length ? 0 : stock,
        categoryId: input.categoryId ?? null,
        publishedAt: status === 'published' ? new Date() : null,
      }).returning(productRowColumns);
      await savePictures(tx, ctx.shop.id, id, imageIds);
      const variationIds = variations ? await saveVariations(ctx, tx, id, [], variations) : [];
      if (!variations?.list.length && stock > 0) await recordMovement(ctx, tx, { productId: id, variationId: '', change: stock, stockAfter: stock, reason: 'initial' });
      await refreshSearchIndex(tx, ctx.shop.id, { productIds: [id] });
      const [saved] = await tx.select(productRowColumns).from(products).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, row!.id)));
      const { description: _d, searchText: _s, createdAt: _c, updatedAt: _u, ...after } = saved!;
      await recordAudit(ctx, tx, { action: 'createProduct', entityType: 'product', entityId: id, after: { ...after, imageIds, variations: variationIds } });
      return saved!;
    });
    ctx.loaders.clear();
    return created;
  } catch (error) {
    throw uniqueRefusal(error, slug, columns.sku ?? '') ?? error;
  }
}

/**
 * Saves what the input gives of a product. `version` is the one the editor opened: when
 * someone else saved since, nothing is written and the refusal carries the product as it is
 * now. Null skips the check (the content-only mutation that predates versions).
 */
export async function saveStaffProduct(ctx: RequestContext, id: string, version: number | null, input: ProductInput): Promise<ProductSaveResult> {
  const imageIds = input.imageIds ? checkedImageIds(input.imageIds) : null;
  await checkReferences(ctx, input, input.variations ? { list: input.variations } : null);
  try {
    const result = await inTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select(productRowColumns).from(products).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id))).for('update');
      if (!current) throw notFound('error.product.notFound');
      if (version !== null && current.version !== version) {
        throw new Rollback<ProductSaveRefused>({ __typename: 'ProductSaveRefused', reason: 'CHANGED_MEANWHILE', message: say(ctx, 'error.product.changedMeanwhile'), product: current });
      }
      const columns = productColumns(input, current);
      const variations = variationsChange(input, columns.options ?? current.options);
      if (columns.slug && columns.slug !== current.slug) await assertSlugFree(tx, ctx.shop.id, columns.slug, id);
      await checkSkus(ctx, tx, id, columns.sku, variations);
      const status = columns.status ?? current.status;
      const changes = {
        ...columns,
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        // The first publication is remembered; unpublishing and publishing again keeps it.
        publishedAt: status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
        version: current.version + 1,
        updatedAt: new Date(),
      };
      const [updated] = await tx.update(products).set(changes).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id))).returning(productRowColumns);
      const slug = updated!.slug;
      if (slug !== current.slug) {
        // A product once shown to shoppers keeps its old address working (301 to the new one).
        if (current.publishedAt) {
          await tx.insert(productRedirects).values({ shopId: ctx.shop.id, fromSlug: current.slug, productId: id })
            .onConflictDoUpdate({ target: [productRedirects.shopId, productRedirects.fromSlug], set: { productId: id, createdAt: new Date() } });
        }
        await tx.delete(productRedirects).where(and(eq(productRedirects.shopId, ctx.shop.id), eq(productRedirects.fromSlug, slug)));
      }
      const picturesBefore = imageIds ? await pictureIdsOf(tx, ctx.shop.id, id) : null;
      if (imageIds) await savePictures(tx, ctx.shop.id, id, imageIds);
      const variationsBefore = variations ? await tx.select().from(productVariations).where(and(eq(productVariations.shopId, ctx.shop.id), eq(productVariations.productId, id))).orderBy(asc(productVariations.position)) : null;
      const variationsAfter = variations ? await saveVariations(ctx, tx, id, variationsBefore!, variations) : null;
      await refreshSearchIndex(tx, ctx.shop.id, { productIds: [id] });
      const [saved] = await tx.select(productRowColumns).from(products).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, updated!.id)));
      const { updatedAt: _u, version: _v, ...afterColumns } = changes;
      const diff = touched(current, afterColumns);
      if (picturesBefore && JSON.stringify(picturesBefore) !== JSON.stringify(imageIds)) {
        diff.before.imageIds = picturesBefore;
        diff.after.imageIds = imageIds;
      }
      if (variationsBefore && JSON.stringify(variationsBefore.map(auditVariation)) !== JSON.stringify(variationsAfter)) {
        diff.before.variations = variationsBefore.map(auditVariation);
        diff.after.variations = variationsAfter;
      }
      await recordAudit(ctx, tx, { action: version === null ? 'updateProductContent' : 'updateProduct', entityType: 'product', entityId: id, ...diff });
      return saved!;
    });
    ctx.loaders.clear();
    return result;
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as ProductSaveRefused;
    throw uniqueRefusal(error, input.slug ?? '', input.sku ?? '') ?? error;
  }
}

/** A variation as the audit log keeps it. */
export function auditVariation(v: typeof productVariations.$inferSelect): Record<string, unknown> {
  return { id: v.id, optionValues: v.optionValues, sku: v.sku, price: v.price, compareAtPrice: v.compareAtPrice, imageId: v.imageId };
}
