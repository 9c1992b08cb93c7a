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
