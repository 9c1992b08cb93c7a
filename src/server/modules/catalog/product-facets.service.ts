import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { loaderFor, type RequestContext } from '../../context.server';
import { rowsOf } from '../../db/migrate.server';
import { executeNamed, inlineValues, type ValueBinder } from '../../db/named-statement.server';
import { compareOptionValues } from '../../../domain/catalog/option-value-order';
import type { Translated } from '../../../domain/i18n/translated';
import { effectivePriceSql, requestCampaignPricer, type CampaignPricer } from './campaign-prices.service';
import { filterConditions, listScopeConditions, SEARCH_CANDIDATES, totalStock, type ProductFilters } from './catalog.service';
import { products } from './catalog.tables';
import { rideSearchPage } from './product-search.service';

/** What a list can still be narrowed by, with how many products each choice leaves. */
export interface ProductFacets {
  categories: Array<{ categoryId: string; count: number }>;
  /** The lowest and highest price shoppers pay now; null when nothing matches. */
  price: { min: number; max: number } | null;
  inStockCount: number;
  /**
   * False when a search matched more products than it counts (`SEARCH_CANDIDATES`): the counts
   * and the price span are then those of the matches counted only (`FacetBase`), and the page
   * shows no numbers.
   */
  countsExact: boolean;
  options: Array<{ key: string; name: Translated<string>; values: Array<{ value: string; label: Translated<string>; count: number }> }>;
}

/** The list a facet belongs to: a category (and those below it), a search, or both. */
export interface FacetScope {
  categoryId?: string | undefined;
  search?: string | undefined;
}

interface FacetRow {
  kind: 'category' | 'option' | 'price' | 'stock' | 'matches';
  key: string | null;
  value: string | null;
  label: { name: Translated<string>; value: Translated<string> } | string | null;
  n: number;
  lo: string | number | null;
  hi: string | number | null;
}

function allOf(conditions: ReadonlyArray<SQL | null>): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== null);
  return present.length ? sql.join(present, sql` AND `) : sql`true`;
}

/**
 * The products facets count over: every product of a list's scope; a search's first matches as
 * the index yields them (one more than it counts, to tell whether there are others); or, riding
 * along a fresh search's page, the matches that page ranked best, so that every product its pages
 * show is counted and the panel offers the choices those products have.
 */
type FacetBase =
  | { kind: 'scope'; conditions: SQL[] }
  | { kind: 'firstMatches'; conditions: SQL[] }
  | { kind: 'ranked'; ids: SQL; shopId: Placeholder };

/**
 * Facets in one statement over the products of `counted`, at the prices `pricer` sets. Each facet
 * counts with every other chosen filter applied but not its own, as shoppers expect: choosing
 * size M still shows how many products come in L.
 */
function facetStatement(pricer: CampaignPricer, counted: FacetBase, filters: ProductFilters | undefined, values: ValueBinder = inlineValues): SQL {
  const price = effectivePriceSql(pricer, { price: products.price, id: products.id, categoryId: products.categoryId }, values);
  const chosen = filterConditions(filters, { price: sql`base.price`, categoryId: sql`base.category_id`, options: sql`base.options`, inStock: sql`base.in_stock` });
  const optionConditions = chosen.options.map((option) => option.condition);
  const where = counted.kind === 'ranked'
    ? sql`${products.shopId} = ${counted.shopId} AND ${products.id} IN ${counted.ids}`
    : sql.join(counted.conditions, sql` AND `);
  const bound = counted.kind === 'firstMatches' ? sql`LIMIT ${SEARCH_CANDIDATES + 1}` : sql``;
  // An option's own values are counted with the other options' choices, not its own.
  const otherOptions = chosen.options.map((option) => sql`(o.item->'name'->>'id' = ${option.name} OR ${option.condition})`);
  return sql`
    WITH base AS (
      SELECT ${products.id} AS id, ${products.categoryId} AS category_id, ${price} AS price,
        ${totalStock} > 0 AS in_stock, ${products.options} AS options
      FROM ${products} WHERE ${where}
      ${bound}
    )
    SELECT 'category' AS kind, base.category_id AS key, NULL AS value, NULL::jsonb AS label, count(*)::int AS n, NULL::bigint AS lo, NULL::bigint AS hi
      FROM base WHERE base.category_id IS NOT NULL AND ${allOf([chosen.price, chosen.stock, ...optionConditions])}
      GROUP BY base.category_id
    UNION ALL
    SELECT 'option', o.item->'name'->>'id', v.item->>'id',
        (array_agg(jsonb_build_object('name', o.item->'name', 'value', v.item)))[1], count(DISTINCT base.id)::int, NULL, NULL
      FROM base, jsonb_array_elements(base.options) AS o(item), jsonb_array_elements(o.item->'values') AS v(item)
      WHERE ${allOf([chosen.category, chosen.price, chosen.stock, ...otherOptions])}
      GROUP BY o.item->'name'->>'id', v.item->>'id'
    UNION ALL
    SELECT 'price', NULL, NULL, NULL, count(*)::int, min(base.price)::bigint, max(base.price)::bigint
      FROM base WHERE ${allOf([chosen.category, chosen.stock, ...optionConditions])}
    UNION ALL
    SELECT 'stock', NULL, NULL, NULL, count(*)::int, NULL, NULL
      FROM base WHERE base.in_stock AND ${allOf([chosen.category, chosen.price, ...optionConditions])}
    ${counted.kind === 'scope' ? sql`` : sql`UNION ALL SELECT 'matches', NULL, NULL, NULL, count(*)::int, NULL, NULL FROM base`}`;
}

