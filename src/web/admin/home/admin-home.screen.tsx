// `/admin/content/home`: the home page the owner arranges (docs/decisions/0038), for roles holding `content.manage`.
import type { AdminHomeLayoutQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { HomeLayoutForm } from './home-layout-form';
import { HOME_LAYOUT_QUERY } from './home-api';
import './admin-home.css';

export function queries(): ScreenQuery[] {
  return adminQueries({ query: HOME_LAYOUT_QUERY });
}

function HomeLayout() {
  const t = useT();
  const query = useQuery<AdminHomeLayoutQuery>(HOME_LAYOUT_QUERY);
  return (
    <AdminFrame section="home" title={t('adminHome.nav')}>
      <AdminLoadState query={query}>{(data) => <HomeLayoutForm key={data.homeLayout.version} layout={data.homeLayout} />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminHomeScreen() {
  return <AdminGraphScope><HomeLayout /></AdminGraphScope>;
}
