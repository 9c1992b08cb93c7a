// `/admin/products`: every product, drafts too, found by name or SKU and by status, a page at a
// time; the filters and the page live in the address, so a view can be shared or reloaded.
import type { AdminProductsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
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
  return (
    <>
      <p className="admin-muted" role="status">{t('adminProducts.list.count', { count: totalCount })}</p>
      {edges.length === 0
        ? <p className="admin-panel">{t('adminProducts.list.empty')}</p>
        : <ProductRows products={edges.map((edge) => edge.node)} />}
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
      <ProductListFilterForm key={route.href} filters={filters} />
      <AdminLoadState query={query}>{(data) => <ProductList data={data} filters={filters} />}</AdminLoadState>
    </>
  );
}

export default function AdminProductsScreen() {
  const t = useT();
  return (
    <AdminFrame section="products" title={t('adminProducts.title')}>
      <p className="admin-muted">{t('adminProducts.intro')}</p>
      <ProductListContent />
    </AdminFrame>
  );
}
