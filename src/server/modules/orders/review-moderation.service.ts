import DataLoader from 'dataloader';
import { and, count, desc, eq, inArray, sum, type SQL } from 'drizzle-orm';
import { averageRating, moderateReview, normalizeReply, type ReviewAction, type ReviewStatus } from '../../../domain/reviews/review-moderation';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference } from '../../db/shop-reference.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { forbidden, notFound, say } from '../../errors.server';
import { recordAudit } from '../audit';
import { productReviews } from './orders.tables';

export type ReviewRecord = typeof productReviews.$inferSelect;

/** A review is named by the order it was written from and the product it is about. */
export interface ReviewKey { orderId: string; productId: string }

export interface RatingSummary { average: number; count: number }

export interface ReviewPage { rows: ReviewRecord[]; total: number }

export interface ReviewFilter {
  status?: ReviewStatus | undefined;
  productId?: string | undefined;
  rating?: number | undefined;
  limit: number;
  offset: number;
}

/** Nothing changed, and why, on the field the owner can act on. */
export interface ReviewRefused {
  __typename: 'ProductReviewRefused';
  reason: 'ALREADY_APPROVED' | 'ALREADY_HIDDEN' | 'REPLY_TOO_LONG';
  field: 'status' | 'reply';
  message: string;
  /** The review as it is now. */
  review: ReviewRecord;
}
export type ReviewChangeResult = ReviewRecord | ReviewRefused;

const REFUSAL_MESSAGE: Record<ReviewRefused['reason'], string> = {
  ALREADY_APPROVED: 'error.review.alreadyApproved',
  ALREADY_HIDDEN: 'error.review.alreadyHidden',
  REPLY_TOO_LONG: 'error.review.replyTooLong',
};

const ofReview = (shopId: string, key: ReviewKey) => and(eq(productReviews.shopId, shopId), eq(productReviews.orderId, key.orderId), eq(productReviews.productId, key.productId));

/** Per product with approved reviews: how many, and their stars added up. */
type RatingTotals = ReadonlyMap<string, { count: number; sum: number }>;

function approvedTotals(db: Db, shopId: string, productIds?: readonly string[]): Promise<RatingTotals> {
  const conditions = [eq(productReviews.shopId, shopId), eq(productReviews.status, 'approved')];
  if (productIds) conditions.push(inArray(productReviews.productId, [...productIds]));
  return db.select({ productId: productReviews.productId, count: count(), sum: sum(productReviews.rating) })
    .from(productReviews).where(and(...conditions)).groupBy(productReviews.productId)
    .then((rows) => new Map(rows.map((row) => [row.productId, { count: Number(row.count), sum: Number(row.sum) }])));
}

// Every product card and page shows its stars. Kept per process until the shop's reviews change
// (one written, approved, hidden or answered; docs/decisions/0049): only reviewed products have
// an entry, so it stays small, and a card or page reads no statement for its stars.
const SHOP_RATINGS = defineShopReference('approved-ratings', ['product_reviews'], (db, shopId) => approvedTotals(db, shopId));

function summaryOf(totals: { count: number; sum: number } | undefined): RatingSummary | null {
  const average = totals ? averageRating(totals.sum, totals.count) : null;
  return totals && average !== null ? { average, count: totals.count } : null;
}

/**
 * The approved reviews' average and count for every product asked for in one request: from the
 * shop's kept totals for a request that heard every change, else in one grouped query (a list of
 * cards costs one read, however many cards it has).
 */
export function ratingSummaryLoader(ctx: RequestContext): DataLoader<string, RatingSummary | null> {
  return loaderFor(ctx, 'reviewRatings', () => new DataLoader(async (ids: readonly string[]) => {
    const totals = ctx.heardChanges ? await readShopReference(ctx, SHOP_RATINGS) : await approvedTotals(ctx.db, ctx.shop.id, ids);
    return ids.map((id) => summaryOf(totals.get(id)));
  }));
}

