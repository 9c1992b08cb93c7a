import { and, desc, eq } from 'drizzle-orm';
import { normalizeCouponCode } from '../../../domain/checkout/coupon';
import { couponSettingsProblems, type CouponField, type CouponSettings } from '../../../domain/checkout/coupon-settings';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction, Rollback } from '../../db/transaction.server';
import { notFound, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { allCategories, productLoader } from '../catalog';
import { coupons } from './coupons.tables';
import type { CouponRecord } from './coupon.service';

/** What the owner sends; on a change, a field left out keeps its value. */
export type CouponInput = { [K in keyof CouponSettings]?: CouponSettings[K] | undefined };

export interface CouponFieldError { field: CouponField; message: string }

export interface CouponSaveRefused {
  __typename: 'CouponSaveRefused';
  /** `INVALID`: see `fieldErrors`; `CHANGED_MEANWHILE`: someone else saved since the editor opened it. */
  reason: 'INVALID' | 'CHANGED_MEANWHILE';
  message: string;
  fieldErrors: CouponFieldError[];
  /** The coupon as it is now (null for a new one). */
  coupon: CouponRecord | null;
}
export type CouponSaveResult = CouponRecord | CouponSaveRefused;

export async function listCoupons(ctx: RequestContext): Promise<CouponRecord[]> {
  return ctx.db.select().from(coupons).where(eq(coupons.shopId, ctx.shop.id)).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function couponById(ctx: RequestContext, id: string): Promise<CouponRecord | null> {
  const [row] = await ctx.db.select().from(coupons).where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id))).limit(1);
  return row ?? null;
}

function settingsOf(row: CouponRecord): CouponSettings {
  return {
    code: row.code, kind: row.kind, value: row.value, maxDiscount: row.maxDiscount, minSpend: row.minSpend, startsAt: row.startsAt, endsAt: row.expiresAt,
    usageLimit: row.usageLimit, perCustomerLimit: row.perCustomerLimit, productIds: row.productIds, categoryIds: row.categoryIds, freeShipping: row.freeShipping, active: row.active,
  };
}

const DEFAULTS: CouponSettings = {
  code: '', kind: 'percentage', value: 0, maxDiscount: null, minSpend: 0, startsAt: null, endsAt: null,
  usageLimit: null, perCustomerLimit: null, productIds: [], categoryIds: [], freeShipping: false, active: true,
};

function merged(base: CouponSettings, input: CouponInput): CouponSettings {
  const next = { ...base };
  for (const key of Object.keys(input) as CouponField[]) {
    if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  }
  next.code = normalizeCouponCode(next.code);
  next.productIds = [...new Set(next.productIds)];
  next.categoryIds = [...new Set(next.categoryIds)];
  // A cap means nothing on a fixed amount: kept empty so the list never shows a stale one.
  if (next.kind === 'fixed') next.maxDiscount = null;
  return next;
}

/** The settings' own problems, each with its field, in the owner's language; `rawCode` as typed. */
function ownProblems(ctx: RequestContext, settings: CouponSettings, rawCode: string | undefined): CouponFieldError[] {
  return couponSettingsProblems({ ...settings, code: rawCode ?? settings.code }).map((p) => ({ field: p.field, message: say(ctx, p.key, p.params) }));
}

/**
 * Products and categories given that are not this shop's. Read before the write's transaction:
 * the catalogue's loaders use the request's own connection.
 */
async function targetProblems(ctx: RequestContext, productIds: readonly string[] | undefined, categoryIds: readonly string[] | undefined): Promise<CouponFieldError[]> {
  const errors: CouponFieldError[] = [];
  if (productIds?.length) {
    const found = await productLoader(ctx, { includeDrafts: true }).loadMany([...productIds]);
    if (found.some((row) => !row || row instanceof Error)) errors.push({ field: 'productIds', message: say(ctx, 'error.coupon.productMissing') });
  }
  if (categoryIds?.length) {
    const known = new Set((await allCategories(ctx)).map((category) => category.id));
    if (categoryIds.some((categoryId) => !known.has(categoryId))) errors.push({ field: 'categoryIds', message: say(ctx, 'error.coupon.categoryMissing') });
  }
  return errors;
}

/** A code another coupon of the shop has, read in the write's transaction. */
async function codeTaken(ctx: RequestContext, tx: Db, settings: CouponSettings, id: string | null, errors: CouponFieldError[]): Promise<void> {
  if (!settings.code || errors.some((error) => error.field === 'code')) return;
  const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.code, settings.code)));
  if (taken && taken.id !== id) errors.push({ field: 'code', message: say(ctx, 'error.coupon.codeTaken', { code: settings.code }) });
}

