import { fromGlobalId } from '../../../domain/ids/global-id';
import { badInput } from '../../errors.server';

export const BLOG_LIMITS = {
  title: 200,
  excerpt: 500,
  /** What search engines show of a title and a description. */
  seoTitle: 70,
  seoDescription: 160,
  categoryName: 80,
  categoryDescription: 500,
  categoriesPerPost: 10,
  productsPerPost: 12,
  /** The name a post is signed with. */
  authorName: 80,
  coverAlt: 200,
  /** Words of a staff list's title search; more say nothing more. */
  searchWords: 8,
  searchLength: 200,
} as const;

/** `/blog/search` and `/blog/category/…` are screens of their own, so no post may take those names. */
export const RESERVED_POST_SLUGS: ReadonlySet<string> = new Set(['search', 'category']);

/** Internal ids from global ids of `type`, without repeats, at most `max`. */
export function idsOf(globalIds: ReadonlyArray<string | number> | null | undefined, type: string, field: string, max: number): string[] {
  const ids: string[] = [];
  for (const raw of globalIds ?? []) {
    const decoded = fromGlobalId(String(raw));
    if (!decoded || decoded.type !== type) throw badInput('error.content.notAnId', { kind: type }, field);
    if (!ids.includes(decoded.id)) ids.push(decoded.id);
  }
  if (ids.length > max) throw badInput('error.content.tooMany', { max }, field);
  return ids;
}

/**
 * The words of a staff search of titles, lower-cased, each ready for a LIKE pattern (its `%`, `_`
 * and backslashes escaped); none for a blank search.
 */
export function titleSearchWords(value: string | null | undefined): string[] {
  if (!value) return [];
  if (value.length > BLOG_LIMITS.searchLength) throw badInput('error.searchTooLong', { max: BLOG_LIMITS.searchLength }, 'search');
  const words = value.toLowerCase().split(/\s+/).filter(Boolean).slice(0, BLOG_LIMITS.searchWords);
  return [...new Set(words)].map((word) => word.replace(/[\\%_]/g, (c) => `\\${c}`));
}
