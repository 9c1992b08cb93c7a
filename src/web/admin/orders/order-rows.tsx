// The orders as a table with a box to choose each one for bulk actions. Below 800 px each row
// is a card: number, buyer and status on top, the figures labelled below.
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminOrdersQuery } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { StatusBadge } from '../../ui/order-status';
import { useAdminMoney } from '../ui/admin-money';

export type OrderRow = AdminOrdersQuery['orderList']['edges'][number]['node'];

function Row({ order, chosen, onChoose }: { order: OrderRow; chosen: boolean; onChoose: (chosen: boolean) => void }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const units = order.lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <tr className={chosen ? 'is-chosen' : undefined}>
      <td className="ao-cell-choose">
        <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.currentTarget.checked)}
          aria-label={t('adminOrders.list.choose', { number: order.number })} />
      </td>
      <th scope="row" className="ao-cell-order">
        <Link to={{ name: 'adminOrder', params: { orderID: order.id } }}>#{order.number}</Link>
        <span className="ao-cell-date">{formatShopTime(order.placedAt, language, offset)}</span>
      </th>
      <td data-label={t('adminOrders.column.customer')} className="ao-cell-customer">
        <span>{order.customerName}</span>
        <span className="admin-muted">{order.email}</span>
      </td>
      <td data-label={t('adminOrders.column.status')}><StatusBadge status={order.status} /></td>
      <td data-label={t('adminOrders.column.payment')}>
        <span className={`ao-payment-badge is-${order.paymentState}`}>{t(`adminOrders.paymentState.${order.paymentState}`)}</span>
        <span className="admin-muted ao-payment-method">{t(`adminOrders.method.${order.paymentMethod.toLowerCase()}`)}</span>
      </td>
      <td data-label={t('adminOrders.column.items')} className="ao-cell-number">{units}</td>
      <td data-label={t('adminOrders.column.total')} className="ao-cell-number">{money(order.total)}</td>
    </tr>
  );
}

/** Choosing every order of the page: above the table, so it stays on a phone where the table's head is hidden. */
export function ChooseAll({ orders, chosen, onChoose }: { orders: OrderRow[]; chosen: ReadonlySet<string>; onChoose: (ids: string[], chosen: boolean) => void }) {
  const t = useT();
  const all = orders.length > 0 && orders.every((order) => chosen.has(order.id));
  return (
    <label className="ao-choose-all">
      <input type="checkbox" checked={all} onChange={(event) => onChoose(orders.map((order) => order.id), event.currentTarget.checked)} />
      {t('adminOrders.list.chooseAll')}
    </label>
  );
}

export function OrderRows({ orders, chosen, onChoose }: { orders: OrderRow[]; chosen: ReadonlySet<string>; onChoose: (ids: string[], chosen: boolean) => void }) {
  const t = useT();
  return (
    <table className="ao-table">
      <caption className="visually-hidden">{t('adminOrders.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="ao-cell-choose"><span className="visually-hidden">{t('adminOrders.column.choose')}</span></th>
          <th scope="col">{t('adminOrders.column.number')}</th>
          <th scope="col">{t('adminOrders.column.customer')}</th>
          <th scope="col">{t('adminOrders.column.status')}</th>
          <th scope="col">{t('adminOrders.column.payment')}</th>
          <th scope="col" className="ao-cell-number">{t('adminOrders.column.items')}</th>
          <th scope="col" className="ao-cell-number">{t('adminOrders.column.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => <Row key={order.id} order={order} chosen={chosen.has(order.id)} onChoose={(value) => onChoose([order.id], value)} />)}
      </tbody>
    </table>
  );
}
