/** Problems shoppers' and staff's browsers met, grouped and counted for the owner (docs/decisions/0045). Owns `error_reports`. */
export { recordErrorReport, listErrorReports, resolveErrorReport, fingerprintOf, MAX_ERROR_REPORT_GROUPS, type ErrorReportGroup, type ErrorReportInput, type ErrorReportPage } from './error-reports.service';
export { registerErrorReportAdminFields } from './error-reports.resolver';
