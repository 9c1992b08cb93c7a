import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReferralAttribution, RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, conflict, notFound, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { customerEmails } from '../customers';
import { staffActor } from '../orders';
import { affiliatePayouts, affiliateReferrals, affiliates, affiliateSettings } from './affiliates.tables';

export const AFFILIATE_DEFAULTS = { commissionRateBp: 500, attributionDays: 30 } as const;
/** The attribution cookie: the code of the last link followed and when, as `CODE.unixSeconds`. */
export const ATTRIBUTION_COOKIE = 'etalase_ref';
/** A browser counts as one click per code per day. */
const CLICK_EVERY_SECONDS = 24 * 60 * 60;
/** No 0/O, 1/I/L: codes are read aloud and typed from screenshots. 31^8 ≈ 8.5 × 10^11 codes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_SHAPE = /^[A-Z2-9]{8}$/;

export interface AffiliateTerms { commissionRateBp: number; attributionDays: number }
export type AffiliateRecord = typeof affiliates.$inferSelect;
export type ReferralRecord = typeof affiliateReferrals.$inferSelect;
export type PayoutRecord = typeof affiliatePayouts.$inferSelect;

export async function affiliateTerms(db: Db, shopId: string): Promise<AffiliateTerms> {
  const [row] = await db.select().from(affiliateSettings).where(eq(affiliateSettings.shopId, shopId)).limit(1);
  return row ? { commissionRateBp: row.commissionRateBp, attributionDays: row.attributionDays } : { ...AFFILIATE_DEFAULTS };
}

export async function updateAffiliateTerms(ctx: RequestContext, input: Partial<AffiliateTerms>): Promise<AffiliateTerms> {
  staffActor(ctx);
  const next = { ...(await affiliateTerms(ctx.db, ctx.shop.id)), ...input };
  if (!Number.isInteger(next.commissionRateBp) || next.commissionRateBp < 0 || next.commissionRateBp > 10000) throw badInput('error.affiliate.rate', {}, 'commissionRateBp');
  if (!Number.isInteger(next.attributionDays) || next.attributionDays < 1 || next.attributionDays > 365) throw badInput('error.affiliate.days', {}, 'attributionDays');
  await ctx.db.insert(affiliateSettings).values({ shopId: ctx.shop.id, ...next })
    .onConflictDoUpdate({ target: affiliateSettings.shopId, set: next });
  return next;
}

export function parseAttributionCookie(value: string | undefined): ReferralAttribution | null {
  const match = value ? /^([A-Z2-9]{8})\.(\d{1,12})$/.exec(value) : null;
  if (!match) return null;
  return { code: match[1]!, at: new Date(Number(match[2]) * 1000) };
}

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_SHAPE.test(value);
}

/**
 * A visit through `?ref=code`: counts the click and answers the cookie to set, or null when the
 * code is unknown or this browser already clicked it today. One statement finds and counts.
 */
