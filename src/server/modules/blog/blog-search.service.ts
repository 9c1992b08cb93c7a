import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { visibleToPublic, type BlogPostRecord } from './blog-posts.service';
import { blogPosts } from './blog.tables';

const { body: _body, searchId: _searchId, searchEn: _searchEn, searchTitle: _searchTitle, ...listColumns } = getTableColumns(blogPosts);

/**
 * How close a query must come to some stretch of a post's titles and excerpts (pg_trgm word
 * similarity) to count as a typo of it: one wrong, missing or extra letter in a word of five
 * letters or more scores 0.5 or above ("kemja", "kemeya" → "kemeja"), unrelated words far less.
 */
const TYPO_SIMILARITY = 0.5;

/** The query as both engines will read it: one line, lower case, NFKC. */
export function normaliseBlogQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Public posts matching `query`, best first. Full-text search stems words with PostgreSQL's
 * `indonesian` configuration over the Indonesian texts (kemejanya → kemeja) and `english` over
 * the English ones; trigram similarity over titles and excerpts forgives a one-letter slip.
 * Both configurations and pg_trgm ship with PGlite and PostgreSQL alike. The OR of the three
 * keeps the planner on the shop's rows (the shop_id index), which a shop's few hundred posts
 * make cheap; no full-text index would be used under it.
 */
export async function searchBlogPosts(ctx: RequestContext, query: string, page: { limit: number; offset: number }): Promise<{ items: BlogPostRecord[]; totalCount: number }> {
  const q = normaliseBlogQuery(query);
  if (!q) return { items: [], totalCount: 0 };
  const idQuery = sql`plainto_tsquery('indonesian', ${q})`;
  const enQuery = sql`plainto_tsquery('english', ${q})`;
  const idVector = sql`to_tsvector('indonesian', ${blogPosts.searchId})`;
  const enVector = sql`to_tsvector('english', ${blogPosts.searchEn})`;
  const similarity = sql`word_similarity(${q}, ${blogPosts.searchTitle})`;
  const matches = sql`(${idVector} @@ ${idQuery} OR ${enVector} @@ ${enQuery} OR ${similarity} >= ${sql.raw(String(TYPO_SIMILARITY))})`;
  const rank = sql`greatest(ts_rank(${idVector}, ${idQuery}), ts_rank(${enVector}, ${enQuery})) + ${similarity}`;
  const rows = await ctx.db
    .select({ ...listColumns, totalCount: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(blogPosts)
    .where(and(eq(blogPosts.shopId, ctx.shop.id), visibleToPublic(), matches))
    .orderBy(sql`${rank} DESC`, sql`${blogPosts.publishedAt} DESC`, asc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(blogPosts)
      .where(and(eq(blogPosts.shopId, ctx.shop.id), visibleToPublic(), matches));
    return { items: [], totalCount: count?.n ?? 0 };
  }
  return { items: rows.map(({ totalCount: _total, ...post }) => post), totalCount: rows[0]?.totalCount ?? 0 };
}
