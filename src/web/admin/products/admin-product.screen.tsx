// `/admin/products/{productID}`: the product editor, server-rendered with its data.
// The heading is the product's name, so the staff API is read before the frame is drawn.
import { useT } from '../../i18n/i18n-react';
import type { AdminProductQuery } from '../../graph/generated/admin-operations';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider, useQuery } from '../../graph/graph-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ProductEditor } from './product-editor';
import { ADMIN_PRODUCT_QUERY, STOCK_HISTORY_QUERY } from './products-api';
import './admin-products.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  const id = match.params.productID ?? '';
  return adminQueries({ query: ADMIN_PRODUCT_QUERY, variables: { id } }, { query: STOCK_HISTORY_QUERY, variables: { id } });
}

function NotFound() {
  const t = useT();
  return (
    <div className="admin-panel" role="alert">
      <PageMeta title={t('adminProducts.editor.notFound')} status={404} noindex />
      <p>{t('adminProducts.editor.notFound')}</p>
    </div>
  );
}

function ProductEditorPage() {
  const t = useT();
  const route = useRoute();
  const query = useQuery<AdminProductQuery>(ADMIN_PRODUCT_QUERY, { id: route.params.productID ?? '' });
  const product = query.data?.productById;
  return (
    <AdminFrame section="products" title={product?.name ?? t('adminProducts.editor.title')}>
      <p><Link to={{ name: 'adminProducts' }}>{t('admin.backTo', { section: t('adminProducts.title') })}</Link></p>
      <AdminLoadState query={query}>
        {(data) => (data.productById ? <ProductEditor key={data.productById.id} product={data.productById} categories={data.categoryOptions} canManage={data.viewer.permissions.includes('catalog.manage')} /> : <NotFound />)}
      </AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminProductScreen() {
  const admin = useAdminGraph();
  return (
    <GraphProvider client={admin.client} cache={admin.cache}>
      <ProductEditorPage />
    </GraphProvider>
  );
}
