// `/admin/orders/print?kind=invoice|packing-slip&ids=…`: the chosen orders' invoices or packing
// slips, one order per printed page (`@media print`), without the admin frame. A packing slip
// carries no prices: it travels in the parcel.
import { formatPhone } from '../../../domain/format/format';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminPrintOrdersQuery } from '../../graph/generated/admin-operations';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider, useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { PRINT_ORDERS_QUERY } from './orders-api';
import './order-print.css';
import { useAdminMoney } from '../ui/admin-money';

type Kind = 'invoice' | 'packing-slip';
type PrintOrder = AdminPrintOrdersQuery['orderList']['edges'][number]['node'];

function printRequest(query: Readonly<Record<string, string>>): { kind: Kind; ids: string[] } {
  const ids = (query.ids ?? '').split(',').map((id) => id.trim()).filter(Boolean).slice(0, 50);
  return { kind: query.kind === 'packing-slip' ? 'packing-slip' : 'invoice', ids };
}

function variablesFor(ids: string[]) {
  return { first: 50, filter: { ids } };
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: PRINT_ORDERS_QUERY, variables: variablesFor(printRequest(match.entry.query).ids) });
}

function PrintedOrder({ order, kind, shopName }: { order: PrintOrder; kind: Kind; shopName: string }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const address = order.shippingAddress;
  const prices = kind === 'invoice';
  return (
    <article className="print-page" aria-labelledby={`print-${order.id}`}>
      <header className="print-header">
        <p className="print-shop">{shopName}</p>
        <h2 id={`print-${order.id}`}>{t(prices ? 'adminOrders.print.invoiceTitle' : 'adminOrders.print.slipTitle', { number: order.number })}</h2>
        <p>{formatShopTime(order.placedAt, language, offset)}</p>
      </header>
      <section className="print-address">
        <h3>{t('adminOrders.print.shipTo')}</h3>
        <p>{[address.name, formatPhone(address.phone), address.address, address.district, `${address.city}, ${address.province} ${address.postalCode}`].join('\n')}</p>
        <p>{t('adminOrders.customer.courier')}: {`${order.trackingCourier ?? order.shippingCourier} ${order.trackingCourier ? '' : order.shippingService}`.trim()}{order.trackingNumber ? ` · ${t('orders.tracking.number')}: ${order.trackingNumber}` : ''}</p>
      </section>
      <table className="print-lines">
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.lines.item')}</th>
            <th scope="col">{t('adminOrders.print.sku')}</th>
            <th scope="col" className="print-number">{t('adminOrders.lines.count')}</th>
            {prices ? <th scope="col" className="print-number">{t('adminOrders.lines.price')}</th> : null}
            {prices ? <th scope="col" className="print-number">{t('adminOrders.lines.total')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.position}>
              <td>{line.name}{line.variationLabel ? ` · ${line.variationLabel}` : ''}{line.refundedCount ? ` (${t('adminOrders.lines.refunded', { count: line.refundedCount })})` : ''}</td>
              <td>{line.sku}</td>
              <td className="print-number">{prices ? line.count : line.count - line.refundedCount}</td>
              {prices ? <td className="print-number">{money(line.unitPrice)}</td> : null}
              {prices ? <td className="print-number">{money(line.lineTotal)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {prices ? (
        <dl className="print-amounts">
          <dt>{t('adminOrders.amount.subtotal')}</dt><dd>{money(order.subtotal)}</dd>
          {order.bundleDiscount ? (<><dt>{t('bundle.checkout.saving')}</dt><dd>−{money(order.bundleDiscount)}</dd></>) : null}
          {order.discount - order.bundleDiscount ? (<><dt>{t('adminOrders.amount.discount')}</dt><dd>−{money(order.discount - order.bundleDiscount)}</dd></>) : null}
          <dt>{t('adminOrders.amount.shipping')}</dt><dd>{money(order.shippingFee)}</dd>
          <dt className="is-strong">{t('adminOrders.amount.total')}</dt><dd className="is-strong">{money(order.total)}</dd>
          <dt>{t('adminOrders.amount.paid')}</dt><dd>{money(order.paidAmount)}</dd>
          {order.refundedAmount ? (<><dt>{t('adminOrders.amount.refunded')}</dt><dd>{money(order.refundedAmount)}</dd></>) : null}
          {order.balanceDue ? (<><dt>{t('adminOrders.amount.balance')}</dt><dd>{money(order.balanceDue)}</dd></>) : null}
        </dl>
      ) : null}
      {order.note ? <p className="print-note">{t('adminOrders.customer.note')}: {order.note}</p> : null}
    </article>
  );
}

function PrintPage() {
  const t = useT();
  const route = useRoute();
  const request = printRequest(route.query);
  const query = useQuery<AdminPrintOrdersQuery>(PRINT_ORDERS_QUERY, variablesFor(request.ids));
  const title = t(request.kind === 'invoice' ? 'adminOrders.print.invoices' : 'adminOrders.print.slips');
  return (
    <main className="print-sheet" id="admin-main">
      <PageMeta title={title} noindex />
      <div className="print-toolbar">
        <h1>{title}</h1>
        <Button variant="primary" onPress={() => window.print()}>{t('adminOrders.print.print')}</Button>
        <Link to={{ name: 'adminOrders' }}>{t('admin.backTo', { section: t('adminOrders.title') })}</Link>
      </div>
      <AdminLoadState query={query}>
        {(data) => {
          // In the order they were chosen, which is the order the list showed them.
          const byId = new Map(data.orderList.edges.map((edge) => [edge.node.id, edge.node]));
          const orders = request.ids.map((id) => byId.get(id)).filter((order): order is PrintOrder => order !== undefined);
          return orders.length === 0
            ? <p role="alert">{t('adminOrders.print.none')}</p>
            : <>{orders.map((order) => <PrintedOrder key={order.id} order={order} kind={request.kind} shopName={data.shop.name} />)}</>;
        }}
      </AdminLoadState>
    </main>
  );
}

export default function AdminOrderPrintScreen() {
  const admin = useAdminGraph();
  return (
    <GraphProvider client={admin.client} cache={admin.cache}>
      <PrintPage />
    </GraphProvider>
  );
}
