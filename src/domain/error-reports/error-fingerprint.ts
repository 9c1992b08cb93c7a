/**
 * How browser error reports (spec §7 "Error report", fields m, t, s, r) are checked, trimmed
 * and grouped (docs/decisions/0045). Two reports are the same problem when their kind, their
 * message with the changing parts (numbers, addresses' queries, build hashes) taken out and
 * their top stack frames without line numbers agree. Pure: the server hashes the key.
 */

/** What a report says went wrong: an uncaught error, an unhandled rejection, a chunk or a start-up script that did not load. */
export const ERROR_REPORT_TYPES = ['error', 'rejection', 'chunk', 'script'] as const;
export type ErrorReportType = (typeof ERROR_REPORT_TYPES)[number];

/** Longest kept text of each field; longer ones are cut, not refused, so a long stack still counts. */
export const ERROR_REPORT_LIMITS = { message: 1000, stack: 8000, route: 500, browser: 350 } as const;

/** Frames of the stack that decide the group: deeper frames differ by caller, not by problem. */
export const FINGERPRINT_FRAMES = 3;

export function isErrorReportType(value: unknown): value is ErrorReportType {
  return typeof value === 'string' && (ERROR_REPORT_TYPES as readonly string[]).includes(value);
}

/** An address without its query and fragment: they carry ids, cache busting and sometimes secrets. */
function withoutQueries(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#)'"]*|\/[^\s?#)'"]*)[?#][^\s)'"]*/gi, '$1');
}

/** Vite's build hash in an asset name (`home-B3xk_9aZ.js`) changes with every release. */
function withoutBuildHashes(text: string): string {
  return text.replace(/-[A-Za-z0-9_-]{8}(\.m?js|\.css)\b/g, '$1');
}

/** The message as grouped: addresses without queries, no build hashes, numbers as `#`, spaces collapsed. */
export function normaliseMessage(message: string): string {
  return withoutBuildHashes(withoutQueries(message))
    .replace(/\b0x[0-9a-f]+\b/gi, '#')
    .replace(/\b\d+(?:\.\d+)?\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** A stack line that names a frame, in V8 (`at f (url:1:2)`) or Firefox/Safari (`f@url:1:2`) form. */
const FRAME = /^\s*at\s|@/;

/** The first frames of a stack, each without line and column, query or build hash. */
export function topFrames(stack: string, count = FINGERPRINT_FRAMES): string[] {
  return stack.split('\n')
    .filter((line) => FRAME.test(line))
    .slice(0, count)
    .map((line) => withoutBuildHashes(withoutQueries(line.trim()))
      .replace(/(?::\d+){1,2}(\)?)$/, '$1')
      .replace(/\s+/g, ' '));
}

/** The text whose hash names a group of reports. */
export function fingerprintKey(type: ErrorReportType, message: string, stack: string): string {
  return [type, normaliseMessage(message), ...topFrames(stack)].join('\n');
}

/** The path a report came from, without query or fragment (checkout hashes, tokens), cut to size. */
export function reportRoute(route: string): string {
  let path = route.trim();
  try {
    path = new URL(path, 'http://shop.invalid').pathname;
  } catch {
    path = path.replace(/[?#].*$/, '');
  }
  return path.slice(0, ERROR_REPORT_LIMITS.route);
}

/** A short browser name from the User-Agent (spec §9: read at most 350 characters). */
export function browserOf(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, ERROR_REPORT_LIMITS.browser);
  const found = [
    /(Edg)\/(\d+)/, /(OPR)\/(\d+)/, /(SamsungBrowser)\/(\d+)/, /(Firefox)\/(\d+)/, /(Chrome|Chromium)\/(\d+)/, /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?(Safari)/,
  ].map((pattern) => pattern.exec(ua)).find((match) => match !== null);
  if (!found) return ua === '' ? '?' : ua.slice(0, 60);
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', SamsungBrowser: 'Samsung Internet' };
  const [name, version] = found[2] === 'Safari' ? ['Safari', found[1]!] : [names[found[1]!] ?? found[1]!, found[2]!];
  const mobile = /Mobile|Android/.test(ua) ? ' (mobile)' : '';
  return `${name} ${version}${mobile}`;
}