export async function recordReferralClick(db: Db, shopId: string, code: string, current: ReferralAttribution | null, now = new Date()): Promise<{ value: string; maxAgeSeconds: number } | null> {
  if (current?.code === code && now.getTime() - current.at.getTime() < CLICK_EVERY_SECONDS * 1000) return null;
  const [hit] = await db.update(affiliates).set({ clicks: sql`${affiliates.clicks} + 1` })
    .where(and(eq(affiliates.shopId, shopId), eq(affiliates.code, code))).returning({ id: affiliates.id });
  if (!hit) return null;
  const terms = await affiliateTerms(db, shopId);
  return { value: `${code}.${Math.floor(now.getTime() / 1000)}`, maxAgeSeconds: terms.attributionDays * 24 * 60 * 60 };
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function affiliateLink(ctx: RequestContext, code: string): string {
  return `${ctx.origin}/?ref=${code}`;
}

export async function affiliateOfCustomer(db: Db, shopId: string, customerId: string): Promise<AffiliateRecord | null> {
  const [row] = await db.select().from(affiliates).where(and(eq(affiliates.shopId, shopId), eq(affiliates.customerId, customerId))).limit(1);
  return row ?? null;
}

/** The signed-in customer joins; joining again answers the same affiliate. */
export async function joinAffiliateProgram(ctx: RequestContext): Promise<AffiliateRecord> {
  ctx.personal = true;
  const customer = ctx.customer;
  if (!customer) throw badInput('error.customer.signInRequired');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await affiliateOfCustomer(ctx.db, ctx.shop.id, customer.id);
    if (existing) return existing;
    // A taken code (or a second join racing this one) inserts nothing; the loop looks again.
    await ctx.db.insert(affiliates).values({ shopId: ctx.shop.id, id: newId(), customerId: customer.id, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('no free affiliate code after 5 attempts');
}

/** The caller's own affiliate record; never anyone else's. */
export async function viewerAffiliate(ctx: RequestContext): Promise<AffiliateRecord | null> {
  ctx.personal = true;
  return ctx.customer ? affiliateOfCustomer(ctx.db, ctx.shop.id, ctx.customer.id) : null;
}

export interface AffiliateTotals { ordersCount: number; pending: number; approved: number; paid: number }

export async function affiliateTotals(db: Db, shopId: string, affiliateId: string): Promise<AffiliateTotals> {
  const rows = await db.select({ status: affiliateReferrals.status, count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${affiliateReferrals.commission}), 0)::text` })
    .from(affiliateReferrals).where(and(eq(affiliateReferrals.shopId, shopId), eq(affiliateReferrals.affiliateId, affiliateId))).groupBy(affiliateReferrals.status);
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    ordersCount: rows.reduce((total, row) => total + row.count, 0),
    pending: Number(of('pending')?.sum ?? 0),
    approved: Number(of('approved')?.sum ?? 0),
    paid: Number(of('paid')?.sum ?? 0),
  };
}

export async function affiliateReferralPage(db: Db, shopId: string, affiliateId: string, first: number, offset: number): Promise<ReferralRecord[]> {
  return db.select().from(affiliateReferrals).where(and(eq(affiliateReferrals.shopId, shopId), eq(affiliateReferrals.affiliateId, affiliateId)))
    .orderBy(desc(affiliateReferrals.createdAt), desc(affiliateReferrals.id)).limit(first).offset(offset);
}

/** The affiliate's newest payout request, whatever became of it, so their page can say. */
export async function latestPayoutOf(db: Db, shopId: string, affiliateId: string): Promise<PayoutRecord | null> {
  const [row] = await db.select().from(affiliatePayouts).where(and(eq(affiliatePayouts.shopId, shopId), eq(affiliatePayouts.affiliateId, affiliateId)))
    .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id)).limit(1);
  return row ?? null;
}

export interface ReferredOrder { id: string; number: number; customerId: string | null; email: string; subtotal: number; discount: number }

/**
 * Credits the affiliate whose link this browser followed last, inside the placing transaction:
 * within the shop's window, never for the affiliate's own orders (by account or by e-mail).
 * Commission is floor((goods − discount) × rate): shipping is the courier's, not a sale.
 */
export async function recordReferral(tx: Db, ctx: RequestContext, order: ReferredOrder, now = new Date()): Promise<void> {
  const attribution = ctx.referral;
  if (!attribution) return;
  const terms = await affiliateTerms(tx, ctx.shop.id);
  const age = now.getTime() - attribution.at.getTime();
  if (age < 0 || age > terms.attributionDays * 24 * 60 * 60 * 1000) return;
  const [affiliate] = await tx.select().from(affiliates).where(and(eq(affiliates.shopId, ctx.shop.id), eq(affiliates.code, attribution.code))).limit(1);
  if (!affiliate || affiliate.customerId === order.customerId) return;
  const email = (await customerEmails(tx, ctx.shop.id, [affiliate.customerId])).get(affiliate.customerId);
  if (email && email === order.email.trim().toLowerCase()) return;
  const goodsAmount = Math.max(order.subtotal - order.discount, 0);
  const commission = Number((BigInt(goodsAmount) * BigInt(terms.commissionRateBp)) / 10000n);
  await tx.insert(affiliateReferrals).values({
    shopId: ctx.shop.id, id: newId(), affiliateId: affiliate.id, orderId: order.id, orderNumber: order.number,
    goodsAmount, commissionRateBp: terms.commissionRateBp, commission,
  }).onConflictDoNothing();
}

/** The order arrived: its commission is earned. Only a pending one moves, so it happens once. */
export async function approveReferral(tx: Db, shopId: string, orderId: string, now = new Date()): Promise<void> {
  await tx.update(affiliateReferrals).set({ status: 'approved', approvedAt: now })
    .where(and(eq(affiliateReferrals.shopId, shopId), eq(affiliateReferrals.orderId, orderId), eq(affiliateReferrals.status, 'pending')));
}

/**
 * The order was cancelled or refunded: its commission is not owed, even once approved. A
 * commission already paid stays paid (the money has left the shop; see decision 0016).
 */
export async function reverseReferral(tx: Db, shopId: string, orderId: string, now = new Date()): Promise<void> {
  await tx.update(affiliateReferrals).set({ status: 'reversed', reversedAt: now, payoutId: null })
    .where(and(eq(affiliateReferrals.shopId, shopId), eq(affiliateReferrals.orderId, orderId), inArray(affiliateReferrals.status, ['pending', 'approved'])));
}

export type PayoutRequestResult =
  | { __typename: 'AffiliatePayoutRequested'; payout: PayoutRecord }
  | { __typename: 'AffiliatePayoutRefused'; reason: 'NOT_AN_AFFILIATE' | 'NOTHING_TO_PAY' | 'REQUEST_OPEN'; message: string };

/** Asks for every approved commission not yet asked for; one open request at a time. */
export async function requestAffiliatePayout(ctx: RequestContext): Promise<PayoutRequestResult> {
  const refuse = (reason: 'NOT_AN_AFFILIATE' | 'NOTHING_TO_PAY' | 'REQUEST_OPEN'): PayoutRequestResult =>
    ({ __typename: 'AffiliatePayoutRefused', reason, message: say(ctx, `error.affiliate.payout.${reason === 'NOT_AN_AFFILIATE' ? 'notAffiliate' : reason === 'NOTHING_TO_PAY' ? 'nothing' : 'open'}`) });
  const affiliate = await viewerAffiliate(ctx);
  if (!affiliate) return refuse('NOT_AN_AFFILIATE');
  return inTransaction(ctx.db, async (tx) => {
    // The affiliate row is the lock two requests from two tabs queue on.
    await tx.select({ id: affiliates.id }).from(affiliates).where(and(eq(affiliates.shopId, ctx.shop.id), eq(affiliates.id, affiliate.id))).for('update');
    const [open] = await tx.select({ id: affiliatePayouts.id }).from(affiliatePayouts)
      .where(and(eq(affiliatePayouts.shopId, ctx.shop.id), eq(affiliatePayouts.affiliateId, affiliate.id), eq(affiliatePayouts.status, 'requested'))).limit(1);
    if (open) return refuse('REQUEST_OPEN');
    const id = newId();
    const claimed = await tx.update(affiliateReferrals).set({ payoutId: id })
      .where(and(eq(affiliateReferrals.shopId, ctx.shop.id), eq(affiliateReferrals.affiliateId, affiliate.id), eq(affiliateReferrals.status, 'approved'), isNull(affiliateReferrals.payoutId)))
      .returning({ commission: affiliateReferrals.commission });
    const amount = claimed.reduce((total, row) => total + row.commission, 0);
    if (amount <= 0) return refuse('NOTHING_TO_PAY');
    const [payout] = await tx.insert(affiliatePayouts).values({ shopId: ctx.shop.id, id, affiliateId: affiliate.id, amount }).returning();
    return { __typename: 'AffiliatePayoutRequested', payout: payout! };
  });
}

export interface PayoutView extends PayoutRecord { affiliateCode: string; affiliateEmail: string }

async function payoutViews(db: Db, shopId: string, rows: PayoutRecord[]): Promise<PayoutView[]> {
  if (!rows.length) return [];
  const owners = await db.select().from(affiliates).where(and(eq(affiliates.shopId, shopId), inArray(affiliates.id, [...new Set(rows.map((row) => row.affiliateId))])));
  const emails = await customerEmails(db, shopId, owners.map((owner) => owner.customerId));
  return rows.map((row) => {
    const owner = owners.find((candidate) => candidate.id === row.affiliateId);
    return { ...row, affiliateCode: owner?.code ?? '', affiliateEmail: owner ? emails.get(owner.customerId) ?? '' : '' };
  });
}

export async function listPayoutRequests(ctx: RequestContext, options: { status?: PayoutRecord['status']; first: number }): Promise<PayoutView[]> {
  staffActor(ctx);
  const rows = await ctx.db.select().from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.shopId, ctx.shop.id), options.status ? eq(affiliatePayouts.status, options.status) : undefined))
    .orderBy(desc(affiliatePayouts.createdAt)).limit(options.first);
  return payoutViews(ctx.db, ctx.shop.id, rows);
}

/**
 * Staff paid the affiliate (outside the shop) and records it: the commissions the request
 * gathered and still approved become paid, and the request's amount is what they came to.
 */
export async function approvePayout(ctx: RequestContext, payoutId: string, now = new Date()): Promise<PayoutView> {
  const actor = staffActor(ctx);
  const row = await inTransaction(ctx.db, async (tx) => {
    const [payout] = await tx.select().from(affiliatePayouts).where(and(eq(affiliatePayouts.shopId, ctx.shop.id), eq(affiliatePayouts.id, payoutId))).for('update');
    if (!payout) throw notFound('error.affiliate.payoutNotFound');
    if (payout.status === 'paid') return payout;
    if (payout.status !== 'requested') throw conflict('error.affiliate.payoutDecided');
    const paid = await tx.update(affiliateReferrals).set({ status: 'paid', paidAt: now })
      .where(and(eq(affiliateReferrals.shopId, ctx.shop.id), eq(affiliateReferrals.payoutId, payout.id), eq(affiliateReferrals.status, 'approved')))
      .returning({ commission: affiliateReferrals.commission });
    const [done] = await tx.update(affiliatePayouts)
      .set({ status: 'paid', amount: paid.reduce((total, r) => total + r.commission, 0), decidedAt: now, decidedBy: actor })
      .where(and(eq(affiliatePayouts.shopId, ctx.shop.id), eq(affiliatePayouts.id, payout.id))).returning();
    return done!;
  });
  return (await payoutViews(ctx.db, ctx.shop.id, [row]))[0]!;
}

/** Staff refuse the request; its commissions are approved and unclaimed again. */
export async function rejectPayout(ctx: RequestContext, payoutId: string, reason: string, now = new Date()): Promise<PayoutView> {
  const actor = staffActor(ctx);
  const row = await inTransaction(ctx.db, async (tx) => {
    const [payout] = await tx.select().from(affiliatePayouts).where(and(eq(affiliatePayouts.shopId, ctx.shop.id), eq(affiliatePayouts.id, payoutId))).for('update');
    if (!payout) throw notFound('error.affiliate.payoutNotFound');
    if (payout.status !== 'requested') throw conflict('error.affiliate.payoutDecided');
    await tx.update(affiliateReferrals).set({ payoutId: null })
      .where(and(eq(affiliateReferrals.shopId, ctx.shop.id), eq(affiliateReferrals.payoutId, payout.id), eq(affiliateReferrals.status, 'approved')));
    const [done] = await tx.update(affiliatePayouts)
      .set({ status: 'rejected', rejectReason: reason.trim().slice(0, 500), decidedAt: now, decidedBy: actor })
      .where(and(eq(affiliatePayouts.shopId, ctx.shop.id), eq(affiliatePayouts.id, payout.id))).returning();
    return done!;
  });
  return (await payoutViews(ctx.db, ctx.shop.id, [row]))[0]!;
}