function invalid(ctx: RequestContext, fieldErrors: CouponFieldError[], coupon: CouponRecord | null): CouponSaveRefused {
  return { __typename: 'CouponSaveRefused', reason: 'INVALID', message: say(ctx, 'error.coupon.invalid'), fieldErrors, coupon };
}

function columnsOf(settings: CouponSettings) {
  const { endsAt, ...rest } = settings;
  return { ...rest, expiresAt: endsAt };
}

/** A new coupon, or a refusal naming each field to fix. */
export async function createCoupon(ctx: RequestContext, input: CouponInput): Promise<CouponSaveResult> {
  try {
    const settings = merged(DEFAULTS, input);
    const errors = [...ownProblems(ctx, settings, input.code), ...await targetProblems(ctx, settings.productIds, settings.categoryIds)];
    return await inTransaction(ctx.db, async (tx) => {
      const all = [...errors];
      await codeTaken(ctx, tx, settings, null, all);
      if (all.length) throw new Rollback(invalid(ctx, all, null));
      const [row] = await tx.insert(coupons).values({ shopId: ctx.shop.id, id: newId(), ...columnsOf(settings) }).returning();
      await recordAudit(ctx, tx, { action: 'createCoupon', entityType: 'coupon', entityId: row!.id, after: settingsOf(row!) });
      return row!;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as CouponSaveRefused;
    throw error;
  }
}

/**
 * Saves what the input gives. `version` is the one the editor opened: when someone else saved
 * since, nothing is written and the refusal carries the coupon as it is now. A code already on
 * orders stays: the usage report finds its orders by it.
 */
export async function updateCoupon(ctx: RequestContext, id: string, version: number, input: CouponInput): Promise<CouponSaveResult> {
  // Products and categories are checked as given; a field left out keeps what was checked when saved.
  const found = await targetProblems(ctx, input.productIds, input.categoryIds);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select().from(coupons).where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id))).for('update');
      if (!current) throw notFound('error.coupon.notFound');
      if (current.version !== version) {
        throw new Rollback<CouponSaveRefused>({
          __typename: 'CouponSaveRefused', reason: 'CHANGED_MEANWHILE', message: say(ctx, 'error.coupon.changedMeanwhile'), fieldErrors: [], coupon: current,
        });
      }
      const settings = merged(settingsOf(current), input);
      const errors = [...ownProblems(ctx, settings, input.code), ...found];
      await codeTaken(ctx, tx, settings, id, errors);
      if (settings.code !== current.code && current.usedCount > 0 && !errors.some((error) => error.field === 'code')) {
        errors.push({ field: 'code', message: say(ctx, 'error.coupon.codeInUse') });
      }
      if (errors.length) throw new Rollback(invalid(ctx, errors, current));
      const [row] = await tx.update(coupons).set({ ...columnsOf(settings), version: current.version + 1, updatedAt: new Date() })
        .where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id))).returning();
      await recordAudit(ctx, tx, { action: 'updateCoupon', entityType: 'coupon', entityId: id, before: { id, ...settingsOf(current) }, after: { id, ...settingsOf(row!) } });
      return row!;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as CouponSaveRefused;
    throw error;
  }
}

/**
 * Deletes a coupon nobody has used. One on orders is switched off instead, so its report and
 * its orders keep their code; the answer says which happened.
 */
export async function deleteCoupon(
  ctx: RequestContext, id: string, namedOnOrders: (tx: Db, code: string) => Promise<boolean>,
): Promise<{ id: string; deleted: boolean; coupon: CouponRecord | null }> {
  return inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(coupons).where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id))).for('update');
    if (!current) throw notFound('error.coupon.notFound');
    if (current.usedCount > 0 || await namedOnOrders(tx, current.code)) {
      const [row] = await tx.update(coupons).set({ active: false, version: current.version + 1, updatedAt: new Date() })
        .where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id))).returning();
      await recordAudit(ctx, tx, { action: 'deactivateCoupon', entityType: 'coupon', entityId: id, before: { id, active: current.active }, after: { id, active: false } });
      return { id, deleted: false, coupon: row! };
    }
    await tx.delete(coupons).where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, id)));
    await recordAudit(ctx, tx, { action: 'deleteCoupon', entityType: 'coupon', entityId: id, before: settingsOf(current) });
    return { id, deleted: true, coupon: null };
  });
}
