// `/admin`: the dashboard. Sales, the work waiting, stock running out and the latest reviews,
// then what the shop holds, each with its way in; a role sees the parts it may use.
import type { AdminDashboardQuery, AdminFrameQuery, AdminOverviewQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_FRAME_QUERY } from '../frame/admin-frame-api';
import { LowStockPanel, ReviewsPanel, SalesPanels, WaitingPanel } from './dashboard-panels';
import { ADMIN_DASHBOARD_QUERY, ADMIN_OVERVIEW_QUERY } from './overview-api';
import './admin-dashboard.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_DASHBOARD_QUERY }, { query: ADMIN_OVERVIEW_QUERY });
}

/** The shop's contents are counted for those who write them (owner, administrator, content editor). */
const CONTENT_PERMISSIONS = ['content.manage', 'emails.manage', 'catalog.read'];

function Overview({ data }: { data: AdminOverviewQuery }) {
  const t = useT();
  const pagesPublished = data.pages.filter((page) => page.status === 'published').length;
  const ownWording = data.emailTemplates.filter((email) => email.overriddenLanguages.length > 0).length;
  const { counts } = data.mailQueue;
  return (
    <div className="admin-cards">
      <section className="admin-panel" aria-labelledby="overview-products">
        <h2 id="overview-products">{t('admin.overview.products')}</h2>
        <p>{t('admin.overview.productCounts', { published: data.publishedProducts.totalCount, draft: data.draftProducts.totalCount })}</p>
        <p><Link to={{ name: 'adminProducts' }}>{t('admin.overview.open', { section: t('adminProducts.nav') })}</Link></p>
      </section>
      <section className="admin-panel" aria-labelledby="overview-posts">
        <h2 id="overview-posts">{t('admin.overview.posts')}</h2>
        <p>{t('admin.overview.postCounts', { published: data.published.totalCount, scheduled: data.scheduled.totalCount, draft: data.drafts.totalCount })}</p>
        <p><Link to={{ name: 'adminPostNew' }}>{t('admin.overview.writePost')}</Link></p>
        <p><Link to={{ name: 'adminPosts' }}>{t('admin.overview.open', { section: t('admin.nav.posts') })}</Link></p>
      </section>
      <section className="admin-panel" aria-labelledby="overview-pages">
        <h2 id="overview-pages">{t('admin.overview.pages')}</h2>
        <p>{t('admin.overview.pageCounts', { published: pagesPublished, draft: data.pages.length - pagesPublished })}</p>
        <p><Link to={{ name: 'adminPages' }}>{t('admin.overview.open', { section: t('admin.nav.pages') })}</Link></p>
      </section>
      <section className="admin-panel" aria-labelledby="overview-emails">
        <h2 id="overview-emails">{t('admin.overview.emails')}</h2>
        <p>{t('admin.overview.emailCounts', { own: ownWording, total: data.emailTemplates.length })}</p>
        <p><Link to={{ name: 'adminEmails' }}>{t('admin.overview.open', { section: t('admin.nav.emails') })}</Link></p>
      </section>
      <section className="admin-panel" aria-labelledby="overview-mail">
        <h2 id="overview-mail">{t('admin.overview.mail')}</h2>
        <p>{t('admin.overview.mailSent', { count: counts.sentLast24Hours })}</p>
        {counts.failed > 0 ? <p className="admin-alert">{t('admin.overview.mailFailed', { count: counts.failed })}</p> : null}
        {counts.retrying > 0 ? <p>{t('admin.overview.mailRetrying', { count: counts.retrying })}</p> : null}
        {counts.waitingForMailServer > 0 ? <p className="admin-alert">{t('admin.overview.mailWaiting', { count: counts.waitingForMailServer })}</p> : null}
      </section>
    </div>
  );
}

function ContentOverview() {
  const query = useQuery<AdminOverviewQuery>(ADMIN_OVERVIEW_QUERY);
  return <AdminLoadState query={query}>{(data) => <Overview data={data} />}</AdminLoadState>;
}

function DashboardContent() {
  const frame = useQuery<AdminFrameQuery>(ADMIN_FRAME_QUERY);
  const query = useQuery<AdminDashboardQuery>(ADMIN_DASHBOARD_QUERY);
  const permissions = frame.data?.viewer.permissions ?? [];
  return (
    <>
      <AdminLoadState query={query}>
        {(data) => (
          <>
            <SalesPanels dashboard={data.dashboard} />
            <div className="admin-cards dashboard-cards">
              <WaitingPanel dashboard={data.dashboard} />
              <LowStockPanel dashboard={data.dashboard} />
              <ReviewsPanel dashboard={data.dashboard} />
            </div>
          </>
        )}
      </AdminLoadState>
      {CONTENT_PERMISSIONS.every((permission) => permissions.includes(permission)) ? <ContentOverview /> : null}
    </>
  );
}

export default function AdminOverviewScreen() {
  const t = useT();
  return (
    <AdminFrame section="overview" title={t('admin.overview.title')}>
      <p className="admin-muted">{t('admin.overview.intro')}</p>
      <DashboardContent />
    </AdminFrame>
  );
}
