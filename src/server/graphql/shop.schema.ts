import type { GraphQLSchema } from 'graphql';
import { allCategories, categoryBySlug, childCategories, productBySlug } from '../modules/catalog/catalog.service';
import { listPages, pageByIdOrSlug } from '../modules/content/page.service';
import { signInStaff } from '../modules/staff/staff.service';
import { fromGlobalId } from '../../domain/ids/global-id';
import { createBuilder } from './builder.server';
import { userError } from './errors.server';
import { paginate } from './pagination.server';
import { registerCatalogTypes } from './types/catalog.types';
import { registerCommonTypes } from './types/common.types';
import { registerContentTypes } from './types/content.types';
import { registerStaffTypes } from './types/staff.types';
import { pageArgs, resolveProductConnection } from './types/product-connection';
import { registerCommerceTypes } from './types/commerce.types';
import { registerCommerceShopFields, type CommerceShopDeps } from './commerce-shop.fields';

const MAX_SEARCH_LENGTH = 200;

function searchText(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value.length > MAX_SEARCH_LENGTH) throw userError(`Search text can be at most ${MAX_SEARCH_LENGTH} characters.`);
  return value.trim() || undefined;
}

/** The public shop API served at /graphql and /_/graph (spec §7). */
export function buildShopSchema(deps: CommerceShopDeps): GraphQLSchema {
  const builder = createBuilder();
  const common = registerCommonTypes(builder);
  const catalog = registerCatalogTypes(builder, common, { includeDrafts: false });
  const content = registerContentTypes(builder, common);
  const staff = registerStaffTypes(builder);
  const paging = pageArgs(builder);
  const { ProductRef, CategoryRef, ProductSortEnum, ProductConnection, CategoryConnection } = catalog;

  builder.queryFields((t) => ({
    shop: t.field({ type: content.ShopRef, resolve: (_r, _a, ctx) => ctx.shop }),
    products: t.field({
      type: ProductConnection,
      args: {
        ...paging,
        categorySlug: t.arg.string({ required: false }),
        categoryId: t.arg.id({ required: false }),
        search: t.arg.string({ required: false }),
        featured: t.arg.boolean({ required: false }),
        sort: t.arg({ type: ProductSortEnum, required: false }),
      },
      resolve: async (_r, args, ctx) => {
        let categoryId: string | undefined;
        if (args.categoryId) {
          const decoded = fromGlobalId(String(args.categoryId));
          if (!decoded || decoded.type !== 'Category') throw userError('categoryId is not a category id.');
          categoryId = decoded.id;
        } else if (args.categorySlug) {
          const category = await categoryBySlug(ctx, args.categorySlug);
          if (!category) throw userError(`There is no category "${args.categorySlug.slice(0, 80)}".`, 'NOT_FOUND');
          categoryId = category.id;
        }
        return resolveProductConnection(ctx, args, { categoryId, search: searchText(args.search), featured: args.featured ?? undefined, sort: args.sort ?? undefined });
      },
    }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => productBySlug(ctx, args.slug),
    }),
    categories: t.field({
      type: CategoryConnection,
      args: {
        ...paging,
        topLevelOnly: t.arg.boolean({ required: false, defaultValue: true }),
      },
      resolve: async (_r, args, ctx) => {
        const all = args.topLevelOnly === false ? await allCategories(ctx) : await childCategories(ctx, null);
        return paginate(
          'categories',
          args,
          async ({ limit, offset }) => ({ items: all.slice(offset, offset + limit), totalCount: all.length }),
          async () => all.length,
        ) as never;
      },
    }),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => categoryBySlug(ctx, args.slug),
    }),
    page: t.field({
      type: content.PageRef,
      nullable: true,
      args: { id: t.arg.id({ required: true, description: 'The page’s slug (as in /page/{pageID}) or its global id.' }) },
      resolve: (_r, args, ctx) => {
        const raw = String(args.id);
        const decoded = fromGlobalId(raw);
        return pageByIdOrSlug(ctx, decoded?.type === 'Page' ? decoded.id : raw);
      },
    }),
    pages: t.field({ type: [content.PageRef], resolve: (_r, _a, ctx) => listPages(ctx) }),
    search: t.field({
      type: builder.objectRef<{ query: string }>('SearchResults').implement({
        fields: (s) => ({
          query: s.exposeString('query'),
          products: s.field({
            type: ProductConnection,
            args: {
              ...paging,
              sort: s.arg({ type: ProductSortEnum, required: false }),
            },
            resolve: (r, args, ctx) => resolveProductConnection(ctx, args, { search: r.query, sort: args.sort ?? undefined }),
          }),
          categories: s.field({
            type: [CategoryRef],
            resolve: async (r, _a, ctx) => {
              const words = r.query.toLowerCase().split(/\s+/).filter(Boolean);
              const all = await allCategories(ctx);
              return all.filter((c) => words.every((w) => `${c.name.id} ${c.name.en ?? ''}`.toLowerCase().includes(w))).slice(0, 10);
            },
          }),
        }),
      }),
      args: { query: t.arg.string({ required: true }) },
      resolve: (_r, args) => ({ query: searchText(args.query) ?? '' }),
    }),
  }));

  builder.mutationType({});
  builder.mutationFields((t) => ({
    staffSignIn: t.field({
      type: staff.StaffSignInResult,
      args: { input: t.arg({ type: staff.StaffSignInInput, required: true }) },
      resolve: (_r, { input }, ctx) => signInStaff(ctx, input.email, input.password),
    }),
  }));

  registerCommerceShopFields(builder, registerCommerceTypes(builder, common, catalog), deps);

  return builder.toSchema();
}
