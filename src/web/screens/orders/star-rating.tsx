// A 1–5 star rating as a group of real radio buttons: arrow keys move between them, each is
// named "1 bintang"…"5 bintang", and the chosen count is also written out, not only coloured.
import { describeError } from '../../../domain/validation/validation-error';
import type { FieldBinding } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import '../../ui/star-rating.css';

export const STAR_COUNT = 5;

export function StarRating({ field, legend }: { field: FieldBinding; legend: string }) {
  const t = useT();
  const value = typeof field.value === 'number' ? field.value : 0;
  const error = field.error ? describeError(field.error, legend) : null;
  const starName = (count: number) => (count === 1 ? t('orders.review.starOne') : t('orders.review.starMany', { count }));
  return (
    <fieldset className={error ? 'field star-rating field-invalid' : 'field star-rating'}>
      <legend className="field-label">{legend}</legend>
      <div className="star-rating-options">
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const count = index + 1;
          return (
            <label key={count} className={count <= value ? 'star-rating-star is-on' : 'star-rating-star'}>
              <input
                ref={count === 1 ? field.ref : undefined}
                type="radio"
                className="star-rating-input"
                name={field.id}
                value={count}
                checked={value === count}
                onChange={() => field.setValue(count)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? field.errorId : undefined}
              />
              <span className="star-rating-mark" aria-hidden="true">★</span>
              <span className="visually-hidden">{starName(count)}</span>
            </label>
          );
        })}
        <span className="star-rating-value" aria-hidden="true">{value ? t('orders.review.outOf', { count: value, max: STAR_COUNT }) : ''}</span>
      </div>
      {error ? <p id={field.errorId} className="field-error">{t(error.key, error.params)}</p> : null}
    </fieldset>
  );
}

/** A written review's stars, read-only: the count in words for everyone, the stars as decoration. */
export function StarsShown({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="star-rating-shown">
      <span aria-hidden="true">{'★'.repeat(rating)}{'☆'.repeat(Math.max(0, STAR_COUNT - rating))}</span>{' '}
      <span>{t('orders.review.outOf', { count: rating, max: STAR_COUNT })}</span>
    </span>
  );
}
