import { and, asc, eq, or } from 'drizzle-orm';
import { SUPPORTED_LANGUAGES } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference } from '../../db/shop-reference.server';
import { pages } from './content.tables';

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

// The footer links every page; kept per process until the shop changes a page.
const PUBLISHED_PAGES = defineShopReference('published-pages', ['pages'], (db, shopId) =>
  db.select().from(pages).where(and(eq(pages.shopId, shopId), eq(pages.status, 'published'))).orderBy(asc(pages.position), asc(pages.slug)));

export async function listPages(ctx: RequestContext): Promise<PageRecord[]> {
  return [...(await readShopReference(ctx, PUBLISHED_PAGES))];
}

export interface PageText { language: string; title: string; body: RichTextDocument; seoTitle: string; seoDescription: string }

/** Indonesian always; another language when the page has any text of its own in it. */
export function pageTexts(page: PageRecord): PageText[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => {
    const written = language === 'id' || [page.title, page.seoTitle, page.seoDescription, page.body].some((value) => value[language] !== undefined);
    if (!written) return [];
    return [{
      language,
      title: page.title[language] ?? '',
      body: page.body[language] ?? { blocks: [], entityMap: {} },
      seoTitle: page.seoTitle[language] ?? '',
      seoDescription: page.seoDescription[language] ?? '',
    }];
  });
}

export type NewPage = Omit<typeof pages.$inferInsert, 'shopId' | 'updatedAt'>;

/** Adds the shop's content pages. */
export async function createPages(db: Db, shopId: string, rows: readonly NewPage[]): Promise<void> {
  if (rows.length) await db.insert(pages).values(rows.map((row) => ({ ...row, shopId })));
}
