// Search and filters of the order list. A GET form, so it works before the script runs; with
// it, the list changes in place and the filters stay in the address.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ORDER_PAYMENT_STATES } from '../../../domain/orders/order-list';
import { ORDER_STATUSES } from '../../../domain/orders/order-status';
import { useT, useShopZone } from '../../i18n/i18n-react';
import { Link, useRouter } from '../../router/router-react';
import { listQuery, type OrderListFilters } from './orders-api';

const METHODS = ['bank_transfer', 'card', 'wallet'] as const;

export function OrderListFilterForm({ filters }: { filters: OrderListFilters }) {
  const t = useT();
  const zone = useShopZone();
  const router = useRouter();
  const [draft, setDraft] = useState({ search: filters.search, from: filters.from, to: filters.to });
  const show = (next: Partial<OrderListFilters>) => void router.navigate({ name: 'adminOrders', query: listQuery({ ...filters, ...draft, search: draft.search.trim(), ...next, page: 1 }) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({});
  };
  const filtered = filters.search !== '' || filters.status !== null || filters.payment !== null || filters.method !== null || filters.from !== '' || filters.to !== '';
  return (
    <form className="ao-filters" role="search" aria-label={t('adminOrders.filter.label')} method="get" action="/admin/orders" onSubmit={submit}>
      <div className="ao-filter ao-filter-search">
        <label htmlFor="order-search">{t('adminOrders.filter.search')}</label>
        <input id="order-search" name="q" type="search" className="field-control" value={draft.search} maxLength={100}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })} />
      </div>
      <div className="ao-filter">
        <label htmlFor="order-status-filter">{t('adminOrders.filter.status')}</label>
        <select id="order-status-filter" name="status" className="field-control" value={filters.status ?? ''}
          onChange={(event) => show({ status: (event.currentTarget.value || null) as OrderListFilters['status'] })}>
          <option value="">{t('adminOrders.filter.all')}</option>
          {ORDER_STATUSES.map((status) => <option key={status} value={status}>{t(`orders.status.${status}`)}</option>)}
        </select>
      </div>
      <div className="ao-filter">
        <label htmlFor="order-payment-filter">{t('adminOrders.filter.payment')}</label>
        <select id="order-payment-filter" name="payment" className="field-control" value={filters.payment ?? ''}
          onChange={(event) => show({ payment: (event.currentTarget.value || null) as OrderListFilters['payment'] })}>
          <option value="">{t('adminOrders.filter.all')}</option>
          {ORDER_PAYMENT_STATES.map((state) => <option key={state} value={state}>{t(`adminOrders.paymentState.${state}`)}</option>)}
        </select>
      </div>
      <div className="ao-filter">
        <label htmlFor="order-method-filter">{t('adminOrders.filter.method')}</label>
        <select id="order-method-filter" name="method" className="field-control" value={filters.method?.toLowerCase() ?? ''}
          onChange={(event) => show({ method: (event.currentTarget.value.toUpperCase() || null) as OrderListFilters['method'] })}>
          <option value="">{t('adminOrders.filter.all')}</option>
          {METHODS.map((method) => <option key={method} value={method}>{t(`adminOrders.method.${method}`)}</option>)}
        </select>
      </div>
      <div className="ao-filter">
        <label htmlFor="order-from">{t('adminOrders.filter.from', { zone })}</label>
        <input id="order-from" name="from" type="date" className="field-control" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
      </div>
      <div className="ao-filter">
        <label htmlFor="order-to">{t('adminOrders.filter.to', { zone })}</label>
        <input id="order-to" name="to" type="date" className="field-control" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} />
      </div>
      <button type="submit" className="button">{t('adminOrders.filter.submit')}</button>
      {filtered ? <Link to={{ name: 'adminOrders' }} className="ao-filter-clear">{t('adminOrders.filter.clear')}</Link> : null}
    </form>
  );
}
