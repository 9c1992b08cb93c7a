/**
 * Sale campaigns (docs/decisions/0031): for a period, chosen products and categories sell for
 * less. Pure, so the shop's prices, the checkout and the admin area read the same rule.
 */

import { withSubcategories } from './category-tree';

/** Spec §9: a shop keeps at most this many campaigns, running, scheduled or ended. */
export const MAX_CAMPAIGNS = 50;
/** A percentage campaign takes at most this much off. */
export const MAX_CAMPAIGN_PERCENT = 90;
/**
 * A sale price never falls under this share (in percent) of the regular price, so a fixed
 * amount larger than a cheap product's price never gives it away: it stops at the floor.
 */
export const SALE_PRICE_FLOOR_PERCENT = 10;
/** Products and categories one campaign may name. */
export const MAX_CAMPAIGN_PRODUCTS = 500;
export const MAX_CAMPAIGN_CATEGORIES = 50;

export type CampaignDiscountKind = 'percent' | 'amount';

export interface CampaignDiscount {
  kind: CampaignDiscountKind;
  /** A whole percentage (1–90) or a whole amount off each unit (at least 1). */
  value: number;
}

/** A campaign as the price rule needs it. */
export interface PricingCampaign extends CampaignDiscount {
  id: string;
  active: boolean;
  startsAt: number;
  endsAt: number;
  productIds: readonly string[];
  /** Categories as chosen; a category covers its sub-categories (see `coveredCategories`). */
  categoryIds: readonly string[];
}

export type CampaignStatus = 'scheduled' | 'running' | 'ended';

/** Where a campaign is in its period at `now` (whether it is switched on is apart). */
export function campaignStatus(campaign: Pick<PricingCampaign, 'startsAt' | 'endsAt'>, now: number): CampaignStatus {
  if (now < campaign.startsAt) return 'scheduled';
  return now < campaign.endsAt ? 'running' : 'ended';
}

/** The start is included and the end is not: a campaign ending at 10:00 no longer prices at 10:00. */
export function isRunning(campaign: Pick<PricingCampaign, 'active' | 'startsAt' | 'endsAt'>, now: number): boolean {
  return campaign.active && campaignStatus(campaign, now) === 'running';
}

/** The lowest price a campaign may set for a regular price: 10 % of it, rounded up. */
export function salePriceFloor(regularPrice: number): number {
  return Math.ceil((regularPrice * SALE_PRICE_FLOOR_PERCENT) / 100);
}

/**
 * One unit's price under a discount: the percentage is taken off and the result rounded up to
 * a whole rupiah (the shop never gives away a fraction it did not announce), never under the floor.
 */
export function discountedPrice(regularPrice: number, discount: CampaignDiscount): number {
  const off = discount.kind === 'percent' ? Math.floor((regularPrice * discount.value) / 100) : discount.value;
  return Math.max(salePriceFloor(regularPrice), regularPrice - off);
}

export type CampaignDiscountProblem = 'percentRange' | 'amountRange';

export function campaignDiscountProblem(discount: CampaignDiscount, maxAmount: number): CampaignDiscountProblem | null {
  if (discount.kind === 'percent') return Number.isInteger(discount.value) && discount.value >= 1 && discount.value <= MAX_CAMPAIGN_PERCENT ? null : 'percentRange';
  return Number.isSafeInteger(discount.value) && discount.value >= 1 && discount.value <= maxAmount ? null : 'amountRange';
}

/** Every category a campaign's chosen categories cover: each with all its sub-categories. */
export const coveredCategories = withSubcategories;

/** Whether a campaign names a product, itself or through its category (sub-categories included). */
export function campaignCovers(campaign: Pick<PricingCampaign, 'productIds'>, covered: ReadonlySet<string>, product: { id: string; categoryId: string | null }): boolean {
  return campaign.productIds.includes(product.id) || (product.categoryId !== null && covered.has(product.categoryId));
}

export interface SalePrice {
  price: number;
  campaignId: string;
}

/**
 * The price of one unit under the campaigns that cover it and run now: the lowest of them
 * wins (ties go to the campaign ending first, then by id, so the answer is stable). Null when
 * none lowers the price.
 */
export function bestSalePrice(regularPrice: number, campaigns: readonly PricingCampaign[], now: number): SalePrice | null {
  let best: (SalePrice & { endsAt: number }) | null = null;
  for (const campaign of campaigns) {
    if (!isRunning(campaign, now)) continue;
    const price = discountedPrice(regularPrice, campaign);
    if (price >= regularPrice) continue;
    const better = !best || price < best.price || (price === best.price && (campaign.endsAt < best.endsAt || (campaign.endsAt === best.endsAt && campaign.id < best.campaignId)));
    if (better) best = { price, campaignId: campaign.id, endsAt: campaign.endsAt };
  }
  return best && { price: best.price, campaignId: best.campaignId };
}

/**
 * The next instant after `now` at which any switched-on campaign starts or ends: prices may
 * change then, so nothing priced now may be served from a cache past it. Null when none is ahead.
 */
export function nextCampaignBoundary(campaigns: readonly Pick<PricingCampaign, 'active' | 'startsAt' | 'endsAt'>[], now: number): number | null {
  let next: number | null = null;
  for (const campaign of campaigns) {
    if (!campaign.active) continue;
    for (const moment of [campaign.startsAt, campaign.endsAt]) {
      if (moment > now && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}
