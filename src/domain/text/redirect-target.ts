/**
 * Where `/_/redirect?to=` may send a browser: a path of this shop, or an http(s) address whose
 * host the caller then checks against the shop's own host names. Browsers read `//host`,
 * `/\host` and `\\host` as another site and drop tabs and line breaks inside addresses, so
 * those are judged the way a browser would follow them (SECURITY.md: no open redirect).
 */
export type RedirectTarget =
  | { kind: 'path'; location: string }
  | { kind: 'absolute'; location: string; host: string };

/** Longer than any address a shop writes; longer ones are refused rather than cut. */
export const MAX_REDIRECT_LENGTH = 2048;

export function redirectTarget(raw: unknown): RedirectTarget | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what browsers silently drop
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const text = raw.trim();
  if (text.startsWith('/')) {
    // `//evil.example` and `/\evil.example` both leave the site in a browser.
    if (/^\/[/\\]/.test(text)) return null;
    let url: URL;
    try {
      url = new URL(text, 'http://shop.invalid');
    } catch {
      return null;
    }
    if (url.host !== 'shop.invalid') return null;
    return { kind: 'path', location: `${url.pathname}${url.search}${url.hash}` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return { kind: 'absolute', location: url.href, host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase() };
}
