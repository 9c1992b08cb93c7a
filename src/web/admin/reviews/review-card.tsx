// One review in the owner's list: what the buyer wrote, its status, and what the owner can do
// with it in place — approve, hide, and write, change or remove the shop's reply.
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import { MAX_REVIEW_REPLY_LENGTH } from '../../../domain/reviews/review-moderation';
import type { AdminReviewFieldsFragment } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { StarRating } from '../../ui/star-rating';
import { isSignedOut } from '../frame/admin-errors';

export type ReviewChange = { kind: 'approve' | 'hide' } | { kind: 'reply'; text: string };

/** What became of a change: done, refused with the server's words, or failed. */
export type ChangeOutcome = { ok: true } | { ok: false; message: string };

function ReplyForm({ review, onSave, onClose }: { review: AdminReviewFieldsFragment; onSave: (text: string) => Promise<ChangeOutcome>; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(review.reply ?? '');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = text.trim().length > MAX_REVIEW_REPLY_LENGTH;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooLong) return setProblem(t('error.review.replyTooLong'));
    setBusy(true);
    const outcome = await onSave(text);
    setBusy(false);
    if (outcome.ok) onClose();
    else setProblem(outcome.message);
  };
  return (
    <form className="review-reply-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-reply`}>{t('adminReviews.reply.label')}</label>
      <textarea
        id={`${id}-reply`} className="field-control" value={text} rows={3} autoFocus
        aria-invalid={problem || tooLong ? true : undefined} aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => { setText(event.currentTarget.value); setProblem(''); }}
        onKeyDown={(event) => { if (event.key === 'Escape') onClose(); }}
      />
      <p id={`${id}-hint`} className="admin-muted">{t('adminReviews.reply.hint', { count: text.trim().length, max: MAX_REVIEW_REPLY_LENGTH })}</p>
      {problem ? <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p> : null}
      <div className="review-actions">
        <button type="submit" className="ui-button ui-button-primary" disabled={busy}>{t('adminReviews.reply.save')}</button>
        <button type="button" className="ui-button ui-button-secondary" onClick={onClose}>{t('adminReviews.reply.cancel')}</button>
      </div>
    </form>
  );
}

export function ReviewCard({ review, onChange }: { review: AdminReviewFieldsFragment; onChange: (review: AdminReviewFieldsFragment, change: ReviewChange) => Promise<ChangeOutcome> }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const headingId = useId();
  const [replying, setReplying] = useState(false);
  const [problem, setProblem] = useState('');
  const replyButton = useRef<HTMLButtonElement>(null);
  const act = async (change: ReviewChange): Promise<ChangeOutcome> => {
    setProblem('');
    const outcome = await onChange(review, change);
    if (!outcome.ok && change.kind !== 'reply') setProblem(outcome.message);
    return outcome;
  };
  const closeReply = () => {
    setReplying(false);
    // Back where the owner was, so the keyboard does not start over at the top of the page.
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  return (
    <article className="review-card admin-panel" aria-labelledby={headingId}>
      <header className="review-card-head">
        <h2 id={headingId} className="review-card-title">
          {review.product ? review.product.name : t('adminReviews.productGone')}
        </h2>
        <span className={`review-status review-status-${review.status}`}>{t(`adminReviews.status.${review.status}`)}</span>
      </header>
      <StarRating average={review.rating} />
      <p className="review-card-meta admin-muted">
        {t('adminReviews.by', { name: review.authorName || t('reviews.anonymous'), date: formatShopTime(review.createdAt, language, offset) })}
        {review.moderatedAt && review.moderatedBy ? ` · ${t(`adminReviews.moderated.${review.status}`, { name: review.moderatedBy, date: formatShopTime(review.moderatedAt, language, offset) })}` : ''}
      </p>
      {review.body ? <p className="review-card-body">{review.body}</p> : <p className="admin-muted">{t('adminReviews.noText')}</p>}
      {review.reply && !replying ? (
        <div className="review-reply">
          <p><strong>{t('adminReviews.reply.current', { name: review.repliedBy ?? '' })}</strong></p>
          <p>{review.reply}</p>
        </div>
      ) : null}
      {replying ? <ReplyForm review={review} onSave={(text) => act({ kind: 'reply', text })} onClose={closeReply} /> : (
        <div className="review-actions">
          {review.status !== 'approved' ? <button type="button" className="ui-button ui-button-primary" onClick={() => void act({ kind: 'approve' })}>{t('adminReviews.approve')}<span className="visually-hidden"> {t('adminReviews.ofAuthor', { name: review.authorName })}</span></button> : null}
          {review.status !== 'hidden' ? <button type="button" className="ui-button ui-button-secondary" onClick={() => void act({ kind: 'hide' })}>{t('adminReviews.hide')}<span className="visually-hidden"> {t('adminReviews.ofAuthor', { name: review.authorName })}</span></button> : null}
          <button type="button" ref={replyButton} className="ui-button ui-button-secondary" onClick={() => setReplying(true)}>{t(review.reply ? 'adminReviews.reply.edit' : 'adminReviews.reply.write')}</button>
          {review.reply ? <button type="button" className="ui-button ui-button-secondary" onClick={() => void act({ kind: 'reply', text: '' })}>{t('adminReviews.reply.remove')}</button> : null}
          {review.product ? <Link to={{ name: 'adminReviews', query: { status: 'all', product: review.product.id } }}>{t('adminReviews.filter.onlyProduct')}</Link> : null}
        </div>
      )}
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
    </article>
  );
}

/** The words for a change that failed without a refusal: the session ended, or anything else. */
export function failureText(error: unknown, t: (key: string) => string): string {
  return t(isSignedOut(error) ? 'admin.signInAgain' : 'adminReviews.failed');
}
