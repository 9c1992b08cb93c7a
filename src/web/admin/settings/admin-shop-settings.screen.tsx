// `/admin/settings/shop`: the shop's own settings (docs/decisions/0036), for roles holding `settings.manage`.
import type { AdminShopSettingsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { ShopSettingsForm } from './shop-settings-form';
import { SHOP_SETTINGS_QUERY } from './shop-settings-api';
import './admin-shop-settings.css';

export function queries(): ScreenQuery[] {
  return adminQueries({ query: SHOP_SETTINGS_QUERY });
}

function Settings() {
  const t = useT();
  const query = useQuery<AdminShopSettingsQuery>(SHOP_SETTINGS_QUERY);
  return (
    <AdminFrame section="settings" title={t('adminSettings.nav')}>
      <AdminLoadState query={query}>{(data) => <ShopSettingsForm key={data.shopSettings.version} settings={data.shopSettings} />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminShopSettingsScreen() {
  return <AdminGraphScope><Settings /></AdminGraphScope>;
}
