// `/admin/customers/{id}`: one account holder — how to reach them, what they bought and spent,
// where they ship to, and how they stand in the affiliate programme.
import { formatPhone } from '../../../domain/format/format';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminCustomerQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { BuyerOrders } from './customer-rows';
import { ADMIN_CUSTOMER_QUERY } from './customers-api';
import './admin-customers.css';
import { useAdminMoney } from '../ui/admin-money';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_CUSTOMER_QUERY, variables: { id: match.params.customerID ?? '' } });
}

type Customer = NonNullable<AdminCustomerQuery['customerById']>;

function Profile({ customer }: { customer: Customer }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <section className="admin-panel" aria-labelledby="customer-profile">
      <h2 id="customer-profile">{t('customers.profile')}</h2>
      <dl className="customer-facts">
        <div><dt>{t('customers.column.email')}</dt><dd>{customer.email} <span className="admin-muted">({customer.verified ? t('customers.verified') : t('customers.unverified')})</span></dd></div>
        <div><dt>{t('customers.column.phone')}</dt><dd>{formatPhone(customer.phone)}</dd></div>
        <div><dt>{t('customers.column.since')}</dt><dd>{formatShopTime(customer.createdAt, language, offset)}</dd></div>
        <div><dt>{t('customers.column.orders')}</dt><dd>{customer.ordersCount}</dd></div>
        <div><dt>{t('customers.column.spent')}</dt><dd>{money(customer.spent)}</dd></div>
      </dl>
    </section>
  );
}

function Addresses({ customer }: { customer: Customer }) {
  const t = useT();
  return (
    <section className="admin-panel" aria-labelledby="customer-addresses">
      <h2 id="customer-addresses">{t('customers.addresses')}</h2>
      {customer.addresses.length === 0 ? <p>{t('customers.addressesNone')}</p> : (
        <ul className="customer-addresses">
          {customer.addresses.map((address, index) => (
            <li key={index}>
              <address>
                <strong>{address.name}</strong> · {formatPhone(address.phone)}<br />
                {address.address}, {address.district}<br />
                {address.city}, {address.province} {address.postalCode}
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Affiliate({ customer }: { customer: Customer }) {
  const t = useT();
  const money = useAdminMoney();
  const affiliate = customer.affiliate;
  return (
    <section className="admin-panel" aria-labelledby="customer-affiliate">
      <h2 id="customer-affiliate">{t('customers.affiliate')}</h2>
      {!affiliate ? <p>{t('customers.affiliateNone')}</p> : (
        <>
          <p>{t('customers.affiliateCode', { code: affiliate.code, clicks: affiliate.clicks, orders: affiliate.ordersCount })}</p>
          <p>{t('customers.commission', { pending: money(affiliate.pendingCommission), approved: money(affiliate.approvedCommission), paid: money(affiliate.paidCommission) })}</p>
        </>
      )}
    </section>
  );
}

function CustomerPage({ customer }: { customer: Customer }) {
  const t = useT();
  return (
    <div className="customer-page">
      <Profile customer={customer} />
      <section className="admin-panel" aria-labelledby="customer-orders">
        <h2 id="customer-orders">{t('customers.orders')}</h2>
        {customer.orders.length === 0 ? <p>{t('customers.ordersNone')}</p> : <BuyerOrders orders={customer.orders} />}
      </section>
      <Addresses customer={customer} />
      <Affiliate customer={customer} />
    </div>
  );
}

function CustomerContent({ id }: { id: string }) {
  const t = useT();
  const query = useQuery<AdminCustomerQuery>(ADMIN_CUSTOMER_QUERY, { id });
  return (
    <AdminLoadState query={query}>
      {(data) => data.customerById
        ? <CustomerPage customer={data.customerById} />
        : <AdminNotFound section={t('customers.title')} route="adminCustomers" />}
    </AdminLoadState>
  );
}

function CustomerScreenContent() {
  const t = useT();
  const route = useRoute();
  const id = route.params.customerID ?? '';
  const query = useQuery<AdminCustomerQuery>(ADMIN_CUSTOMER_QUERY, { id });
  return (
    <AdminFrame section="customers" title={query.data?.customerById?.name ?? t('customers.title')}
      actions={<Link to={{ name: 'adminCustomers' }}>{t('customers.back')}</Link>}>
      <CustomerContent id={id} />
    </AdminFrame>
  );
}

export default function AdminCustomerScreen() {
  return <AdminGraphScope><CustomerScreenContent /></AdminGraphScope>;
}
