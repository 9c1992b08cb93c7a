import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, Placeholder, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference } from '../../db/shop-reference.server';
import { builtOnce, builtPerShape, NAMED_STATEMENT_LIMIT, runNamed, type Preparable, type StatementShape } from '../../db/named-statement.server';
import { rowFromJson, rowJsonSql } from '../../db/row-json.server';
import { imageJsonSql, imageLoader, imagesFromJson, type ImageJson, type ImageRecord } from '../media';
import { effectivePriceSql, requestCampaignPricer } from './campaign-prices.service';
import type { CorrectionCandidate } from '../../../domain/catalog/search-query';
import { claimSearchPlan, plansMatch, searchMatch, searchPlan, searchRank, type ClaimedSearchPlan, type InlinePlan, type PageRider, type PlanSql, type SearchPlan } from './product-search.service';
import { categories, productRowColumns, productImages, products, productVariations, type ProductRow } from './catalog.tables';

/**
 * A product as lists load it: the description documents (the bulk of a row) are left out and
 * fetched by `productDescriptionLoader` only when a query asks for them.
 */
export type ProductRecord = Omit<ProductRow, 'description'> & { description?: ProductRow['description'] };

const { description: _description, ...listColumns } = productRowColumns;
export type CategoryRecord = typeof categories.$inferSelect;
export type VariationRecord = typeof productVariations.$inferSelect;

export const PRODUCT_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'RELEVANCE', 'BEST_SELLING'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductListFilter {
  categoryId?: string | undefined;
  search?: string | undefined;
  featured?: boolean | undefined;
  sort?: ProductSort | undefined;
  includeDrafts?: boolean | undefined;
  /** Only honoured together with includeDrafts (staff views). */
  status?: 'draft' | 'published' | undefined;
  /** Staff views: out of stock, at or under the product's low-stock threshold, or above it. */
  stockLevel?: 'in' | 'low' | 'out' | undefined;
  /** Shoppers' filters (search and category pages); see `ProductFilters`. */
  filters?: ProductFilters | undefined;
}

/** What a shopper narrows a list by; every part optional, all parts together. */
export interface ProductFilters {
  /** Products directly in any of these categories. */
  categoryIds?: readonly string[] | undefined;
  /** Bounds on the price shoppers pay now, in the currency's stored unit, inclusive. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Only products a shopper can buy now. */
  inStock?: boolean | undefined;
  /** Per option (by its main-language name), the values any of which a product must offer. */
  options?: ReadonlyArray<{ name: string; values: readonly string[] }> | undefined;
}

// Written out with the table's name: drizzle drops it from columns in a one-table select list,
// where the subqueries' own tables would then capture them.
const productShopId = sql`"products"."shop_id"`;
const productId = sql`"products"."id"`;

/** A variation as `relationColumns` writes it in JSON (amounts fit a JSON number: spec §3 keeps them far below 2^53). */
type VariationJson = VariationRecord;

/**
 * What a product page and a product card show beside the product row: its variations and its
 * pictures, read in the statement that reads the products (as JSON, one value per product) and
 * handed to the request's loaders by `primeRelations`, instead of two or three statements more.
 */
/** A product's variations in the order the owner set, as one JSON value read with the product row (`shopId`, `id`: its columns). */
function variationsJsonSql(shopId: SQL, id: SQL): SQL<VariationJson[]> {
  return sql<VariationJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'shopId', v.shop_id, 'id', v.id, 'productId', v.product_id, 'optionValues', v.option_values, 'sku', v.sku, 'price', v.price,
      'compareAtPrice', v.compare_at_price, 'stock', v.stock, 'position', v.position, 'imageId', v.image_id
    ) ORDER BY v.position, v.id), '[]'::json)
    FROM ${productVariations} v WHERE v.shop_id = ${shopId} AND v.product_id = ${id})`;
}

/** A product's pictures in the owner's order, as one JSON value read with the product row. */
function imagesJsonSql(shopId: SQL, id: SQL): SQL<Array<ImageJson | null>> {
  return sql<Array<ImageJson | null>>`(SELECT coalesce(json_agg(${imageJsonSql(sql`pi.shop_id`, sql`pi.image_id`)} ORDER BY pi.position), '[]'::json)
    FROM ${productImages} pi WHERE pi.shop_id = ${shopId} AND pi.product_id = ${id})`;
}

export const variationsJsonColumn = variationsJsonSql(productShopId, productId);

const relationColumns = {
  variationsJson: variationsJsonColumn,
  imagesJson: imagesJsonSql(productShopId, productId),
};

type WithRelations<T> = T & { variationsJson: VariationJson[]; imagesJson: Array<ImageJson | null> };

/** Gives the request's loaders what the rows brought along, and answers the rows without it. */
function primeRelations<T extends { id: string }>(ctx: RequestContext, rows: ReadonlyArray<WithRelations<T>>): T[] {
  const variations = variationsLoader(ctx);
  const pictures = productImagesLoader(ctx);
  return rows.map(({ variationsJson, imagesJson, ...row }) => {
    variations.prime(row.id, variationsJson);
    pictures.prime(row.id, imagesFromJson(ctx, imagesJson));
    return row as unknown as T;
  });
}

/** A product as `publishedProductsJsonSql` writes it: its row (as lists load it) and its pictures. */
export interface ProductJson { row: Record<string, unknown>; images: Array<ImageJson | null> }

/**
 * The published products among `productIds` (a subquery of ids) with their pictures, as one
 * JSON array, for a statement that shows what was bought (an order's page) to bring them along
 * instead of two statements more (docs/decisions/0057). `shopId` is the outer row's column.
 */
export function publishedProductsJsonSql(shopId: SQL, productIds: SQL): SQL<ProductJson[]> {
  return sql<ProductJson[]>`(SELECT coalesce(json_agg(json_build_object('row', ${rowJsonSql(listColumns, 'products')}, 'images', ${relationColumns.imagesJson})), '[]'::json)
    FROM ${products} WHERE ${productShopId} = ${shopId} AND ${productId} IN (${productIds}) AND "products"."status" = 'published')`;
}

/**
 * Gives the request's product and picture loaders what `publishedProductsJsonSql` read for
 * `wanted`: a product it did not bring (unpublished, deleted) is known to be absent.
 */
export function primePublishedProducts(ctx: RequestContext, wanted: readonly string[], read: readonly ProductJson[]): void {
  const loader = productLoader(ctx);
  const pictures = productImagesLoader(ctx);
  const found = new Set<string>();
  for (const { row, images } of read) {
    const product = rowFromJson<ProductRecord>(listColumns, row);
    found.add(product.id);
    loader.prime(product.id, product);
    pictures.prime(product.id, imagesFromJson(ctx, images));
  }
  for (const id of wanted) if (!found.has(id)) loader.prime(id, null);
}

/** Units a product has: the sum over its variations, or its own when it has none. */
export const totalStock = sql`coalesce((SELECT sum(v.stock) FROM ${productVariations} v WHERE v.shop_id = ${products.shopId} AND v.product_id = ${products.id}), ${products.stock})`;

/** Search words are capped so a pasted essay cannot turn into a huge query. */
const MAX_SEARCH_WORDS = 6;

/** Whether a product offers one of `values` for the option named `name` (main language). */
function offersOptionSql(options: SQL | AnyColumn, name: string, values: readonly string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${options}) AS o, jsonb_array_elements(o->'values') AS v
    WHERE o->'name'->>'id' = ${name} AND v->>'id' IN (${sql.join(values.map((value) => sql`${value}`), sql`, `)}))`;
}

