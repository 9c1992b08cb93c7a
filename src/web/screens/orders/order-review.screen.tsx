// Reviewing the products of a received order: stars and a few words per product. Reviews
// already written are shown as they are; they cannot be written twice.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { getIn } from '../../../domain/validation/form-value';
import { isEmptyValue } from '../../../domain/validation/validation-error';
import { Field } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { FormSubmitError } from '../../forms/process-error';
import { useForm } from '../../forms/use-form';
import { GraphResponseError } from '../../graph/graph-errors';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { failureKey, orderLinks, orderNumber, serverMessage, useTimeFormat, type OrderVariant } from './order-format';
import { REVIEW_ORDER_MUTATION, useStoreOrder } from './order-mutations';
import { OrderScreenFrame, orderPageTitle } from './order-parts';
import { ORDER_QUERY, orderVariables } from './order-query';
import { maxChars, requiredWhen } from './order-validators';
import { StarRating, StarsShown } from './star-rating';
import type { OrderFieldsFragment, ReviewOrderMutation } from '../../graph/generated/shop-operations';
import './orders.css';

type OrderLineData = OrderFieldsFragment['lines'][number];

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: ORDER_QUERY, variables: orderVariables(match.params.orderID ?? '') }];
}

export const REVIEW_MAX_CHARS = 2000;

interface ReviewEntry {
  productId: string;
  rating: number | null;
  body: string;
}
type ReviewValues = { reviews: ReviewEntry[] };

/** A review is per product: an order with two variations of one product reviews it once. */
function productLines(order: OrderFieldsFragment): OrderLineData[] {
  const seen = new Set<string>();
  return order.lines.filter((line) => {
    if (seen.has(line.productId)) return false;
    seen.add(line.productId);
    return true;
  });
}

function entriesOf(values: Readonly<Record<string, unknown>>): ReviewEntry[] {
  const reviews = getIn(values, 'reviews');
  return Array.isArray(reviews) ? (reviews as ReviewEntry[]) : [];
}

function reviewValidators(count: number): FieldValidators {
  const rules: Record<string, FieldValidators[string]> = {};
  for (let index = 0; index < count; index += 1) {
    rules[`reviews.${index}.rating`] = [
      // Words without stars are not a review; and a sent form must rate at least one product.
      requiredWhen((values) => {
        const entries = entriesOf(values);
        const own = entries[index];
        if (own && own.body.trim() !== '') return true;
        return index === 0 && entries.every((entry) => isEmptyValue(entry.rating));
      }, 'orders.review.ratingRequired'),
    ];
    rules[`reviews.${index}.body`] = [maxChars(REVIEW_MAX_CHARS, 'orders.review.bodyTooLong')];
  }
  return rules;
}

function ReviewForm({ order, lines, onDone }: { order: OrderFieldsFragment; lines: OrderLineData[]; onDone: () => void }) {
  const t = useT();
  const storeOrder = useStoreOrder();
  const [run] = useMutation<ReviewOrderMutation>('ReviewOrderInput', REVIEW_ORDER_MUTATION);
  const validators = useMemo(() => reviewValidators(lines.length), [lines.length]);
  const form = useForm<ReviewValues>(`order-review-${order.id}-${lines.map((line) => line.productId).join(',')}`, {
    initial: { reviews: lines.map((line) => ({ productId: line.productId, rating: null, body: '' })) },
    validators,
    async onSubmit(values) {
      const reviews = values.reviews
        .filter((entry) => entry.rating !== null)
        .map((entry) => ({ productId: entry.productId, rating: entry.rating ?? 0, body: entry.body.trim() }));
      try {
        const data = await run({ input: { orderId: order.id, reviews } });
        storeOrder(data.reviewOrder.order);
      } catch (error) {
        if (!(error instanceof GraphResponseError)) throw error;
        const message = serverMessage(error);
        throw new FormSubmitError({ form: message ? { key: 'orders.error.server', params: { message } } : { key: failureKey(error) }, message: error.message });
      }
      onDone();
    },
  });
  return (
    <form {...form.formProps} className="form order-form order-review-form" aria-labelledby="order-review-write">
      <h2 id="order-review-write">{t('orders.review.write')}</h2>
      <p className="muted">{t('orders.review.writeHint')}</p>
      {lines.map((line, index) => {
        const body = form.field(`reviews.${index}.body`);
        const text = typeof body.value === 'string' ? body.value : '';
        return (
          <fieldset key={line.productId} className="form-group order-review-item">
            <legend>{line.name}</legend>
            <StarRating field={form.field(`reviews.${index}.rating`)} legend={t('orders.review.rating', { name: line.name })} />
            <Field field={body} label={t('orders.review.body')} hint={t('orders.review.bodyHint', { max: REVIEW_MAX_CHARS, used: [...text].length })}>
              {(control) => (
                <textarea
                  {...control}
                  className="field-control"
                  maxLength={REVIEW_MAX_CHARS}
                  value={text}
                  onChange={(event) => body.setValue(event.currentTarget.value)}
                />
              )}
            </Field>
          </fieldset>
        );
      })}
      <FormStatus state={form.state} />
      <div className="form-actions">
        <Button type="submit" size="big" loading={form.state.processing}>{t('orders.review.submit')}</Button>
      </div>
    </form>
  );
}

