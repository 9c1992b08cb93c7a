// The audit screen's pure parts: its filters as the address holds them (so a filtered view can be
// bookmarked and the server renders it), the query they ask, and a change told field by field.

export const AUDIT_PAGE_SIZE = 30;

export interface AuditFilters {
  staffId: string;
  entityType: string;
  action: string;
  /** Days (YYYY-MM-DD) in the shop's time zone; `to` is included. */
  from: string;
  to: string;
  /** The last event of the previous page, `at~id`, for older ones. */
  before: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function auditFilters(query: Readonly<Record<string, string | undefined>>): AuditFilters {
  const text = (key: string) => (query[key] ?? '').slice(0, 200);
  const day = (key: string) => (DAY.test(text(key)) ? text(key) : '');
  return { staffId: text('staff'), entityType: text('type'), action: text('action'), from: day('from'), to: day('to'), before: text('before') };
}

/** Midnight of `day` in the shop's time zone, as an instant; `plusDays` moves it. */
function shopMidnight(day: string, offsetHours: number, plusDays = 0): string {
  const utc = Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - offsetHours * 3_600_000;
  return new Date(utc).toISOString();
}

export function auditVariables(filters: AuditFilters, offsetHours: number): Record<string, unknown> {
  const [beforeAt, beforeId] = filters.before.split('~');
  return {
    first: AUDIT_PAGE_SIZE,
    staffId: filters.staffId || null,
    entityType: filters.entityType || null,
    action: filters.action || null,
    from: filters.from ? shopMidnight(filters.from, offsetHours) : null,
    to: filters.to ? shopMidnight(filters.to, offsetHours, 1) : null,
    beforeAt: beforeAt && beforeId ? beforeAt : null,
    beforeId: beforeAt && beforeId ? beforeId : null,
  };
}

/** The address query of `filters`, leaving out what is empty. */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  const entries = { staff: filters.staffId, type: filters.entityType, action: filters.action, from: filters.from, to: filters.to, before: filters.before };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value));
}

export interface AuditChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each field the change touched, with its value before and after (null where it had none). */
export function auditChangeRows(before: unknown, after: unknown): AuditChangeRow[] {
  const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : value == null ? {} : { value });
  const b = record(before);
  const a = record(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}
