// What the reviews screen asks of the staff API and changes there (docs/decisions/0032), and the
// list's filters in the address, so a filtered view can be shared, reloaded or bookmarked.
import { graphDocument, graphFragment } from '../../graph/graph-document';
import { pageFromQuery } from '../../ui/pagination';

export const REVIEWS_PAGE_SIZE = 20;

export const REVIEW_STATUS_FILTERS = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

export const ADMIN_REVIEW_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminReviewFields on ProductReview {
    id authorName rating body createdAt status moderatedAt moderatedBy reply repliedAt repliedBy
    product { id name slug }
  }
`);

export const ADMIN_REVIEWS_QUERY = graphDocument(/* GraphQL */ `
  query AdminReviews($first: Int!, $offset: Int, $status: ProductReviewStatus, $productId: ID, $rating: Int) {
    productReviews(first: $first, offset: $offset, status: $status, productId: $productId, rating: $rating) {
      totalCount
      nodes { ...AdminReviewFields }
    }
  }
`, ADMIN_REVIEW_FIELDS);

export const APPROVE_REVIEW_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminApproveReview($id: ID!) {
    approveProductReview(id: $id) {
      __typename
      ... on ProductReview { ...AdminReviewFields }
      ... on ProductReviewRefused { reason field message review { ...AdminReviewFields } }
    }
  }
`, ADMIN_REVIEW_FIELDS);

export const HIDE_REVIEW_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminHideReview($id: ID!) {
    hideProductReview(id: $id) {
      __typename
      ... on ProductReview { ...AdminReviewFields }
      ... on ProductReviewRefused { reason field message review { ...AdminReviewFields } }
    }
  }
`, ADMIN_REVIEW_FIELDS);

export const REPLY_REVIEW_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminReplyReview($id: ID!, $reply: String!) {
    replyToProductReview(id: $id, reply: $reply) {
      __typename
      ... on ProductReview { ...AdminReviewFields }
      ... on ProductReviewRefused { reason field message review { ...AdminReviewFields } }
    }
  }
`, ADMIN_REVIEW_FIELDS);

export interface ReviewListState {
  /** Null shows every status. */
  status: ReviewStatusFilter | null;
  rating: number | null;
  productId: string;
  page: number;
}

/** The list opens on what waits for the owner: pending reviews. `status=all` shows every one. */
export function reviewListState(query: Readonly<Record<string, string>>): ReviewListState {
  const status = query.status === 'all' ? null : (REVIEW_STATUS_FILTERS as readonly string[]).includes(query.status ?? '') ? query.status as ReviewStatusFilter : 'pending';
  const rating = Number(query.rating);
  return {
    status,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    productId: (query.product ?? '').slice(0, 200),
    page: pageFromQuery(query.page),
  };
}

/** The address's query for a state; defaults are left out, so the plain list has a plain address. */
export function reviewListQuery(state: ReviewListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.status !== 'pending') query.status = state.status ?? 'all';
  if (state.rating) query.rating = String(state.rating);
  if (state.productId) query.product = state.productId;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function reviewListVariables(state: ReviewListState) {
  return {
    first: REVIEWS_PAGE_SIZE,
    offset: (state.page - 1) * REVIEWS_PAGE_SIZE,
    status: state.status,
    productId: state.productId || null,
    rating: state.rating,
  };
}
