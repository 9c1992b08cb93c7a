import DataLoader from 'dataloader';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { loaderFor, type RequestContext } from '../../context.server';
import { imageLoader, type ImageRecord } from '../media';
import { effectivePriceSql, requestCampaignPricer } from './campaign-prices.service';
import { categories, productImages, products, productVariations } from './catalog.tables';

type ProductRow = typeof products.$inferSelect;
/**
 * A product as lists load it: the description documents (the bulk of a row) are left out and
 * fetched by `productDescriptionLoader` only when a query asks for them.
 */
export type ProductRecord = Omit<ProductRow, 'description'> & { description?: ProductRow['description'] };

const { description: _description, ...listColumns } = getTableColumns(products);
export type CategoryRecord = typeof categories.$inferSelect;
export type VariationRecord = typeof productVariations.$inferSelect;

export const PRODUCT_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'RELEVANCE'] as const;
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
}

/** Units a product has: the sum over its variations, or its own when it has none. */
const totalStock = sql`coalesce((SELECT sum(v.stock) FROM ${productVariations} v WHERE v.shop_id = ${products.shopId} AND v.product_id = ${products.id}), ${products.stock})`;

/** Search words are capped so a pasted essay cannot turn into a huge query. */
const MAX_SEARCH_WORDS = 6;

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

function productConditions(ctx: RequestContext, filter: ProductListFilter, categoryIds: string[] | null): SQL[] {
  const conditions: SQL[] = [eq(products.shopId, ctx.shop.id)];
  if (!filter.includeDrafts) conditions.push(eq(products.status, 'published'));
  else if (filter.status) conditions.push(eq(products.status, filter.status));
  if (categoryIds) conditions.push(categoryIds.length ? inArray(products.categoryId, categoryIds) : sql`false`);
  if (filter.featured !== undefined) conditions.push(eq(products.featured, filter.featured));
  if (filter.includeDrafts && filter.stockLevel === 'out') conditions.push(sql`${totalStock} <= 0`);
  if (filter.includeDrafts && filter.stockLevel === 'low') conditions.push(sql`${totalStock} > 0 AND ${totalStock} <= ${products.lowStockThreshold}`);
  if (filter.includeDrafts && filter.stockLevel === 'in') conditions.push(sql`${totalStock} > ${products.lowStockThreshold}`);
  for (const word of searchWords(filter.search)) {
    conditions.push(sql`${products.searchText} LIKE ${'%' + word + '%'}`);
  }
  return conditions;
}

/**
 * What price sorts compare: the shop's lists sort by the price shoppers pay now (decision
 * 0031), staff lists by the regular price they edit and see. Reading the campaigns here marks
 * the answer to expire at the next start or end, when the order may change; the product cards
 * read the same campaigns for their prices, so the request costs no extra statement.
 */
async function sortPrice(ctx: RequestContext, filter: ProductListFilter): Promise<SQL | null> {
  const sort = filter.sort ?? (filter.search ? 'RELEVANCE' : 'NEWEST');
  if (sort !== 'PRICE_ASC' && sort !== 'PRICE_DESC') return null;
  if (filter.includeDrafts) return sql`${products.price}`;
  return effectivePriceSql(await requestCampaignPricer(ctx), { price: products.price, id: products.id, categoryId: products.categoryId });
}

function productOrder(ctx: RequestContext, filter: ProductListFilter, price: SQL | null): SQL[] {
  const sort = filter.sort ?? (filter.search ? 'RELEVANCE' : 'NEWEST');
  // Language comes from a fixed list, so it is safe as a JSON key; still passed as a parameter.
  const localName = sql`coalesce(${products.name}->>${ctx.language}, ${products.name}->>'id')`;
  switch (sort) {
    case 'PRICE_ASC': return [asc(price ?? products.price), asc(products.id)];
    case 'PRICE_DESC': return [desc(price ?? products.price), asc(products.id)];
    case 'NAME_ASC': return [asc(localName), asc(products.id)];
    case 'RELEVANCE': {
      const query = searchWords(filter.search).join(' ');
      if (!query) return [desc(products.createdAt), asc(products.id)];
      return [sql`similarity(${products.searchText}, ${query}) DESC`, asc(products.id)];
    }
    default: return [desc(products.createdAt), asc(products.id)];
  }
}

/** One query for the page and its total, whatever the page size. */
export async function listProducts(
  ctx: RequestContext,
  filter: ProductListFilter,
  page: { limit: number; offset: number },
): Promise<{ items: ProductRecord[]; totalCount: number }> {
  const [categoryIds, price] = await Promise.all([
    filter.categoryId ? categoryWithDescendants(ctx, filter.categoryId) : null,
    sortPrice(ctx, filter),
  ]);
  const rows = await ctx.db
    .select({ ...listColumns, totalCount: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(products)
    .where(and(...productConditions(ctx, filter, categoryIds)))
    .orderBy(...productOrder(ctx, filter, price))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(...productConditions(ctx, filter, categoryIds)));
    return { items: [], totalCount: count?.n ?? 0 };
  }
  return { items: rows.map(({ totalCount: _total, ...product }) => product), totalCount: rows[0]?.totalCount ?? 0 };
}

export async function productBySlug(ctx: RequestContext, slug: string, options: { includeDrafts?: boolean } = {}): Promise<ProductRecord | null> {
  const conditions = [eq(products.shopId, ctx.shop.id), eq(products.slug, slug)];
  if (!options.includeDrafts) conditions.push(eq(products.status, 'published'));
  const [row] = await ctx.db.select().from(products).where(and(...conditions)).limit(1);
  return row ?? null;
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

/**
 * A shop has tens of categories, not thousands: one query per request serves every lookup.
 * Shoppers never see drafts; staff views that asked for them (showDraftCategories) do.
 */
export function allCategories(ctx: RequestContext): Promise<CategoryRecord[]> {
  const loader = loaderFor(ctx, 'allCategories', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.shopId, ctx.shop.id))
      .orderBy(asc(categories.position), asc(categories.slug));
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
