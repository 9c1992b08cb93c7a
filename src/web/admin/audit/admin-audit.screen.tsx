// `/admin/audit`: the audit log (docs/decisions/0025, 0033), newest first: who changed what and
// when, each change told field by field. The filters live in the address, so a filtered view is
// drawn by the server and can be kept as a link; the form is a plain GET form for the same reason.
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminAuditQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_AUDIT_QUERY } from './audit-api';
import { AUDIT_PAGE_SIZE, auditChangeRows, auditFilters, auditQuery, auditVariables, type AuditFilters } from './audit-view';
import './admin-audit.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_AUDIT_QUERY, variables: auditVariables(auditFilters(match.entry.query), match.timezoneOffset) });
}

type Event = AdminAuditQuery['auditEvents'][number];

/** A message when the dictionaries have one, else the API's own name of the thing. */
function useNamed(): (prefix: string, name: string) => string {
  const t = useT();
  return (prefix, name) => {
    const key = `${prefix}.${name}`;
    const text = t(key);
    return text === key ? name : text;
  };
}

function Filters({ facets, filters }: { facets: AdminAuditQuery['auditFacets']; filters: AuditFilters }) {
  const t = useT();
  const named = useNamed();
  const select = (name: string, label: string, value: string, options: Array<{ value: string; label: string }>) => (
    <p className="audit-filter">
      <label htmlFor={`audit-${name}`}>{label}</label>
      <select id={`audit-${name}`} name={name} defaultValue={value} className="field-control">
        <option value="">{t('adminAudit.filter.all')}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </p>
  );
  return (
    <form method="get" action="/admin/audit" className="admin-panel audit-filters" aria-label={t('adminAudit.filter.label')}>
      {select('staff', t('adminAudit.filter.staff'), filters.staffId, facets.staff.map((s) => ({ value: s.id, label: s.name })))}
      {select('type', t('adminAudit.filter.type'), filters.entityType, facets.entityTypes.map((type) => ({ value: type, label: named('adminAudit.type', type) })))}
      {select('action', t('adminAudit.filter.action'), filters.action, facets.actions.map((action) => ({ value: action, label: action })))}
      <p className="audit-filter"><label htmlFor="audit-from">{t('adminAudit.filter.from')}</label><input id="audit-from" type="date" name="from" defaultValue={filters.from} className="field-control" /></p>
      <p className="audit-filter"><label htmlFor="audit-to">{t('adminAudit.filter.to')}</label><input id="audit-to" type="date" name="to" defaultValue={filters.to} className="field-control" /></p>
      <p className="audit-filter-actions">
        <button type="submit" className="button">{t('adminAudit.filter.apply')}</button>
        <a href="/admin/audit">{t('adminAudit.filter.clear')}</a>
      </p>
    </form>
  );
}

function Change({ event }: { event: Event }) {
  const t = useT();
  const rows = auditChangeRows(event.before, event.after);
  if (rows.length === 0) return null;
  return (
    <table className="audit-change">
      <caption className="visually-hidden">{t('adminAudit.changeOf', { action: event.action })}</caption>
      <thead><tr><th scope="col">{t('adminAudit.column.field')}</th><th scope="col">{t('adminAudit.column.before')}</th><th scope="col">{t('adminAudit.column.after')}</th></tr></thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>{row.before ?? <span className="admin-muted">{t('adminAudit.none')}</span>}</td>
            <td>{row.after ?? <span className="admin-muted">{t('adminAudit.none')}</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Log({ data, filters }: { data: AdminAuditQuery; filters: AuditFilters }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const named = useNamed();
  const events = data.auditEvents;
  const last = events.at(-1);
  return (
    <>
      <Filters facets={data.auditFacets} filters={filters} />
      {events.length === 0 ? <p className="admin-panel">{t('adminAudit.empty')}</p> : (
        <ol className="audit-events">
          {events.map((event) => (
            <li key={event.id} className="admin-panel audit-event">
              <p className="audit-head">
                <strong>{event.staffName}</strong> <span className="admin-muted">({named('admin.role', event.staffRole)})</span>
                {' · '}<code>{event.action}</code>
                {' · '}{named('adminAudit.type', event.entityType)}{event.entityId ? <span className="admin-muted"> {event.entityId}</span> : null}
              </p>
              <p className="admin-muted"><time dateTime={event.at}>{formatShopTime(event.at, language, offset)}</time></p>
              <Change event={event} />
            </li>
          ))}
        </ol>
      )}
      <nav className="audit-pages" aria-label={t('adminAudit.pages')}>
        {filters.before ? <Link to={{ name: 'adminAudit', query: auditQuery({ ...filters, before: '' }) }}>{t('adminAudit.newest')}</Link> : null}
        {last && events.length === AUDIT_PAGE_SIZE ? <Link to={{ name: 'adminAudit', query: auditQuery({ ...filters, before: `${last.at}~${last.id}` }) }}>{t('adminAudit.older')}</Link> : null}
      </nav>
    </>
  );
}

function AuditContent() {
  const route = useRoute();
  const filters = auditFilters(route.query);
  const offset = useTimezoneOffset();
  const query = useQuery<AdminAuditQuery>(ADMIN_AUDIT_QUERY, auditVariables(filters, offset));
  return <AdminLoadState query={query}>{(data) => <Log key={route.href} data={data} filters={filters} />}</AdminLoadState>;
}

export default function AdminAuditScreen() {
  const t = useT();
  return (
    <AdminFrame section="audit" title={t('adminAudit.nav')}>
      <AuditContent />
    </AdminFrame>
  );
}
