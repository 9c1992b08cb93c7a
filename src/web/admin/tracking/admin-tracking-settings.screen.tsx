// `/admin/settings/tracking`: the shop's analytics and ad services (docs/decisions/0044), for
// roles holding `settings.manage`.
import type { AdminTrackingSettingsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { TrackingSettingsForm } from './tracking-settings-form';
import { TRACKING_SETTINGS_QUERY } from './tracking-settings-api';
import './admin-tracking-settings.css';

export function queries(): ScreenQuery[] {
  return adminQueries({ query: TRACKING_SETTINGS_QUERY });
}

function Settings() {
  const t = useT();
  const query = useQuery<AdminTrackingSettingsQuery>(TRACKING_SETTINGS_QUERY);
  return (
    <AdminFrame section="tracking" title={t('adminTracking.nav')}>
      <AdminLoadState query={query}>{(data) => <TrackingSettingsForm settings={data.trackingSettings} />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminTrackingSettingsScreen() {
  return <AdminGraphScope><Settings /></AdminGraphScope>;
}
