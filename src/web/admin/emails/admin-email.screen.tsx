// `/admin/emails/{key}`: one e-mail's wording in both languages; a key the shop does not send
// answers not found.
import type { AdminEmailQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { EmailEditor } from './email-editor';
import { ADMIN_EMAIL_QUERY } from './emails-api';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_EMAIL_QUERY, variables: { key: match.params.key ?? '' } });
}

function EmailScreenContent() {
  const t = useT();
  const route = useRoute();
  const query = useQuery<AdminEmailQuery>(ADMIN_EMAIL_QUERY, { key: route.params.key ?? '' });
  const { id, en } = query.data ?? {};
  // Keyed by the e-mail: another one opened from here starts with its own wording.
  if (query.data && id && en) return <EmailEditor key={id.key} templates={{ id, en }} staffAddress={query.data.viewer.email} />;
  return (
    <AdminFrame section="emails" title={query.data ? t('error.notFound.title') : t('adminContent.emails.editTitleLoading')}>
      <AdminLoadState query={query}>{() => <AdminNotFound section={t('admin.nav.emails')} route="adminEmails" />}</AdminLoadState>
    </AdminFrame>
  );
}

export default function AdminEmailScreen() {
  return <AdminGraphScope><EmailScreenContent /></AdminGraphScope>;
}
