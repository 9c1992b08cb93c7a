import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  campaignCovers, campaignDiscountProblem, coveredCategories, MAX_CAMPAIGN_CATEGORIES, MAX_CAMPAIGN_PRODUCTS, MAX_CAMPAIGNS, type CampaignDiscountKind,
} from '../../../domain/catalog/campaign-prices';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import type { ErrorMessageKey } from '../../../domain/i18n/messages/errors.messages';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction, Rollback } from '../../db/transaction.server';
import { type MessageParams, notFound, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { saleCampaigns } from './campaign.tables';
import { categories, products } from './catalog.tables';

export type CampaignRecord = typeof saleCampaigns.$inferSelect;

export const CAMPAIGN_NAME_MAX = 80;

/** What the owner sends; on a change, a field left out keeps its value. */
export interface CampaignInput {
  name?: string | null | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  discountKind?: CampaignDiscountKind | null | undefined;
  discountValue?: number | null | undefined;
  productIds?: readonly string[] | null | undefined;
  categoryIds?: readonly string[] | null | undefined;
  active?: boolean | null | undefined;
}

export interface CampaignFieldError { field: string; message: string }

/** Nothing was saved: the input has problems, the shop has its 50 campaigns, or someone saved first. */
export interface CampaignSaveRefused {
  __typename: 'CampaignSaveRefused';
  reason: 'INVALID' | 'LIMIT_REACHED' | 'CHANGED_MEANWHILE';
  message: string;
  fieldErrors: CampaignFieldError[];
  /** On CHANGED_MEANWHILE, the campaign as the other person saved it. */
  campaign: CampaignRecord | null;
}
export type CampaignSaveResult = CampaignRecord | CampaignSaveRefused;

type Values = Pick<CampaignRecord, 'name' | 'startsAt' | 'endsAt' | 'discountKind' | 'discountValue' | 'productIds' | 'categoryIds' | 'active'>;

export async function listCampaigns(ctx: RequestContext): Promise<CampaignRecord[]> {
  return ctx.db.select().from(saleCampaigns).where(eq(saleCampaigns.shopId, ctx.shop.id)).orderBy(desc(saleCampaigns.startsAt), asc(saleCampaigns.id));
}

export async function campaignById(ctx: RequestContext, id: string): Promise<CampaignRecord | null> {
  const [row] = await ctx.db.select().from(saleCampaigns).where(and(eq(saleCampaigns.shopId, ctx.shop.id), eq(saleCampaigns.id, id))).limit(1);
  return row ?? null;
}

function instant(raw: string | null | undefined): Date | null {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw.trim())) return null;
  const date = new Date(raw.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The input merged over what is saved, checked field by field: every problem at once, each on its field. */
async function checkedValues(ctx: RequestContext, tx: Db, input: CampaignInput, current: Values | null): Promise<Values | CampaignFieldError[]> {
  const errors: CampaignFieldError[] = [];
  const refuse = (field: string, key: ErrorMessageKey, params: MessageParams = {}) => errors.push({ field, message: say(ctx, key, params) });
  const name = (input.name ?? current?.name ?? '').trim();
  if (!name) refuse('name', 'error.campaign.nameRequired');
  else if (name.length > CAMPAIGN_NAME_MAX) refuse('name', 'error.campaign.nameTooLong', { max: CAMPAIGN_NAME_MAX });
  const startsAt = input.startsAt !== undefined && input.startsAt !== null ? instant(input.startsAt) : (current?.startsAt ?? null);
  const endsAt = input.endsAt !== undefined && input.endsAt !== null ? instant(input.endsAt) : (current?.endsAt ?? null);
  if (!startsAt) refuse('startsAt', 'error.campaign.when');
  if (!endsAt) refuse('endsAt', 'error.campaign.when');
  if (startsAt && endsAt && endsAt <= startsAt) refuse('endsAt', 'error.campaign.endNotAfterStart');
  const discountKind = input.discountKind ?? current?.discountKind ?? 'percent';
  const discountValue = input.discountValue ?? current?.discountValue ?? 0;
  const discountProblem = campaignDiscountProblem({ kind: discountKind, value: discountValue }, MAX_UNIT_PRICE);
  if (discountProblem) refuse('discountValue', `error.campaign.${discountProblem}`, { max: MAX_UNIT_PRICE });
  const productIds = [...new Set(input.productIds ?? current?.productIds ?? [])];
  const categoryIds = [...new Set(input.categoryIds ?? current?.categoryIds ?? [])];
  if (productIds.length === 0 && categoryIds.length === 0) refuse('productIds', 'error.campaign.nothingCovered');
  if (productIds.length > MAX_CAMPAIGN_PRODUCTS) refuse('productIds', 'error.campaign.tooManyProducts', { max: MAX_CAMPAIGN_PRODUCTS });
  else if (input.productIds && productIds.length) {
    const found = await tx.select({ id: products.id }).from(products).where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, productIds)));
    if (found.length !== productIds.length) refuse('productIds', 'error.campaign.productMissing');
  }
  if (categoryIds.length > MAX_CAMPAIGN_CATEGORIES) refuse('categoryIds', 'error.campaign.tooManyCategories', { max: MAX_CAMPAIGN_CATEGORIES });
  else if (input.categoryIds && categoryIds.length) {
    const found = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.shopId, ctx.shop.id), inArray(categories.id, categoryIds)));
    if (found.length !== categoryIds.length) refuse('categoryIds', 'error.campaign.categoryMissing');
  }
  if (errors.length) return errors;
  return { name, startsAt: startsAt!, endsAt: endsAt!, discountKind, discountValue, productIds, categoryIds, active: input.active ?? current?.active ?? true };
}

