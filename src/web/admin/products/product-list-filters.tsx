// Search and status filter of the product list. A GET form, so it works before the script
// runs; with it, the list changes in place and the filters stay in the address.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRouter } from '../../router/router-react';
import { listQuery, type ProductListFilters, type ProductStatusFilter } from './products-api';

export function ProductListFilterForm({ filters }: { filters: ProductListFilters }) {
  const t = useT();
  const router = useRouter();
  const [search, setSearch] = useState(filters.search);
  const show = (next: Omit<ProductListFilters, 'page'>) => void router.navigate({ name: 'adminProducts', query: listQuery({ ...next, page: 1 }) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ search: search.trim(), status: filters.status });
  };
  const filtered = filters.search !== '' || filters.status !== null;
  return (
    <form className="product-filters" role="search" aria-label={t('adminProducts.filter.label')} method="get" action="/admin/products" onSubmit={submit}>
      <div className="product-filter">
        <label htmlFor="product-search">{t('adminProducts.filter.search')}</label>
        <input id="product-search" name="q" type="search" className="field-control" value={search} maxLength={200} onChange={(event) => setSearch(event.currentTarget.value)} />
      </div>
      <div className="product-filter">
        <label htmlFor="product-status-filter">{t('adminProducts.filter.status')}</label>
        <select id="product-status-filter" name="status" className="field-control" value={filters.status ?? ''}
          onChange={(event) => show({ search: search.trim(), status: (event.currentTarget.value || null) as ProductStatusFilter | null })}>
          <option value="">{t('adminProducts.filter.all')}</option>
          <option value="published">{t('adminProducts.status.published')}</option>
          <option value="draft">{t('adminProducts.status.draft')}</option>
        </select>
      </div>
      <button type="submit" className="button">{t('adminProducts.filter.submit')}</button>
      {filtered ? <Link to={{ name: 'adminProducts' }} className="product-filter-clear">{t('adminProducts.filter.clear')}</Link> : null}
    </form>
  );
}
