// `/admin/pages/new`: a page written from nothing; saved, it continues at its own address.
import type { AdminNewPageQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { PageEditor } from './page-editor';
import { ADMIN_NEW_PAGE_QUERY } from './pages-api';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_NEW_PAGE_QUERY });
}

function NewPageContent() {
  const t = useT();
  const query = useQuery<AdminNewPageQuery>(ADMIN_NEW_PAGE_QUERY);
  if (query.data) return <PageEditor page={null} shopName={query.data.shop.name} />;
  return (
    <AdminFrame section="pages" title={t('adminContent.pages.newTitle')}>
      <AdminLoadState query={query}>{() => null}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminPageNewScreen() {
  return <AdminGraphScope><NewPageContent /></AdminGraphScope>;
}
