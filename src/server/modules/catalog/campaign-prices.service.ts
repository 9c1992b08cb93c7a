import DataLoader from 'dataloader';
import { and, eq, gt } from 'drizzle-orm';
import { bestSalePrice, campaignCovers, coveredCategories, nextCampaignBoundary, type PricingCampaign, type SalePrice } from '../../../domain/catalog/campaign-prices';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { saleCampaigns } from './campaign.tables';
import { categories } from './catalog.tables';

/** What prices a product under the campaigns of a shop at one instant. */
export interface CampaignPricer {
  /** The sale price of one unit whose regular price is `regularPrice`, or null when no campaign lowers it. */
  saleOf(product: { id: string; categoryId: string | null }, regularPrice: number): SalePrice | null;
  /** The next start or end of a campaign: prices read now hold until then. */
  nextBoundary: number | null;
}

const NO_CAMPAIGNS: CampaignPricer = { saleOf: () => null, nextBoundary: null };

/**
 * Reads the switched-on campaigns of a shop that have not ended (at most 50, spec §9) and, when
 * any names categories, the category tree, through `db` (a transaction when placing an order,
 * so the order is priced with what it reads). One query when no campaign is on.
 */
export async function campaignPricer(db: Db, shopId: string, now: number): Promise<CampaignPricer> {
  const rows = await db.select().from(saleCampaigns)
    .where(and(eq(saleCampaigns.shopId, shopId), eq(saleCampaigns.active, true), gt(saleCampaigns.endsAt, new Date(now))));
  if (rows.length === 0) return NO_CAMPAIGNS;
  const campaigns: PricingCampaign[] = rows.map((row) => ({
    id: row.id, active: row.active, startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime(),
    kind: row.discountKind, value: row.discountValue, productIds: row.productIds, categoryIds: row.categoryIds,
  }));
  const nextBoundary = nextCampaignBoundary(campaigns, now);
  const running = campaigns.filter((campaign) => campaign.startsAt <= now);
  if (running.length === 0) return { saleOf: () => null, nextBoundary };
  const withCategories = running.filter((campaign) => campaign.categoryIds.length > 0);
  const parents = withCategories.length
    ? new Map((await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.shopId, shopId))).map((row) => [row.id, row.parentId]))
    : new Map<string, string | null>();
  const covered = new Map(running.map((campaign) => [campaign.id, coveredCategories(campaign.categoryIds, parents)]));
  return {
    nextBoundary,
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
    const pricer = await campaignPricer(ctx.db, ctx.shop.id, Date.now());
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
