import { and, asc, eq, or } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { pages } from '../../db/schema';

export type PageRecord = typeof pages.$inferSelect;

/** Pages are addressed by their slug in URLs (/page/{pageID}); an internal id works too. */
export async function pageByIdOrSlug(ctx: RequestContext, idOrSlug: string): Promise<PageRecord | null> {
  const [row] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.shopId, ctx.shop.id), eq(pages.status, 'published'), or(eq(pages.slug, idOrSlug), eq(pages.id, idOrSlug))))
    .limit(1);
  return row ?? null;
}

export async function listPages(ctx: RequestContext): Promise<PageRecord[]> {
  return ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.shopId, ctx.shop.id), eq(pages.status, 'published')))
    .orderBy(asc(pages.position), asc(pages.slug));
}