async function computeFacets(ctx: RequestContext, scope: FacetScope, filters: ProductFilters | undefined): Promise<ProductFacets> {
  if (scope.search && scope.categoryId === undefined && filters === undefined) {
    // A fresh search's facets ride along its first page's statement, which has the same scope.
    const carried = await rideSearchPage(ctx, scope.search, async (rankedIds, shopId, values) => {
      values.mark('facets');
      return sql`(SELECT json_agg(f) FROM (${facetStatement(await requestCampaignPricer(ctx), { kind: 'ranked', ids: rankedIds, shopId }, undefined, values)}) AS f)`;
    });
    const rows = typeof carried === 'string' ? JSON.parse(carried) as unknown : carried;
    if (Array.isArray(rows)) return facetsFrom(rows as FacetRow[]);
  }
  // The campaigns' prices are read beside the scope, not after it.
  const [scopeConditions, pricer] = await Promise.all([listScopeConditions(ctx, scope), requestCampaignPricer(ctx)]);
  return facetsFrom(rowsOf<FacetRow>(await executeNamed(ctx.db, facetStatement(pricer, { kind: scope.search ? 'firstMatches' : 'scope', conditions: scopeConditions }, filters))));
}

function facetsFrom(rows: readonly FacetRow[]): ProductFacets {
  const facets: ProductFacets = { categories: [], price: null, inStockCount: 0, countsExact: true, options: [] };
  const options = new Map<string, ProductFacets['options'][number]>();
  for (const row of rows) {
    if (row.kind === 'category' && row.key) facets.categories.push({ categoryId: row.key, count: row.n });
    if (row.kind === 'price' && row.n > 0 && row.lo !== null && row.hi !== null) facets.price = { min: Number(row.lo), max: Number(row.hi) };
    if (row.kind === 'stock') facets.inStockCount = row.n;
    if (row.kind === 'matches') facets.countsExact = row.n <= SEARCH_CANDIDATES;
    if (row.kind === 'option' && row.key && row.value !== null && row.label) {
      const label = typeof row.label === 'string' ? JSON.parse(row.label) as { name: Translated<string>; value: Translated<string> } : row.label;
      let option = options.get(row.key);
      if (!option) {
        option = { key: row.key, name: label.name, values: [] };
        options.set(row.key, option);
        facets.options.push(option);
      }
      option.values.push({ value: row.value, label: label.value, count: row.n });
    }
  }
  facets.categories.sort((a, b) => b.count - a.count || a.categoryId.localeCompare(b.categoryId));
  for (const option of facets.options) option.values.sort((a, b) => compareOptionValues(a.value, b.value));
  facets.options.sort((a, b) => a.key.localeCompare(b.key, 'id'));
  return facets;
}

/** Facets of a list, computed once per request however many fields ask. */
export function productFacets(ctx: RequestContext, scope: FacetScope, filters: ProductFilters | undefined): Promise<ProductFacets> {
  const memo = loaderFor(ctx, 'product-facets', () => new Map<string, Promise<ProductFacets>>());
  const key = JSON.stringify([scope.categoryId ?? null, scope.search ?? null, filters ?? null]);
  let facets = memo.get(key);
  if (!facets) {
    facets = computeFacets(ctx, scope, filters);
    memo.set(key, facets);
  }
  return facets;
}