async function reviewPage(ctx: RequestContext, where: SQL | undefined, limit: number, offset: number): Promise<ReviewPage> {
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(productReviews).where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.orderId), desc(productReviews.productId)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(productReviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * A product's approved reviews, newest first, as shoppers read them. Their number is the rating's
 * count, which the page asks for anyway: the same grouped read answers both.
 */
export async function approvedReviewsOf(ctx: RequestContext, productId: string, page: { limit: number; offset: number }): Promise<ReviewPage> {
  const total = (await ratingSummaryLoader(ctx).load(productId))?.count ?? 0;
  // Most products have no approved review yet: then, or past the last one, there is nothing to read.
  if (page.offset >= total || page.limit <= 0) return { rows: [], total };
  const rows = await ctx.db.select().from(productReviews)
    .where(and(eq(productReviews.shopId, ctx.shop.id), eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.orderId), desc(productReviews.productId)).limit(page.limit).offset(page.offset);
  return { rows, total };
}

/** The owner's list: every review of the shop, newest first, narrowed by status, product and stars. */
export function listReviews(ctx: RequestContext, filter: ReviewFilter): Promise<ReviewPage> {
  const conditions = [eq(productReviews.shopId, ctx.shop.id)];
  if (filter.status) conditions.push(eq(productReviews.status, filter.status));
  if (filter.productId) conditions.push(eq(productReviews.productId, filter.productId));
  if (filter.rating) conditions.push(eq(productReviews.rating, filter.rating));
  return reviewPage(ctx, and(...conditions), filter.limit, filter.offset);
}

/** How many reviews wait for the owner. */
export async function pendingReviewCount(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(productReviews).where(and(eq(productReviews.shopId, ctx.shop.id), eq(productReviews.status, 'pending')));
  return Number(row?.n ?? 0);
}

export async function reviewByKey(db: Db, shopId: string, key: ReviewKey, options: { lock?: boolean } = {}): Promise<ReviewRecord | null> {
  const query = db.select().from(productReviews).where(ofReview(shopId, key));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

function refusal(ctx: RequestContext, reason: ReviewRefused['reason'], review: ReviewRecord): Rollback<ReviewRefused> {
  return new Rollback<ReviewRefused>({
    __typename: 'ProductReviewRefused', reason, field: reason === 'REPLY_TOO_LONG' ? 'reply' : 'status', message: say(ctx, REFUSAL_MESSAGE[reason]), review,
  });
}

/** Runs one change of a review under its row lock, audited in the same transaction; a refusal changes nothing. */
async function changeReview(ctx: RequestContext, key: ReviewKey, change: (current: ReviewRecord, staffName: string) => Partial<ReviewRecord> | Rollback<ReviewRefused>, action: string): Promise<ReviewChangeResult> {
  const staff = ctx.staff;
  if (!staff) throw forbidden();
  return inTransactionOr<ReviewRecord, ReviewRefused>(ctx.db, async (tx) => {
    const current = await reviewByKey(tx, ctx.shop.id, key, { lock: true });
    if (!current) throw notFound('error.review.notFound');
    const values = change(current, staff.name);
    if (values instanceof Rollback) throw values;
    const [row] = await tx.update(productReviews).set(values).where(ofReview(ctx.shop.id, key)).returning();
    const before = Object.fromEntries(Object.keys(values).map((name) => [name, current[name as keyof ReviewRecord]]));
    await recordAudit(ctx, tx, { action, entityType: 'productReview', entityId: `${key.orderId}:${key.productId}`, before: { productId: key.productId, ...before }, after: { productId: key.productId, ...values } });
    return row!;
  });
}

/** Approves (shown to shoppers) or hides a review. */
export function moderate(ctx: RequestContext, key: ReviewKey, action: ReviewAction): Promise<ReviewChangeResult> {
  return changeReview(ctx, key, (current, staffName) => {
    const outcome = moderateReview(current.status, action);
    if (!outcome.ok) return refusal(ctx, outcome.reason === 'already_approved' ? 'ALREADY_APPROVED' : 'ALREADY_HIDDEN', current);
    return { status: outcome.status, moderatedAt: new Date(), moderatedBy: staffName };
  }, action === 'approve' ? 'approveProductReview' : 'hideProductReview');
}

/** Writes, changes or (with empty text) removes the shop's reply. */
export function replyToReview(ctx: RequestContext, key: ReviewKey, text: string): Promise<ReviewChangeResult> {
  return changeReview(ctx, key, (current, staffName) => {
    const outcome = normalizeReply(text);
    if (!outcome.ok) return refusal(ctx, 'REPLY_TOO_LONG', current);
    return outcome.reply === null
      ? { reply: null, repliedAt: null, repliedBy: null }
      : { reply: outcome.reply, repliedAt: new Date(), repliedBy: staffName };
  }, 'replyToProductReview');
}

