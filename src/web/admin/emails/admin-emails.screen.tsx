// `/admin/emails`: every e-mail the shop sends, who gets it, in which languages the shop has its
// own wording, and when that last changed.
import { formatTime } from '../../../domain/format/time';
import type { AdminEmailsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { audienceKey, useEmailName } from './email-name';
import { ADMIN_EMAILS_QUERY } from './emails-api';
import './admin-emails.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_EMAILS_QUERY });
}

type EmailRow = AdminEmailsQuery['emailTemplates'][number];

function EmailTableRow({ email }: { email: EmailRow }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const name = useEmailName(email.key, email.description);
  const own = email.overriddenLanguages.map((code) => t(`lang.${code}`)).join(', ');
  return (
    <tr>
      <th scope="row" data-label={t('adminContent.emails.column.email')}>
        <Link to={{ name: 'adminEmail', params: { key: email.key } }}>{name}</Link>
        <p className="email-row-description">{email.description}</p>
      </th>
      <td data-label={t('adminContent.emails.column.recipient')}>{t(`adminContent.emails.audience.${audienceKey(email.audience)}`)}</td>
      <td data-label={t('adminContent.emails.column.wording')}>{own ? t('adminContent.emails.ownIn', { languages: own }) : t('adminContent.emails.defaultEverywhere')}</td>
      <td data-label={t('adminContent.emails.column.updated')}>{email.updatedAt ? formatTime(email.updatedAt, 'dateTime', language, offset) : '—'}</td>
    </tr>
  );
}

function EmailList({ emails }: { emails: AdminEmailsQuery['emailTemplates'] }) {
  const t = useT();
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table email-table">
        <caption className="visually-hidden">{t('adminContent.emails.caption', { count: emails.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminContent.emails.column.email')}</th>
            <th scope="col">{t('adminContent.emails.column.recipient')}</th>
            <th scope="col">{t('adminContent.emails.column.wording')}</th>
            <th scope="col">{t('adminContent.emails.column.updated')}</th>
          </tr>
        </thead>
        <tbody>{emails.map((email) => <EmailTableRow key={email.key} email={email} />)}</tbody>
      </table>
    </div>
  );
}

function EmailsContent() {
  const query = useQuery<AdminEmailsQuery>(ADMIN_EMAILS_QUERY);
  return <AdminLoadState query={query}>{(data) => <EmailList emails={data.emailTemplates} />}</AdminLoadState>;
}

export default function AdminEmailsScreen() {
  const t = useT();
  return (
    <AdminFrame section="emails" title={t('adminContent.emails.title')}>
      <p className="admin-muted">{t('adminContent.emails.intro')}</p>
      <EmailsContent />
    </AdminFrame>
  );
}
