import { normalizeLink } from './link';

/** A path on the site itself: one slash, not `//` or `/\`, which browsers read as another host. */
const SITE_PATH = /^\/(?![/\\])/;
/** `scheme://host[:port]`, as `location.origin` gives it; anything else (`null`) is no origin. */
const ORIGIN = /^https?:\/\/[^/?#\s\\]+$/i;

/**
 * The address a link gets when the shop's owner types it. A path on the shop
 * (`/product/kopi-gayo`) is put on the shop's origin first: the spec's rules (§5, `normalizeLink`)
 * would make it `http:///product/kopi-gayo`, which browsers read as a link to a host named
 * "product". Everything else is normalised by those rules as it is. Without a usable origin the
 * rules apply to the path too.
 */
export function shopLinkAddress(typed: string, origin: string): string {
  // Browsers drop tabs and line breaks anywhere in an address (as normalizeLink does).
  const text = typed.replace(/[\t\n\r]/g, '').trim();
  if (SITE_PATH.test(text) && ORIGIN.test(origin)) return `${origin}${text}`;
  return normalizeLink(text);
}
