/** `scheme:` at the start of a link, by the URL grammar (RFC 3986 §3.1). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(.*)$/is;
/** Schemes whose body is a bare number, so `tel:112` is not mistaken for `host:port`. */
const NUMERIC_BODY_SCHEMES = new Set(['tel', 'sms', 'callto', 'fax']);

/**
 * Whether text starts with a URL scheme. `example.com:8080/x` and `localhost:3000` look
 * like one but are a host with a port, which shop owners type far more often than an
 * unusual scheme, so they are not counted.
 */
export function hasScheme(text: string): boolean {
  const match = SCHEME.exec(text);
  if (!match) return false;
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (scheme.includes('.')) return rest.startsWith('//');
  if (/^\d+(?:[/?#]|$)/.test(rest) && !NUMERIC_BODY_SCHEMES.has(scheme)) return false;
  return true;
}

/**
 * A link as a shop owner typed it, made into an address (spec §5). Surrounding whitespace
 * and any tab or line break are dropped; then empty stays empty, `#anchor` stays, text starting with a scheme
 * (`https:`, `mailto:`, `whatsapp:`) stays, `//host` becomes `https://host`, and anything
 * else gets `http://` in front. Normalising never makes a link safe: the renderer also
 * checks `isSafeLinkUrl`.
 */
export function normalizeLink(text: string | null | undefined): string {
  // Browsers drop tabs and line breaks anywhere in an address, so they never carry meaning.
  const link = (text ?? '').replace(/[\t\n\r]/g, '').trim();
  if (link === '') return '';
  if (link.startsWith('#')) return link;
  if (hasScheme(link)) return link;
  if (link.startsWith('//')) return `https:${link}`;
  return `http://${link}`;
}

/** Schemes that run code or smuggle documents when followed. */
const UNSAFE_SCHEMES = /^(?:javascript|vbscript|data):/;

/**
 * Whether an address may be put in an `href` or `src`. Browsers ignore control characters
 * and whitespace inside a scheme (`java\tscript:`) and compare it case-insensitively, so
 * those are removed before checking. Anything that is not a string is refused.
 */
export function isSafeLinkUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '');
  return !UNSAFE_SCHEMES.test(squeezed.toLowerCase());
}
