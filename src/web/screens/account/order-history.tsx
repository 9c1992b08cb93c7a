// The customer's own orders, newest first, a page at a time: number (linking to the order),
// date, status in the order page's words, total, and ordering the same products again.
import { useEffect, useId, useState } from 'react';
import { formatTime } from '../../../domain/format/time';
import { useShopMoney } from '../../ui/shop-currency';
import { useGraphClient, useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { StatusBadge } from '../../ui/order-status';
import { ACCOUNT_ORDERS_QUERY, ordersVariables } from './account-api';
import { useRefusalText } from './account-errors';
import { useReorder } from './use-reorder';
import type { AccountOrdersQuery } from '../../graph/generated/shop-operations';

type OrderPage = AccountOrdersQuery['viewerOrders'];
type Order = OrderPage['edges'][number]['node'];

function orderAnchor(id: string): string {
  return `account-order-${id}`;
}

function OrderItem({ order, onReorder }: { order: Order; onReorder: (order: Order) => Promise<void> }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const money = useShopMoney();
  const number = `#${order.number}`;
  return (
    <li className="account-card account-order">
      <h3 id={orderAnchor(order.id)} tabIndex={-1}>
        <Link to={{ name: 'order', params: { orderID: order.id } }}>{t('account.orders.number', { number })}</Link>
      </h3>
      <p className="muted">{t('account.orders.placed', { date: formatTime(order.placedAt, 'date', language, offset) })}</p>
      <p><StatusBadge status={order.status} /></p>
      <p className="account-order-total">{t('account.orders.total', { amount: money(order.total) })}</p>
      <div className="account-actions">
        <Button size="small" variant="secondary" aria-label={t('account.orders.reorderLabel', { number })} onPress={() => onReorder(order)}>
          {t('account.orders.reorder')}
        </Button>
      </div>
    </li>
  );
}

export function OrderHistory() {
  const t = useT();
  const titleId = useId();
  const client = useGraphClient();
  const refusal = useRefusalText();
  const reorder = useReorder();
  const first = useQuery<AccountOrdersQuery>(ACCOUNT_ORDERS_QUERY, ordersVariables(null));
  const [later, setLater] = useState<OrderPage[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId) document.getElementById(orderAnchor(focusId))?.focus();
  }, [focusId]);

  const firstPage = first.data?.viewerOrders;
  const pages = firstPage ? [firstPage, ...later] : [];
  const orders = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const last = pages[pages.length - 1];
  const total = firstPage?.totalCount ?? 0;

  const loadMore = async () => {
    if (!last?.pageInfo.endCursor) return;
    setLoading(true);
    setFailure(null);
    try {
      const data = await client.query<AccountOrdersQuery>(ACCOUNT_ORDERS_QUERY, ordersVariables(last.pageInfo.endCursor));
      setLater((previous) => [...previous, data.viewerOrders]);
      // The first of the new orders takes the focus, so the keyboard goes on where the list grew.
      setFocusId(data.viewerOrders.edges[0]?.node.id ?? null);
    } catch (error) {
      setFailure({ error });
    } finally {
      setLoading(false);
    }
  };

  const reorderWithReport = async (order: Order) => {
    setFailure(null);
    try {
      await reorder(order);
    } catch (error) {
      setFailure({ error });
    }
  };

  return (
    <section className="account-section account-orders" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.orders.title')}</h2>
      {first.error && !firstPage ? (
        <p role="alert" className="form-status-error">{refusal(first.error)} <Button size="small" variant="quiet" onPress={() => first.refetch()}>{t('error.retry')}</Button></p>
      ) : !firstPage ? (
        <p role="status" className="loading">{t('loading')}</p>
      ) : orders.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.orders.empty')}</p>
          <p><Link to={{ name: 'home' }} className="button">{t('account.orders.toShop')}</Link></p>
        </div>
      ) : (
        <>
          <ul className="account-order-list" aria-label={t('account.orders.list')}>
            {orders.map((order) => <OrderItem key={order.id} order={order} onReorder={reorderWithReport} />)}
          </ul>
          {last?.pageInfo.hasNextPage ? (
            <div className="account-actions">
              <Button variant="secondary" loading={loading} onPress={loadMore}>{t('account.orders.more')}</Button>
            </div>
          ) : null}
        </>
      )}
      <p role="status" className="form-status-text">{firstPage && orders.length > 0 ? t('account.orders.shown', { shown: orders.length, total }) : ''}</p>
      {failure ? <p role="alert" className="form-status-error">{refusal(failure.error)}</p> : null}
    </section>
  );
}
