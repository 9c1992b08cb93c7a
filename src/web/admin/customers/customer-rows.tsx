// The customer list's rows: account holders link to their page; a guest buyer's orders open in
// place (a guest has no page of their own: an e-mail address is no thing to put in a link).
import { formatPhone } from '../../../domain/format/format';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminCustomersQuery, AdminGuestBuyersQuery } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import '../ui/admin-table.css';
import { useAdminMoney } from '../ui/admin-money';

type Account = AdminCustomersQuery['customers']['nodes'][number];
type Guest = AdminGuestBuyersQuery['guestBuyers']['nodes'][number];

function LastOrder({ at }: { at: string | null }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return <>{at ? formatShopTime(at, language, offset) : t('customers.noOrders')}</>;
}

export function AccountRows({ customers }: { customers: Account[] }) {
  const t = useT();
  const money = useAdminMoney();
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('customers.column.name')}</th>
            <th scope="col">{t('customers.column.email')}</th>
            <th scope="col">{t('customers.column.phone')}</th>
            <th scope="col" className="customer-number">{t('customers.column.orders')}</th>
            <th scope="col" className="customer-number">{t('customers.column.spent')}</th>
            <th scope="col">{t('customers.column.lastOrder')}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row"><Link to={{ name: 'adminCustomer', params: { customerID: customer.id } }}>{customer.name}</Link></th>
              <td data-label={t('customers.column.email')}>
                {customer.email}
                <span className="admin-muted customer-verified"> · {customer.verified ? t('customers.verified') : t('customers.unverified')}</span>
              </td>
              <td data-label={t('customers.column.phone')}>{formatPhone(customer.phone)}</td>
              <td data-label={t('customers.column.orders')} className="customer-number">{customer.ordersCount}</td>
              <td data-label={t('customers.column.spent')} className="customer-number">{money(customer.spent)}</td>
              <td data-label={t('customers.column.lastOrder')}><LastOrder at={customer.lastOrderAt} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BuyerOrders({ orders }: { orders: Guest['orders'] }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <ul className="customer-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <a href={`/admin/orders/${encodeURIComponent(order.id)}`}>{t('customers.order', { number: order.number })}</a>
          {' · '}{t(`orders.status.${order.status}`)}{' · '}{money(order.total)}
          <span className="admin-muted"> · {formatShopTime(order.placedAt, language, offset)}</span>
        </li>
      ))}
    </ul>
  );
}

export function GuestRows({ guests }: { guests: Guest[] }) {
  const t = useT();
  const money = useAdminMoney();
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('customers.column.name')}</th>
            <th scope="col">{t('customers.column.email')}</th>
            <th scope="col">{t('customers.column.phone')}</th>
            <th scope="col" className="customer-number">{t('customers.column.spent')}</th>
            <th scope="col">{t('customers.column.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.email}>
              <th scope="row">{guest.name}</th>
              <td data-label={t('customers.column.email')}>{guest.email}</td>
              <td data-label={t('customers.column.phone')}>{formatPhone(guest.phone)}</td>
              <td data-label={t('customers.column.spent')} className="customer-number">{money(guest.spent)}</td>
              <td data-label={t('customers.column.orders')}>
                <details>
                  <summary>{t('customers.showOrders', { count: guest.orders.length })}</summary>
                  <BuyerOrders orders={guest.orders} />
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
