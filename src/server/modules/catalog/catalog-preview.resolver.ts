import type { Builder } from '../../graphql/builder.server';
import { pageArgs } from '../../graphql/pagination.server';
import type { CategoryRecord } from './catalog.service';
import type { CatalogGraph } from './catalog.resolver';
import { resolveProductConnection } from './catalog-connections';
import { previewCategory, previewProduct } from './product-content.service';

/**
 * The staff previews on the shop API (spec §2 `/admin/product/preview/{slug}` and
 * `/admin/product/category/preview/{slug}`): the same types as the public pages, drafts
 * included, answered to signed-in staff only and never shared.
 */
export function registerCatalogPreviewFields(builder: Builder, graph: CatalogGraph) {
  const paging = pageArgs(builder);
  const CategoryPreviewRef = builder.objectRef<CategoryRecord>('CategoryPreview').implement({
    description: 'A category as staff preview it: its page, with its draft products listed too.',
    fields: (t) => ({
      category: t.field({ type: graph.CategoryRef, resolve: (category) => category }),
      products: t.field({
        type: graph.ProductConnection,
        description: 'Every product of the category and its sub-categories, drafts included (each with its status).',
        args: { ...paging, sort: t.arg({ type: graph.ProductSortEnum, required: false }) },
        resolve: (category, args, ctx) => resolveProductConnection(ctx, args, { categoryId: category.id, sort: args.sort ?? undefined, includeDrafts: true }),
      }),
    }),
  });

  builder.queryFields((t) => ({
    productPreview: t.field({
      type: graph.ProductRef,
      nullable: true,
      description: 'Any product by its slug, drafts included, as its page will show it. Staff only.',
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => previewProduct(ctx, args.slug),
    }),
    categoryPreview: t.field({
      type: CategoryPreviewRef,
      nullable: true,
      description: 'A category by its slug with its draft products too. Staff only.',
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => previewCategory(ctx, args.slug),
    }),
  }));
}