/**
 * The shopper's filters as conditions, each group apart so facets can leave their own out
 * (a size facet counts every size, whatever size is chosen). `price` is the price paid now.
 */
export function filterConditions(filters: ProductFilters | undefined, columns: { price: SQL; categoryId: SQL | AnyColumn; options: SQL | AnyColumn; inStock: SQL }): {
  category: SQL | null; price: SQL | null; stock: SQL | null; options: Array<{ name: string; condition: SQL }>;
} {
  const categoryIds = filters?.categoryIds ?? [];
  const bounds: SQL[] = [];
  if (filters?.priceMin !== undefined) bounds.push(sql`${columns.price} >= ${filters.priceMin}`);
  if (filters?.priceMax !== undefined) bounds.push(sql`${columns.price} <= ${filters.priceMax}`);
  return {
    category: categoryIds.length ? sql`${columns.categoryId} IN (${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)})` : null,
    price: bounds.length ? sql.join(bounds, sql` AND `) : null,
    stock: filters?.inStock ? columns.inStock : null,
    options: (filters?.options ?? []).filter((option) => option.values.length > 0)
      .map((option) => ({ name: option.name, condition: offersOptionSql(columns.options, option.name, option.values) })),
  };
}

export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .toLowerCase()
    .normalize('NFKC')
    .split(/\s+/)
    .map((word) => word.replace(/[%_\\]/g, ''))
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * Where a list's shop and categories go in its statement: their values, or placeholders filled
 * at each execution (`listStatement`). Whether there are categories at all is part of the shape.
 */
interface ListValues { shopId: string | Placeholder; categoryIds: string[] | Placeholder }

