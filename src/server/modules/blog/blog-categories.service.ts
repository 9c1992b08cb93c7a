import { and, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { isUniqueViolation } from '../../db/database-errors.server';
import { AppError, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { slugFrom, translatedText, type TextInput } from '../content';
import { BLOG_LIMITS } from './blog-input';
import type { BlogCategoryRecord } from './blog-posts.service';
import { blogCategories } from './blog.tables';

export interface BlogCategoryInput {
  slug?: string | null | undefined;
  name?: TextInput | null | undefined;
  description?: TextInput | null | undefined;
  position?: number | null | undefined;
}

export type NewBlogCategory = Omit<typeof blogCategories.$inferInsert, 'shopId' | 'createdAt' | 'updatedAt'>;

/** Adds categories as given (the seed's way in). */
export async function insertBlogCategories(db: Db, shopId: string, rows: readonly NewBlogCategory[]): Promise<void> {
  if (rows.length) await db.insert(blogCategories).values(rows.map((row) => ({ ...row, shopId })));
}

async function categoryRow(ctx: RequestContext, id: string): Promise<BlogCategoryRecord> {
  const [row] = await ctx.db.select().from(blogCategories).where(and(eq(blogCategories.shopId, ctx.shop.id), eq(blogCategories.id, id))).limit(1);
  if (!row) throw notFound('error.blog.categoryMissing');
  return row;
}

async function assertSlugFree(ctx: RequestContext, slug: string, exceptId?: string): Promise<void> {
  const conditions = [eq(blogCategories.shopId, ctx.shop.id), eq(blogCategories.slug, slug)];
  if (exceptId) conditions.push(ne(blogCategories.id, exceptId));
  const [taken] = await ctx.db.select({ id: blogCategories.id }).from(blogCategories).where(and(...conditions)).limit(1);
  if (taken) throw new AppError('CONFLICT', 'error.blog.categorySlugTaken', { slug }, 'slug');
}

async function guarded<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error.blog.categorySlugTaken', { slug }, 'slug');
    throw error;
  }
}

function position(value: number | null | undefined, fallback: number): number {
  return value === null || value === undefined ? fallback : Math.max(0, Math.min(10_000, Math.trunc(value)));
}

export async function createBlogCategory(ctx: RequestContext, input: BlogCategoryInput): Promise<BlogCategoryRecord> {
  const name = translatedText(input.name, 'categoryName', BLOG_LIMITS.categoryName, true);
  const slug = slugFrom(input.slug, name.id);
  await assertSlugFree(ctx, slug);
  const [row] = await guarded(slug, () => ctx.db.insert(blogCategories).values({
    shopId: ctx.shop.id,
    id: newId(),
    slug,
    name,
    description: translatedText(input.description, 'categoryDescription', BLOG_LIMITS.categoryDescription, false),
    position: position(input.position, 0),
  }).returning());
  return row!;
}

export async function updateBlogCategory(ctx: RequestContext, id: string, input: BlogCategoryInput): Promise<BlogCategoryRecord> {
  const current = await categoryRow(ctx, id);
  const name = input.name ? translatedText(input.name, 'categoryName', BLOG_LIMITS.categoryName, true) : current.name;
  const slug = input.slug === undefined || input.slug === null ? current.slug : slugFrom(input.slug, name.id);
  if (slug !== current.slug) await assertSlugFree(ctx, slug, id);
  const [row] = await guarded(slug, () => ctx.db.update(blogCategories).set({
    slug,
    name,
    description: input.description ? translatedText(input.description, 'categoryDescription', BLOG_LIMITS.categoryDescription, false) : current.description,
    position: position(input.position, current.position),
    updatedAt: new Date(),
  }).where(and(eq(blogCategories.shopId, ctx.shop.id), eq(blogCategories.id, id))).returning());
  return row!;
}

/** Its posts stay, without this category. */
export async function deleteBlogCategory(ctx: RequestContext, id: string): Promise<string> {
  await categoryRow(ctx, id);
  await ctx.db.delete(blogCategories).where(and(eq(blogCategories.shopId, ctx.shop.id), eq(blogCategories.id, id)));
  return id;
}
