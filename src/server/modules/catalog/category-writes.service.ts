import { and, asc, eq, ne } from 'drizzle-orm';
import { moveProblem, placeCategory, siblingsOf, type CategoryMoveProblem } from '../../../domain/catalog/category-tree';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { isUniqueViolation } from '../../db/database-errors.server';
import { inTransaction } from '../../db/transaction.server';
import { AppError, badInput, notFound, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { slugFrom, translatedText, type TextInput } from '../content';
import { imageLoader } from '../media';
import { showDraftCategories, type CategoryRecord } from './catalog.service';
import { categories, products } from './catalog.tables';
import { refreshSearchIndex } from './search-index.service';

export const CATEGORY_LIMITS = { name: 80, description: 1000 } as const;

export interface CategoryInput {
  slug?: string | null | undefined;
  name?: TextInput | null | undefined;
  description?: TextInput | null | undefined;
  /** An uploaded picture's image id; null or empty removes the picture. */
  imageId?: string | null | undefined;
  status?: 'draft' | 'published' | null | undefined;
}

export type CategoryMoveResult = CategoryRecord | { __typename: 'CategoryMoveRefused'; reason: CategoryMoveProblem; message: string };

type CategoryRow = typeof categories.$inferSelect;

/** What an audit record keeps of a category: its own fields, without timestamps. */
function audited(row: CategoryRow) {
  return { slug: row.slug, name: row.name, description: row.description, imageId: row.imageId, status: row.status, parentId: row.parentId, position: row.position };
}

/** Only the fields whose values differ, so a record says what the change touched. */
function changedFields(before: ReturnType<typeof audited>, after: ReturnType<typeof audited>) {
  const keys = (Object.keys(after) as Array<keyof typeof after>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

/** Every category of the shop, locked for the rest of the transaction so two moves cannot build a cycle between them. */
async function lockedTree(tx: Db, shopId: string): Promise<CategoryRow[]> {
  return tx.select().from(categories).where(eq(categories.shopId, shopId)).orderBy(asc(categories.position), asc(categories.id)).for('update');
}

async function slugGuarded<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Another writer took the slug between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error.category.slugTaken', { slug }, 'slug');
    throw error;
  }
}

async function assertSlugFree(tx: Db, shopId: string, slug: string, exceptId?: string): Promise<void> {
  const conditions = [eq(categories.shopId, shopId), eq(categories.slug, slug)];
  if (exceptId) conditions.push(ne(categories.id, exceptId));
  const [taken] = await tx.select({ id: categories.id }).from(categories).where(and(...conditions)).limit(1);
  if (taken) throw new AppError('CONFLICT', 'error.category.slugTaken', { slug }, 'slug');
}

async function pictureOf(ctx: RequestContext, value: string | null | undefined, current: string | null): Promise<string | null> {
  if (value === undefined) return current;
  if (value === null || value.trim() === '') return null;
  const image = await imageLoader(ctx).load(value.trim());
  if (!image) throw badInput('error.category.imageMissing', {}, 'imageId');
  return image.id;
}

function textsOf(input: CategoryInput, current: CategoryRow | null) {
  const name = input.name ? translatedText(input.name, 'categoryName', CATEGORY_LIMITS.name, true) : current?.name;
  if (!name) throw badInput('error.content.required', { field: { message: 'content.field.categoryName' } }, 'categoryName.id');
  const description = input.description ? translatedText(input.description, 'categoryDescription', CATEGORY_LIMITS.description, false) : (current?.description ?? { id: '' });
  return { name, description };
}

async function rowOf(tx: Db, shopId: string, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(and(eq(categories.shopId, shopId), eq(categories.id, id))).limit(1);
  if (!row) throw notFound('error.category.notFound');
  return row;
}

/** A new category, last among its siblings (top level when no parent is given). */
export async function createCategory(ctx: RequestContext, input: CategoryInput & { parentId?: string | null | undefined }): Promise<CategoryRecord> {
  const { name, description } = textsOf(input, null);
  const slug = slugFrom(input.slug, name.id);
  const imageId = await pictureOf(ctx, input.imageId, null);
  showDraftCategories(ctx);
  return slugGuarded(slug, () => inTransaction(ctx.db, async (tx) => {
    const tree = await lockedTree(tx, ctx.shop.id);
    const parentId = input.parentId ?? null;
    if (parentId && !tree.some((row) => row.id === parentId)) throw badInput('error.category.parentMissing', {}, 'parentId');
    await assertSlugFree(tx, ctx.shop.id, slug);
    const [row] = await tx.insert(categories).values({
      shopId: ctx.shop.id,
      id: newId(),
      slug,
      name,
      description,
      imageId,
      parentId,
      status: input.status ?? 'draft',
      position: siblingsOf(tree, parentId).length,
    }).returning();
    await recordAudit(ctx, tx, { action: 'createCategory', entityType: 'category', entityId: row!.id, after: audited(row!) });
    return row!;
  }));
}

/** Changes what is given of a category's texts, slug, picture and status; a field left out keeps its value. */
export async function updateCategory(ctx: RequestContext, id: string, input: CategoryInput): Promise<CategoryRecord> {
  showDraftCategories(ctx);
  const current = await rowOf(ctx.db, ctx.shop.id, id);
  const { name, description } = textsOf(input, current);
  const slug = input.slug === undefined || input.slug === null ? current.slug : slugFrom(input.slug, name.id);
  const imageId = await pictureOf(ctx, input.imageId, current.imageId);
  return slugGuarded(slug, () => inTransaction(ctx.db, async (tx) => {
    const before = await rowOf(tx, ctx.shop.id, id);
    if (slug !== before.slug) await assertSlugFree(tx, ctx.shop.id, slug, id);
    const [row] = await tx.update(categories)
      .set({ slug, name, description, imageId, status: input.status ?? before.status, updatedAt: new Date() })
      .where(and(eq(categories.shopId, ctx.shop.id), eq(categories.id, id)))
      .returning();
    const change = changedFields(audited(before), audited(row!));
    // Products here and below are found by this category's name.
    if (JSON.stringify(before.name) !== JSON.stringify(row!.name)) await refreshSearchIndex(tx, ctx.shop.id, { categoryIds: [id] });
    await recordAudit(ctx, tx, { action: 'updateCategory', entityType: 'category', entityId: id, ...change });
    return row!;
  }));
}

/**
 * Puts a category under `parentId` (null: the top level) at `position` among its new siblings.
 * A category cannot go inside itself or below its own sub-categories, nor make the tree deeper
 * than the shop's menus show: those are answered as a refusal, and nothing changes.
 */
export async function moveCategory(ctx: RequestContext, id: string, parentId: string | null, position: number): Promise<CategoryMoveResult> {
  showDraftCategories(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const tree = await lockedTree(tx, ctx.shop.id);
    const moving = tree.find((row) => row.id === id);
    if (!moving) throw notFound('error.category.notFound');
    const problem = moveProblem(tree, id, parentId);
    if (problem) return { __typename: 'CategoryMoveRefused' as const, reason: problem, message: say(ctx, `error.category.move.${problem}`) };
    const changes = placeCategory(tree, id, parentId, position);
    for (const change of changes) {
      await tx.update(categories)
        .set({ parentId: change.parentId, position: change.position, updatedAt: new Date() })
        .where(and(eq(categories.shopId, ctx.shop.id), eq(categories.id, change.id)));
    }
    const moved = changes.find((change) => change.id === id) ?? moving;
    // Products here and below are found by the names of the categories above them.
    if (moved.parentId !== moving.parentId) await refreshSearchIndex(tx, ctx.shop.id, { categoryIds: [id] });
    await recordAudit(ctx, tx, {
      action: 'moveCategory',
      entityType: 'category',
      entityId: id,
      before: { parentId: moving.parentId, position: moving.position },
      after: { parentId: moved.parentId, position: moved.position },
    });
    return { ...moving, parentId: moved.parentId, position: moved.position };
  });
}

