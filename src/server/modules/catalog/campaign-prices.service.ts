import DataLoader from 'dataloader';
import { and, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bestSalePrice, campaignCovers, coveredCategories, nextCampaignBoundary, SALE_PRICE_FLOOR_PERCENT, type CampaignDiscountKind, type PricingCampaign, type SalePrice,
} from '../../../domain/catalog/campaign-prices';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inlineValues, type ValueBinder } from '../../db/named-statement.server';
import { defineShopReference, readShopReference, type ShopReferenceReader } from '../../db/shop-reference.server';
import { saleCampaigns } from './campaign.tables';
import { categoryParents } from './category-parents.service';

/** What prices a product under the campaigns of a shop at one instant. */
export interface CampaignPricer {
  /** The sale price of one unit whose regular price is `regularPrice`, or null when no campaign lowers it. */
  saleOf(product: { id: string; categoryId: string | null }, regularPrice: number): SalePrice | null;
  /** The next start or end of a campaign: prices read now hold until then. */
  nextBoundary: number | null;
  /** The campaigns running at that instant, each with every category it covers (sub-categories included). */
  running: readonly RunningCampaign[];
}

/** A running campaign as a list query needs it to sort by the price shoppers pay. */
export interface RunningCampaign {
  kind: CampaignDiscountKind;
  value: number;
  productIds: readonly string[];
  categoryIds: readonly string[];
}

const NO_CAMPAIGNS: CampaignPricer = { saleOf: () => null, nextBoundary: null, running: [] };

function switchedOnCampaigns(db: Db, shopId: string, now: number) {
  return db.select().from(saleCampaigns)
    .where(and(eq(saleCampaigns.shopId, shopId), eq(saleCampaigns.active, true), gt(saleCampaigns.endsAt, new Date(now))));
}

// Every price shown reads them. Kept per process until the shop changes a campaign or a
// category; a campaign that ends meanwhile is dropped by its end time, below.
const SWITCHED_ON_CAMPAIGNS = defineShopReference('switched-on-campaigns', ['sale_campaigns'], (db, shopId) => switchedOnCampaigns(db, shopId, Date.now()));
const CATEGORY_PARENTS = defineShopReference('category-parents', ['categories'], categoryParents);

/**
 * Reads the switched-on campaigns of a shop that have not ended (at most 50, spec §9) and, when
 * any names categories, the category tree, through `source.db`, or from memory for a request
 * that heard every change, its order's transaction included (src/server/db/shop-reference.server.ts).
 * One query when no campaign is on.
 */
export async function campaignPricer(source: ShopReferenceReader, now: number): Promise<CampaignPricer> {
  const read = source.heardChanges ? await readShopReference(source, SWITCHED_ON_CAMPAIGNS) : await switchedOnCampaigns(source.db, source.shop.id, now);
  const rows = read.filter((row) => row.endsAt.getTime() > now);
  if (rows.length === 0) return NO_CAMPAIGNS;
  const campaigns: PricingCampaign[] = rows.map((row) => ({
    id: row.id, active: row.active, startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime(),
    kind: row.discountKind, value: row.discountValue, productIds: row.productIds, categoryIds: row.categoryIds,
  }));
  const nextBoundary = nextCampaignBoundary(campaigns, now);
  const running = campaigns.filter((campaign) => campaign.startsAt <= now);
  if (running.length === 0) return { saleOf: () => null, nextBoundary, running: [] };
  const withCategories = running.filter((campaign) => campaign.categoryIds.length > 0);
  const parents = withCategories.length ? await readShopReference(source, CATEGORY_PARENTS) : new Map<string, string | null>();
  const covered = new Map(running.map((campaign) => [campaign.id, coveredCategories(campaign.categoryIds, parents)]));
  return {
    nextBoundary,
    running: running.map((campaign) => ({ kind: campaign.kind, value: campaign.value, productIds: campaign.productIds, categoryIds: [...covered.get(campaign.id)!] })),
    saleOf: (product, regularPrice) => {
      const covering = running.filter((campaign) => campaignCovers(campaign, covered.get(campaign.id)!, product));
      return covering.length ? bestSalePrice(regularPrice, covering, now) : null;
    },
  };
}

/**
 * The campaigns of this request's shop, read once per request. The answer being built now
 * changes at the next boundary, so it is marked to expire there (docs/decisions/0006, 0031).
 */
export async function requestCampaignPricer(ctx: RequestContext): Promise<CampaignPricer> {
  const loader = loaderFor(ctx, 'campaignPricer', () => new DataLoader(async (keys: readonly string[]) => {
    const pricer = await campaignPricer(ctx, Date.now());
    return keys.map(() => pricer);
  }));
  const pricer = await loader.load('all');
  if (pricer.nextBoundary !== null) ctx.expiresAt = Math.min(ctx.expiresAt ?? Infinity, pricer.nextBoundary);
  return pricer;
}

/** A product's (or variation's) price as a shopper sees it now, with the regular price it replaces. */
export interface ShownPrice {
  price: number;
  /** The price struck through: the regular price under a campaign, else the owner's compare-at price. */
  compareAtPrice: number | null;
  onSale: boolean;
}

export async function shownPrice(ctx: RequestContext, product: { id: string; categoryId: string | null }, price: number, compareAtPrice: number | null): Promise<ShownPrice> {
  const sale = (await requestCampaignPricer(ctx)).saleOf(product, price);
  return sale ? { price: sale.price, compareAtPrice: price, onSale: true } : { price, compareAtPrice, onSale: false };
}

const FLOOR = sql.raw(String(SALE_PRICE_FLOOR_PERCENT));

/**
 * `discountedPrice` (src/domain/catalog/campaign-prices.ts) written in SQL for a regular price
 * `regular` (a non-negative whole number) and a campaign row `c` (kind, value), so a list can
 * sort by it in the same query that reads the page. Integer division of non-negative numbers
 * is the floor, and (x + 99) / 100 the ceiling; test/integration/admin-campaigns.test.ts
 * checks both forms give the same price.
 */
export function discountedPriceSql(regular: SQL, kind: SQL, value: SQL): SQL {
  return sql`greatest((${regular} * ${FLOOR} + 99) / 100, ${regular} - CASE WHEN ${kind} = 'percent' THEN ${regular} * ${value} / 100 ELSE ${value} END)`;
}

/**
 * The price a shopper pays now for a product whose regular price, id and category are the
 * given columns: the lowest of the regular price and each running campaign covering it, as
 * `bestSalePrice` decides. The campaigns travel as one JSON parameter, so the statement does
 * not grow with the number of products or categories they name; without a running campaign it
 * is the regular price itself.
 */
export function effectivePriceSql(pricer: CampaignPricer, columns: { price: SQL | AnyColumn; id: SQL | AnyColumn; categoryId: SQL | AnyColumn }, values: ValueBinder = inlineValues): SQL {
  values.mark(pricer.running.length === 0 ? 'regular prices' : 'campaign prices');
  if (pricer.running.length === 0) return sql`${columns.price}`;
  const campaigns = JSON.stringify(pricer.running.map((campaign) => ({ kind: campaign.kind, value: campaign.value, products: campaign.productIds, categories: campaign.categoryIds })));
  const sale = discountedPriceSql(sql`${columns.price}`, sql`c.kind`, sql`c.value`);
  return sql`least(${columns.price}, (SELECT min(${sale}) FROM jsonb_to_recordset(${values.put(campaigns)}::jsonb) AS c(kind text, value bigint, products jsonb, categories jsonb)
    WHERE c.products @> to_jsonb(${columns.id}) OR c.categories @> to_jsonb(${columns.categoryId})))`;
}
