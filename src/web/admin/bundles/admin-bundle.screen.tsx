// `/admin/product/bundle/new` and `/admin/product/bundle/{bundleID}`: putting a bundle together,
// or changing one. The heading is the bundle's name, so the staff API is read before the frame
// is drawn; a bundle that does not exist is answered inside the frame, with a 404 and the way back.
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { AdminBundleQuery, AdminNewBundleQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { BundleEditor } from './bundle-editor';
import { ADMIN_BUNDLE_QUERY, ADMIN_NEW_BUNDLE_QUERY } from './bundles-api';
import './admin-bundles.css';

/** The bundle this address names, or null for a new one; undefined when it cannot name a bundle at all. */
function bundleIdOf(routeName: string, param: string | undefined): string | null | undefined {
  if (routeName === 'adminBundleNew') return null;
  return fromGlobalId(param)?.type === 'ProductBundle' ? param : undefined;
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  const bundleId = bundleIdOf(match.route.name, match.params.bundleID);
  return adminQueries(bundleId ? { query: ADMIN_BUNDLE_QUERY, variables: { id: bundleId } } : { query: ADMIN_NEW_BUNDLE_QUERY });
}

function BackLink() {
  const t = useT();
  return <p><Link to={{ name: 'adminBundles' }}>{t('admin.backTo', { section: t('adminBundles.nav') })}</Link></p>;
}

function NewBundle() {
  const t = useT();
  const query = useQuery<AdminNewBundleQuery>(ADMIN_NEW_BUNDLE_QUERY);
  return (
    <AdminFrame section="bundles" title={t('adminBundles.editor.newTitle')}>
      <BackLink />
      <AdminLoadState query={query}>
        {(data) => (data.viewer.permissions.includes('catalog.manage')
          ? <BundleEditor key="new" bundle={null} canManage />
          : <p className="admin-panel admin-muted">{t('adminBundles.readOnly')}</p>)}
      </AdminLoadState>
    </AdminFrame>
  );
}

function SavedBundle({ bundleId }: { bundleId: string | undefined }) {
  const t = useT();
  const query = useQuery<AdminBundleQuery>(ADMIN_BUNDLE_QUERY, { id: bundleId ?? '' }, { skip: !bundleId });
  const bundle = query.data?.productBundle;
  const missing = !bundleId || (query.data !== undefined && !bundle);
  const title = missing ? t('adminBundles.editor.notFoundTitle') : bundle?.name ?? t('adminBundles.editor.title');
  return (
    <AdminFrame section="bundles" title={title}>
      {missing ? <AdminNotFound section={t('adminBundles.nav')} route="adminBundles" /> : (
        <>
          <BackLink />
          <AdminLoadState query={query}>
            {/* Keyed by the bundle: another one opened from here starts with its own values. */}
            {(data) => <BundleEditor key={data.productBundle!.id} bundle={data.productBundle!} canManage={data.viewer.permissions.includes('catalog.manage')} />}
          </AdminLoadState>
        </>
      )}
    </AdminFrame>
  );
}

export default function AdminBundleScreen() {
  const route = useRoute();
  const bundleId = bundleIdOf(route.name, route.params.bundleID);
  return <AdminGraphScope>{bundleId === null ? <NewBundle /> : <SavedBundle bundleId={bundleId} />}</AdminGraphScope>;
}