/**
 * Deletes a category. Its sub-categories take its place under its parent (after the siblings
 * there), and its products stay in the shop without a category.
 */
export async function deleteCategory(ctx: RequestContext, id: string): Promise<string> {
  showDraftCategories(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const tree = await lockedTree(tx, ctx.shop.id);
    const row = tree.find((category) => category.id === id);
    if (!row) throw notFound('error.category.notFound');
    const staying = tree.filter((category) => category.id !== id);
    const children = siblingsOf(staying, id);
    const after = siblingsOf(staying, row.parentId).length;
    for (const [index, child] of children.entries()) {
      await tx.update(categories)
        .set({ parentId: row.parentId, position: after + index, updatedAt: new Date() })
        .where(and(eq(categories.shopId, ctx.shop.id), eq(categories.id, child.id)));
    }
    const held = await tx.update(products).set({ categoryId: null, updatedAt: new Date() })
      .where(and(eq(products.shopId, ctx.shop.id), eq(products.categoryId, id)))
      .returning({ id: products.id });
    await tx.delete(categories).where(and(eq(categories.shopId, ctx.shop.id), eq(categories.id, id)));
    // Its products and those below it are no longer found by its name.
    await refreshSearchIndex(tx, ctx.shop.id, { productIds: held.map((product) => product.id), categoryIds: children.map((child) => child.id) });
    await recordAudit(ctx, tx, {
      action: 'deleteCategory',
      entityType: 'category',
      entityId: id,
      before: { ...audited(row), productIds: held.map((product) => product.id), childIds: children.map((child) => child.id) },
      after: null,
    });
    return id;
  });
}
