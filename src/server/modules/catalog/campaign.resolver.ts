import DataLoader from 'dataloader';
import { campaignStatus, MAX_CAMPAIGNS } from '../../../domain/catalog/campaign-prices';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { loaderFor, type RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { CatalogGraph } from './catalog.resolver';
import { productLoader, type ProductRecord } from './catalog.service';
import {
  campaignById, coveredProductCounts, createCampaign, deleteCampaign, listCampaigns, updateCampaign,
  type CampaignFieldError, type CampaignRecord, type CampaignSaveRefused, type CampaignSaveResult,
} from './campaign.service';

function idOf(raw: string | number, type: string, key: 'error.campaign.notAnId' | 'error.notAProductId' | 'error.notACategoryId', field: string): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== type) throw badInput(key, { field }, field);
  return decoded.id;
}

/** The covered-product count of every campaign of a list, worked out in one pass. */
function productCountOf(ctx: RequestContext, campaign: CampaignRecord): Promise<number> {
  const loader = loaderFor(ctx, 'campaignProductCounts', () => new DataLoader(async (ids: readonly string[]) => {
    const campaigns = (await listCampaigns(ctx)).filter((row) => ids.includes(row.id));
    const counts = await coveredProductCounts(ctx, campaigns);
    return ids.map((id) => counts.get(id) ?? 0);
  }));
  return loader.load(campaign.id);
}