function productConditions(ctx: RequestContext, filter: ProductListFilter, categoryIds: string[] | null, plan: SearchPlan | null, price: SQL | null, values: ListValues = { shopId: ctx.shop.id, categoryIds: categoryIds ?? [] }): SQL[] {
  const conditions: SQL[] = [eq(products.shopId, values.shopId)];
  if (!filter.includeDrafts) conditions.push(eq(products.status, 'published'));
  else if (filter.status) conditions.push(eq(products.status, filter.status));
  // One array, so a category with others below it is the same statement text as one without.
  if (categoryIds) conditions.push(categoryIds.length ? sql`${products.categoryId} = ANY(${values.categoryIds instanceof Placeholder ? values.categoryIds : sql.param(values.categoryIds)}::text[])` : sql`false`);
  if (filter.featured !== undefined) conditions.push(eq(products.featured, filter.featured));
  if (filter.includeDrafts && filter.stockLevel === 'out') conditions.push(sql`${totalStock} <= 0`);
  if (filter.includeDrafts && filter.stockLevel === 'low') conditions.push(sql`${totalStock} > 0 AND ${totalStock} <= ${products.lowStockThreshold}`);
  if (filter.includeDrafts && filter.stockLevel === 'in') conditions.push(sql`${totalStock} > ${products.lowStockThreshold}`);
  if (plan) {
    const match = searchMatch({ document: sql`${products.searchDocument}`, ranking: sql`${products.searchRanking}` }, plan);
    if (match) conditions.push(match);
  } else {
    // Staff lists find any part of a name or SKU, as typed.
    for (const word of searchWords(filter.search)) conditions.push(sql`${products.searchText} LIKE ${'%' + word + '%'}`);
  }
  const chosen = filterConditions(filter.filters, { price: price ?? sql`${products.price}`, categoryId: products.categoryId, options: products.options, inStock: sql`${totalStock} > 0` });
  for (const condition of [chosen.category, chosen.price, chosen.stock, ...chosen.options.map((option) => option.condition)]) {
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** The shop's search goes through the text-search plan; staff lists keep matching any part. */
function planFor(ctx: RequestContext, filter: ProductListFilter): Promise<SearchPlan> | null {
  return filter.search && !filter.includeDrafts ? searchPlan(ctx, filter.search) : null;
}

/**
 * The published products a shop's list covers before any filter is chosen (a category and those
 * below it, a search, or both), as the list itself selects them: what its facets count over.
 */
export async function listScopeConditions(ctx: RequestContext, scope: { categoryId?: string | undefined; search?: string | undefined }): Promise<SQL[]> {
  const [categoryIds, plan] = await Promise.all([
    scope.categoryId ? categoryWithDescendants(ctx, scope.categoryId) : null,
    planFor(ctx, scope),
  ]);
  return productConditions(ctx, scope, categoryIds, plan, null);
}

/**
 * What price sorts compare: the shop's lists sort by the price shoppers pay now (decision
 * 0031), staff lists by the regular price they edit and see. Reading the campaigns here marks
 * the answer to expire at the next start or end, when the order may change; the product cards
 * read the same campaigns for their prices, so the request costs no extra statement.
 */
async function sortPrice(ctx: RequestContext, filter: ProductListFilter): Promise<SQL | null> {
  const sort = filter.sort ?? (filter.search ? 'RELEVANCE' : 'NEWEST');
  const priceFiltered = filter.filters?.priceMin !== undefined || filter.filters?.priceMax !== undefined;
  if (sort !== 'PRICE_ASC' && sort !== 'PRICE_DESC' && !priceFiltered) return null;
  if (filter.includeDrafts) return sql`${products.price}`;
  return effectivePriceSql(await requestCampaignPricer(ctx), { price: products.price, id: products.id, categoryId: products.categoryId });
}

function productOrder(ctx: RequestContext, filter: ProductListFilter, price: SQL | null, plan: SearchPlan | null): SQL[] {
  const sort = filter.sort ?? (filter.search ? 'RELEVANCE' : 'NEWEST');
  // Language comes from a fixed list, so it is safe as a JSON key; still passed as a parameter.
  const localName = sql`coalesce(${products.name}->>${ctx.language}, ${products.name}->>'id')`;
  switch (sort) {
    case 'PRICE_ASC': return [asc(price ?? products.price), asc(products.id)];
    case 'PRICE_DESC': return [desc(price ?? products.price), asc(products.id)];
    case 'NAME_ASC': return [asc(localName), asc(products.id)];
    case 'BEST_SELLING': return [desc(products.unitsSold), desc(products.createdAt), asc(products.id)];
    case 'RELEVANCE': {
      if (plan && plansMatch(plan)) return [sql`${searchRank(sql`${products.searchRanking}`, plan)} DESC`, desc(products.unitsSold), desc(products.createdAt), asc(products.id)];
      const query = searchWords(filter.search).join(' ');
      if (!query) return [desc(products.createdAt), asc(products.id)];
      return [sql`similarity(${products.searchText}, ${query}) DESC`, asc(products.id)];
    }
    default: return [desc(products.createdAt), asc(products.id)];
  }
}

/**
 * The most matches a search by relevance ranks and counts, and its facets count over (decision
 * 0048, "A bounded candidate set"): what a search costs stops growing with the catalogue there.
 * A search matching more says so (`totalCountCapped`, "200+").
 */
export const SEARCH_CANDIDATES = 200;

/** A page of a list and how many products it holds; `totalCountCapped` when it holds more than that. */
export interface ProductPage {
  items: ProductRecord[];
  totalCount: number;
  totalCountCapped?: boolean;
}

/** A search page's plan worked out by its own statement: the CTE that holds it, and the correction candidates to give when nothing matches. */
interface PlannedSearch {
  /** Made only when the statement is built: a CTE is built into SQL as it is made. */
  cte: () => ReturnType<typeof plannedCte>;
  corrections?: SQL | undefined;
  /** Columns of other work riding along (`rideSearchPage`), answered on one row only. */
  riders: SQL[];
  /**
   * The statement's input as placeholders (the plan's words, the riders' values, the shop as
   * `shopId`, the page's size as `limit`) and the shape of its text: what builds it once per shape.
   */
  shape: StatementShape;
}

/** What a statement that worked out its plan hands back with its rows. */
interface PlannedTexts {
  query: string;
  exact: string;
  corrections: CorrectionCandidate[] | string | null;
  /** What each rider's column answered. */
  riders: unknown[];
}

/** The ids `listSearchCandidates` kept, for work riding along its statement. */
const RANKED_CANDIDATE_IDS = sql.raw('(SELECT candidate_id FROM candidates)');

/**
 * A search by relevance: every match is ranked from the small ranking vector alone, and the best
 * `SEARCH_CANDIDATES` (and one more, to know whether there are others) are kept; the page's rows
 * are then read whole. The first page is the best of all matches, not of the first ones the
 * index yields; only the count stops at the bound.
 */
async function listSearchCandidates(ctx: RequestContext, conditions: SQL[], plan: SearchPlan, page: { limit: number; offset: number }, planned?: PlannedSearch): Promise<ProductPage & { planned?: PlannedTexts }> {
  // Best rank first; ties go to what sold more, then to the newer product.
  const best = (from: string) => sql.raw(`${from}candidate_rank DESC, ${from}candidate_units_sold DESC, ${from}candidate_created_at DESC, ${from}candidate_id`);
  // Made where a statement is built (a CTE is built into SQL as it is made), not for every call.
  const candidatesCte = () => ctx.db.$with('candidates').as(ctx.db
    .select({ id: sql<string>`${products.id}`.as('candidate_id'), rank: sql<number>`${searchRank(sql`${products.searchRanking}`, plan)}`.as('candidate_rank'), unitsSold: sql<number>`${products.unitsSold}`.as('candidate_units_sold'), createdAt: sql<Date>`${products.createdAt}`.as('candidate_created_at') })
    .from(products).where(and(...conditions))
    .orderBy(best('')).limit(SEARCH_CANDIDATES + 1));
  const limit = Math.max(0, Math.min(page.limit, SEARCH_CANDIDATES - page.offset));
  const rankedPage = (candidates: ReturnType<typeof candidatesCte>, pageSize: number | Placeholder) => ctx.db.$with('ranked').as(ctx.db.select().from(candidates).orderBy(best('')).limit(pageSize).offset(page.offset));
  const columns = { ...listColumns, ...relationColumns, matches: sql<number>`(SELECT count(*) FROM candidates)`.mapWith(Number) };
  const onProduct = (shopId: string | Placeholder) => and(eq(products.shopId, shopId), sql`${products.id} = ranked.candidate_id`);
  // The page's products bring their variations and pictures along, as a list's do. A statement
  // working out its plan answers one row even when nothing matches: the plan's, with no product.
  const read = planned
    ? await readPlannedPage(ctx, planned, page.offset, limit, (db, pageSize) => {
      const [cte, candidates] = [planned.cte(), candidatesCte()];
      const ranked = rankedPage(candidates, pageSize);
      return db.with(cte, candidates, ranked).select({
      ...columns,
      planQuery: sql<string>`(SELECT plan_query::text FROM planned)`,
      planExact: sql<string>`(SELECT plan_exact::text FROM planned)`,
      planCorrections: planned.corrections ? sql<PlannedTexts['corrections']>`CASE WHEN EXISTS (SELECT 1 FROM candidates) THEN NULL ELSE ${planned.corrections} END` : sql<null>`NULL::json`,
      ...Object.fromEntries(planned.riders.map((column, index) => [`rider${index}`, sql<unknown>`CASE WHEN row_number() OVER () = 1 THEN ${column} END`])),
      }).from(cte).leftJoin(ranked, sql`true`).leftJoin(products, onProduct(SHOP_PLACEHOLDER)).orderBy(best('ranked.'));
    })
    : await (() => {
      const candidates = candidatesCte();
      const ranked = rankedPage(candidates, limit);
      return runNamed(ctx.db.with(candidates, ranked).select(columns).from(ranked).innerJoin(products, onProduct(ctx.shop.id)).orderBy(best('ranked.')));
    })();
  const plannedRow = planned ? (read[0] as (typeof read)[number] & { planQuery?: string; planExact?: string; planCorrections?: PlannedTexts['corrections'] } | undefined) : undefined;
  const rows = primeRelations(ctx, read.filter((row) => row.id !== null));
  let matches = rows[0]?.matches;
  if (matches === undefined) {
    // An empty first page means nothing matched; past the last page, or asked for no rows, the
    // count alone, as bounded. A page working out its plan is always a first page of some rows
    // (`isFreshSearch`), so it never counts here: its conditions read the plan's CTE.
    const [count] = page.offset === 0 && limit > 0 ? [{ n: 0 }] : await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ctx.db.select({ one: sql`1` }).from(products).where(and(...conditions)).limit(SEARCH_CANDIDATES + 1).as('matched'));
    matches = count?.n ?? 0;
  }
  return {
    items: rows.map((row) => {
      const { matches: _matches, planQuery: _query, planExact: _exact, planCorrections: _corrections, ...product } = row as typeof row & { planQuery?: unknown; planExact?: unknown; planCorrections?: unknown };
      if (planned) for (let index = 0; index < planned.riders.length; index += 1) delete (product as Record<string, unknown>)[`rider${index}`];
      return product;
    }),
    totalCount: Math.min(matches, SEARCH_CANDIDATES),
    totalCountCapped: matches > SEARCH_CANDIDATES,
    ...(planned && typeof plannedRow?.planQuery === 'string' ? {
      planned: {
        query: plannedRow.planQuery,
        exact: plannedRow.planExact ?? '',
        corrections: plannedRow.planCorrections ?? null,
        riders: planned.riders.map((_, index) => (read as Array<Record<string, unknown>>).find((row) => row[`rider${index}`] !== null)?.[`rider${index}`] ?? null),
      },
    } : {}),
  };
}

/** Where a statement built once per shape takes its shop. */
const SHOP_PLACEHOLDER = sql.placeholder('shopId');

/** What a statement working out its plan answers per row; its riders' columns too (`rider0`…). */
type PlannedRow = ProductListRow & { matches: number; planQuery: string; planExact: string; planCorrections: PlannedTexts['corrections'] };

/**
 * The most shapes of a fresh search's statement kept built (`readPlannedPage`). The shape follows
 * the typed words (how many, which stem, which are long enough to correct), so a few dozen cover
 * what shoppers type; others are built for their call, as before.
 */
export const SEARCH_PAGE_SHAPES = 32;

const searchPageStatement = builtPerShape<Record<string, unknown>, PlannedRow[]>(SEARCH_PAGE_SHAPES);

/**
 * Reads a fresh search's page with the statement `build` makes, built once per shape: building
 * it through the query builder (some forty columns, the plan, the facets) cost the server about as
 * much as the rest of the request.
 */
function readPlannedPage(ctx: RequestContext, planned: PlannedSearch, offset: number, limit: number, build: (db: Db, pageSize: number | Placeholder) => Preparable<unknown>): Promise<PlannedRow[]> {
  const values = { ...planned.shape.values, shopId: ctx.shop.id, limit };
  // The products are left joined (the plan's row comes back when nothing matched), so the builder types their columns as nullable.
  const statement = searchPageStatement(JSON.stringify([planned.shape.key, planned.corrections !== undefined, planned.riders.length, offset]),
    (db) => build(db, sql.placeholder('limit')) as Preparable<PlannedRow[]>);
  return statement ? statement(ctx.db, values) : runNamed(build(ctx.db, limit) as Preparable<PlannedRow[]>, values);
}

function plannedCte(ctx: RequestContext, planSql: PlanSql) {
  return ctx.db.$with('planned').as(ctx.db
    .select({ query: sql`${planSql.query}`.as('plan_query'), exact: sql`${planSql.exact}`.as('plan_exact') })
    .from(sql`(VALUES (1)) AS one (n)`));
}

/** A page read with a plan its own statement works out (`InlinePlan`), the riders' columns along, and what that statement handed back. */
async function pageWithInlinePlan(ctx: RequestContext, filter: ProductListFilter, inline: InlinePlan, page: { limit: number; offset: number }, riders: readonly PageRider[], corrections?: SQL) {
  const plan = inline.plan({ query: sql`(SELECT plan_query FROM planned)`, exact: sql`(SELECT plan_exact FROM planned)` });
  const conditions = productConditions(ctx, filter, null, plan, null, { shopId: SHOP_PLACEHOLDER, categoryIds: [] });
  // One after another: each notes its part of the shape in turn.
  const columns: SQL[] = [];
  for (const rider of riders) columns.push(await rider.column(RANKED_CANDIDATE_IDS, SHOP_PLACEHOLDER, inline.shape));
  return listSearchCandidates(ctx, conditions, plan, page, { cte: () => plannedCte(ctx, inline.sql), corrections, riders: columns, shape: inline.shape });
}

/**
 * A fresh search's first page (relevance, no filter, no category), its statement working out the
 * typed words' plan and carrying the riders' columns: found, that plan is the request's. Found
 * nothing, the same statement brought the shop's words one letter away, and the page is read
 * once more with the corrected words (or any of the words), working out that plan the same way.
 * Null when the words hold nothing PostgreSQL indexes ("፩"): there is no query to work out.
 */
async function readFirstSearchPage(ctx: RequestContext, filter: ProductListFilter, claim: ClaimedSearchPlan, page: { limit: number; offset: number }, riders: readonly PageRider[]): Promise<ProductPage | null> {
  const { planned: typedTexts, ...typed } = await pageWithInlinePlan(ctx, filter, claim.typed, page, riders, claim.correctionsSql);
  if (!typedTexts) return null;
  const instead = typed.items.length > 0 ? null : claim.instead(typedTexts.corrections);
  if (!instead) {
    claim.typed.settle(typedTexts);
    riders.forEach((rider, index) => rider.done(typedTexts.riders[index] ?? null));
    return typed;
  }
  const { planned: insteadTexts, ...found } = await pageWithInlinePlan(ctx, filter, instead, page, riders);
  if (!insteadTexts) return null;
  instead.settle(insteadTexts);
  riders.forEach((rider, index) => rider.done(insteadTexts.riders[index] ?? null));
  return found;
}

/**
 * A fresh search's first page read by `readFirstSearchPage`. When that cannot work out its plan,
 * or fails, the plan is made as usual for the fields waiting on it, and the riders do their own
 * work; the list is then read as any other.
 */
async function firstSearchPage(ctx: RequestContext, filter: ProductListFilter, claim: ClaimedSearchPlan, page: { limit: number; offset: number }, options: { withTotal?: boolean }): Promise<ProductPage> {
  const riders = await claim.riders();
  const dismiss = () => {
    for (const rider of riders) rider.done(null);
    return claim.planAgain();
  };
  let read: ProductPage | null;
  try {
    read = await readFirstSearchPage(ctx, filter, claim, page, riders);
  } catch (error) {
    void dismiss().catch(() => {});
    throw error;
  }
  if (read) return read;
  await dismiss();
  return listProducts(ctx, filter, page, options);
}

/** Whether a shop's list is a fresh search: by relevance, its first page, nothing else narrowing it. */
function isFreshSearch(filter: ProductListFilter, page: { limit: number; offset: number }): filter is ProductListFilter & { search: string } {
  return Boolean(filter.search) && !filter.includeDrafts && (filter.sort ?? 'RELEVANCE') === 'RELEVANCE' && filter.categoryId === undefined
    && filter.featured === undefined && filter.filters === undefined && page.offset === 0 && page.limit > 0;
}

/**
 * One query for the page and its total, whatever the page size. Without `withTotal` the total
 * is only a bound: the rows before the page, the page, and one more when another page follows.
 */
export async function listProducts(
  ctx: RequestContext,
  filter: ProductListFilter,
  page: { limit: number; offset: number },
  options: { withTotal?: boolean } = {},
): Promise<ProductPage> {
  if (isFreshSearch(filter, page)) {
    const claim = claimSearchPlan(ctx, filter.search);
    if (claim) return firstSearchPage(ctx, filter, claim, page, options);
  }
  const counted = options.withTotal !== false;
  const brought = categoryFirstPage(ctx, filter, page, counted);
  if (brought) return brought;
  const [categoryIds, price, plan] = await Promise.all([
    filter.categoryId ? categoryWithDescendants(ctx, filter.categoryId) : null,
    sortPrice(ctx, filter),
    planFor(ctx, filter),
  ]);
  const conditions = productConditions(ctx, filter, categoryIds, plan, price);
  if (plan && plansMatch(plan) && (filter.sort ?? 'RELEVANCE') === 'RELEVANCE') {
    const { planned: _planned, ...found } = await listSearchCandidates(ctx, conditions, plan, page);
    return found;
  }
  // Named (a category page, a product page's "more from this category" and the shop's lists
  // come back all day): PostgreSQL parses and plans each shape once per connection, and the
  // statement is built once per shape.
  const shape = listShape(ctx, filter, categoryIds, plan, price);
  const placeholders = { shopId: sql.placeholder('shopId'), categoryIds: sql.placeholder('categoryIds') };
  const values = { shopId: ctx.shop.id, categoryIds: categoryIds ?? [] };
  // Without its total, the list reads one row past its page to tell whether another follows.
  const listed = (db: Db, where: SQL[], limit: number | Placeholder, offset: number | Placeholder) => db
    .select(counted ? { ...listColumns, ...relationColumns, totalCount: sql<number>`count(*) OVER ()`.mapWith(Number) } : { ...listColumns, ...relationColumns })
    .from(products)
    .where(and(...where))
    .orderBy(...productOrder(ctx, filter, price, plan))
    .limit(limit)
    .offset(offset);
  const limit = counted ? page.limit : page.limit + 1;
  const statement = shape === null ? undefined
    : listStatement(counted ? shape : `${shape}:page`, (db) => listed(db, productConditions(ctx, filter, categoryIds, plan, price, placeholders), sql.placeholder('limit'), sql.placeholder('offset')));
  const read: ProductListRow[] = statement
    ? await statement(ctx.db, { ...values, limit, offset: page.offset })
    : await runNamed(listed(ctx.db, conditions, limit, page.offset));
  const rows = primeRelations(ctx, read);
  if (!counted) return { items: rows.slice(0, page.limit), totalCount: page.offset + rows.length };
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(...conditions));
    return { items: [], totalCount: count?.n ?? 0 };
  }
  return { items: rows.map(({ totalCount: _total, ...product }) => product), totalCount: rows[0]?.totalCount ?? 0 };
}