function refused(ctx: RequestContext, reason: CampaignSaveRefused['reason'], fieldErrors: CampaignFieldError[], campaign: CampaignRecord | null = null): CampaignSaveRefused {
  const message = reason === 'LIMIT_REACHED'
    ? say(ctx, 'error.campaign.limit', { max: MAX_CAMPAIGNS })
    : reason === 'CHANGED_MEANWHILE' ? say(ctx, 'error.campaign.changedMeanwhile') : say(ctx, 'error.campaign.invalid');
  return { __typename: 'CampaignSaveRefused', reason, message, fieldErrors, campaign };
}

function audited(row: CampaignRecord) {
  return {
    name: row.name, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), discountKind: row.discountKind,
    discountValue: row.discountValue, productIds: row.productIds, categoryIds: row.categoryIds, active: row.active,
  };
}

/**
 * A new campaign, unless the shop already keeps 50 (spec §9). Creates of one shop queue on a
 * transaction lock before counting, so two at 49 cannot both pass.
 */
export async function createCampaign(ctx: RequestContext, input: CampaignInput): Promise<CampaignSaveResult> {
  try {
    return await inTransaction(ctx.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sale_campaigns:${ctx.shop.id}`}))`);
      const [count] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(saleCampaigns).where(eq(saleCampaigns.shopId, ctx.shop.id));
      if ((count?.n ?? 0) >= MAX_CAMPAIGNS) throw new Rollback(refused(ctx, 'LIMIT_REACHED', []));
      const values = await checkedValues(ctx, tx, input, null);
      if (Array.isArray(values)) throw new Rollback(refused(ctx, 'INVALID', values));
      const [row] = await tx.insert(saleCampaigns).values({ shopId: ctx.shop.id, id: newId(), ...values }).returning();
      await recordAudit(ctx, tx, { action: 'createCampaign', entityType: 'campaign', entityId: row!.id, after: audited(row!) });
      return row!;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as CampaignSaveRefused;
    throw error;
  }
}

/** Saves what the input gives; `version` is the one the editor opened, and a save over a newer one is refused. */
export async function updateCampaign(ctx: RequestContext, id: string, version: number, input: CampaignInput): Promise<CampaignSaveResult> {
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select().from(saleCampaigns).where(and(eq(saleCampaigns.shopId, ctx.shop.id), eq(saleCampaigns.id, id))).for('update');
      if (!current) throw notFound('error.campaign.notFound');
      if (current.version !== version) throw new Rollback(refused(ctx, 'CHANGED_MEANWHILE', [], current));
      const values = await checkedValues(ctx, tx, input, current);
      if (Array.isArray(values)) throw new Rollback(refused(ctx, 'INVALID', values));
      const [row] = await tx.update(saleCampaigns).set({ ...values, version: current.version + 1, updatedAt: new Date() })
        .where(and(eq(saleCampaigns.shopId, ctx.shop.id), eq(saleCampaigns.id, id))).returning();
      await recordAudit(ctx, tx, { action: 'updateCampaign', entityType: 'campaign', entityId: id, before: audited(current), after: audited(row!) });
      return row!;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as CampaignSaveRefused;
    throw error;
  }
}

export async function deleteCampaign(ctx: RequestContext, id: string): Promise<string> {
  await inTransaction(ctx.db, async (tx) => {
    const [removed] = await tx.delete(saleCampaigns).where(and(eq(saleCampaigns.shopId, ctx.shop.id), eq(saleCampaigns.id, id))).returning();
    if (!removed) throw notFound('error.campaign.notFound');
    await recordAudit(ctx, tx, { action: 'deleteCampaign', entityType: 'campaign', entityId: id, before: audited(removed) });
  });
  return id;
}

/** How many products each campaign covers today, drafts included (the owner's count): one read of the products. */
export async function coveredProductCounts(ctx: RequestContext, campaigns: readonly CampaignRecord[]): Promise<Map<string, number>> {
  if (campaigns.length === 0) return new Map();
  const [productRows, categoryRows] = await Promise.all([
    ctx.db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.shopId, ctx.shop.id)),
    ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.shopId, ctx.shop.id)),
  ]);
  const parents = new Map(categoryRows.map((row) => [row.id, row.parentId]));
  return new Map(campaigns.map((campaign) => {
    const covered = coveredCategories(campaign.categoryIds, parents);
    return [campaign.id, productRows.filter((product) => campaignCovers(campaign, covered, product)).length];
  }));
}
