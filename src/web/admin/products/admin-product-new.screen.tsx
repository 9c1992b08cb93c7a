// `/admin/products/new`: the product editor for a product not yet saved. The first Save
// creates it as a draft (or published, if chosen) and the page moves to its own address.
import type { AdminNewProductQuery } from '../../graph/generated/admin-operations';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider, useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ProductEditor } from './product-editor';
import { ADMIN_NEW_PRODUCT_QUERY } from './products-api';
import './admin-products.css';

export function queries(): ScreenQuery[] {
  return adminQueries({ query: ADMIN_NEW_PRODUCT_QUERY });
}

function NewProductPage() {
  const t = useT();
  const query = useQuery<AdminNewProductQuery>(ADMIN_NEW_PRODUCT_QUERY);
  return (
    <AdminFrame section="products" title={t('adminProducts.editor.newTitle')}>
      <p><Link to={{ name: 'adminProducts' }}>{t('admin.backTo', { section: t('adminProducts.title') })}</Link></p>
      <AdminLoadState query={query}>{(data) => <ProductEditor product={null} categories={data.categoryOptions} canManage />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminProductNewScreen() {
  const admin = useAdminGraph();
  return (
    <GraphProvider client={admin.client} cache={admin.cache}>
      <NewProductPage />
    </GraphProvider>
  );
}
