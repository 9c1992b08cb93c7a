// `/admin/customers`: account holders and guest buyers, each a tab; search and page live in the
// address, so a view can be shared or reloaded, and the search form works before the script runs.
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { AdminCustomersQuery, AdminGuestBuyersQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { AccountRows, GuestRows } from './customer-rows';
import {
  ADMIN_CUSTOMERS_QUERY, ADMIN_GUEST_BUYERS_QUERY, CUSTOMERS_PAGE_SIZE, customerListQuery, customerListState, customerListVariables, type CustomerListState, type CustomerTab,
} from './customers-api';
import './admin-customers.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  const state = customerListState(match.entry.query);
  return adminQueries({ query: state.tab === 'guests' ? ADMIN_GUEST_BUYERS_QUERY : ADMIN_CUSTOMERS_QUERY, variables: customerListVariables(state) });
}

function SearchForm({ state }: { state: CustomerListState }) {
  const t = useT();
  const router = useRouter();
  const [search, setSearch] = useState(state.search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ name: 'adminCustomers', query: customerListQuery({ ...state, search: search.trim(), page: 1 }) });
  };
  return (
    <form className="customer-search" role="search" method="get" action="/admin/customers" onSubmit={submit}>
      {state.tab === 'guests' ? <input type="hidden" name="tab" value="guests" /> : null}
      <label htmlFor="customer-search">{t('customers.search')}</label>
      <div className="customer-search-row">
        <input id="customer-search" name="q" type="search" className="field-control" value={search} maxLength={100} onChange={(event) => setSearch(event.currentTarget.value)} />
        <button type="submit" className="button">{t('customers.searchSubmit')}</button>
        {state.search ? <Link to={{ name: 'adminCustomers', query: customerListQuery({ ...state, search: '', page: 1 }) }}>{t('customers.clear')}</Link> : null}
      </div>
    </form>
  );
}

function Tabs({ state }: { state: CustomerListState }) {
  const t = useT();
  const tab = (value: CustomerTab) => (
    <Link to={{ name: 'adminCustomers', query: customerListQuery({ tab: value, search: state.search, page: 1 }) }} aria-current={state.tab === value ? 'page' : undefined}>
      {t(`customers.tab.${value}`)}
    </Link>
  );
  return <nav className="customer-tabs" aria-label={t('customers.title')}>{tab('accounts')}{tab('guests')}</nav>;
}

function Results({ state, total, children }: { state: CustomerListState; total: number; children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <p className="admin-muted" role="status">{t('customers.count', { count: total })}</p>
      {total === 0 ? <p className="admin-panel">{t(state.search ? 'customers.empty' : 'customers.none')}</p> : children}
      <Pagination page={state.page} totalCount={total} pageSize={CUSTOMERS_PAGE_SIZE} target={(page) => ({ name: 'adminCustomers', query: customerListQuery({ ...state, page }) })} />
    </>
  );
}

function AccountList({ state }: { state: CustomerListState }) {
  const query = useQuery<AdminCustomersQuery>(ADMIN_CUSTOMERS_QUERY, customerListVariables(state));
  return <AdminLoadState query={query}>{(data) => <Results state={state} total={data.customers.totalCount}><AccountRows customers={data.customers.nodes} /></Results>}</AdminLoadState>;
}

function GuestList({ state }: { state: CustomerListState }) {
  const query = useQuery<AdminGuestBuyersQuery>(ADMIN_GUEST_BUYERS_QUERY, customerListVariables(state));
  return <AdminLoadState query={query}>{(data) => <Results state={state} total={data.guestBuyers.totalCount}><GuestRows guests={data.guestBuyers.nodes} /></Results>}</AdminLoadState>;
}

export default function AdminCustomersScreen() {
  const t = useT();
  const route = useRoute();
  const state = customerListState(route.query);
  return (
    <AdminFrame section="customers" title={t('customers.title')}>
      <p className="admin-muted">{t('customers.intro')}</p>
      <Tabs state={state} />
      <SearchForm key={route.href} state={state} />
      {state.tab === 'guests' ? <GuestList state={state} /> : <AccountList state={state} />}
    </AdminFrame>
  );
}
