// Paying the rest of an order whose down payment is in: the balance, then the method.
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { isPayable, orderLinks, orderNumber, proofUnderReview, statusKey, useMoney, type OrderVariant } from './order-format';
import { OrderScreenFrame, orderPageTitle } from './order-parts';
import { ORDER_QUERY, orderVariables } from './order-query';
import { PaymentBox } from './payment-box';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';
import './orders.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: ORDER_QUERY, variables: orderVariables(match.params.orderID ?? '') }];
}

function CompletePaymentBody({ order, variant }: { order: OrderFieldsFragment; variant: OrderVariant }) {
  const t = useT();
  const money = useMoney();
  const links = orderLinks(order.id, variant);
  const back = <p className="order-actions"><Link to={links.order}>{t('orders.backToOrder')}</Link></p>;
  if (proofUnderReview(order)) {
    return (
      <section className="order-box order-notice" aria-labelledby="order-complete-review">
        <h2 id="order-complete-review">{t('orders.proof.underReview')}</h2>
        <p>{t('orders.proof.underReviewShort')}</p>
        {back}
      </section>
    );
  }
  if (!isPayable(order)) {
    return (
      <section className="order-box order-notice" aria-labelledby="order-complete-none">
        <h2 id="order-complete-none">{t('orders.confirm.nothingDue')}</h2>
        <p>{t('orders.confirm.nothingDueBody', { status: t(statusKey(order.status)) })}</p>
        {back}
      </section>
    );
  }
  return (
    <>
      <dl className="order-totals order-balance-summary">
        <div><dt>{t('orders.totals.total')}</dt><dd>{money(order.total)}</dd></div>
        <div><dt>{t('orders.totals.paid')}</dt><dd>{money(order.paidAmount)}</dd></div>
        <div className="order-totals-due"><dt>{t('orders.totals.balanceDue')}</dt><dd>{money(order.balanceDue)}</dd></div>
      </dl>
      {order.status !== 'partially_paid' && <p className="order-hint">{t('orders.balance.notStarted')}</p>}
      <PaymentBox order={order} variant={variant} title={t('orders.balance.chooseMethod')} />
      {back}
    </>
  );
}

/** `/order/payment/complete/:orderID`. */
export default function CompletePaymentScreen() {
  const t = useT();
  return (
    <OrderScreenFrame>
      {({ order, shopName, variant }) => (
        <article className="order-page">
          <PageMeta title={orderPageTitle(t('orders.balance.link'), shopName)} noindex />
          <header className="order-header">
            <h1>{t('orders.balance.link')}</h1>
            <p className="muted">{t('orders.order.title', { number: orderNumber(order.number) })}</p>
          </header>
          <CompletePaymentBody order={order} variant={variant} />
        </article>
      )}
    </OrderScreenFrame>
  );
}