function WrittenReviews({ lines }: { lines: OrderLineData[] }) {
  const t = useT();
  const time = useTimeFormat();
  if (lines.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-review-written">
      <h2 id="order-review-written">{t('orders.review.written')}</h2>
      <ul className="order-reviews">
        {lines.map((line) =>
          line.review ? (
            <li key={line.productId} className="order-review">
              <h3 className="order-subheading">{line.name}</h3>
              <StarsShown rating={line.review.rating} />
              {line.review.body ? <p className="order-review-body">{line.review.body}</p> : null}
              <p className="muted">
                <time dateTime={line.review.createdAt}>{time(line.review.createdAt, 'date')}</time>
                {` · ${t(`orders.review.status.${line.review.status}`)}`}
              </p>
              {line.review.reply ? <p className="order-review-reply"><strong>{t('reviews.shopReply')}:</strong> {line.review.reply}</p> : null}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

function ReviewBody({ order, variant }: { order: OrderFieldsFragment; variant: OrderVariant }) {
  const t = useT();
  const [thanked, setThanked] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (thanked) status.current?.focus();
  }, [thanked]);
  const products = productLines(order);
  const written = products.filter((line) => line.review !== null);
  const open = products.filter((line) => line.review === null);
  const links = orderLinks(order.id, variant);
  return (
    <>
      <p ref={status} tabIndex={-1} role="status" className={thanked ? 'order-notice order-done' : 'order-status-text'}>
        {thanked ? t('orders.review.thanks') : ''}
      </p>
      {order.canReview ? (
        open.length > 0 ? (
          <ReviewForm order={order} lines={open} onDone={() => setThanked(true)} />
        ) : !thanked ? (
          <p>{t('orders.review.allWritten')}</p>
        ) : null
      ) : (
        <section className="order-box order-notice" aria-labelledby="order-review-not-yet">
          <h2 id="order-review-not-yet">{t('orders.review.notYetTitle')}</h2>
          <p>{t('orders.review.notYet')}</p>
          {order.canConfirmReceived && (
            <p className="order-actions"><Link to={links.confirmReceived} className="button">{t('orders.shipped.confirmLink')}</Link></p>
          )}
        </section>
      )}
      <WrittenReviews lines={written} />
      <p className="order-actions"><Link to={links.order}>{t('orders.backToOrder')}</Link></p>
    </>
  );
}

/** `/order/review/:orderID`. */
export default function OrderReviewScreen() {
  const t = useT();
  return (
    <OrderScreenFrame>
      {({ order, shopName, variant }) => {
        const heading = t('orders.review.title', { number: orderNumber(order.number) });
        return (
          <article className="order-page">
            <PageMeta title={orderPageTitle(heading, shopName)} noindex />
            <header className="order-header">
              <h1>{heading}</h1>
            </header>
            <ReviewBody order={order} variant={variant} />
          </article>
        );
      }}
    </OrderScreenFrame>
  );
}
