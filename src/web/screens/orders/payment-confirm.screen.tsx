// `/payment/confirm`: the orders this browser may open that still wait for a payment, each
// leading to its transfer confirmation. Orders are reached through the link in their e-mail.
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenQuery } from '../screen-types';
import { isPayable, orderLinks, orderNumber, statusKey, useMoney, useTimeFormat } from './order-format';
import { orderPageTitle } from './order-parts';
import { ACCESSIBLE_ORDERS_QUERY } from './order-query';
import type { AccessibleOrdersQuery } from '../../graph/generated/shop-operations';
import './orders.css';

export function queries(): ScreenQuery[] {
  return [{ query: ACCESSIBLE_ORDERS_QUERY }];
}

export default function PaymentConfirmScreen() {
  const t = useT();
  const money = useMoney();
  const time = useTimeFormat();
  const { data, error, refetch } = useQuery<AccessibleOrdersQuery>(ACCESSIBLE_ORDERS_QUERY);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const payable = data.accessibleOrders.filter(isPayable);
  return (
    <article className="order-page">
      <PageMeta title={orderPageTitle(t('orders.confirm.title'), data.shop.name)} noindex />
      <header className="order-header">
        <h1>{t('orders.confirm.title')}</h1>
      </header>
      {payable.length === 0 ? (
        <section className="order-box" aria-labelledby="payment-confirm-none">
          <h2 id="payment-confirm-none">{t('orders.pick.noneTitle')}</h2>
          <p>{t('orders.pick.noneBody')}</p>
          <p className="order-actions"><Link to={{ name: 'home' }} className="button">{t('orders.backHome')}</Link></p>
        </section>
      ) : (
        <section aria-labelledby="payment-confirm-list">
          <h2 id="payment-confirm-list">{t('orders.pick.title')}</h2>
          <ul className="order-pick-list">
            {payable.map((order) => (
              <li key={order.id} className="order-pick">
                <Link to={orderLinks(order.id, 'guest').confirmPayment} className="order-pick-link">
                  <span className="order-pick-number">{t('orders.order.title', { number: orderNumber(order.number) })}</span>
                  <span className="order-pick-date">
                    {t('orders.order.placedAt')} <time dateTime={order.placedAt}>{time(order.placedAt, 'date')}</time>
                  </span>
                  <span className="order-pick-amount">{t('orders.pick.due', { amount: money(order.amountDueNow) })}</span>
                  <span className="order-pick-status">{t(statusKey(order.status))}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="muted">{t('orders.pick.otherOrders')}</p>
        </section>
      )}
    </article>
  );
}
