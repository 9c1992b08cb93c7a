import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId } from '../../../domain/ids/global-id';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import { badInput } from '../../errors.server';
import type { ObjectRef } from '@pothos/core';
import { moneyType, type Builder, type BuilderTypes } from '../../graphql/builder.server';
import type { RequestContext } from '../../context.server';
import { allCategories, categoryById, type CategoryRecord, type ProductFilters } from './catalog.service';
import { productFacets, type FacetScope, type ProductFacets } from './product-facets.service';

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** More choices than any filter panel offers; beyond it a request is refused, not slowed. */
const MAX_FILTER_CHOICES = 50;
const MAX_FILTER_TEXT = 100;

interface ProductFilterArgs {
  categoryIds?: readonly (string | number)[] | null;
  categorySlugs?: readonly string[] | null;
  priceMin?: number | null;
  priceMax?: number | null;
  inStock?: boolean | null;
  options?: ReadonlyArray<{ name: string; values: readonly string[] }> | null;
}

function price(value: number | null | undefined, field: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_UNIT_PRICE) throw badInput('error.productFilter.price', { max: MAX_UNIT_PRICE }, field);
  return value;
}

/**
 * The filter a shopper chose, checked: category ids decoded and slugs looked up (a slug no
 * category has any more is left out, as an old address may hold one), prices in range, choices
 * bounded.
 */
export async function productFiltersFrom(ctx: RequestContext, input: ProductFilterArgs | null | undefined): Promise<ProductFilters | undefined> {
  if (!input) return undefined;
  const categoryIds = (input.categoryIds ?? []).map((value) => {
    const decoded = fromGlobalId(String(value));
    if (!decoded || decoded.type !== 'Category') throw badInput('error.notACategoryId', { field: 'categoryIds' }, 'categoryIds');
    return decoded.id;
  });
  if (input.categorySlugs?.length) {
    if (input.categorySlugs.length > MAX_FILTER_CHOICES) throw badInput('error.productFilter.tooMany', { max: MAX_FILTER_CHOICES }, 'filter');
    const bySlug = new Map((await allCategories(ctx)).map((category) => [category.slug, category.id]));
    for (const slug of input.categorySlugs) {
      const id = bySlug.get(slug);
      if (id) categoryIds.push(id);
    }
    // Every slug unknown: nothing is in no category, rather than the filter falling away.
    if (categoryIds.length === 0) categoryIds.push('');
  }
  const options = (input.options ?? []).map((option) => ({
    name: option.name.slice(0, MAX_FILTER_TEXT),
    values: option.values.map((value) => value.slice(0, MAX_FILTER_TEXT)),
  }));
  const choices = categoryIds.length + options.reduce((sum, option) => sum + option.values.length, 0);
  if (choices > MAX_FILTER_CHOICES) throw badInput('error.productFilter.tooMany', { max: MAX_FILTER_CHOICES }, 'filter');
  const priceMin = price(input.priceMin, 'priceMin');
  const priceMax = price(input.priceMax, 'priceMax');
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) throw badInput('error.productFilter.priceOrder', {}, 'priceMin');
  return {
    ...(categoryIds.length ? { categoryIds } : {}),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(input.inStock ? { inStock: true } : {}),
    ...(options.length ? { options } : {}),
  };
}

/** The shop API's filter input and facet types (decision 0048). */
export function registerProductFacetTypes(builder: Builder, CategoryRef: ObjectRef<Types, CategoryRecord>) {
  const MoneyRef = moneyType(builder);
  const OptionFilterInput = builder.inputType('ProductOptionFilter', {
    fields: (t) => ({
      name: t.string({ required: true, description: 'The option as `OptionFacet.name` gives it (its main-language name).' }),
      values: t.stringList({ required: true, description: 'Any of these values, as `OptionValueFacet.value` gives them.' }),
    }),
  });
  const ProductFilterInput = builder.inputType('ProductFilter', {
    description: 'What a shopper narrows a product list by; all parts together.',
    fields: (t) => ({
      categoryIds: t.idList({ required: false, description: 'Products directly in any of these categories.' }),
      categorySlugs: t.stringList({ required: false, description: 'The same by the categories\' slugs, as a page address holds them.' }),
      priceMin: t.field({ type: 'Amount', required: false, description: 'Lowest price paid now, in the stored unit, inclusive.' }),
      priceMax: t.field({ type: 'Amount', required: false, description: 'Highest price paid now, in the stored unit, inclusive.' }),
      inStock: t.boolean({ required: false, description: 'Only products a shopper can buy now.' }),
      options: t.field({ type: [OptionFilterInput], required: false }),
    }),
  });

  type OptionFacet = ProductFacets['options'][number];
  const OptionValueFacetRef = builder.objectRef<OptionFacet['values'][number]>('OptionValueFacet').implement({
    fields: (t) => ({
      value: t.exposeString('value'),
      label: t.string({ resolve: (v, _a, ctx) => pick(v.label, ctx.language) }),
      count: t.exposeInt('count'),
    }),
  });
  const OptionFacetRef = builder.objectRef<OptionFacet>('OptionFacet').implement({
    fields: (t) => ({
      name: t.string({ description: 'The key a filter names the option by.', resolve: (o) => o.key }),
      label: t.string({ resolve: (o, _a, ctx) => pick(o.name, ctx.language) }),
      values: t.field({ type: [OptionValueFacetRef], resolve: (o) => o.values }),
    }),
  });
  const CategoryFacetRef = builder.objectRef<{ category: CategoryRecord; count: number }>('CategoryFacet').implement({
    fields: (t) => ({
      category: t.field({ type: CategoryRef, resolve: (f) => f.category }),
      count: t.exposeInt('count'),
    }),
  });
  const PriceRangeRef = builder.objectRef<{ min: number; max: number; currencyNumber: number }>('PriceRange').implement({
    fields: (t) => ({
      min: t.field({ type: MoneyRef, resolve: (r) => ({ amount: r.min, currencyNumber: r.currencyNumber }) }),
      max: t.field({ type: MoneyRef, resolve: (r) => ({ amount: r.max, currencyNumber: r.currencyNumber }) }),
    }),
  });
  const ProductFacetsRef = builder.objectRef<ProductFacets>('ProductFacets').implement({
    description: 'What a list can still be narrowed by; each count applies every other chosen filter.',
    fields: (t) => ({
      categories: t.field({
        type: [CategoryFacetRef],
        resolve: async (f, _a, ctx) => {
          const rows = await Promise.all(f.categories.map(async (entry) => ({ category: await categoryById(ctx, entry.categoryId), count: entry.count })));
          return rows.filter((row): row is { category: CategoryRecord; count: number } => row.category !== null);
        },
      }),
      price: t.field({ type: PriceRangeRef, nullable: true, resolve: (f, _a, ctx) => (f.price ? { ...f.price, currencyNumber: ctx.shop.currency } : null) }),
      inStockCount: t.exposeInt('inStockCount'),
      countsExact: t.exposeBoolean('countsExact', { description: 'False when a search matched more products than it counts (see `ProductConnection.totalCountCapped`): the counts and the price span are then those of 200 of its matches only: the 200 it ranks for a search without filters, the first 200 found once a filter is chosen.' }),
      options: t.field({ type: [OptionFacetRef], resolve: (f) => f.options }),
    }),
  });

  return { ProductFilterInput, ProductFacetsRef, resolveFacets: async (ctx: RequestContext, scope: FacetScope, filter: ProductFilterArgs | null | undefined) => productFacets(ctx, scope, await productFiltersFrom(ctx, filter)) };
}
