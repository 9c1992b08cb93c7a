/**
 * Where to go after signing in: the `next` query parameter when it is a path of this site,
 * else `fallback`. Only `/…` is taken: `//host`, `/\host` (browsers read `\` as `/`), a scheme
 * (`https:`, `javascript:`) or control characters could lead to another site.
 */
export function sameSiteNextPath(next: string | null | undefined, fallback: string): string {
  if (typeof next !== 'string' || next.length > 2000) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines from addresses, so `/\t/host` would become `//host`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  return next;
}
