import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId } from '../../../domain/ids/global-id';
import { chargeableWeightGrams } from '../../../domain/shipping/weight';
import { badInput, notFound } from '../../errors.server';
import { moneyType, type Builder } from '../../graphql/builder.server';
import { pageArgs, paginate } from '../../graphql/pagination.server';
import type { ContentGraph } from '../content';
import { imageLoader, type MediaGraph } from '../media';
import {
  allCategories,
  categoryById,
  categoryBySlug,
  categoryTrail,
  childCategories,
  PRODUCT_SORTS,
  productBySlug,
  productCountsByCategory,
  productDescriptionLoader,
  productImagesLoader,
  productLoader,
  variationLoader,
  variationsLoader,
  type CategoryRecord,
  type ProductRecord,
  type VariationRecord,
} from './catalog.service';
import type { ProductOptionRecord } from './catalog.tables';
import { resolveProductConnection, searchText } from './catalog-connections';
import { productRedirectTarget } from './product-bulk.service';
import { registerBundleGraph } from './bundle.resolver';
import { productFiltersFrom, registerProductFacetTypes } from './product-facets.resolver';
import { searchPlan } from './product-search.service';
import { shownPrice } from './campaign-prices.service';

export interface CatalogTypeOptions {
  /** The admin schema sees drafts; the shop schema never does. */
  includeDrafts: boolean;
}