/** The owner's sale campaigns (docs/decisions/0031): list, read, create, change, delete. */
export function registerCampaignAdminFields(builder: Builder, catalog: Pick<CatalogGraph, 'ProductRef'>) {
  const DiscountKindEnum = builder.enumType('CampaignDiscountKind', { values: ['percent', 'amount'] as const });
  const StatusEnum = builder.enumType('CampaignStatus', { values: ['scheduled', 'running', 'ended'] as const });
  const CampaignRef = builder.objectRef<CampaignRecord>('Campaign').implement({
    description: 'A discount on chosen products and categories between two instants.',
    fields: (t) => ({
      id: t.id({ resolve: (c) => toGlobalId('Campaign', c.id) }),
      name: t.exposeString('name'),
      startsAt: t.string({ description: 'ISO 8601 instant; shoppers get the sale price from this instant on.', resolve: (c) => c.startsAt.toISOString() }),
      endsAt: t.string({ description: 'ISO 8601 instant; from this instant on the regular price is back.', resolve: (c) => c.endsAt.toISOString() }),
      status: t.field({ type: StatusEnum, description: 'Where the period stands now; `active` says apart whether it is switched on.', resolve: (c) => campaignStatus({ startsAt: c.startsAt.getTime(), endsAt: c.endsAt.getTime() }, Date.now()) }),
      discountKind: t.field({ type: DiscountKindEnum, resolve: (c) => c.discountKind }),
      discountValue: t.field({ type: 'Amount', description: 'A percentage (1–90) or an amount off each unit.', resolve: (c) => c.discountValue }),
      active: t.exposeBoolean('active'),
      products: t.field({
        type: [catalog.ProductRef],
        description: 'The products chosen one by one (deleted ones left out).',
        resolve: async (c, _a, ctx) => (await productLoader(ctx, { includeDrafts: true }).loadMany(c.productIds)).filter((p): p is ProductRecord => !!p && !(p instanceof Error)),
      }),
      categoryIds: t.idList({ resolve: (c) => c.categoryIds.map((id) => toGlobalId('Category', id)) }),
      productCount: t.int({ description: 'Products covered today, chosen or through a category (drafts too).', resolve: (c, _a, ctx) => productCountOf(ctx, c) }),
      version: t.exposeInt('version', { description: 'Send it back when saving; a save over someone else’s change is refused.' }),
      updatedAt: t.string({ resolve: (c) => c.updatedAt.toISOString() }),
    }),
  });

  const FieldErrorRef = builder.objectRef<CampaignFieldError>('CampaignFieldError').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const ReasonEnum = builder.enumType('CampaignSaveRefusal', { values: ['INVALID', 'LIMIT_REACHED', 'CHANGED_MEANWHILE'] as const });
  const SaveRefusedRef = builder.objectRef<CampaignSaveRefused>('CampaignSaveRefused').implement({
    description: 'Nothing was saved: the fields have problems, the shop already keeps 50 campaigns, or someone else saved first.',
    fields: (t) => ({
      reason: t.field({ type: ReasonEnum, resolve: (r) => r.reason }),
      message: t.exposeString('message'),
      fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
      campaign: t.field({ type: CampaignRef, nullable: true, description: 'On CHANGED_MEANWHILE, the campaign as it is now.', resolve: (r) => r.campaign }),
    }),
  });
  const SaveResultRef = builder.unionType('CampaignSaveResult', {
    types: [CampaignRef, SaveRefusedRef],
    resolveType: (value: CampaignSaveResult) => ('__typename' in value && value.__typename === 'CampaignSaveRefused' ? SaveRefusedRef : CampaignRef),
  });

  const CampaignInput = builder.inputType('CampaignInput', {
    description: 'A campaign; on a change, a field left out keeps its value.',
    fields: (t) => ({
      name: t.string({ required: false }),
      startsAt: t.string({ required: false, description: 'ISO 8601 with its zone, e.g. 2026-12-12T00:00:00+07:00.' }),
      endsAt: t.string({ required: false }),
      discountKind: t.field({ type: DiscountKindEnum, required: false }),
      discountValue: t.field({ type: 'Amount', required: false }),
      productIds: t.idList({ required: false }),
      categoryIds: t.idList({ required: false }),
      active: t.boolean({ required: false }),
    }),
  });
  type Input = typeof CampaignInput.$inferInput;
  const inputOf = (input: Input) => ({
    ...input,
    productIds: input.productIds?.map((id, index) => idOf(id, 'Product', 'error.notAProductId', `productIds.${index}`)),
    categoryIds: input.categoryIds?.map((id, index) => idOf(id, 'Category', 'error.notACategoryId', `categoryIds.${index}`)),
  });

  const CampaignListRef = builder.objectRef<{ items: CampaignRecord[] }>('CampaignList').implement({
    fields: (t) => ({
      items: t.field({ type: [CampaignRef], resolve: (l) => l.items }),
      limit: t.int({ description: 'At most this many campaigns per shop (spec §9).', resolve: () => MAX_CAMPAIGNS }),
    }),
  });

  builder.queryFields((t) => ({
    campaigns: t.field({ type: CampaignListRef, description: 'Every campaign of the shop, latest start first.', resolve: async (_r, _a, ctx) => ({ items: await listCampaigns(ctx) }) }),
    campaign: t.field({
      type: CampaignRef, nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => campaignById(ctx, idOf(args.id, 'Campaign', 'error.campaign.notAnId', 'id')),
    }),
  }));

  builder.mutationFields((t) => ({
    createCampaign: t.field({
      type: SaveResultRef,
      args: { input: t.arg({ type: CampaignInput, required: true }) },
      resolve: (_r, { input }, ctx) => createCampaign(ctx, inputOf(input)),
    }),
    updateCampaign: t.field({
      type: SaveResultRef,
      args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }), input: t.arg({ type: CampaignInput, required: true }) },
      resolve: (_r, args, ctx) => updateCampaign(ctx, idOf(args.id, 'Campaign', 'error.campaign.notAnId', 'id'), args.version, inputOf(args.input)),
    }),
    deleteCampaign: t.field({
      type: 'ID',
      description: 'The deleted campaign’s id; its products are back at their regular prices at once.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => toGlobalId('Campaign', await deleteCampaign(ctx, idOf(args.id, 'Campaign', 'error.campaign.notAnId', 'id'))),
    }),
  }));
}
