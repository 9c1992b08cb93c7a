// `/admin/product/bundle`: the shop's bundle deals ("paket hemat", docs/decisions/0029), newest
// first, drafts too, each with what it holds, its price, the price apart and the saving, and
// what keeps it from applying. Staff whose role only reads the catalogue see the list alone.
import type { AdminBundlesQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { BundleRows } from './bundle-rows';
import { ADMIN_BUNDLES_QUERY } from './bundles-api';
import './admin-bundles.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_BUNDLES_QUERY });
}

function Bundles({ data }: { data: AdminBundlesQuery }) {
  const t = useT();
  const canManage = data.viewer.permissions.includes('catalog.manage');
  const bundles = data.productBundles;
  return (
    <>
      <div className="bundle-list-head">
        <p className="admin-muted">{t('adminBundles.intro')}</p>
        {canManage && bundles.length > 0 ? <Link to={{ name: 'adminBundleNew' }} className="button">{t('adminBundles.new')}</Link> : null}
      </div>
      {canManage ? null : <p className="admin-muted">{t('adminBundles.readOnly')}</p>}
      {bundles.length === 0 ? (
        <div className="admin-panel bundle-empty">
          <p><strong>{t('adminBundles.empty')}</strong></p>
          {canManage ? (
            <>
              <p>{t('adminBundles.emptyCall')}</p>
              <p><Link to={{ name: 'adminBundleNew' }} className="button">{t('adminBundles.createFirst')}</Link></p>
            </>
          ) : null}
        </div>
      ) : <BundleRows bundles={bundles} canManage={canManage} />}
    </>
  );
}

function BundlesContent() {
  const query = useQuery<AdminBundlesQuery>(ADMIN_BUNDLES_QUERY);
  return <AdminLoadState query={query}>{(data) => <Bundles data={data} />}</AdminLoadState>;
}

export default function AdminBundlesScreen() {
  const t = useT();
  return (
    <AdminFrame section="bundles" title={t('adminBundles.nav')}>
      <BundlesContent />
    </AdminFrame>
  );
}
