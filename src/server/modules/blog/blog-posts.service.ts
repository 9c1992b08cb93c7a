import DataLoader from 'dataloader';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { loaderFor, type RequestContext } from '../../context.server';
import { blogCategories, blogPostCategories, blogPostProducts, blogPosts } from './blog.tables';

type BlogPostRow = typeof blogPosts.$inferSelect;
/** A post as lists load it: the body and the search texts (the bulk of a row) come only when asked for. */
export type BlogPostRecord = Omit<BlogPostRow, 'body' | 'searchId' | 'searchEn' | 'searchTitle'> & { body?: BlogPostRow['body'] };
export type BlogCategoryRecord = typeof blogCategories.$inferSelect;

const { body: _body, searchId: _searchId, searchEn: _searchEn, searchTitle: _searchTitle, ...listColumns } = getTableColumns(blogPosts);

/** Whether staff asked to see every post (the admin API and the preview) or only public ones. */
export interface Visibility { includeHidden?: boolean | undefined }

/**
 * The one rule of what the public sees: not a draft, and its publish moment has passed. A
 * scheduled post therefore appears at its time by this condition alone, with no job to run.
 */
export function visibleToPublic(): SQL {
  return and(ne(blogPosts.status, 'draft'), lte(blogPosts.publishedAt, sql`now()`))!;
}

/**
 * When the shop's next scheduled post appears (epoch ms), or null when none waits: what the
 * public was shown of the blog stays true until then, or until a post changes.
 */
export async function nextScheduledPublication(db: RequestContext['db'], shopId: string): Promise<number | null> {
  const [row] = await db.select({ at: sql<Date | string | null>`min(${blogPosts.publishedAt})` }).from(blogPosts)
    .where(and(eq(blogPosts.shopId, shopId), ne(blogPosts.status, 'draft'), gt(blogPosts.publishedAt, sql`now()`)));
  return row?.at ? new Date(row.at).getTime() : null;
}

