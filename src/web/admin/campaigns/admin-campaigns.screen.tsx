// `/admin/marketing/campaign`: the shop's sale campaigns (docs/decisions/0031), latest start
// first, each with where it stands (scheduled, running, ended, or switched off), its period in
// the shop's time, its discount and how many products it covers, and how many of the 50 are used.
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminCampaignsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT, useShopZone } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_CAMPAIGNS_QUERY } from './campaigns-api';
import './admin-campaigns.css';
import { useAdminMoney } from '../ui/admin-money';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_CAMPAIGNS_QUERY });
}

type Campaign = AdminCampaignsQuery['campaigns']['items'][number];

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const money = useAdminMoney();
  const zone = useShopZone();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const status = campaign.active ? campaign.status : 'off';
  return (
    <tr>
      <th scope="row"><Link to={{ name: 'adminCampaign', params: { campaignID: campaign.id } }}>{campaign.name}</Link></th>
      <td data-label={t('adminCampaigns.column.status')}><span className={`campaign-status is-${status}`}>{t(`adminCampaigns.status.${status}`)}</span></td>
      <td data-label={t('adminCampaigns.column.period', { zone })}>
        {t('adminCampaigns.period', { start: formatShopTime(campaign.startsAt, language, offset), end: formatShopTime(campaign.endsAt, language, offset) })}
      </td>
      <td data-label={t('adminCampaigns.column.discount')}>
        {campaign.discountKind === 'percent'
          ? t('adminCampaigns.discount.percent', { value: campaign.discountValue })
          : t('adminCampaigns.discount.amount', { amount: money(campaign.discountValue) })}
      </td>
      <td data-label={t('adminCampaigns.column.products')}>{t('adminCampaigns.products', { count: campaign.productCount })}</td>
    </tr>
  );
}

function Campaigns({ data }: { data: AdminCampaignsQuery }) {
  const t = useT();
  const zone = useShopZone();
  const { items, limit } = data.campaigns;
  return (
    <>
      <div className="campaign-list-head">
        <p className="admin-muted">{t('adminCampaigns.intro', { zone })}</p>
        {items.length < limit ? <Link to={{ name: 'adminCampaignNew' }} className="button">{t('adminCampaigns.new')}</Link> : null}
      </div>
      <p className="admin-muted">{t('adminCampaigns.count', { count: items.length, max: limit })}</p>
      {items.length === 0 ? <p className="admin-panel">{t('adminCampaigns.empty')}</p> : (
        <div className="admin-panel admin-table-panel">
          <table className="admin-table campaign-table">
            <caption className="visually-hidden">{t('adminCampaigns.list.caption')}</caption>
            <thead>
              <tr>
                {(['name', 'status', 'period', 'discount', 'products'] as const).map((column) => <th key={column} scope="col">{t(`adminCampaigns.column.${column}`, { zone })}</th>)}
              </tr>
            </thead>
            <tbody>{items.map((campaign) => <CampaignRow key={campaign.id} campaign={campaign} />)}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

function CampaignsContent() {
  const query = useQuery<AdminCampaignsQuery>(ADMIN_CAMPAIGNS_QUERY);
  return <AdminLoadState query={query}>{(data) => <Campaigns data={data} />}</AdminLoadState>;
}

export default function AdminCampaignsScreen() {
  const t = useT();
  return (
    <AdminFrame section="campaigns" title={t('adminCampaigns.nav')}>
      <CampaignsContent />
    </AdminFrame>
  );
}
