// `/admin/marketing/campaign/new` and `/admin/marketing/campaign/{campaignID}`: a new campaign or
// one to change. A campaign that does not exist is answered inside the frame, with a 404 and the way back.
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { AdminCampaignQuery, AdminNewCampaignQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { CampaignEditor } from './campaign-editor';
import { ADMIN_CAMPAIGN_QUERY, ADMIN_NEW_CAMPAIGN_QUERY } from './campaigns-api';
import './admin-campaigns.css';

/** The campaign this address names, or null for a new one; undefined when it cannot name one at all. */
function campaignIdOf(routeName: string, param: string | undefined): string | null | undefined {
  if (routeName === 'adminCampaignNew') return null;
  return fromGlobalId(param)?.type === 'Campaign' ? param : undefined;
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  const campaignId = campaignIdOf(match.route.name, match.params.campaignID);
  return adminQueries(campaignId ? { query: ADMIN_CAMPAIGN_QUERY, variables: { id: campaignId } } : { query: ADMIN_NEW_CAMPAIGN_QUERY });
}

function BackLink() {
  const t = useT();
  return <p><Link to={{ name: 'adminCampaigns' }}>{t('admin.backTo', { section: t('adminCampaigns.nav') })}</Link></p>;
}

function NewCampaign() {
  const t = useT();
  const query = useQuery<AdminNewCampaignQuery>(ADMIN_NEW_CAMPAIGN_QUERY);
  return (
    <AdminFrame section="campaigns" title={t('adminCampaigns.editor.newTitle')}>
      <BackLink />
      <AdminLoadState query={query}>{(data) => <CampaignEditor key="new" campaign={null} categories={data.categoryOptions} />}</AdminLoadState>
    </AdminFrame>
  );
}

function SavedCampaign({ campaignId }: { campaignId: string | undefined }) {
  const t = useT();
  const query = useQuery<AdminCampaignQuery>(ADMIN_CAMPAIGN_QUERY, { id: campaignId ?? '' }, { skip: !campaignId });
  const campaign = query.data?.campaign;
  const missing = !campaignId || (query.data !== undefined && !campaign);
  const title = missing ? t('adminCampaigns.editor.notFoundTitle') : campaign?.name ?? t('adminCampaigns.editor.title');
  return (
    <AdminFrame section="campaigns" title={title}>
      {missing ? <AdminNotFound section={t('adminCampaigns.nav')} route="adminCampaigns" /> : (
        <>
          <BackLink />
          <AdminLoadState query={query}>
            {(data) => <CampaignEditor key={data.campaign!.id} campaign={data.campaign!} categories={data.categoryOptions} />}
          </AdminLoadState>
        </>
      )}
    </AdminFrame>
  );
}

export default function AdminCampaignScreen() {
  const route = useRoute();
  const campaignId = campaignIdOf(route.name, route.params.campaignID);
  return <AdminGraphScope>{campaignId === null ? <NewCampaign /> : <SavedCampaign campaignId={campaignId} />}</AdminGraphScope>;
}
