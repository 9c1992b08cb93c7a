import type { ObjectRef } from '@pothos/core';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { REVIEW_STATUSES } from '../../../domain/reviews/review-moderation';
import { badInput } from '../../errors.server';
import type { Builder, BuilderTypes } from '../../graphql/builder.server';
import { productLoader, type ProductRecord } from '../catalog';
import {
  approvedReviewsOf, listReviews, moderate, ratingSummaryLoader, replyToReview,
  type RatingSummary, type ReviewChangeResult, type ReviewKey, type ReviewPage, type ReviewRecord, type ReviewRefused,
} from './review-moderation.service';

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

const MAX_SHOP_REVIEW_PAGE = 20;
const MAX_ADMIN_REVIEW_PAGE = 50;
const MAX_OFFSET = 1_000_000;

function pageOf(args: { first: number; offset?: number | null | undefined }, max: number) {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > max) throw badInput('error.pageSize', { field: 'first', max }, 'first');
  const offset = args.offset ?? 0;
  if (offset < 0 || offset > MAX_OFFSET) throw badInput('error.pageSize', { field: 'offset', max: MAX_OFFSET }, 'offset');
  return { limit: args.first, offset };
}

/** A review's global id holds its order and product: `ProductReview:<order>:<product>`. */
export function reviewKeyOf(raw: string | number, field = 'id'): ReviewKey {
  const decoded = fromGlobalId(String(raw));
  const [orderId, productId, ...rest] = decoded?.type === 'ProductReview' ? decoded.id.split(':') : [];
  if (!orderId || !productId || rest.length) throw badInput('error.review.notAnId', {}, field);
  return { orderId, productId };
}

/**
 * Approved reviews on both schemas (docs/decisions/0032): a product's average rating, which
 * every product list reads in one batched query, and its reviews page by page.
 */
