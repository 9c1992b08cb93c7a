// Search, status, category and stock filters of the product list. A GET form, so it works before the script
// runs; with it, the list changes in place and the filters stay in the address.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRouter } from '../../router/router-react';
import { listQuery, type ProductListFilters, type ProductStatusFilter, type StockLevelFilter } from './products-api';

export function ProductListFilterForm({ filters, categories }: { filters: ProductListFilters; categories: ReadonlyArray<{ id: string; name: string }> }) {
  const t = useT();
  const router = useRouter();
  const [search, setSearch] = useState(filters.search);
  const show = (next: Omit<ProductListFilters, 'page'>) => void router.navigate({ name: 'adminProducts', query: listQuery({ ...next, page: 1 }) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...filters, search: search.trim() });
  };
  const filtered = filters.search !== '' || filters.status !== null || filters.categoryId !== null || filters.stock !== null;
  return (
    <form className="product-filters" role="search" aria-label={t('adminProducts.filter.label')} method="get" action="/admin/products" onSubmit={submit}>
      <div className="product-filter">
        <label htmlFor="product-search">{t('adminProducts.filter.search')}</label>
        <input id="product-search" name="q" type="search" className="field-control" value={search} maxLength={200} onChange={(event) => setSearch(event.currentTarget.value)} />
      </div>
      <div className="product-filter">
        <label htmlFor="product-status-filter">{t('adminProducts.filter.status')}</label>
        <select id="product-status-filter" name="status" className="field-control" value={filters.status ?? ''}
          onChange={(event) => show({ ...filters, search: search.trim(), status: (event.currentTarget.value || null) as ProductStatusFilter | null })}>
          <option value="">{t('adminProducts.filter.all')}</option>
          <option value="published">{t('adminProducts.status.published')}</option>
          <option value="draft">{t('adminProducts.status.draft')}</option>
        </select>
      </div>
      <div className="product-filter">
        <label htmlFor="product-category-filter">{t('adminProducts.field.category')}</label>
        <select id="product-category-filter" name="category" className="field-control" value={filters.categoryId ?? ''}
          onChange={(event) => show({ ...filters, search: search.trim(), categoryId: event.currentTarget.value || null })}>
          <option value="">{t('adminProducts.filter.all')}</option>
          {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
        </select>
      </div>
      <div className="product-filter">
        <label htmlFor="product-stock-filter">{t('adminProducts.column.stock')}</label>
        <select id="product-stock-filter" name="stock" className="field-control" value={filters.stock ?? ''}
          onChange={(event) => show({ ...filters, search: search.trim(), stock: (event.currentTarget.value || null) as StockLevelFilter | null })}>
          <option value="">{t('adminProducts.filter.all')}</option>
          <option value="in">{t('adminProducts.stockLevel.in')}</option>
          <option value="low">{t('adminProducts.stockLevel.low')}</option>
          <option value="out">{t('adminProducts.stockLevel.out')}</option>
        </select>
      </div>
      <button type="submit" className="button">{t('adminProducts.filter.submit')}</button>
      {filtered ? <Link to={{ name: 'adminProducts' }} className="product-filter-clear">{t('adminProducts.filter.clear')}</Link> : null}
    </form>
  );
}
