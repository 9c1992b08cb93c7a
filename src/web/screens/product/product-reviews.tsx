import { useState } from 'react';
import { formatTime } from '../../../domain/format/time';
import type { ProductReviewsQuery, ReviewFieldsFragment } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { StarRating } from '../../ui/star-rating';
import { PRODUCT_REVIEWS_QUERY } from './product-query';
import './product-reviews.css';

/** The page comes with this many reviews; "more" asks for this many again each time. */
export const FIRST_REVIEWS = 5;
const MORE_REVIEWS = 10;

/** Dated as the shop's calendar has it, whatever zone the shopper's device is in. */
function ReviewItem({ review }: { review: ReviewFieldsFragment }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <li className="review-item">
      <p className="review-meta">
        <span className="review-author">{review.authorName || t('reviews.anonymous')}</span>
        <time className="review-date" dateTime={review.createdAt}>{formatTime(review.createdAt, 'date', language, offset)}</time>
      </p>
      <StarRating average={review.rating} />
      {review.body && <p className="review-body">{review.body}</p>}
      {review.reply && (
        <div className="review-reply">
          <p><strong>{t('reviews.shopReply')}</strong></p>
          <p>{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/** One more batch of reviews, read when the shopper asks for it. */
function MoreReviews({ slug, offset }: { slug: string; offset: number }) {
  const t = useT();
  const { data, error } = useQuery<ProductReviewsQuery>(PRODUCT_REVIEWS_QUERY, { slug, first: MORE_REVIEWS, offset });
  if (error) return <li role="alert">{t('reviews.moreFailed')}</li>;
  if (!data) return <li aria-busy="true">{t('reviews.loading')}</li>;
  return <>{data.product?.reviews.nodes.map((review) => <ReviewItem key={review.id} review={review} />)}</>;
}

/**
 * Approved reviews under a product (docs/decisions/0032): the average and count, the newest
 * reviews with the shop's replies, and more on request. Nothing at all before the first approval.
 */
export function ProductReviews({ slug, rating, reviews }: {
  slug: string;
  rating: { average: number; count: number } | null | undefined;
  reviews: { totalCount: number; nodes: ReviewFieldsFragment[] };
}) {
  const t = useT();
  const [batches, setBatches] = useState(0);
  if (!rating || reviews.totalCount === 0) return null;
  const shown = FIRST_REVIEWS + batches * MORE_REVIEWS;
  return (
    <section className="product-reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('reviews.heading')}</h2>
      <div className="review-summary">
        <StarRating average={rating.average} count={rating.count} />
      </div>
      <ul className="review-list">
        {reviews.nodes.map((review) => <ReviewItem key={review.id} review={review} />)}
        {Array.from({ length: batches }, (_, index) => <MoreReviews key={index} slug={slug} offset={FIRST_REVIEWS + index * MORE_REVIEWS} />)}
      </ul>
      {shown < reviews.totalCount && (
        <button type="button" className="button" onClick={() => setBatches((n) => n + 1)}>
          {t('reviews.more', { count: Math.min(MORE_REVIEWS, reviews.totalCount - shown) })}
        </button>
      )}
    </section>
  );
}
