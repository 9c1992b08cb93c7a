// One order as its shopper sees it: status, what to do next (pay, wait for the proof check,
// confirm receipt, review), the lines, the totals, delivery, contact and the status history.
// Shown on the guest route and, later, on the signed-in customer's order route.
import { useId } from 'react';
import { formatPhone } from '../../../domain/format/format';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { ResponsiveImage } from '../../ui/responsive-image';
import { ShipmentJourney } from '../../ui/shipment-journey';
import {
  isPayable,
  orderLinks,
  orderNumber,
  proofUnderReview,
  statusKey,
  useMoney,
  useTimeFormat,
  type OrderVariant,
} from './order-format';
import { StatusBadge } from './order-parts';
import { useOrderWatch } from './order-watch';
import { PaymentBox } from './payment-box';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';
import { jsonObject } from '../../graph/graph-json';
import { PushOptIn } from '../../ui/web-app/push-opt-in';

type OrderEventData = OrderFieldsFragment['events'][number];

export function OrderLines({ order, headingLevel = 2 }: { order: OrderFieldsFragment; headingLevel?: 2 | 3 }) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-section" aria-labelledby={`${id}-lines`}>
      <Heading id={`${id}-lines`}>{t('orders.lines.title')}</Heading>
      <ul className="order-lines">
        {order.lines.map((line, index) => {
          const image = line.product?.image ?? null;
          return (
            <li key={`${line.productId} ${line.variationLabel} ${index}`} className="order-line">
              <span className="order-line-picture">
                {image ? <ResponsiveImage image={image} alt="" sizes="64px" displayWidth={64} /> : <span className="order-line-placeholder" aria-hidden="true" />}
              </span>
              <span className="order-line-main">
                <span className="order-line-name">
                  {line.product ? <Link to={{ name: 'product', params: { slug: line.product.slug } }}>{line.name}</Link> : line.name}
                </span>
                {line.variationLabel && (
                  <span className="order-line-variation">
                    <span className="visually-hidden">{t('orders.lines.variation')}: </span>
                    {line.variationLabel}
                  </span>
                )}
                <span className="order-line-count">{t('orders.lines.countTimesPrice', { count: line.count, price: money(line.unitPrice) })}</span>
              </span>
              <span className="order-line-total">
                <span className="visually-hidden">{t('orders.lines.lineTotal')}: </span>
                {money(line.lineTotal)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function OrderTotals({ order, headingLevel = 2 }: { order: OrderFieldsFragment; headingLevel?: 2 | 3 }) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shippingWith = [order.shippingCourier, order.shippingService].filter(Boolean).join(' ');
  return (
    <section className="order-section" aria-labelledby={`${id}-totals`}>
      <Heading id={`${id}-totals`}>{t('orders.totals.title')}</Heading>
      <dl className="order-totals">
        <div><dt>{t('orders.totals.subtotal')}</dt><dd>{money(order.subtotal)}</dd></div>
        {order.bundles.map((bundle, index) => (
          <div key={index}>
            <dt>{t('bundle.checkout.saving')}: {t('bundle.checkout.line', { name: bundle.name, sets: bundle.sets })}</dt>
            <dd>−{money(bundle.saving)}</dd>
          </div>
        ))}
        {order.discount - order.bundleDiscount > 0 && (
          <div>
            <dt>{order.couponCode ? t('orders.totals.discountCode', { code: order.couponCode }) : t('orders.totals.discount')}</dt>
            <dd>−{money(order.discount - order.bundleDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{shippingWith ? t('orders.totals.shippingWith', { courier: shippingWith }) : t('orders.totals.shipping')}</dt>
          <dd>{money(order.shippingFee)}</dd>
        </div>
        <div className="order-totals-total"><dt>{t('orders.totals.total')}</dt><dd>{money(order.total)}</dd></div>
        <div><dt>{t('orders.totals.paid')}</dt><dd>{money(order.paidAmount)}</dd></div>
        {order.balanceDue > 0 && (
          <div className="order-totals-due"><dt>{t('orders.totals.balanceDue')}</dt><dd>{money(order.balanceDue)}</dd></div>
        )}
      </dl>
    </section>
  );
}

/**
 * Courier and tracking number, once the shop has shipped. `withCourier: false` leaves the
 * courier to a list that already names it.
 */
export function TrackingInfo({ order, withCourier = true }: { order: OrderFieldsFragment; withCourier?: boolean }) {
  const t = useT();
  if (!order.trackingNumber) return null;
  return (
    <dl className="order-facts order-tracking">
      {withCourier ? <div><dt>{t('orders.tracking.courier')}</dt><dd>{order.trackingCourier || order.shippingCourier}</dd></div> : null}
      <div><dt>{t('orders.tracking.number')}</dt><dd className="order-tracking-number">{order.trackingNumber}</dd></div>
    </dl>
  );
}

/** Kinds of history entries with their own wording; others are named by the status they led to. */
const EVENT_KINDS = new Set(['placed', 'payment_proof_submitted', 'payment_rejected', 'payment_after_close', 'payment_amount_mismatch']);

function eventLabel(event: OrderEventData, t: (key: string) => string): string {
  if (EVENT_KINDS.has(event.kind)) return t(`orders.event.${event.kind}`);
  if (event.toStatus) return t(statusKey(event.toStatus));
  return t('orders.event.other');
}

function OrderTimeline({ order }: { order: OrderFieldsFragment }) {
  const t = useT();
  const time = useTimeFormat();
  const id = useId();
  const recorded = [...order.events].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  // Placing the order starts the history, whether or not it was recorded as an event.
  const events: OrderEventData[] = recorded.some((event) => event.kind === 'placed')
    ? recorded
    : [{ kind: 'placed', toStatus: null, createdAt: order.placedAt }, ...recorded];
  return (
    <section className="order-section" aria-labelledby={`${id}-history`}>
      <h2 id={`${id}-history`}>{t('orders.history.title')}</h2>
      <ol className="order-timeline">
        {events.map((event, index) => (
          <li key={`${event.createdAt} ${event.kind} ${index}`} aria-current={index === events.length - 1 ? 'step' : undefined}>
            <span className="order-timeline-label">{eventLabel(event, t)}</span>{' '}
            <time className="order-timeline-time" dateTime={event.createdAt}>{time(event.createdAt, 'dateTime')}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function customFieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function OrderDelivery({ order }: { order: OrderFieldsFragment }) {
  const t = useT();
  const id = useId();
  const address = order.shippingAddress;
  const customFields = Object.entries(jsonObject(order.customFields))
    .map(([key, value]) => [key, customFieldText(value)] as const)
    .filter(([, value]) => value.trim() !== '');
  return (
    <div className="order-columns">
      <section className="order-section" aria-labelledby={`${id}-shipping`}>
        <h2 id={`${id}-shipping`}>{t('orders.shipping.title')}</h2>
        <address className="order-address">
          <strong>{address.name}</strong><br />
          {formatPhone(address.phone)}<br />
          {address.address}<br />
          {[address.district, address.city].filter(Boolean).join(', ')}<br />
          {[address.province, address.postalCode].filter(Boolean).join(' ')}
        </address>
        <dl className="order-facts">
          <div><dt>{t('orders.shipping.service')}</dt><dd>{[order.shippingCourier, order.shippingService].filter(Boolean).join(' ') || '-'}</dd></div>
          {order.pickupNote ? <div><dt>{t('orders.shipping.pickupAt')}</dt><dd>{order.pickupNote}</dd></div> : null}
        </dl>
        {/* While the parcel travels, the box above shows its tracking. Afterwards it is kept here; the
            courier chosen is named just above, the one that carried it only when the shop used another. */}
        {order.status === 'shipped' ? null : <TrackingInfo order={order} withCourier={Boolean(order.trackingCourier) && order.trackingCourier !== order.shippingCourier} />}
      </section>
      <section className="order-section" aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`}>{t('orders.contact.title')}</h2>
        <dl className="order-facts">
          <div><dt>{t('orders.contact.email')}</dt><dd>{order.email}</dd></div>
          <div><dt>{t('orders.contact.phone')}</dt><dd>{formatPhone(order.phone)}</dd></div>
          {customFields.map(([key, value]) => (
            <div key={key}><dt>{key}</dt><dd>{value}</dd></div>
          ))}
        </dl>
        {order.note.trim() !== '' && (
          <>
            <h3 className="order-subheading">{t('orders.note.title')}</h3>
            <p className="order-note">{order.note}</p>
          </>
        )}
      </section>
    </div>
  );
}

/** What the shopper can or must do now, most pressing first. */
function OrderNextSteps({ order, variant }: { order: OrderFieldsFragment; variant: OrderVariant }) {
  const t = useT();
  const money = useMoney();
  const time = useTimeFormat();
  const id = useId();
  const links = orderLinks(order.id, variant);
  const underReview = proofUnderReview(order);
  const payable = isPayable(order);
  return (
    <>
      {underReview && (
        <section className="order-box order-notice" aria-labelledby={`${id}-review`}>
          <h2 id={`${id}-review`}>{t('orders.proof.underReview')}</h2>
          <p>
            {underReview.proof
              ? t('orders.proof.underReviewDetail', { amount: money(underReview.proof.amount), bank: underReview.proof.bank, date: time(underReview.proof.transferDate, 'date') })
              : t('orders.proof.underReviewShort')}
          </p>
        </section>
      )}
      {payable && order.status === 'partially_paid' && (
        <section className="order-box order-payment" aria-labelledby={`${id}-balance`}>
          <h2 id={`${id}-balance`}>{t('orders.balance.title')}</h2>
          <p className="order-due">
            <span className="order-due-label">{t('orders.totals.balanceDue')}</span>{' '}
            <strong className="order-due-amount">{money(order.amountDueNow)}</strong>
          </p>
          <p className="order-actions">
            <Link to={links.completePayment} className="button">{t('orders.balance.link')}</Link>
          </p>
        </section>
      )}
      {payable && order.status !== 'partially_paid' && <PaymentBox order={order} variant={variant} title={t('orders.payment.title')} />}
      {(order.status === 'paid' || order.status === 'processing') && (
        <section className="order-box" aria-labelledby={`${id}-preparing`}>
          <h2 id={`${id}-preparing`}>{t('orders.preparing.title')}</h2>
          <p>{t('orders.preparing.body')}</p>
        </section>
      )}
      {order.status === 'shipped' && (
        <section className="order-box" aria-labelledby={`${id}-shipped`}>
          <h2 id={`${id}-shipped`}>{t('orders.shipped.title')}</h2>
          <TrackingInfo order={order} />
          {order.shipment ? <ShipmentJourney shipment={order.shipment} headingId={`${id}-journey`} /> : null}
          {order.canConfirmReceived && (
            <>
              <p>{t('orders.shipped.confirmHint')}</p>
              <p className="order-actions">
                <Link to={links.confirmReceived} className="button">{t('orders.shipped.confirmLink')}</Link>
              </p>
            </>
          )}
        </section>
      )}
      {order.canReview && (
        <section className="order-box" aria-labelledby={`${id}-reviews`}>
          <h2 id={`${id}-reviews`}>{t('orders.reviewPrompt.title')}</h2>
          <p>{t('orders.reviewPrompt.body')}</p>
          <p className="order-actions">
            <Link to={links.review} className="button">{t('orders.reviewPrompt.link')}</Link>
          </p>
        </section>
      )}
      {(order.status === 'expired' || order.status === 'cancelled' || order.status === 'refunded') && (
        <section className="order-box order-notice" aria-labelledby={`${id}-closed`}>
          <h2 id={`${id}-closed`}>{t(statusKey(order.status))}</h2>
          <p>{t(`orders.closed.${order.status}`)}</p>
        </section>
      )}
    </>
  );
}

export interface OrderViewProps {
  order: OrderFieldsFragment;
  variant: OrderVariant;
  /** Asks for the order again (while a gateway payment waits). */
  refetch: () => Promise<void>;
}

export function OrderView({ order, variant, refetch }: OrderViewProps) {
  const t = useT();
  const time = useTimeFormat();
  const watch = useOrderWatch(order, refetch);
  return (
    <article className="order-page">
      <header className="order-header">
        <h1>{t('orders.order.title', { number: orderNumber(order.number) })}</h1>
        <StatusBadge status={order.status} />
        <p className="muted">
          {t('orders.order.placedAt')} <time dateTime={order.placedAt}>{time(order.placedAt, 'dateTime')}</time>
        </p>
      </header>
      {/* Always present, so the change is read out when the gateway's payment arrives. */}
      <div role="status" className="order-live">
        {watch.paidWhileWatching ? <p className="order-box order-notice order-notice-success">{t('orders.payment.received')}</p> : null}
      </div>
      <OrderNextSteps order={order} variant={variant} />
      <PushOptIn orderId={order.id} />
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <OrderDelivery order={order} />
      <OrderTimeline order={order} />
    </article>
  );
}
