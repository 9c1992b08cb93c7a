// The post list's filters live in the address (`/admin/blog?status=draft&q=batik&page=2`), so
// back, forward and reload keep them, and the server renders the same list the browser asks for.
import { afterCursorForPage, pageFromQuery } from '../../ui/pagination';
import type { BlogPostStatus } from '../../graph/generated/admin-operations';
import { ADMIN_POSTS_PAGE_SIZE } from './blog-admin-api';

export const POST_STATUSES: readonly BlogPostStatus[] = ['draft', 'scheduled', 'published'];

export interface PostListFilters {
  status: BlogPostStatus | null;
  search: string;
  /** A BlogCategory id; empty for every category. */
  categoryId: string;
  page: number;
}

export function postListFilters(query: Readonly<Record<string, string | undefined>>): PostListFilters {
  const status = POST_STATUSES.find((candidate) => candidate === query.status) ?? null;
  return { status, search: (query.q ?? '').trim().slice(0, 200), categoryId: query.category ?? '', page: pageFromQuery(query.page) };
}

/** The address query of a set of filters; what is not chosen is left out. */
export function postListQuery(filters: PostListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.search) query.q = filters.search;
  if (filters.categoryId) query.category = filters.categoryId;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The staff API's arguments for the list the filters describe. */
export function postListVariables(filters: PostListFilters) {
  return {
    first: ADMIN_POSTS_PAGE_SIZE,
    after: afterCursorForPage(filters.page, ADMIN_POSTS_PAGE_SIZE),
    status: filters.status,
    search: filters.search || null,
    categoryId: filters.categoryId || null,
  };
}
