// `/admin/settings/error-reports`: the problems shoppers' and staff's browsers met, grouped by
// fingerprint (docs/decisions/0045), the most recently seen first. Status, search and page live
// in the address, and the filter form works before the script runs. A resolved problem comes
// back to the open list when it is reported again.
import { useCallback, useRef, useState } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminErrorReportFieldsFragment, AdminErrorReportsQuery, AdminResolveErrorReportMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { isSignedOut } from '../frame/admin-errors';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import {
  ADMIN_ERROR_REPORTS_QUERY, ERROR_REPORT_STATUSES, ERROR_REPORTS_PAGE_SIZE, RESOLVE_ERROR_REPORT_MUTATION,
  errorReportListQuery, errorReportListState, errorReportListVariables, type ErrorReportListState,
} from './error-reports-api';
import './admin-error-reports.css';

/** Words that appear only after a press. */
const LATER_KEYS = ['adminErrors.resolvedDone', 'adminErrors.failed', 'admin.signInAgain'];

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_ERROR_REPORTS_QUERY, variables: errorReportListVariables(errorReportListState(match.entry.query)) });
}

function Filters({ state }: { state: ErrorReportListState }) {
  const t = useT();
  const router = useRouter();
  return (
    <form
      className="error-report-filters" method="get" action="/admin/settings/error-reports" role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const status = errorReportListState({ status: String(form.get('status') ?? '') }).status;
        void router.navigate({ name: 'adminErrorReports', query: errorReportListQuery({ status, search: String(form.get('q') ?? '').trim(), page: 1 }) });
      }}
    >
      <div className="error-report-search">
        <label htmlFor="error-report-q">{t('adminErrors.search')}</label>
        <input id="error-report-q" name="q" type="search" className="field-control" defaultValue={state.search} maxLength={200} />
      </div>
      <div>
        <label htmlFor="error-report-status">{t('adminErrors.status.label')}</label>
        <select id="error-report-status" name="status" className="field-control" defaultValue={state.status}>
          {ERROR_REPORT_STATUSES.map((status) => <option key={status} value={status}>{t(`adminErrors.status.${status}`)}</option>)}
        </select>
      </div>
      <button type="submit" className="ui-button ui-button-secondary">{t('adminErrors.searchButton')}</button>
    </form>
  );
}

type Group = AdminErrorReportFieldsFragment;

function ReportCard({ group, onResolve }: { group: Group; onResolve: (group: Group) => Promise<string | null> }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `error-report-${group.id}`;
  return (
    <li className="admin-panel error-report" aria-labelledby={headingId}>
      <div className="error-report-head">
        <h2 id={headingId} className="error-report-message">
          <span className="error-report-type">{t(`adminErrors.type.${group.type}`)}</span> {group.message}
        </h2>
        <span className="error-report-count" aria-label={`${t('adminErrors.column.count')}: ${group.count}`}>{t('adminErrors.count', { count: group.count })}</span>
      </div>
      <dl className="error-report-facts">
        <dt>{t('adminErrors.column.lastSeen')}</dt>
        <dd><time dateTime={group.lastSeen}>{formatShopTime(group.lastSeen, language, offset)}</time> · <span className="admin-muted">{t('adminErrors.firstSeen', { at: formatShopTime(group.firstSeen, language, offset) })}</span></dd>
        <dt>{t('adminErrors.column.route')}</dt>
        <dd><code>{group.lastRoute || '/'}</code></dd>
        <dt>{t('adminErrors.column.browser')}</dt>
        <dd>{group.browser}</dd>
      </dl>
      {group.sampleStack ? (
        <details className="error-report-stack">
          <summary>{t('adminErrors.stack')}</summary>
          <pre>{group.sampleStack}</pre>
        </details>
      ) : null}
      <div className="error-report-actions">
        {group.resolvedAt ? <span className="error-report-resolved">{t('adminErrors.resolved')}</span> : (
          <button
            type="button" className="ui-button ui-button-primary" disabled={busy}
            onClick={() => {
              setBusy(true);
              void onResolve(group).then((failure) => { setProblem(failure); setBusy(false); });
            }}
          >
            {t('adminErrors.resolve')}<span className="visually-hidden"> {t('adminErrors.resolveFor', { message: group.message.slice(0, 80) })}</span>
          </button>
        )}
        {problem ? <p role="alert" className="admin-alert">{problem}</p> : null}
      </div>
    </li>
  );
}

function ReportList({ state, data }: { state: ErrorReportListState; data: AdminErrorReportsQuery }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const summary = useRef<HTMLParagraphElement>(null);
  const page = data.errorReports;
  const resolve = useCallback(async (group: Group): Promise<string | null> => {
    try {
      await client.mutate<AdminResolveErrorReportMutation>('ID', RESOLVE_ERROR_REPORT_MUTATION, { id: group.id });
      cache.invalidate();
      notify({ id: 'error-report-resolved', color: 'green', content: textRef('adminErrors.resolvedDone'), duration: 4000 });
      // The resolved problem leaves the open list: the keyboard resumes at the summary.
      summary.current?.focus();
      return null;
    } catch (error) {
      return t(isSignedOut(error) ? 'admin.signInAgain' : 'adminErrors.failed');
    }
  }, [client, cache, notify, t]);
  return (
    <>
      <p ref={summary} tabIndex={-1} className="admin-muted" role="status">{t('adminErrors.total', { count: page.totalCount })}</p>
      {page.nodes.length === 0 ? <p className="admin-panel">{t('adminErrors.empty')}</p> : (
        <ul className="error-report-list">
          {page.nodes.map((group) => <ReportCard key={group.id} group={group} onResolve={resolve} />)}
        </ul>
      )}
      <nav aria-label={t('adminErrors.pages')}>
        <Pagination page={state.page} totalCount={page.totalCount} pageSize={ERROR_REPORTS_PAGE_SIZE} target={(n) => ({ name: 'adminErrorReports', query: errorReportListQuery({ ...state, page: n }) })} />
      </nav>
    </>
  );
}

function Reports({ state }: { state: ErrorReportListState }) {
  const query = useQuery<AdminErrorReportsQuery>(ADMIN_ERROR_REPORTS_QUERY, errorReportListVariables(state));
  return <AdminLoadState query={query}>{(data) => <ReportList state={state} data={data} />}</AdminLoadState>;
}

export default function AdminErrorReportsScreen() {
  const t = useT();
  const route = useRoute();
  const state = errorReportListState(route.query);
  useMessages(LATER_KEYS);
  return (
    <AdminFrame section="errorReports" title={t('adminErrors.title')}>
      <p className="admin-muted">{t('adminErrors.intro')}</p>
      <Filters key={route.href} state={state} />
      {state.status !== 'open' || state.search ? <p><Link to={{ name: 'adminErrorReports' }}>{t('adminErrors.status.open')}</Link></p> : null}
      <Reports state={state} />
    </AdminFrame>
  );
}