/** draft, scheduled (due later) or published (a scheduled post whose time came counts as published). */
export function effectiveStatus(post: Pick<BlogPostRecord, 'status' | 'publishedAt'>, now = new Date()): 'draft' | 'scheduled' | 'published' {
  if (post.status === 'draft' || !post.publishedAt) return 'draft';
  return post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export interface BlogListFilter extends Visibility {
  categoryId?: string | undefined;
  /** Only honoured with includeHidden (staff lists). */
  status?: BlogStatus | undefined;
  /** Staff lists: posts whose title (in either language) holds every one of these LIKE-escaped words. */
  titleWords?: readonly string[] | undefined;
}

function statusCondition(status: BlogStatus): SQL {
  if (status === 'draft') return eq(blogPosts.status, 'draft');
  if (status === 'scheduled') return and(ne(blogPosts.status, 'draft'), gt(blogPosts.publishedAt, sql`now()`))!;
  return visibleToPublic();
}

function listConditions(ctx: RequestContext, filter: BlogListFilter): SQL[] {
  const conditions: SQL[] = [eq(blogPosts.shopId, ctx.shop.id)];
  if (!filter.includeHidden) conditions.push(visibleToPublic());
  else if (filter.status) conditions.push(statusCondition(filter.status));
  for (const word of filter.titleWords ?? []) {
    conditions.push(sql`lower(concat_ws(' ', ${blogPosts.title}->>'id', ${blogPosts.title}->>'en')) LIKE ${`%${word}%`}`);
  }
  if (filter.categoryId) {
    conditions.push(inArray(
      blogPosts.id,
      ctx.db.select({ id: blogPostCategories.postId }).from(blogPostCategories)
        .where(and(eq(blogPostCategories.shopId, ctx.shop.id), eq(blogPostCategories.categoryId, filter.categoryId))),
    ));
  }
  return conditions;
}

/** Newest first by publish moment; drafts (no moment yet) by their last change. */
const newestFirst = () => [sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt}) DESC`, asc(blogPosts.id)];

/** One query for the page and its total. */
export async function listBlogPosts(ctx: RequestContext, filter: BlogListFilter, page: { limit: number; offset: number }): Promise<{ items: BlogPostRecord[]; totalCount: number }> {
  const rows = await ctx.db
    .select({ ...listColumns, totalCount: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(blogPosts)
    .where(and(...listConditions(ctx, filter)))
    .orderBy(...newestFirst())
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) return { items: [], totalCount: await countBlogPosts(ctx, filter) };
  return { items: rows.map(({ totalCount: _total, ...post }) => post), totalCount: rows[0]?.totalCount ?? 0 };
}

export async function countBlogPosts(ctx: RequestContext, filter: BlogListFilter): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(blogPosts).where(and(...listConditions(ctx, filter)));
  return row?.n ?? 0;
}

export async function blogPostBySlug(ctx: RequestContext, slug: string, options: Visibility = {}): Promise<BlogPostRecord | null> {
  const conditions = [eq(blogPosts.shopId, ctx.shop.id), eq(blogPosts.slug, slug)];
  if (!options.includeHidden) conditions.push(visibleToPublic());
  const [row] = await ctx.db.select().from(blogPosts).where(and(...conditions)).limit(1);
  return row ?? null;
}

export function blogPostLoader(ctx: RequestContext, options: Visibility = {}): DataLoader<string, BlogPostRecord | null> {
  return loaderFor(ctx, `blogPost:${options.includeHidden ? 'all' : 'public'}`, () => new DataLoader(async (ids: readonly string[]) => {
    const conditions = [eq(blogPosts.shopId, ctx.shop.id), inArray(blogPosts.id, [...ids])];
    if (!options.includeHidden) conditions.push(visibleToPublic());
    const rows: BlogPostRecord[] = await ctx.db.select(listColumns).from(blogPosts).where(and(...conditions));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

export function blogBodyLoader(ctx: RequestContext): DataLoader<string, BlogPostRow['body'] | null> {
  return loaderFor(ctx, 'blogBodies', () => new DataLoader(async (ids: readonly string[]) => {
    const rows = await ctx.db.select({ id: blogPosts.id, body: blogPosts.body }).from(blogPosts)
      .where(and(eq(blogPosts.shopId, ctx.shop.id), inArray(blogPosts.id, [...ids])));
    const byId = new Map(rows.map((row) => [row.id, row.body]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** A shop has tens of blog categories: one query per request serves every lookup. */
export function allBlogCategories(ctx: RequestContext): Promise<BlogCategoryRecord[]> {
  const loader = loaderFor(ctx, 'allBlogCategories', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = await ctx.db.select().from(blogCategories).where(eq(blogCategories.shopId, ctx.shop.id))
      .orderBy(asc(blogCategories.position), asc(blogCategories.slug));
    return keys.map(() => rows);
  }));
  return loader.load('all');
}

export async function blogCategoryBySlug(ctx: RequestContext, slug: string): Promise<BlogCategoryRecord | null> {
  return (await allBlogCategories(ctx)).find((category) => category.slug === slug) ?? null;
}

export async function blogCategoryById(ctx: RequestContext, id: string): Promise<BlogCategoryRecord | null> {
  return (await allBlogCategories(ctx)).find((category) => category.id === id) ?? null;
}

/** Each post's categories in the shop's category order. */
export function postCategoriesLoader(ctx: RequestContext): DataLoader<string, BlogCategoryRecord[]> {
  return loaderFor(ctx, 'blogPostCategories', () => new DataLoader(async (postIds: readonly string[]) => {
    const [links, categories] = await Promise.all([
      ctx.db.select().from(blogPostCategories).where(and(eq(blogPostCategories.shopId, ctx.shop.id), inArray(blogPostCategories.postId, [...postIds]))),
      allBlogCategories(ctx),
    ]);
    return postIds.map((postId) => {
      const ids = new Set(links.filter((link) => link.postId === postId).map((link) => link.categoryId));
      return categories.filter((category) => ids.has(category.id));
    });
  }));
}

/** Public posts per category, for the category list. */
export function publicPostCounts(ctx: RequestContext): Promise<Map<string, number>> {
  const loader = loaderFor(ctx, 'blogPostCounts', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = await ctx.db
      .select({ categoryId: blogPostCategories.categoryId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(blogPostCategories)
      .innerJoin(blogPosts, and(eq(blogPosts.shopId, blogPostCategories.shopId), eq(blogPosts.id, blogPostCategories.postId)))
      .where(and(eq(blogPostCategories.shopId, ctx.shop.id), visibleToPublic()))
      .groupBy(blogPostCategories.categoryId);
    return keys.map(() => new Map(rows.map((row) => [row.categoryId, row.n])));
  }));
  return loader.load('all');
}

/** Every post per category, drafts and scheduled ones included, for the staff's category list. */
export function allPostCounts(ctx: RequestContext): Promise<Map<string, number>> {
  const loader = loaderFor(ctx, 'blogAllPostCounts', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = await ctx.db
      .select({ categoryId: blogPostCategories.categoryId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(blogPostCategories)
      .where(eq(blogPostCategories.shopId, ctx.shop.id))
      .groupBy(blogPostCategories.categoryId);
    return keys.map(() => new Map(rows.map((row) => [row.categoryId, row.n])));
  }));
  return loader.load('all');
}

/** Public posts sharing a category with `postId`, newest first, the post itself left out. */
export async function relatedBlogPosts(ctx: RequestContext, postId: string, limit: number): Promise<BlogPostRecord[]> {
  const categoryIds = (await postCategoriesLoader(ctx).load(postId)).map((category) => category.id);
  if (!categoryIds.length) return [];
  return ctx.db
    .select(listColumns)
    .from(blogPosts)
    .where(and(
      eq(blogPosts.shopId, ctx.shop.id),
      visibleToPublic(),
      ne(blogPosts.id, postId),
      inArray(blogPosts.id, ctx.db.selectDistinct({ id: blogPostCategories.postId }).from(blogPostCategories)
        .where(and(eq(blogPostCategories.shopId, ctx.shop.id), inArray(blogPostCategories.categoryId, categoryIds)))),
    ))
    .orderBy(...newestFirst())
    .limit(limit);
}

/** Ids of the products a post links, in the writer's order. */
export async function linkedProductIds(ctx: RequestContext, postId: string): Promise<string[]> {
  const rows = await ctx.db.select({ productId: blogPostProducts.productId }).from(blogPostProducts)
    .where(and(eq(blogPostProducts.shopId, ctx.shop.id), eq(blogPostProducts.postId, postId)))
    .orderBy(asc(blogPostProducts.position));
  return rows.map((row) => row.productId);
}

/** Every public post's address and last change, for the sitemap. */
export async function publicPostsForSitemap(ctx: RequestContext, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return ctx.db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts)
    .where(and(eq(blogPosts.shopId, ctx.shop.id), visibleToPublic()))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}