export function registerReviewGraph(builder: Builder, graph: { ProductRef: ObjectRef<Types, ProductRecord> }) {
  const ReviewRef = builder.objectRef<ReviewRecord>('ProductReview').implement({
    description: 'A shopper’s review of a product they received, with the shop’s reply.',
    fields: (t) => ({
      id: t.id({ resolve: (r) => toGlobalId('ProductReview', `${r.orderId}:${r.productId}`) }),
      authorName: t.exposeString('authorName', { description: 'The buyer’s first name only.' }),
      rating: t.exposeInt('rating', { description: '1 to 5 stars.' }),
      body: t.exposeString('body'),
      createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
      reply: t.string({ nullable: true, description: 'The shop’s answer, if any.', resolve: (r) => r.reply }),
      repliedAt: t.string({ nullable: true, resolve: (r) => r.repliedAt?.toISOString() ?? null }),
    }),
  });
  const RatingRef = builder.objectRef<RatingSummary>('ProductRating').implement({
    description: 'What approved reviews say together.',
    fields: (t) => ({
      average: t.exposeFloat('average', { description: 'Mean stars to one decimal, halves rounded up.' }),
      count: t.exposeInt('count', { description: 'How many approved reviews.' }),
    }),
  });
  const ReviewPageRef = builder.objectRef<ReviewPage>('ProductReviewPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [ReviewRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });

  builder.objectFields(graph.ProductRef, (t) => ({
    rating: t.field({
      type: RatingRef, nullable: true,
      description: 'Null until a review of the product is approved.',
      resolve: (p, _a, ctx) => ratingSummaryLoader(ctx).load(p.id),
    }),
    reviews: t.field({
      type: ReviewPageRef,
      description: `Approved reviews, newest first; at most ${MAX_SHOP_REVIEW_PAGE} at a time.`,
      args: { first: t.arg.int({ required: true }), offset: t.arg.int({ required: false }) },
      resolve: (p, args, ctx) => approvedReviewsOf(ctx, p.id, pageOf(args, MAX_SHOP_REVIEW_PAGE)),
    }),
  }));

  return { ReviewRef, ReviewPageRef };
}

export type ReviewGraph = ReturnType<typeof registerReviewGraph>;

/** The owner moderates reviews: the list, approve, hide, reply. */
export function registerReviewAdminFields(builder: Builder, graph: ReviewGraph & { ProductRef: ObjectRef<Types, ProductRecord> }) {
  const { ReviewRef, ReviewPageRef, ProductRef } = graph;
  const StatusEnum = builder.enumType('ProductReviewStatus', { values: REVIEW_STATUSES });

  builder.objectFields(ReviewRef, (t) => ({
    status: t.field({ type: StatusEnum, resolve: (r) => r.status }),
    moderatedAt: t.string({ nullable: true, resolve: (r) => r.moderatedAt?.toISOString() ?? null }),
    moderatedBy: t.string({ nullable: true, resolve: (r) => r.moderatedBy }),
    repliedBy: t.string({ nullable: true, resolve: (r) => r.repliedBy }),
    product: t.field({ type: ProductRef, nullable: true, description: 'Null once the product is deleted.', resolve: (r, _a, ctx) => productLoader(ctx, { includeDrafts: true }).load(r.productId) }),
  }));

  const RefusedRef = builder.objectRef<ReviewRefused>('ProductReviewRefused').implement({
    description: 'Nothing changed: the review already has that status, or the reply is too long.',
    fields: (t) => ({
      reason: t.exposeString('reason'),
      field: t.exposeString('field'),
      message: t.exposeString('message'),
      review: t.field({ type: ReviewRef, description: 'The review as it is now.', resolve: (r) => r.review }),
    }),
  });
  const ResultRef = builder.unionType('ProductReviewChangeResult', {
    types: [ReviewRef, RefusedRef],
    resolveType: (value: ReviewChangeResult) => ('__typename' in value && value.__typename === 'ProductReviewRefused' ? RefusedRef : ReviewRef),
  });

  builder.queryFields((t) => ({
    productReviews: t.field({
      type: ReviewPageRef,
      description: 'Every review of the shop, newest first; narrowed by status, product and stars.',
      args: {
        first: t.arg.int({ required: true }),
        offset: t.arg.int({ required: false }),
        status: t.arg({ type: StatusEnum, required: false }),
        productId: t.arg.id({ required: false }),
        rating: t.arg.int({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        let productId: string | undefined;
        if (args.productId) {
          const decoded = fromGlobalId(String(args.productId));
          if (decoded?.type !== 'Product') throw badInput('error.notAProductId', { field: 'productId' }, 'productId');
          productId = decoded.id;
        }
        if (args.rating !== null && args.rating !== undefined && (args.rating < 1 || args.rating > 5)) throw badInput('error.review.rating', {}, 'rating');
        return listReviews(ctx, { ...pageOf(args, MAX_ADMIN_REVIEW_PAGE), status: args.status ?? undefined, productId, rating: args.rating ?? undefined });
      },
    }),
  }));

  const idArg = (t: PothosSchemaTypes.MutationFieldBuilder<Types, unknown>) => ({ id: t.arg.id({ required: true }) });
  builder.mutationFields((t) => ({
    approveProductReview: t.field({
      type: ResultRef,
      description: 'Shows the review on the product page.',
      args: idArg(t),
      resolve: (_r, args, ctx) => moderate(ctx, reviewKeyOf(args.id), 'approve'),
    }),
    hideProductReview: t.field({
      type: ResultRef,
      description: 'Keeps the review from shoppers; it can be approved again later.',
      args: idArg(t),
      resolve: (_r, args, ctx) => moderate(ctx, reviewKeyOf(args.id), 'hide'),
    }),
    replyToProductReview: t.field({
      type: ResultRef,
      description: 'Writes or changes the shop’s reply; an empty reply removes it.',
      args: { id: t.arg.id({ required: true }), reply: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => replyToReview(ctx, reviewKeyOf(args.id), args.reply),
    }),
  }));
}

