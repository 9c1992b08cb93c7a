import { and, asc, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { AppError, notFound } from '../../errors.server';
import { inTransaction } from '../../db/transaction.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { pages } from './content.tables';
import { slugFrom, translatedDocument, translatedText, type DocumentInput, type TextInput } from './content-input';
import { PAGE_LIMITS } from '../../../domain/content/page-limits';
import type { PageRecord } from './page.service';

export interface PageInput {
  slug?: string | null | undefined;
  title?: TextInput | null | undefined;
  body?: DocumentInput | null | undefined;
  /** Left empty, search engines are given the title and the start of the body. */
  seoTitle?: TextInput | null | undefined;
  seoDescription?: TextInput | null | undefined;
  status?: 'draft' | 'published' | null | undefined;
  position?: number | null | undefined;
}

/** Every page of the shop, drafts too, for staff. */
export async function listAllPages(ctx: RequestContext): Promise<PageRecord[]> {
  return ctx.db.select().from(pages).where(eq(pages.shopId, ctx.shop.id)).orderBy(asc(pages.position), asc(pages.slug));
}

/** Any page of the shop by its id, drafts too, or null. */
export async function staffPageOrNull(ctx: RequestContext, id: string): Promise<PageRecord | null> {
  const [row] = await ctx.db.select().from(pages).where(and(eq(pages.shopId, ctx.shop.id), eq(pages.id, id))).limit(1);
  return row ?? null;
}

export async function staffPage(ctx: RequestContext, id: string): Promise<PageRecord> {
  const row = await staffPageOrNull(ctx, id);
  if (!row) throw notFound('error.content.pageNotFound');
  return row;
}

const seoTitleOf = (value: TextInput | null | undefined) => translatedText(value, 'seoTitle', PAGE_LIMITS.seoTitle, false);
const seoDescriptionOf = (value: TextInput | null | undefined) => translatedText(value, 'seoDescription', PAGE_LIMITS.seoDescription, false);

async function assertSlugFree(ctx: RequestContext, slug: string, exceptId?: string): Promise<void> {
  const conditions = [eq(pages.shopId, ctx.shop.id), eq(pages.slug, slug)];
  if (exceptId) conditions.push(ne(pages.id, exceptId));
  const [taken] = await ctx.db.select({ id: pages.id }).from(pages).where(and(...conditions)).limit(1);
  if (taken) throw new AppError('CONFLICT', 'error.content.pageSlugTaken', { slug }, 'slug');
}

function position(value: number | null | undefined, fallback: number): number {
  return value === null || value === undefined ? fallback : Math.max(0, Math.min(10_000, Math.trunc(value)));
}

/** A new page; a draft unless `status` says published. */
export async function createPage(ctx: RequestContext, input: PageInput): Promise<PageRecord> {
  const title = translatedText(input.title, 'title', PAGE_LIMITS.title, true);
  const slug = slugFrom(input.slug, title.id);
  await assertSlugFree(ctx, slug);
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.insert(pages).values({
      shopId: ctx.shop.id,
      id: newId(),
      slug,
      status: input.status ?? 'draft',
      title,
      body: translatedDocument(input.body),
      seoTitle: seoTitleOf(input.seoTitle),
      seoDescription: seoDescriptionOf(input.seoDescription),
      position: position(input.position, 0),
    }).returning();
    await recordAudit(ctx, tx, { action: 'createPage', entityType: 'page', entityId: row!.id, before: null, after: row });
    return row!;
  });
}

/** Changes what is given; a field left out keeps its value. */
export async function updatePage(ctx: RequestContext, id: string, input: PageInput): Promise<PageRecord> {
  const current = await staffPage(ctx, id);
  const title = input.title ? translatedText(input.title, 'title', PAGE_LIMITS.title, true) : current.title;
  const slug = input.slug === undefined || input.slug === null ? current.slug : slugFrom(input.slug, title.id);
  if (slug !== current.slug) await assertSlugFree(ctx, slug, id);
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.update(pages).set({
      slug,
      title,
      body: input.body ? translatedDocument(input.body) : current.body,
      seoTitle: input.seoTitle ? seoTitleOf(input.seoTitle) : current.seoTitle,
      seoDescription: input.seoDescription ? seoDescriptionOf(input.seoDescription) : current.seoDescription,
      status: input.status ?? current.status,
      position: position(input.position, current.position),
      updatedAt: new Date(),
    }).where(and(eq(pages.shopId, ctx.shop.id), eq(pages.id, id))).returning();
    await recordAudit(ctx, tx, { action: 'updatePage', entityType: 'page', entityId: id, before: current, after: row });
    return row!;
  });
}

export async function deletePage(ctx: RequestContext, id: string): Promise<string> {
  const current = await staffPage(ctx, id);
  await inTransaction(ctx.db, async (tx) => {
    await tx.delete(pages).where(and(eq(pages.shopId, ctx.shop.id), eq(pages.id, id)));
    await recordAudit(ctx, tx, { action: 'deletePage', entityType: 'page', entityId: id, before: current, after: null });
  });
  return id;
}
