// `/admin/orders`: the shop's orders, newest first, found by number, buyer, phone or e-mail and
// filtered by status, payment, method and dates (in the shop's zone); chosen orders are shipped together or
// printed. The filters and the page live in the address, so a view can be shared or reloaded.
import { useState } from 'react';
import type { AdminOrdersQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { BulkShipDialog } from './bulk-ship-dialog';
import { OrderListFilterForm } from './order-list-filters';
import { ChooseAll, OrderRows } from './order-rows';
import { ADMIN_ORDERS_QUERY, exportHref, listFilters, listQuery, listVariables, ORDERS_PAGE_SIZE, type OrderListFilters } from './orders-api';
import './admin-orders.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_ORDERS_QUERY, variables: listVariables(listFilters(match.entry.query)) });
}

function printHref(kind: 'invoice' | 'packing-slip', ids: readonly string[]): string {
  return `/admin/orders/print?${new URLSearchParams({ kind, ids: ids.join(',') }).toString()}`;
}

function OrderList({ data, filters }: { data: AdminOrdersQuery; filters: OrderListFilters }) {
  const t = useT();
  const { totalCount, edges } = data.orderList;
  const orders = edges.map((edge) => edge.node);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [shipping, setShipping] = useState(false);
  const mayManage = data.viewer.permissions.includes('orders.manage');
  const chosenOrders = orders.filter((order) => chosen.has(order.id));
  const choose = (ids: string[], value: boolean) => setChosen((current) => {
    const next = new Set(current);
    for (const id of ids) if (value) next.add(id); else next.delete(id);
    return next;
  });
  return (
    <>
      <div className="ao-list-bar">
        <p className="admin-muted" role="status">{t('adminOrders.list.count', { count: totalCount })}</p>
        {orders.length ? <ChooseAll orders={orders} chosen={chosen} onChoose={choose} /> : null}
        <a className="ui-button ui-button-secondary" href={exportHref(filters)} download>{t('adminOrders.export')}</a>
      </div>
      {chosenOrders.length ? (
        <div className="ao-bulk-bar" role="region" aria-label={t('adminOrders.bulk.label')}>
          <p>{t('adminOrders.bulk.chosen', { count: chosenOrders.length })}</p>
          {mayManage ? <Button variant="primary" onPress={() => setShipping(true)}>{t('adminOrders.bulk.ship')}</Button> : null}
          <a className="ui-button ui-button-secondary" href={printHref('invoice', chosenOrders.map((o) => o.id))} target="_blank" rel="noopener">{t('adminOrders.bulk.invoices')}</a>
          <a className="ui-button ui-button-secondary" href={printHref('packing-slip', chosenOrders.map((o) => o.id))} target="_blank" rel="noopener">{t('adminOrders.bulk.slips')}</a>
          <Button variant="quiet" onPress={() => setChosen(new Set())}>{t('adminOrders.bulk.clear')}</Button>
        </div>
      ) : null}
      {orders.length === 0
        ? <p className="admin-panel">{t('adminOrders.list.empty')}</p>
        : <OrderRows orders={orders} chosen={chosen} onChoose={choose} />}
      <Pagination page={filters.page} totalCount={totalCount} pageSize={ORDERS_PAGE_SIZE}
        target={(page) => ({ name: 'adminOrders', query: listQuery({ ...filters, page }) })} />
      {mayManage ? <BulkShipDialog key={[...chosen].join()} orders={chosenOrders} open={shipping} onClose={() => setShipping(false)} /> : null}
    </>
  );
}

function OrderListContent() {
  const route = useRoute();
  const filters = listFilters(route.query);
  const query = useQuery<AdminOrdersQuery>(ADMIN_ORDERS_QUERY, listVariables(filters));
  return (
    <>
      {/* A new address (back, forward, a cleared filter) starts the form from what it says. */}
      <OrderListFilterForm key={route.href} filters={filters} />
      <AdminLoadState query={query}>{(data) => <OrderList key={route.href} data={data} filters={filters} />}</AdminLoadState>
    </>
  );
}

export default function AdminOrdersScreen() {
  const t = useT();
  return (
    <AdminFrame section="orders" title={t('adminOrders.title')}>
      <OrderListContent />
    </AdminFrame>
  );
}