/**
 * The shape of a list whose statement differs between calls only in its shop, categories and
 * page (a category page, a product page's "more from this category", the featured products):
 * everything else its statement holds, as a key. Null for lists with other values in their
 * statement (a search's words, a shopper's filters, the prices a campaign sets).
 */
function listShape(ctx: RequestContext, filter: ProductListFilter, categoryIds: string[] | null, plan: SearchPlan | null, price: SQL | null): string | null {
  if (plan || price || filter.search || filter.filters) return null;
  const categories = categoryIds === null ? 'all' : categoryIds.length ? 'some' : 'none';
  return JSON.stringify([categories, filter.includeDrafts ?? false, filter.status ?? null, filter.featured ?? null, filter.stockLevel ?? null, filter.sort ?? null, ctx.language]);
}

/** A list's row; `totalCount` only where the statement counts the whole list. */
type ProductListRow = WithRelations<ProductRecord> & { totalCount?: number };
/** What a list's statement built once is run with. */
type ListStatementValues = { shopId: string; categoryIds: string[]; limit: number; offset: number };

/**
 * A list's statement, built once per shape (`builtOnce`): building it (some thirty columns, two
 * subqueries) cost more than running it. The shape holds everything else the statement does, so
 * at most a few dozen exist; the bound only keeps a mistake from naming statements without end.
 */
