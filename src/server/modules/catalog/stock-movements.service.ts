import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_STOCK } from '../../../domain/catalog/product-rules';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { AppError, badInput, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { products, productVariations, stockMovements, type StockMovementReason } from './catalog.tables';

export type StockMovementRecord = typeof stockMovements.$inferSelect;

/** Reasons an owner may give for a change by hand; orders record their own. */
export const ADJUSTMENT_REASONS = ['received', 'correction', 'damaged', 'returned'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const STOCK_NOTE_MAX = 200;

export interface MovementLine {
  productId: string;
  variationId: string;
  change: number;
  stockAfter: number;
  reason: StockMovementReason;
  note?: string;
  orderId?: string | null;
}

/** A history row for one change; `staff` is whoever made it by hand, null for an order. */
function movementRow(shopId: string, line: MovementLine, staff: { id: string; name: string } | null): typeof stockMovements.$inferInsert {
  return {
    shopId,
    id: newId(),
    productId: line.productId,
    variationId: line.variationId,
    change: line.change,
    stockAfter: line.stockAfter,
    reason: line.reason,
    note: line.note ?? '',
    staffId: staff?.id ?? null,
    staffName: staff?.name ?? null,
    orderId: line.orderId ?? null,
  };
}

/** Keeps one change of stock in the history, inside the transaction that made it. */
export async function recordMovement(ctx: RequestContext | null, tx: Db, line: MovementLine & { shopId?: string }): Promise<StockMovementRecord> {
  const [row] = await tx.insert(stockMovements).values(movementRow(line.shopId ?? ctx!.shop.id, line, ctx?.staff ?? null)).returning();
  return row!;
}

/** Keeps several changes an order made in the history with one statement, inside its transaction. */
export async function recordMovements(tx: Db, shopId: string, lines: readonly MovementLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(stockMovements).values(lines.map((line) => movementRow(shopId, line, null)));
}

export interface StockAdjustment {
  productId: string;
  /** Empty or absent for a product without variations. */
  variationId?: string | null | undefined;
  change: number;
  reason: AdjustmentReason;
  note?: string | null | undefined;
}

/**
 * Adds or takes units by hand with a reason. One conditional update decides, so an order
 * taking units at the same moment is never lost and stock never goes below zero.
 */
export async function adjustStock(ctx: RequestContext, adjustment: StockAdjustment): Promise<{ stock: number; movement: StockMovementRecord }> {
  const { change } = adjustment;
  if (!Number.isInteger(change) || change === 0 || Math.abs(change) > MAX_STOCK) throw badInput('error.stock.change', { max: MAX_STOCK }, 'change');
  const note = adjustment.note?.trim() ?? '';
  if (note.length > STOCK_NOTE_MAX) throw badInput('error.stock.note', { max: STOCK_NOTE_MAX }, 'note');
  const shopId = ctx.shop.id;
  const variationId = adjustment.variationId ?? '';
  return inTransaction(ctx.db, async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.id, adjustment.productId)));
    if (!product) throw notFound('error.product.notFound');
    const variations = await tx.select({ id: productVariations.id }).from(productVariations)
      .where(and(eq(productVariations.shopId, shopId), eq(productVariations.productId, adjustment.productId)));
    if (variations.length && !variations.some((v) => v.id === variationId)) throw badInput('error.stock.variationRequired', {}, 'variationId');
    const updated = variationId
      ? await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${change}` })
          .where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, variationId), sql`${productVariations.stock} + ${change} >= 0`))
          .returning({ stock: productVariations.stock })
      : await tx.update(products).set({ stock: sql`${products.stock} + ${change}` })
          .where(and(eq(products.shopId, shopId), eq(products.id, adjustment.productId), sql`${products.stock} + ${change} >= 0`))
          .returning({ stock: products.stock });
    if (!updated[0]) {
      const [row] = variationId
        ? await tx.select({ stock: productVariations.stock }).from(productVariations).where(and(eq(productVariations.shopId, shopId), eq(productVariations.id, variationId)))
        : await tx.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, shopId), eq(products.id, adjustment.productId)));
      throw new AppError('CONFLICT', 'error.stock.belowZero', { stock: row?.stock ?? 0 }, 'change');
    }
    const stock = updated[0].stock;
    const line = { productId: adjustment.productId, variationId, change, stockAfter: stock, reason: adjustment.reason, note };
    const movement = await recordMovement(ctx, tx, line);
    await recordAudit(ctx, tx, { action: 'adjustStock', entityType: 'product', entityId: adjustment.productId, before: { variationId, stock: stock - change }, after: { variationId, stock, reason: adjustment.reason, note } });
    ctx.loaders.clear();
    return { stock, movement };
  });
}

/** A product's stock history, newest first. */
export async function stockHistory(ctx: RequestContext, productId: string, limit: number): Promise<StockMovementRecord[]> {
  return ctx.db.select().from(stockMovements).where(and(eq(stockMovements.shopId, ctx.shop.id), eq(stockMovements.productId, productId)))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id)).limit(limit);
}
