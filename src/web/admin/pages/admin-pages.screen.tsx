// `/admin/pages`: every page of the shop, drafts too, with where it lives and when it changed.
import { formatTime } from '../../../domain/format/time';
import type { AdminPagesQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_PAGES_QUERY } from './pages-api';
import './admin-pages.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_PAGES_QUERY });
}

type PageRow = AdminPagesQuery['pages'][number];

function PageTableRow({ page }: { page: PageRow }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const published = page.status === 'published';
  return (
    <tr>
      <th scope="row" data-label={t('adminContent.pages.column.title')}>
        <Link to={{ name: 'adminPage', params: { pageID: page.id } }}>{page.title}</Link>
      </th>
      <td data-label={t('adminContent.pages.column.status')}>
        <span className={published ? 'page-badge page-badge-published' : 'page-badge'}>{t(`adminContent.pages.status.${published ? 'published' : 'draft'}`)}</span>
      </td>
      <td data-label={t('adminContent.pages.column.address')}><code>{page.path}</code></td>
      <td data-label={t('adminContent.pages.column.updated')}>{formatTime(page.updatedAt, 'dateTime', language, offset)}</td>
      <td>
        <div className="page-row-actions">
        <Link to={{ name: 'adminPage', params: { pageID: page.id } }}>
          {t('adminContent.pages.edit')}<span className="visually-hidden"> {page.title}</span>
        </Link>
        {published ? (
          <a href={page.path} target="_blank" rel="noopener">
            {t('adminContent.pages.view')}<span className="visually-hidden"> {page.title} {t('adminContent.newTab')}</span>
          </a>
        ) : <span className="admin-muted">{t('adminContent.pages.notPublic')}</span>}
        </div>
      </td>
    </tr>
  );
}

function PageList({ pages }: { pages: AdminPagesQuery['pages'] }) {
  const t = useT();
  if (pages.length === 0) {
    return (
      <div className="admin-panel">
        <p>{t('adminContent.pages.empty')}</p>
        <p><Link to={{ name: 'adminPageNew' }}>{t('adminContent.pages.writeFirst')}</Link></p>
      </div>
    );
  }
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table page-table">
        <caption className="visually-hidden">{t('adminContent.pages.caption', { count: pages.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminContent.pages.column.title')}</th>
            <th scope="col">{t('adminContent.pages.column.status')}</th>
            <th scope="col">{t('adminContent.pages.column.address')}</th>
            <th scope="col">{t('adminContent.pages.column.updated')}</th>
            <th scope="col"><span className="visually-hidden">{t('adminContent.column.actions')}</span></th>
          </tr>
        </thead>
        <tbody>{pages.map((page) => <PageTableRow key={page.id} page={page} />)}</tbody>
      </table>
    </div>
  );
}

function PagesContent() {
  const query = useQuery<AdminPagesQuery>(ADMIN_PAGES_QUERY);
  return <AdminLoadState query={query}>{(data) => <PageList pages={data.pages} />}</AdminLoadState>;
}

export default function AdminPagesScreen() {
  const t = useT();
  const actions = <Link to={{ name: 'adminPageNew' }} className="button">{t('adminContent.pages.new')}</Link>;
  return (
    <AdminFrame section="pages" title={t('adminContent.pages.title')} actions={actions}>
      <p className="admin-muted">{t('adminContent.pages.intro')}</p>
      <PagesContent />
    </AdminFrame>
  );
}
