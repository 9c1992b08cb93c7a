// Spec §7 "Error report": the browser tells the shop what went wrong, as fields m (message),
// t (type), s (stack) and r (route), sent so that it still leaves a page being closed. A page
// sends each problem once and at most MAX_REPORTS_PER_PAGE in all, so a loop cannot flood the
// shop (docs/decisions/0045); the server groups and limits them as well.
import { ERROR_REPORT_LIMITS, fingerprintKey, type ErrorReportType } from '../../domain/error-reports/error-fingerprint';
import { ERROR_REPORT_PATH } from '../../domain/error-reports/error-report-path';

export const MAX_REPORTS_PER_PAGE = 10;

export interface ErrorReportFields { m: string; t: ErrorReportType; s: string; r: string }

export interface ReporterEnv {
  /** Sends the form; a beacon where the browser has one, else a fetch that outlives the page. */
  send(path: string, body: URLSearchParams): void;
  /** The path the visitor is on. */
  route(): string;
}

export interface ErrorReporter {
  /** Reports the problem unless this page already did, or already sent its share; true when sent. */
  report(type: ErrorReportType, problem: unknown): boolean;
  /** Whether this error object was reported already (so a rethrown one is not counted twice). */
  reported(problem: unknown): boolean;
}

function fieldsOf(problem: unknown): { message: string; stack: string } {
  if (problem instanceof Error) return { message: problem.message || problem.name, stack: problem.stack ?? '' };
  if (typeof problem === 'string') return { message: problem, stack: '' };
  try {
    return { message: JSON.stringify(problem) ?? String(problem), stack: '' };
  } catch {
    return { message: String(problem), stack: '' };
  }
}

export function createErrorReporter(env: ReporterEnv, max = MAX_REPORTS_PER_PAGE): ErrorReporter {
  const seen = new Set<string>();
  const objects = new WeakSet<object>();
  let sent = 0;
  return {
    report(type, problem) {
      if (problem !== null && typeof problem === 'object') {
        if (objects.has(problem)) return false;
        objects.add(problem);
      }
      const { message, stack } = fieldsOf(problem);
      const key = fingerprintKey(type, message, stack);
      if (seen.has(key) || sent >= max) return false;
      seen.add(key);
      sent += 1;
      const fields: ErrorReportFields = {
        m: message.slice(0, ERROR_REPORT_LIMITS.message),
        t: type,
        s: stack.slice(0, ERROR_REPORT_LIMITS.stack),
        r: env.route().slice(0, ERROR_REPORT_LIMITS.route),
      };
      try {
        env.send(ERROR_REPORT_PATH, new URLSearchParams({ ...fields }));
      } catch {
        // Reporting must never become the page's next problem.
      }
      return true;
    },
    reported(problem) {
      return problem !== null && typeof problem === 'object' && objects.has(problem);
    },
  };
}

/** Sends through `navigator.sendBeacon`, or a `keepalive` fetch where the beacon is refused. */
export function browserReporterEnv(win: Window): ReporterEnv {
  return {
    send(path, body) {
      if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(path, body)) return;
      void win.fetch(path, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
    },
    route: () => win.location.pathname,
  };
}

let installed: ErrorReporter | null = null;

/**
 * Where a page keeps its reporter: on the window, under a key every copy of this module shares,
 * because the backup script retry (spec §8) runs a second copy of the bundle in the same page.
 */
const PAGE_REPORTING = Symbol.for('etalase.errorReporting');

interface PageReporting {
  reporter: ErrorReporter;
  onError: (event: ErrorEvent) => void;
  onRejection: (event: PromiseRejectionEvent) => void;
}

type ReportingWindow = Window & { [PAGE_REPORTING]?: PageReporting };
let installedOn: ReportingWindow | null = null;

/** Reports a problem through the page's reporter; nothing happens before one is installed (the server render, tests). */
export function reportError(type: ErrorReportType, problem: unknown): void {
  installed?.report(type, problem);
}

/**
 * Listens for uncaught errors and unhandled rejections of the page and reports them. Once per
 * page: a second call (a second copy of the bundle, started by the backup script retry) adds no
 * listeners and reports through the reporter already there, so each problem is sent once and
 * the page's share is counted once.
 */
export function installErrorReporting(win: Window, reporter?: ErrorReporter): ErrorReporter {
  const page = win as ReportingWindow;
  const existing = page[PAGE_REPORTING];
  if (existing) {
    installed = existing.reporter;
    return existing.reporter;
  }
  const active = reporter ?? createErrorReporter(browserReporterEnv(win));
  const onError = (event: ErrorEvent) => {
    // Resource load errors (a picture) are not script errors and carry no message.
    if (!event.message && !event.error) return;
    active.report('error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    active.report('rejection', event.reason);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  page[PAGE_REPORTING] = { reporter: active, onError, onRejection };
  installed = active;
  installedOn = page;
  return active;
}

/** Removes the page's listeners and forgets its reporter (tests). */
export function uninstallErrorReporting(win: Window | null = installedOn ?? (typeof window === 'undefined' ? null : window)): void {
  const page = win as ReportingWindow | null;
  const reporting = page?.[PAGE_REPORTING];
  if (page && reporting) {
    page.removeEventListener('error', reporting.onError);
    page.removeEventListener('unhandledrejection', reporting.onRejection);
    delete page[PAGE_REPORTING];
  }
  installedOn = null;
  installed = null;
}
