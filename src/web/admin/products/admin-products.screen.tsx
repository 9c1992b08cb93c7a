// `/admin/products`: every product, drafts too, found by name or SKU, status, category and
// stock, a page at a time; the filters and the page live in the address, so a view can be
// shared or reloaded. Ticked products are published, unpublished or deleted together.
import { useState } from 'react';
import type { AdminProductsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ProductBulkActions } from './product-bulk-actions';
import { ProductListFilterForm } from './product-list-filters';
import { ProductRows } from './product-rows';
import { ADMIN_PRODUCTS_QUERY, listFilters, listQuery, listVariables, PRODUCTS_PAGE_SIZE, type ProductListFilters } from './products-api';
import './admin-products.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_PRODUCTS_QUERY, variables: listVariables(listFilters(match.entry.query)) });
}

function ProductList({ data, filters }: { data: AdminProductsQuery; filters: ProductListFilters }) {
  const t = useT();
  const { totalCount, edges } = data.products;
  const products = edges.map((edge) => edge.node);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const canManage = data.viewer.permissions.includes('catalog.manage');
  const visible = new Set(products.map((product) => product.id));
  // Only what is on this page stays ticked: a product gone from the list is no longer chosen.
  const ticked = new Set([...selected].filter((id) => visible.has(id)));
  const selection = {
    selected: ticked,
    toggle: (id: string) => setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    }),
    toggleAll: () => setSelected(ticked.size === products.length ? new Set() : new Set(products.map((product) => product.id))),
  };
  return (
    <>
      <p className="admin-muted" role="status">{t('adminProducts.list.count', { count: totalCount })}</p>
      {canManage && products.length ? <ProductBulkActions selected={[...ticked]} onDone={() => setSelected(new Set())} /> : null}
      {edges.length === 0
        ? <p className="admin-panel">{t('adminProducts.list.empty')}</p>
        : <ProductRows products={products} selection={selection} />}
      <Pagination page={filters.page} totalCount={totalCount} pageSize={PRODUCTS_PAGE_SIZE}
        target={(page) => ({ name: 'adminProducts', query: listQuery({ ...filters, page }) })} />
    </>
  );
}

function ProductListContent() {
  const route = useRoute();
  const filters = listFilters(route.query);
  const query = useQuery<AdminProductsQuery>(ADMIN_PRODUCTS_QUERY, listVariables(filters));
  return (
    <>
      {/* A new address (back, forward, a cleared filter) starts the form from what it says. */}
      <ProductListFilterForm key={route.href} filters={filters} categories={query.data?.categoryOptions ?? []} />
      <AdminLoadState query={query}>{(data) => <ProductList data={data} filters={filters} />}</AdminLoadState>
    </>
  );
}

export default function AdminProductsScreen() {
  const t = useT();
  return (
    <AdminFrame section="products" title={t('adminProducts.title')}>
      <div className="product-list-head">
        <p className="admin-muted">{t('adminProducts.intro')}</p>
        <Link to={{ name: 'adminProductNew' }} className="button">{t('adminProducts.new')}</Link>
      </div>
      <ProductListContent />
    </AdminFrame>
  );
}
