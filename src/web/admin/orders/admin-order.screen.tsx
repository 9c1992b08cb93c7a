// `/admin/orders/{orderID}`: one order for staff, server-rendered with its data: lines and
// amounts, buyer and address, payments with their proofs, what may be done next, notes and
// history. Actions the viewer's role may not take are not shown.
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminOrderQuery } from '../../graph/generated/admin-operations';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider, useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { StatusBadge } from '../../ui/order-status';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { OrderActions } from './order-actions';
import { OrderCustomer } from './order-customer';
import { OrderLines } from './order-lines';
import { OrderHistory, OrderNotes } from './order-notes';
import { OrderPayments } from './order-payments';
import { ADMIN_ORDER_QUERY } from './orders-api';
import './admin-orders.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_ORDER_QUERY, variables: { id: match.params.orderID ?? '' } });
}

function NotFound() {
  const t = useT();
  return (
    <div className="admin-panel" role="alert">
      <PageMeta title={t('adminOrders.order.notFound')} status={404} noindex />
      <p>{t('adminOrders.order.notFound')}</p>
    </div>
  );
}

function OrderPage({ data }: { data: AdminOrderQuery }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const order = data.orderById;
  if (!order) return <NotFound />;
  const mayManage = data.viewer.permissions.includes('orders.manage');
  return (
    <>
      <div className="ao-summary">
        <StatusBadge status={order.status} />
        <span className={`ao-payment-badge is-${order.paymentState}`}>{t(`adminOrders.paymentState.${order.paymentState}`)}</span>
        <span className="admin-muted">{t('adminOrders.order.placed', { when: formatShopTime(order.placedAt, language, offset) })}</span>
        {order.cancelReason ? <span className="admin-muted">{t('adminOrders.order.cancelReason', { reason: order.cancelReason })}</span> : null}
      </div>
      <div className="ao-columns">
        <div className="ao-main">
          <OrderLines order={order} />
          <OrderPayments order={order} mayManage={mayManage} />
          <OrderNotes order={order} mayManage={mayManage} />
          <OrderHistory order={order} />
        </div>
        <div className="ao-aside">
          <OrderActions order={order} mayManage={mayManage} />
          <OrderCustomer order={order} />
        </div>
      </div>
    </>
  );
}

function AdminOrderPage() {
  const t = useT();
  const route = useRoute();
  const query = useQuery<AdminOrderQuery>(ADMIN_ORDER_QUERY, { id: route.params.orderID ?? '' });
  const order = query.data?.orderById;
  return (
    <AdminFrame section="orders" title={order ? t('adminOrders.order.title', { number: order.number }) : t('adminOrders.title')}>
      <p><Link to={{ name: 'adminOrders' }}>{t('admin.backTo', { section: t('adminOrders.title') })}</Link></p>
      <AdminLoadState query={query}>{(data) => <OrderPage key={data.orderById?.id ?? 'none'} data={data} />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminOrderScreen() {
  const admin = useAdminGraph();
  return (
    <GraphProvider client={admin.client} cache={admin.cache}>
      <AdminOrderPage />
    </GraphProvider>
  );
}
