// `/admin/pages/{pageID}`: one page in the editor, drafts too; a page that is not there says so.
import type { AdminPageQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { PageEditor } from './page-editor';
import { ADMIN_PAGE_QUERY } from './pages-api';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_PAGE_QUERY, variables: { id: match.params.pageID ?? '' } });
}

function PageScreenContent() {
  const t = useT();
  const route = useRoute();
  const query = useQuery<AdminPageQuery>(ADMIN_PAGE_QUERY, { id: route.params.pageID ?? '' });
  const page = query.data?.pageById;
  // Keyed by the page: another page opened from here starts with its own values.
  if (page && query.data) return <PageEditor key={page.id} page={page} shopName={query.data.shop.name} />;
  return (
    <AdminFrame section="pages" title={query.data ? t('error.notFound.title') : t('adminContent.pages.editTitleLoading')}>
      <AdminLoadState query={query}>{() => <AdminNotFound section={t('admin.nav.pages')} route="adminPages" />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminPageScreen() {
  return <AdminGraphScope><PageScreenContent /></AdminGraphScope>;
}
