import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import { paginate, type PageArgs } from '../../graphql/pagination.server';
import { selectsField } from '../../graphql/selection.server';
import { listProducts, type ProductListFilter } from './catalog.service';

/**
 * A page of products for any list field: one query for the page, with its total only when the
 * query reads `totalCount` (or pages backwards); otherwise one row more than the page tells
 * whether another page follows, and the matches past it are never counted.
 */
export function resolveProductConnection(ctx: RequestContext, args: PageArgs, filter: ProductListFilter, info?: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>) {
  const withTotal = selectsField(info, 'totalCount') || (args.last !== null && args.last !== undefined);
  return paginate(
    'products',
    args,
    (window) => listProducts(ctx, filter, window, { withTotal }),
    async () => (await listProducts(ctx, filter, { limit: 1, offset: 0 })).totalCount,
  ) as never;
}

const MAX_SEARCH_LENGTH = 200;

/** A search as typed, refused when longer than anyone types. */
export function searchText(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value.length > MAX_SEARCH_LENGTH) throw badInput('error.searchTooLong', { max: MAX_SEARCH_LENGTH }, 'search');
  return value.trim() || undefined;
}