const listStatement = builtPerShape<ListStatementValues, ProductListRow[]>(NAMED_STATEMENT_LIMIT);

/**
 * How many of its category's products a shop's product page reads with the product: its "more
 * from this category" (five, `PRODUCT_DETAIL_FIELDS`) and one more, which tells a list of five
 * whether another follows.
 */
export const CATEGORY_PRODUCTS_READ_WITH_PRODUCT = 6;

/** A product of the same category as `categoryFirstColumn` writes it. */
interface CategoryProductJson { row: Record<string, unknown>; variations: VariationJson[]; images: Array<ImageJson | null> }

/**
 * The first products of the product's own category in a list's default order (newest first), as
 * one JSON value: a product page shows them under the product, and reading them here spares the
 * page a second statement (docs/decisions/0054). Only the category's own products: whether it
 * has sub-categories, whose products its list shows too, is known once the row is read, and such
 * a category's list then reads them with a statement of its own (`rememberCategoryFirst`).
 */
const categoryFirstColumn = sql<CategoryProductJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'row', ${rowJsonSql(listColumns, 'same')},
      'variations', ${variationsJsonSql(sql`same.shop_id`, sql`same.id`)},
      'images', ${imagesJsonSql(sql`same.shop_id`, sql`same.id`)}
    ) ORDER BY same.created_at DESC, same.id), '[]'::json)
    FROM (SELECT * FROM ${products} inner_same
      WHERE inner_same.shop_id = ${productShopId} AND inner_same.category_id = "products"."category_id" AND inner_same.status = 'published'
      ORDER BY inner_same.created_at DESC, inner_same.id LIMIT ${sql.raw(String(CATEGORY_PRODUCTS_READ_WITH_PRODUCT))}) same)`;

/** A staff view's product, drafts included, without the category's first products. */
function anyProductBySlugQuery(db: Db) {
  const conditions = [eq(products.shopId, sql.placeholder('shopId')), eq(products.slug, sql.placeholder('slug'))];
  return db.select({ ...productRowColumns, ...relationColumns }).from(products).where(and(...conditions)).limit(1);
}

/** A shop's product page: the product with its category's first products (`categoryFirstColumn`). */
function publishedProductBySlugQuery(db: Db) {
  const conditions = [eq(products.shopId, sql.placeholder('shopId')), eq(products.slug, sql.placeholder('slug')), eq(products.status, 'published')];
  return db.select({ ...productRowColumns, ...relationColumns, categoryFirstJson: categoryFirstColumn }).from(products).where(and(...conditions)).limit(1);
}

type PublishedProductRow = WithRelations<ProductRecord> & { categoryFirstJson: CategoryProductJson[] };

/** The product page's statement, built once per kind of viewer; PostgreSQL parses and plans it once per connection. */
const productBySlugStatements = {
  all: builtOnce<{ shopId: string; slug: string }, Array<WithRelations<ProductRecord>>>(anyProductBySlugQuery),
  published: builtOnce<{ shopId: string; slug: string }, PublishedProductRow[]>(publishedProductBySlugQuery),
};

async function readProductBySlug(ctx: RequestContext, slug: string, includeDrafts: boolean): Promise<ProductRecord | null> {
  if (includeDrafts) return primeRelations(ctx, await productBySlugStatements.all(ctx.db, { shopId: ctx.shop.id, slug }))[0] ?? null;
  const [read] = await productBySlugStatements.published(ctx.db, { shopId: ctx.shop.id, slug });
  if (!read) return null;
  const { categoryFirstJson, ...found } = read;
  if (found.categoryId) await rememberCategoryFirst(ctx, found.categoryId, categoryFirstJson);
  return primeRelations(ctx, [found])[0]!;
}

/** The first products of categories a product row brought along, for this request's lists. */
const categoryFirstOf = (ctx: RequestContext) => loaderFor(ctx, 'categoryFirstProducts', () => new Map<string, ProductRecord[]>());

/**
 * Keeps what a product row brought of its category for the request's lists, when that is the
 * whole of what the category's list covers: a category with published sub-categories lists
 * their products too, and its list reads them itself.
 */
async function rememberCategoryFirst(ctx: RequestContext, categoryId: string, read: readonly CategoryProductJson[]): Promise<void> {
  const covered = await categoryWithDescendants(ctx, categoryId);
  if (covered.length !== 1) return;
  const variations = variationsLoader(ctx);
  const pictures = productImagesLoader(ctx);
  categoryFirstOf(ctx).set(categoryId, read.map(({ row, variations: own, images }) => {
    const product = rowFromJson<ProductRecord>(listColumns, row);
    variations.prime(product.id, own);
    pictures.prime(product.id, imagesFromJson(ctx, images));
    return product;
  }));
}

/**
 * A category's first page as a product row of this request brought it, when the list asks for
 * nothing else: the shop's default order, no filter, no total, and no more rows than were read.
 */
function categoryFirstPage(ctx: RequestContext, filter: ProductListFilter, page: { limit: number; offset: number }, counted: boolean): ProductPage | null {
  if (counted || page.offset !== 0 || page.limit + 1 > CATEGORY_PRODUCTS_READ_WITH_PRODUCT || !filter.categoryId) return null;
  if (filter.includeDrafts || filter.search || (filter.sort ?? 'NEWEST') !== 'NEWEST' || filter.featured !== undefined || filter.filters || filter.status || filter.stockLevel) return null;
  const read = categoryFirstOf(ctx).get(filter.categoryId);
  if (!read) return null;
  const rows = read.slice(0, page.limit + 1);
  return { items: rows.slice(0, page.limit), totalCount: rows.length };
}

/** A product by its slug, read once per request however many fields ask (the page and its redirect check). */
export function productBySlug(ctx: RequestContext, slug: string, options: { includeDrafts?: boolean } = {}): Promise<ProductRecord | null> {
  const includeDrafts = options.includeDrafts ?? false;
  const read = loaderFor(ctx, `productBySlug:${includeDrafts ? 'all' : 'published'}`, () => new Map<string, Promise<ProductRecord | null>>());
  let found = read.get(slug);
  if (!found) {
    found = readProductBySlug(ctx, slug, includeDrafts);
    read.set(slug, found);
  }
  return found;
}

export function productLoader(ctx: RequestContext, options: { includeDrafts?: boolean } = {}): DataLoader<string, ProductRecord | null> {
  return loaderFor(ctx, `product:${options.includeDrafts ? 'all' : 'published'}`, () => new DataLoader(async (ids: readonly string[]) => {
    const conditions = [eq(products.shopId, ctx.shop.id), inArray(products.id, [...ids])];
    if (!options.includeDrafts) conditions.push(eq(products.status, 'published'));
    const rows: ProductRecord[] = await ctx.db.select(listColumns).from(products).where(and(...conditions));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

export function productDescriptionLoader(ctx: RequestContext): DataLoader<string, ProductRow['description'] | null> {
  return loaderFor(ctx, 'productDescriptions', () => new DataLoader(async (ids: readonly string[]) => {
    const rows = await ctx.db
      .select({ id: products.id, description: products.description })
      .from(products)
      .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, [...ids])));
    const byId = new Map(rows.map((row) => [row.id, row.description]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** Each product's pictures in order: one query for the positions, one for the pictures. */
export function productImagesLoader(ctx: RequestContext): DataLoader<string, ImageRecord[]> {
  return loaderFor(ctx, 'productImages', () => new DataLoader(async (productIds: readonly string[]) => {
    const rows = await ctx.db
      .select({ productId: productImages.productId, imageId: productImages.imageId })
      .from(productImages)
      .where(and(eq(productImages.shopId, ctx.shop.id), inArray(productImages.productId, [...productIds])))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    const pictures = await imageLoader(ctx).loadMany([...new Set(rows.map((row) => row.imageId))]);
    const byId = new Map(pictures.flatMap((picture) => (picture && !(picture instanceof Error) ? [[picture.id, picture] as const] : [])));
    const grouped = new Map<string, ImageRecord[]>();
    for (const row of rows) {
      const picture = byId.get(row.imageId);
      if (picture) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), picture]);
    }
    return productIds.map((id) => grouped.get(id) ?? []);
  }));
}

export function variationsLoader(ctx: RequestContext): DataLoader<string, VariationRecord[]> {
  return loaderFor(ctx, 'variations', () => new DataLoader(async (productIds: readonly string[]) => {
    const rows = await ctx.db
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.shopId, ctx.shop.id), inArray(productVariations.productId, [...productIds])))
      .orderBy(asc(productVariations.productId), asc(productVariations.position));
    const grouped = new Map<string, VariationRecord[]>();
    for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
    return productIds.map((id) => grouped.get(id) ?? []);
  }));
}

/** Variations by their own id, through published products only (unless staff ask for drafts). */
export function variationLoader(ctx: RequestContext, options: { includeDrafts?: boolean } = {}): DataLoader<string, VariationRecord | null> {
  return loaderFor(ctx, `variation:${options.includeDrafts ? 'all' : 'published'}`, () => new DataLoader(async (ids: readonly string[]) => {
    const conditions = [eq(productVariations.shopId, ctx.shop.id), inArray(productVariations.id, [...ids])];
    if (!options.includeDrafts) conditions.push(eq(products.status, 'published'));
    const rows = await ctx.db
      .select({ variation: productVariations })
      .from(productVariations)
      .innerJoin(products, and(eq(products.shopId, productVariations.shopId), eq(products.id, productVariations.productId)))
      .where(and(...conditions));
    const byId = new Map(rows.map((row) => [row.variation.id, row.variation]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** Requests of staff views (the admin tree, the category preview), which see draft categories too. */
const seeingDraftCategories = new WeakSet<RequestContext>();

/** From now on this request sees draft categories; only staff views call it. */
export function showDraftCategories(ctx: RequestContext): void {
  seeingDraftCategories.add(ctx);
}

// The menu on every page lists the categories; kept per process until the shop changes one.
const SHOP_CATEGORIES = defineShopReference('categories', ['categories'], (db, shopId) =>
  db.select().from(categories).where(eq(categories.shopId, shopId)).orderBy(asc(categories.position), asc(categories.slug)));

/**
 * A shop has tens of categories, not thousands: one query per request serves every lookup.
 * Shoppers never see drafts; staff views that asked for them (showDraftCategories) do.
 */
export function allCategories(ctx: RequestContext): Promise<CategoryRecord[]> {
  const loader = loaderFor(ctx, 'allCategories', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = [...(await readShopReference(ctx, SHOP_CATEGORIES))];
    return keys.map(() => rows);
  }));
  return loader.load('all').then((rows) => (seeingDraftCategories.has(ctx) ? rows : rows.filter((row) => row.status === 'published')));
}

export async function categoryById(ctx: RequestContext, id: string): Promise<CategoryRecord | null> {
  return (await allCategories(ctx)).find((category) => category.id === id) ?? null;
}

export async function categoryBySlug(ctx: RequestContext, slug: string): Promise<CategoryRecord | null> {
  return (await allCategories(ctx)).find((category) => category.slug === slug) ?? null;
}

export async function childCategories(ctx: RequestContext, parentId: string | null): Promise<CategoryRecord[]> {
  return (await allCategories(ctx)).filter((category) => category.parentId === parentId);
}

export async function categoryWithDescendants(ctx: RequestContext, categoryId: string): Promise<string[]> {
  const all = await allCategories(ctx);
  const result = new Set<string>([categoryId]);
  // Parents can form at most a tree; the size check stops a corrupted cycle from looping.
  for (let grew = true; grew && result.size <= all.length; ) {
    grew = false;
    for (const category of all) {
      if (category.parentId && result.has(category.parentId) && !result.has(category.id)) {
        result.add(category.id);
        grew = true;
      }
    }
  }
  return [...result];
}

/** Ancestors from the top down, for breadcrumbs. */
export async function categoryTrail(ctx: RequestContext, categoryId: string | null): Promise<CategoryRecord[]> {
  const all = await allCategories(ctx);
  const trail: CategoryRecord[] = [];
  let current = categoryId ? all.find((c) => c.id === categoryId) : undefined;
  while (current && trail.length < 10) {
    trail.unshift(current);
    const parentId = current.parentId;
    current = parentId ? all.find((c) => c.id === parentId) : undefined;
  }
  return trail;
}

export function productCountsByCategory(ctx: RequestContext): Promise<Map<string, number>> {
  const loader = loaderFor(ctx, 'productCounts', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = await ctx.db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(eq(products.shopId, ctx.shop.id), eq(products.status, 'published')))
      .groupBy(products.categoryId);
    const counts = new Map<string, number>();
    for (const row of rows) if (row.categoryId) counts.set(row.categoryId, row.n);
    return keys.map(() => counts);
  }));
  return loader.load('all');
}

/**
 * Published products whose search text holds any of `words`, those holding the most first (ties
 * newest first), in one query: what "products like this" lists (a post's related products)
 * need, without one search per word.
 */
export async function productsSharingWords(ctx: RequestContext, words: readonly string[], limit: number): Promise<ProductRecord[]> {
  const patterns = searchWords(words.join(' ')).map((word) => sql`${products.searchText} LIKE ${'%' + word + '%'}`);
  if (patterns.length === 0) return [];
  const shared = sql.join(patterns.map((pattern) => sql`(${pattern})::int`), sql` + `);
  return ctx.db
    .select(listColumns)
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.status, 'published'), sql`(${sql.join(patterns, sql` OR `)})`))
    .orderBy(sql`${shared} DESC`, desc(products.createdAt), asc(products.id))
    .limit(limit);
}
