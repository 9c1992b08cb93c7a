import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { coveredCategories } from '../../../domain/catalog/campaign-prices';
import type { RequestContext } from '../../context.server';
import { rowsOf } from '../../db/migrate.server';
import { saleCampaigns } from './campaign.tables';
import { allCategories, categoryWithDescendants } from './catalog.service';
import { products } from './catalog.tables';

/** Where a list of products comes from: chosen by hand, a category (and its sub-categories), featured, newest, on sale. */
export type CandidateSource =
  | { source: 'picked'; productIds: readonly string[] }
  | { source: 'category'; categoryId: string }
  | { source: 'featured' | 'newest' | 'sale' };
export type CandidateRequest = CandidateSource & { limit: number };

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** Products a running campaign lowers: its chosen products and those of its categories and their sub-categories. */
async function campaignCoverage(ctx: RequestContext): Promise<{ productIds: string[]; categoryIds: string[] }> {
  const now = new Date();
  const running = await ctx.db.select({ productIds: saleCampaigns.productIds, categoryIds: saleCampaigns.categoryIds }).from(saleCampaigns)
    .where(and(eq(saleCampaigns.shopId, ctx.shop.id), eq(saleCampaigns.active, true), lte(saleCampaigns.startsAt, now), gt(saleCampaigns.endsAt, now)));
  if (running.length === 0) return { productIds: [], categoryIds: [] };
  const parents = new Map((await allCategories(ctx)).map((category) => [category.id, category.parentId]));
  return {
    productIds: [...new Set(running.flatMap((campaign) => campaign.productIds))],
    categoryIds: [...coveredCategories(running.flatMap((campaign) => campaign.categoryIds), parents)],
  };
}

/**
 * The ids of published products of each request, in its order (hand-picked in the owner's
 * order, the others newest first), at most `limit` each: one SQL statement for all of them,
 * so a page of many lists costs as much as a page of one (docs/decisions/0038).
 */
export async function productCandidates(ctx: RequestContext, requests: readonly CandidateRequest[]): Promise<string[][]> {
  const result: string[][] = requests.map(() => []);
  const parts: SQL[] = [];
  const sale = requests.some((request) => request.source === 'sale') ? await campaignCoverage(ctx) : null;
  for (const [index, request] of requests.entries()) {
    if (request.limit <= 0) continue;
    let condition: SQL;
    let order: SQL = sql`${products.createdAt} DESC, ${products.id}`;
    switch (request.source) {
      case 'picked':
        if (request.productIds.length === 0) continue;
        condition = sql`${products.id} IN (${list(request.productIds)})`;
        order = sql`array_position(ARRAY[${list(request.productIds)}]::text[], ${products.id})`;
        break;
      case 'category': {
        const ids = (await allCategories(ctx)).some((category) => category.id === request.categoryId) ? await categoryWithDescendants(ctx, request.categoryId) : [];
        if (ids.length === 0) continue;
        condition = sql`${products.categoryId} IN (${list(ids)})`;
        break;
      }
      case 'featured':
        condition = sql`${products.featured} = true`;
        break;
      case 'sale': {
        const covered: SQL[] = [sql`(${products.compareAtPrice} IS NOT NULL AND ${products.compareAtPrice} > ${products.price})`];
        if (sale?.productIds.length) covered.push(sql`${products.id} IN (${list(sale.productIds)})`);
        if (sale?.categoryIds.length) covered.push(sql`${products.categoryId} IN (${list(sale.categoryIds)})`);
        condition = sql`(${sql.join(covered, sql` OR `)})`;
        break;
      }
      default:
        condition = sql`true`;
    }
    parts.push(sql`(SELECT ${index}::int AS section, ${products.id} AS id, row_number() OVER (ORDER BY ${order}) AS rank FROM ${products}
      WHERE ${products.shopId} = ${ctx.shop.id} AND ${products.status} = 'published' AND ${condition} ORDER BY ${order} LIMIT ${request.limit})`);
  }
  if (parts.length === 0) return result;
  const rows = rowsOf<{ section: number; id: string }>(await ctx.db.execute(
    sql`SELECT c.section, c.id FROM (${sql.join(parts, sql` UNION ALL `)}) AS c ORDER BY c.section, c.rank`,
  ));
  for (const row of rows) result[Number(row.section)]?.push(row.id);
  return result;
}
