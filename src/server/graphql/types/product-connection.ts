import type { RequestContext } from '../../context.server';
import { listProducts, type ProductListFilter } from '../../modules/catalog/catalog.service';
import type { Builder } from '../builder.server';
import { paginate, type PageArgs } from '../pagination.server';

/** The Relay paging arguments every connection field takes. */
export function pageArgs(builder: Builder) {
  return builder.args((t) => ({
    first: t.int({ required: false }),
    after: t.string({ required: false }),
    last: t.int({ required: false }),
    before: t.string({ required: false }),
  }));
}

/** A page of products for any list field: one query for the page and its total. */
export function resolveProductConnection(ctx: RequestContext, args: PageArgs, filter: ProductListFilter) {
  return paginate(
    'products',
    args,
    (window) => listProducts(ctx, filter, window),
    async () => (await listProducts(ctx, filter, { limit: 1, offset: 0 })).totalCount,
  ) as never;
}
