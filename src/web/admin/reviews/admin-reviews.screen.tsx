// `/admin/marketing/review`: shoppers' reviews for the owner to approve, hide and answer
// (docs/decisions/0032). It opens on the pending ones; status, stars, product and page live in
// the address, and the filter form works before the script runs.
import { useCallback, useRef } from 'react';
import type { AdminApproveReviewMutation, AdminHideReviewMutation, AdminReplyReviewMutation, AdminReviewFieldsFragment, AdminReviewsQuery } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import { failureText, ReviewCard, type ChangeOutcome, type ReviewChange } from './review-card';
import {
  ADMIN_REVIEWS_QUERY, APPROVE_REVIEW_MUTATION, HIDE_REVIEW_MUTATION, REPLY_REVIEW_MUTATION, REVIEW_STATUS_FILTERS, REVIEWS_PAGE_SIZE,
  reviewListQuery, reviewListState, reviewListVariables, type ReviewListState,
} from './reviews-api';
import './admin-reviews.css';

/** Words that appear only after a press: the toasts and refusals. */
const LATER_KEYS = ['adminReviews.done.approve', 'adminReviews.done.hide', 'adminReviews.done.reply', 'adminReviews.done.replyRemoved', 'adminReviews.failed', 'error.review.replyTooLong', 'adminReviews.reply.label', 'adminReviews.reply.hint', 'adminReviews.reply.save', 'adminReviews.reply.cancel'];

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_REVIEWS_QUERY, variables: reviewListVariables(reviewListState(match.entry.query)) });
}

function StatusChips({ state }: { state: ReviewListState }) {
  const t = useT();
  return (
    <nav aria-label={t('adminReviews.filter.status')}>
      <ul className="review-chips">
        {[...REVIEW_STATUS_FILTERS, null].map((status) => (
          <li key={status ?? 'all'}>
            <Link to={{ name: 'adminReviews', query: reviewListQuery({ ...state, status, page: 1 }) }} aria-current={state.status === status ? 'page' : undefined}>
              {t(`adminReviews.chip.${status ?? 'all'}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ state, productName }: { state: ReviewListState; productName: string | undefined }) {
  const t = useT();
  const router = useRouter();
  return (
    <form
      className="review-filters" method="get" action="/admin/marketing/review"
      onSubmit={(event) => {
        event.preventDefault();
        const rating = Number(new FormData(event.currentTarget).get('rating')) || null;
        void router.navigate({ name: 'adminReviews', query: reviewListQuery({ ...state, rating, page: 1 }) });
      }}
    >
      <input type="hidden" name="status" value={state.status ?? 'all'} />
      {state.productId ? <input type="hidden" name="product" value={state.productId} /> : null}
      <div>
        <label htmlFor="review-rating">{t('adminReviews.filter.rating')}</label>
        <select id="review-rating" name="rating" className="field-control" defaultValue={state.rating ?? ''}>
          <option value="">{t('adminReviews.filter.anyRating')}</option>
          {[5, 4, 3, 2, 1].map((stars) => <option key={stars} value={stars}>{t('adminReviews.filter.stars', { count: stars })}</option>)}
        </select>
      </div>
      <button type="submit" className="ui-button ui-button-secondary">{t('adminReviews.filter.apply')}</button>
      {state.productId ? (
        <p className="admin-muted">
          {t('adminReviews.filter.product', { name: productName ?? t('adminReviews.filter.thisProduct') })}{' '}
          <Link to={{ name: 'adminReviews', query: reviewListQuery({ ...state, productId: '', page: 1 }) }}>{t('adminReviews.filter.allProducts')}</Link>
        </p>
      ) : null}
    </form>
  );
}

async function sendChange(client: ReturnType<typeof useGraphClient>, id: string, what: ReviewChange) {
  switch (what.kind) {
    case 'approve': return (await client.mutate<AdminApproveReviewMutation>('ID', APPROVE_REVIEW_MUTATION, { id })).approveProductReview;
    case 'hide': return (await client.mutate<AdminHideReviewMutation>('ID', HIDE_REVIEW_MUTATION, { id })).hideProductReview;
    case 'reply': return (await client.mutate<AdminReplyReviewMutation>('ID', REPLY_REVIEW_MUTATION, { id, reply: what.text })).replyToProductReview;
  }
}

function ReviewList({ state, data }: { state: ReviewListState; data: AdminReviewsQuery }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const summary = useRef<HTMLParagraphElement>(null);
  const page = data.productReviews;

  const change = useCallback(async (review: AdminReviewFieldsFragment, what: ReviewChange): Promise<ChangeOutcome> => {
    try {
      const answer = await sendChange(client, review.id, what);
      cache.invalidate();
      if (answer.__typename === 'ProductReviewRefused') return { ok: false, message: answer.message };
      const done = what.kind === 'reply' ? (answer.reply ? 'reply' : 'replyRemoved') : what.kind;
      notify({ id: 'review-changed', color: 'green', content: textRef(`adminReviews.done.${done}`, { name: review.authorName }), duration: 4000 });
      // An approved or hidden review may leave this filtered list: the keyboard resumes at the summary.
      if (what.kind !== 'reply') summary.current?.focus();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: failureText(error, t) };
    }
  }, [client, cache, notify, t]);

  return (
    <>
      <p ref={summary} tabIndex={-1} className="admin-muted" role="status">{t('adminReviews.count', { count: page.totalCount })}</p>
      {page.totalCount === 0 ? <p className="admin-panel">{t(state.status === 'pending' && !state.rating && !state.productId ? 'adminReviews.nonePending' : 'adminReviews.empty')}</p> : (
        <div className="review-list-admin">
          {page.nodes.map((review) => <ReviewCard key={review.id} review={review} onChange={change} />)}
        </div>
      )}
      <Pagination page={state.page} totalCount={page.totalCount} pageSize={REVIEWS_PAGE_SIZE} target={(n) => ({ name: 'adminReviews', query: reviewListQuery({ ...state, page: n }) })} />
    </>
  );
}

function Reviews({ state }: { state: ReviewListState }) {
  const query = useQuery<AdminReviewsQuery>(ADMIN_REVIEWS_QUERY, reviewListVariables(state));
  const productName = query.data?.productReviews.nodes.find((review) => review.product?.id === state.productId)?.product?.name;
  return (
    <>
      <Filters key={JSON.stringify(state)} state={state} productName={productName} />
      <AdminLoadState query={query}>{(data) => <ReviewList state={state} data={data} />}</AdminLoadState>
    </>
  );
}

export default function AdminReviewsScreen() {
  const t = useT();
  const route = useRoute();
  const state = reviewListState(route.query);
  useMessages(LATER_KEYS);
  return (
    <AdminFrame section="reviews" title={t('adminReviews.title')}>
      <p className="admin-muted">{t('adminReviews.intro')}</p>
      <StatusChips state={state} />
      <Reviews state={state} />
    </AdminFrame>
  );
}
