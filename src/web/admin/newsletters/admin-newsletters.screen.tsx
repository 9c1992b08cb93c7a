// `/admin/marketing/newsletter`: the shop's newsletters, newest first (docs/decisions/0046), each
// with where it stands and, once sent, how many it reached and how many opened and clicked.
import { formatNumber } from '../../../domain/format/format';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminNewslettersQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_NEWSLETTERS_QUERY } from './newsletters-api';
import { RateText } from './newsletter-figures';
import '../ui/admin-table.css';
import './admin-newsletters.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_NEWSLETTERS_QUERY });
}

type Row = AdminNewslettersQuery['newsletters'][number];

function NewsletterRow({ row }: { row: Row }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const sent = row.state !== 'draft';
  const state = row.state;
  return (
    <tr>
      <th scope="row"><Link to={{ name: 'adminNewsletter', params: { newsletterID: row.id } }}>{row.title}</Link></th>
      <td data-label={t('adminNewsletters.column.state')}><span className={`nl-state is-${state}`}>{t(`adminNewsletters.state.${state}`)}</span></td>
      <td data-label={t('adminNewsletters.column.recipients')} className="nl-number">{sent ? formatNumber(row.figures.recipients, language) : '–'}</td>
      <td data-label={t('adminNewsletters.column.opened')} className="nl-number">{sent ? <RateText rate={row.figures.openRate} /> : '–'}</td>
      <td data-label={t('adminNewsletters.column.clicked')} className="nl-number">{sent ? <RateText rate={row.figures.clickRate} /> : '–'}</td>
      <td data-label={t('adminNewsletters.column.date')}>{formatShopTime(row.sendingStartedAt ?? row.createdAt, language, offset)}</td>
    </tr>
  );
}

function Newsletters({ data }: { data: AdminNewslettersQuery }) {
  const t = useT();
  const rows = data.newsletters;
  if (rows.length === 0) return <p className="admin-panel">{t('adminNewsletters.empty')}</p>;
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table nl-table">
        <caption className="visually-hidden">{t('adminNewsletters.title')}</caption>
        <thead>
          <tr>
            {(['title', 'state', 'recipients', 'opened', 'clicked', 'date'] as const).map((column) => <th key={column} scope="col">{t(`adminNewsletters.column.${column}`)}</th>)}
          </tr>
        </thead>
        <tbody>{rows.map((row) => <NewsletterRow key={row.id} row={row} />)}</tbody>
      </table>
    </div>
  );
}

function NewslettersContent() {
  const query = useQuery<AdminNewslettersQuery>(ADMIN_NEWSLETTERS_QUERY);
  return <AdminLoadState query={query}>{(data) => <Newsletters data={data} />}</AdminLoadState>;
}

export default function AdminNewslettersScreen() {
  const t = useT();
  return (
    <AdminFrame section="newsletters" title={t('adminNewsletters.title')}>
      <div className="nl-list-head">
        <p className="admin-muted">{t('adminNewsletters.intro')}</p>
        <Link to={{ name: 'adminNewsletterNew' }} className="button">{t('adminNewsletters.new')}</Link>
      </div>
      <NewslettersContent />
    </AdminFrame>
  );
}
