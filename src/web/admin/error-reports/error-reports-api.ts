// What the error reports screen asks of the staff API and changes there (docs/decisions/0045),
// and the list's filters in the address, so a view can be reloaded or kept as a link.
import { graphDocument, graphFragment } from '../../graph/graph-document';
import { pageFromQuery } from '../../ui/pagination';

export const ERROR_REPORTS_PAGE_SIZE = 20;
export const ERROR_REPORT_STATUSES = ['open', 'resolved', 'all'] as const;
export type ErrorReportStatus = (typeof ERROR_REPORT_STATUSES)[number];

export const ADMIN_ERROR_REPORT_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminErrorReportFields on ErrorReport { id type message sampleStack lastRoute browser count firstSeen lastSeen resolvedAt }
`);

export const ADMIN_ERROR_REPORTS_QUERY = graphDocument(/* GraphQL */ `
  query AdminErrorReports($first: Int!, $offset: Int, $status: String, $search: String) {
    errorReports(first: $first, offset: $offset, status: $status, search: $search) {
      totalCount
      nodes { ...AdminErrorReportFields }
    }
  }
`, ADMIN_ERROR_REPORT_FIELDS);

export const RESOLVE_ERROR_REPORT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminResolveErrorReport($id: ID!) {
    resolveErrorReport(id: $id) { ...AdminErrorReportFields }
  }
`, ADMIN_ERROR_REPORT_FIELDS);

export interface ErrorReportListState {
  status: ErrorReportStatus;
  search: string;
  page: number;
}

/** The list opens on the open problems, most recently seen first. */
export function errorReportListState(query: Readonly<Record<string, string>>): ErrorReportListState {
  const status = (ERROR_REPORT_STATUSES as readonly string[]).includes(query.status ?? '') ? query.status as ErrorReportStatus : 'open';
  return { status, search: (query.q ?? '').trim().slice(0, 200), page: pageFromQuery(query.page) };
}

/** The address's query for a state; defaults are left out. */
export function errorReportListQuery(state: ErrorReportListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.status !== 'open') query.status = state.status;
  if (state.search) query.q = state.search;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function errorReportListVariables(state: ErrorReportListState) {
  return { first: ERROR_REPORTS_PAGE_SIZE, offset: (state.page - 1) * ERROR_REPORTS_PAGE_SIZE, status: state.status, search: state.search || null };
}
