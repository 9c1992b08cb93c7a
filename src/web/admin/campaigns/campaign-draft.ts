// A campaign as its editor holds it while typed: instants as the shop's wall-clock time (its zone, to
// the second), the discount as digits, and the chosen products with what the list shows of them.
import { fromShopInput, toShopInput } from '../../../domain/format/shop-time';
import type { AdminCampaignFieldsFragment, CampaignDiscountKind, CampaignInput } from '../../graph/generated/admin-operations';

export interface CampaignProduct { id: string; name: string; status: string; price: { amount: number } }

export interface CampaignDraft {
  name: string;
  startsAt: string;
  endsAt: string;
  discountKind: CampaignDiscountKind;
  discountValue: string;
  active: boolean;
  categoryIds: string[];
  products: CampaignProduct[];
}

export function draftFromCampaign(campaign: AdminCampaignFieldsFragment | null, offsetHours: number): CampaignDraft {
  if (!campaign) return { name: '', startsAt: '', endsAt: '', discountKind: 'percent', discountValue: '', active: true, categoryIds: [], products: [] };
  return {
    name: campaign.name,
    startsAt: toShopInput(campaign.startsAt, offsetHours, { seconds: true }),
    endsAt: toShopInput(campaign.endsAt, offsetHours, { seconds: true }),
    discountKind: campaign.discountKind,
    discountValue: String(campaign.discountValue),
    active: campaign.active,
    categoryIds: [...campaign.categoryIds],
    products: campaign.products.map((product) => ({ id: product.id, name: product.name, status: product.status, price: product.price })),
  };
}

export function hasChanges(saved: CampaignDraft, draft: CampaignDraft): boolean {
  return JSON.stringify(saved) !== JSON.stringify(draft);
}

/**
 * What the staff API is sent. A date the box could not read is sent as typed, so the server
 * names it on its field like every other problem.
 */
export function campaignInput(draft: CampaignDraft, offsetHours: number): CampaignInput {
  return {
    name: draft.name,
    startsAt: fromShopInput(draft.startsAt, offsetHours) ?? draft.startsAt,
    endsAt: fromShopInput(draft.endsAt, offsetHours) ?? draft.endsAt,
    discountKind: draft.discountKind,
    discountValue: draft.discountValue === '' ? 0 : Number(draft.discountValue),
    active: draft.active,
    categoryIds: draft.categoryIds,
    productIds: draft.products.map((product) => product.id),
  };
}

/** The form's fields in the order they are laid out, so the focus goes to the first refused one. */
export const CAMPAIGN_FIELDS = ['name', 'startsAt', 'endsAt', 'discountValue', 'categoryIds', 'productIds'] as const;
