import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { badInput } from '../../errors.server';
import { newId } from '../../ids.server';
import { productVariations } from './catalog.tables';
import type { ProductVariationInput } from './product-input';
import { recordMovement } from './stock-movements.service';

type VariationRow = typeof productVariations.$inferSelect;

/** The product's variations as the editor lists them, in order: checked already. */
export interface VariationsChange { list: ProductVariationInput[] }

/**
 * Makes the product's variations the list given, in its order: a listed id is changed in
 * place (its stock stays: only adjustments move stock), an unlisted one is removed, a new one
 * is added with its first stock recorded as a movement. Returns the list as the audit log keeps it.
 */
export async function saveVariations(ctx: RequestContext, tx: Db, productId: string, before: readonly VariationRow[], change: VariationsChange): Promise<Array<Record<string, unknown>>> {
  const shopId = ctx.shop.id;
  const existing = new Map(before.map((v) => [v.id, v]));
  change.list.forEach((variation, index) => {
    if (variation.id && !existing.has(variation.id)) throw badInput('error.product.variationNotFound', { index: index + 1 }, `variations.${index}.id`);
  });
  const kept = new Set(change.list.flatMap((v) => (v.id ? [v.id] : [])));
  const removed = before.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length) await tx.delete(productVariations).where(and(eq(productVariations.shopId, shopId), inArray(productVariations.id, removed)));
  // SKUs move between rows when the owner swaps them: clear the kept rows' SKUs first so the
  // unique index never sees two rows holding one SKU halfway through.
  if (kept.size) await tx.update(productVariations).set({ sku: '' }).where(and(eq(productVariations.shopId, shopId), inArray(productVariations.id, [...kept])));
  const saved: Array<Record<string, unknown>> = [];
  for (const [position, variation] of change.list.entries()) {
    const values = {
      optionValues: variation.optionValues,
      sku: variation.sku,
      price: variation.price,
      compareAtPrice: variation.compareAtPrice ?? null,
      imageId: variation.imageId ?? null,
      position,
    };
    if (variation.id) {
      await tx.update(productVariations).set(values).where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, variation.id)));
      saved.push({ id: variation.id, ...values });
      continue;
    }
    const id = newId();
    const stock = variation.stock ?? 0;
    await tx.insert(productVariations).values({ ...values, shopId, id, productId, stock });
    if (stock > 0) await recordMovement(ctx, tx, { productId, variationId: id, change: stock, stockAfter: stock, reason: 'initial' });
    saved.push({ id, ...values, stock });
  }
  return saved.map(({ position: _p, ...rest }) => rest);
}
