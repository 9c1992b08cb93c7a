import { chargeableWeightGrams } from '../../../domain/shipping/weight';
import {
  categoryById,
  categoryTrail,
  childCategories,
  imageLoader,
  PRODUCT_SORTS,
  productCountsByCategory,
  productDescriptionLoader,
  productImagesLoader,
  productLoader,
  variationLoader,
  variationsLoader,
  type CategoryRecord,
  type ProductRecord,
  type VariationRecord,
} from '../../modules/catalog/catalog.service';
import type { ProductOptionRecord } from '../../db/schema/catalog.schema';
import { pick } from '../../modules/i18n/translated';
import type { Builder } from '../builder.server';
import { pageArgs, resolveProductConnection } from './product-connection';
import type { CommonTypes } from './common.types';

export interface CatalogTypeOptions {
  /** The admin schema sees drafts; the shop schema never does. */
  includeDrafts: boolean;
}

export function registerCatalogTypes(builder: Builder, common: CommonTypes, options: CatalogTypeOptions) {
  const { MoneyRef, ImageRef, RichTextRef } = common;
  const paging = pageArgs(builder);
  const money = (amount: number | null, currencyNumber: number) => (amount === null ? null : { amount, currencyNumber });

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

  builder.node(VariationRef, {
    id: { resolve: (v) => v.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => variationLoader(ctx, options).load(id))),
    fields: (t) => ({
      product: t.field({ type: ProductRef, nullable: true, resolve: (v, _a, ctx) => productLoader(ctx, options).load(v.productId) }),
      optionValues: t.stringList({ resolve: (v) => v.optionValues }),
      sku: t.exposeString('sku'),
      price: t.field({ type: MoneyRef, resolve: (v, _a, ctx) => money(v.price, ctx.shop.currency)! }),
      compareAtPrice: t.field({ type: MoneyRef, nullable: true, resolve: (v, _a, ctx) => money(v.compareAtPrice, ctx.shop.currency) }),
      stock: t.exposeInt('stock'),
      inStock: t.boolean({ resolve: (v) => v.stock > 0 }),
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
      description: t.field({
        type: RichTextRef,
        resolve: async (p, _a, ctx) => {
          const description = p.description ?? (await productDescriptionLoader(ctx).load(p.id));
          return description ? pick(description, ctx.language) : { blocks: [], entityMap: {} };
        },
      }),
      price: t.field({ type: MoneyRef, resolve: (p, _a, ctx) => money(p.price, ctx.shop.currency)! }),
      compareAtPrice: t.field({ type: MoneyRef, nullable: true, resolve: (p, _a, ctx) => money(p.compareAtPrice, ctx.shop.currency) }),
      discountPercent: t.int({
        nullable: true,
        resolve: (p) => (p.compareAtPrice && p.compareAtPrice > p.price ? Math.round((1 - p.price / p.compareAtPrice) * 100) : null),
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
    fields: (t) => ({ totalCount: t.int({ resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
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
        },
        resolve: (c, args, ctx) => resolveProductConnection(ctx, args, { categoryId: c.id, sort: args.sort ?? undefined, includeDrafts: options.includeDrafts }),
      }),
    }),
  });

  return { ProductRef, CategoryRef, VariationRef, ProductSortEnum, ProductConnection, CategoryConnection };
}

export type CatalogTypes = ReturnType<typeof registerCatalogTypes>;