/** Products, variations and categories; the admin schema sees drafts too. */
export function registerCatalogGraph(builder: Builder, deps: { media: MediaGraph; content: ContentGraph }, options: CatalogTypeOptions) {
  const MoneyRef = moneyType(builder);
  const { ImageRef } = deps.media;
  const { RichTextRef } = deps.content;
  const paging = pageArgs(builder);
  const money = (amount: number | null, currencyNumber: number) => (amount === null ? null : { amount, currencyNumber });
  // Shoppers see what a running campaign makes of a price (docs/decisions/0031); staff edit the regular one.
  const shown = async (ctx: Parameters<typeof shownPrice>[0], product: ProductRecord | null, price: number, compareAtPrice: number | null) =>
    (options.includeDrafts || !product ? { price, compareAtPrice, onSale: false } : shownPrice(ctx, product, price, compareAtPrice));
  const variationShown = async (ctx: Parameters<typeof shownPrice>[0], v: VariationRecord) =>
    shown(ctx, options.includeDrafts ? null : await productLoader(ctx, options).load(v.productId), v.price, v.compareAtPrice);

  const ProductSortEnum = builder.enumType('ProductSort', { values: PRODUCT_SORTS });

  const ProductOptionRef = builder.objectRef<ProductOptionRecord>('ProductOption').implement({
    fields: (t) => ({
      name: t.string({ resolve: (o, _a, ctx) => pick(o.name, ctx.language) }),
      values: t.field({
        type: [builder.objectRef<ProductOptionRecord['values'][number]>('ProductOptionValue').implement({
          fields: (v) => ({
            value: v.string({ description: 'The key variations use in optionValues.', resolve: (val) => val.id }),
            label: v.string({ resolve: (val, _a, ctx) => pick(val, ctx.language) }),
          }),
        })],
        resolve: (o) => o.values,
      }),
    }),
  });

  const VariationRef = builder.objectRef<VariationRecord>('ProductVariation');
  const ProductRef = builder.objectRef<ProductRecord>('Product');
  const CategoryRef = builder.objectRef<CategoryRecord>('Category');
  const facets = registerProductFacetTypes(builder, CategoryRef);

  builder.node(VariationRef, {
    id: { resolve: (v) => v.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => variationLoader(ctx, options).load(id))),
    fields: (t) => ({
      product: t.field({ type: ProductRef, nullable: true, resolve: (v, _a, ctx) => productLoader(ctx, options).load(v.productId) }),
      optionValues: t.stringList({ resolve: (v) => v.optionValues }),
      sku: t.exposeString('sku'),
      price: t.field({ type: MoneyRef, resolve: async (v, _a, ctx) => money((await variationShown(ctx, v)).price, ctx.shop.currency)! }),
      compareAtPrice: t.field({ type: MoneyRef, nullable: true, resolve: async (v, _a, ctx) => money((await variationShown(ctx, v)).compareAtPrice, ctx.shop.currency) }),
      stock: t.exposeInt('stock'),
      inStock: t.boolean({ resolve: (v) => v.stock > 0 }),
      image: t.field({ type: ImageRef, nullable: true, description: 'The product picture shown when this variation is chosen.', resolve: (v, _a, ctx) => (v.imageId ? imageLoader(ctx).load(v.imageId) : null) }),
    }),
  });

  builder.node(ProductRef, {
    id: { resolve: (p) => p.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => productLoader(ctx, options).load(id))),
    fields: (t) => ({
      slug: t.exposeString('slug'),
      path: t.string({ resolve: (p) => `/product/${encodeURIComponent(p.slug)}` }),
      status: t.exposeString('status'),
      name: t.string({ resolve: (p, _a, ctx) => pick(p.name, ctx.language) }),
      summary: t.string({ resolve: (p, _a, ctx) => pick(p.summary, ctx.language) }),
      metaTitle: t.string({ description: 'What search engines show as the title: the SEO title, or the name when none is written.', resolve: (p, _a, ctx) => pick(p.seoTitle, ctx.language) || pick(p.name, ctx.language) }),
      metaDescription: t.string({ description: 'What search engines show under it: the SEO description, or the summary.', resolve: (p, _a, ctx) => pick(p.seoDescription, ctx.language) || pick(p.summary, ctx.language) }),
      description: t.field({
        type: RichTextRef,
        resolve: async (p, _a, ctx) => {
          const description = p.description ?? (await productDescriptionLoader(ctx).load(p.id));
          return description ? pick(description, ctx.language) : { blocks: [], entityMap: {} };
        },
      }),
      price: t.field({
        type: MoneyRef,
        description: 'What one unit costs now: on the shop, the sale price while a campaign lowers it.',
        resolve: async (p, _a, ctx) => money((await shown(ctx, p, p.price, p.compareAtPrice)).price, ctx.shop.currency)!,
      }),
      compareAtPrice: t.field({
        type: MoneyRef, nullable: true,
        description: 'The price struck through: on the shop, the regular price while a campaign lowers it.',
        resolve: async (p, _a, ctx) => money((await shown(ctx, p, p.price, p.compareAtPrice)).compareAtPrice, ctx.shop.currency),
      }),
      discountPercent: t.int({
        nullable: true,
        resolve: async (p, _a, ctx) => {
          const { price, compareAtPrice } = await shown(ctx, p, p.price, p.compareAtPrice);
          return compareAtPrice && compareAtPrice > price ? Math.round((1 - price / compareAtPrice) * 100) : null;
        },
      }),
      sku: t.exposeString('sku'),
      downPaymentPercent: t.int({
        nullable: true,
        description: 'When set, shoppers may pay this percentage now and the rest later.',
        resolve: (p) => p.downPaymentPercent,
      }),
      stock: t.int({
        description: 'Units available: the product’s own, or the sum over its variations.',
        resolve: async (p, _a, ctx) => {
          const variations = await variationsLoader(ctx).load(p.id);
          return variations.length ? variations.reduce((sum, v) => sum + v.stock, 0) : p.stock;
        },
      }),
      inStock: t.boolean({
        resolve: async (p, _a, ctx) => {
          const variations = await variationsLoader(ctx).load(p.id);
          return variations.length ? variations.some((v) => v.stock > 0) : p.stock > 0;
        },
      }),
      weightGrams: t.exposeInt('weightGrams'),
      lengthCm: t.exposeInt('lengthCm'),
      widthCm: t.exposeInt('widthCm'),
      heightCm: t.exposeInt('heightCm'),
      chargeableWeightGrams: t.int({ resolve: (p) => chargeableWeightGrams(p) }),
      featured: t.exposeBoolean('featured'),
      images: t.field({ type: [ImageRef], resolve: (p, _a, ctx) => productImagesLoader(ctx).load(p.id) }),
      image: t.field({ type: ImageRef, nullable: true, resolve: async (p, _a, ctx) => (await productImagesLoader(ctx).load(p.id))[0] ?? null }),
      category: t.field({ type: CategoryRef, nullable: true, resolve: (p, _a, ctx) => (p.categoryId ? categoryById(ctx, p.categoryId) : null) }),
      breadcrumb: t.field({ type: [CategoryRef], resolve: (p, _a, ctx) => categoryTrail(ctx, p.categoryId) }),
      options: t.field({ type: [ProductOptionRef], resolve: (p) => p.options }),
      variations: t.field({ type: [VariationRef], resolve: (p, _a, ctx) => variationsLoader(ctx).load(p.id) }),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    }),
  });

  const ProductConnection = builder.connectionObject({
    type: ProductRef,
    name: 'ProductConnection',
    fields: (t) => ({
      totalCount: t.int({ resolve: (c) => (c as unknown as { totalCount: number }).totalCount }),
      totalCountCapped: t.boolean({
        description: 'True when the list holds more products than `totalCount`: a search by relevance ranks every match but lists and counts at most its best 200, and shows "200+".',
        resolve: (c) => (c as unknown as { totalCountCapped?: boolean }).totalCountCapped ?? false,
      }),
    }),
  });

  const CategoryConnection = builder.connectionObject({
    type: CategoryRef,
    name: 'CategoryConnection',
    fields: (t) => ({ totalCount: t.int({ resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
  });

  builder.node(CategoryRef, {
    id: { resolve: (c) => c.id },
    loadMany: async (ids, ctx) => Promise.all(ids.map((id) => categoryById(ctx, id))),
    fields: (t) => ({
      slug: t.exposeString('slug'),
      path: t.string({ resolve: (c) => `/product/category/${encodeURIComponent(c.slug)}` }),
      name: t.string({ resolve: (c, _a, ctx) => pick(c.name, ctx.language) }),
      description: t.string({ resolve: (c, _a, ctx) => pick(c.description, ctx.language) }),
      image: t.field({ type: ImageRef, nullable: true, resolve: (c, _a, ctx) => (c.imageId ? imageLoader(ctx).load(c.imageId) : null) }),
      parent: t.field({ type: CategoryRef, nullable: true, resolve: (c, _a, ctx) => (c.parentId ? categoryById(ctx, c.parentId) : null) }),
      children: t.field({ type: [CategoryRef], resolve: (c, _a, ctx) => childCategories(ctx, c.id) }),
      breadcrumb: t.field({ type: [CategoryRef], resolve: (c, _a, ctx) => categoryTrail(ctx, c.id) }),
      productCount: t.int({
        description: 'Published products in this category and its sub-categories.',
        resolve: async (c, _a, ctx) => {
          const counts = await productCountsByCategory(ctx);
          const all = [c.id, ...(await childCategories(ctx, c.id)).map((child) => child.id)];
          return all.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
        },
      }),
      products: t.field({
        type: ProductConnection,
        args: {
          ...paging,
          sort: t.arg({ type: ProductSortEnum, required: false }),
          filter: t.arg({ type: facets.ProductFilterInput, required: false }),
        },
        resolve: async (c, args, ctx, info) => resolveProductConnection(ctx, args, {
          categoryId: c.id, sort: args.sort ?? undefined, includeDrafts: options.includeDrafts, filters: await productFiltersFrom(ctx, args.filter),
        }, info),
      }),
      facets: t.field({
        type: facets.ProductFacetsRef,
        description: 'What the category\'s published products can be narrowed by, under the filter already chosen.',
        args: { filter: t.arg({ type: facets.ProductFilterInput, required: false }) },
        resolve: (c, args, ctx) => facets.resolveFacets(ctx, { categoryId: c.id }, args.filter),
      }),
    }),
  });

  const { BundleRef } = registerBundleGraph(builder, { ProductRef, VariationRef }, options);

  return { ProductRef, CategoryRef, VariationRef, BundleRef, ProductSortEnum, ProductConnection, CategoryConnection, facets };
}

export type CatalogGraph = ReturnType<typeof registerCatalogGraph>;

/** The shop API's catalogue queries: lists, search, one product or category by its slug. */
export function registerCatalogShopFields(builder: Builder, graph: CatalogGraph) {
  const paging = pageArgs(builder);
  const { ProductRef, CategoryRef, ProductSortEnum, ProductConnection, CategoryConnection, facets } = graph;

  builder.queryFields((t) => ({
    productMovedTo: t.string({
      nullable: true,
      description: 'The current slug of a published product once known by `slug`, when it was renamed and no published product holds `slug` now; the product page follows it.',
      args: { slug: t.arg.string({ required: true }) },
      // The page asks with the product itself: a product found by the slug has not moved.
      resolve: async (_r, args, ctx) => ((await productBySlug(ctx, args.slug)) ? null : productRedirectTarget(ctx, args.slug.slice(0, 200))),
    }),
    products: t.field({
      type: ProductConnection,
      args: {
        ...paging,
        categorySlug: t.arg.string({ required: false }),
        categoryId: t.arg.id({ required: false }),
        search: t.arg.string({ required: false }),
        featured: t.arg.boolean({ required: false }),
        sort: t.arg({ type: ProductSortEnum, required: false }),
        filter: t.arg({ type: facets.ProductFilterInput, required: false }),
      },
      resolve: async (_r, args, ctx, info) => {
        let categoryId: string | undefined;
        if (args.categoryId) {
          const decoded = fromGlobalId(String(args.categoryId));
          if (!decoded || decoded.type !== 'Category') throw badInput('error.notACategoryId', { field: 'categoryId' }, 'categoryId');
          categoryId = decoded.id;
        } else if (args.categorySlug) {
          const category = await categoryBySlug(ctx, args.categorySlug);
          if (!category) throw notFound('error.categoryNotFound', { slug: args.categorySlug.slice(0, 80) });
          categoryId = category.id;
        }
        return resolveProductConnection(ctx, args, {
          categoryId, search: searchText(args.search), featured: args.featured ?? undefined, sort: args.sort ?? undefined, filters: await productFiltersFrom(ctx, args.filter),
        }, info);
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
    search: t.field({
      type: builder.objectRef<{ query: string }>('SearchResults').implement({
        fields: (s) => ({
          query: s.exposeString('query'),
          correctedQuery: s.string({
            nullable: true,
            description: 'When no product held the words as typed: the words searched for instead, each misspelt one corrected to the shop\'s nearest word ("did you mean").',
            resolve: async (r, _a, ctx) => (r.query ? (await searchPlan(ctx, r.query)).correctedText : null),
          }),
          matchedAllWords: s.boolean({
            description: 'False when no product held every word, and the products shown hold some of them.',
            resolve: async (r, _a, ctx) => (r.query ? (await searchPlan(ctx, r.query)).allWords : true),
          }),
          products: s.field({
            type: ProductConnection,
            args: {
              ...paging,
              sort: s.arg({ type: ProductSortEnum, required: false }),
              filter: s.arg({ type: facets.ProductFilterInput, required: false }),
            },
            resolve: async (r, args, ctx, info) => resolveProductConnection(ctx, args, { search: r.query, sort: args.sort ?? undefined, filters: await productFiltersFrom(ctx, args.filter) }, info),
          }),
          facets: s.field({
            type: facets.ProductFacetsRef,
            description: 'What the results can be narrowed by, under the filter already chosen.',
            args: { filter: s.arg({ type: facets.ProductFilterInput, required: false }) },
            resolve: (r, args, ctx) => facets.resolveFacets(ctx, { search: r.query }, args.filter),
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
}
