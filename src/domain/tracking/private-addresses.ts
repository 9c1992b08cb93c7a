/**
 * What a tracking service may learn about where an event happened (spec §7, SECURITY.md): the
 * page's origin and path, never its query string or fragment (a reset token, a search, a
 * payment provider's return parameters), and never a secret that sits in the path itself.
 * One list names the shop's addresses that carry a secret; the browser code reads nothing
 * else to decide what leaves the page.
 */

/** How an address carrying a secret is treated. */
export type PrivateReport =
  /** Nothing goes to an outside service while the shopper is on it (page view or any event). */
  | 'never'
  /** Events are sent, with the route's pattern in place of the secret segment. */
  | 'masked';

export interface PrivateRoute {
  /** Route pattern: `:name` stands for one segment, a final `*` for the rest of the path. */
  path: string;
  /** Only when the address has this query parameter (the same page without it is ordinary). */
  withQuery?: string;
  report: PrivateReport;
}

/**
 * Every address of the shop that carries a secret. Server routes are here too: a page the
 * browser may show at them (a not-found page, a refusal) must never report them either.
 */
export const PRIVATE_ROUTES: readonly PrivateRoute[] = Object.freeze([
  // The order e-mails' private link (src/server/http/order-link.routes.ts).
  { path: '/o/:orderID/:secret', report: 'never' },
  // Marketing e-mails' actions: confirm, unsubscribe, preferences, view, open, click.
  { path: '/_/email/:emailID/*', report: 'never' },
  // Customer e-mails' links: verify the address, confirm or undo an e-mail change.
  { path: '/_/check/:token', report: 'never' },
  // The password reset link is the forgot-password page with the reset's secret.
  { path: '/password/forgot', withQuery: 'token', report: 'never' },
  // The sign-in hand-off between a shop's host names.
  { path: '/_/customer/login/*', report: 'never' },
  // Staff invitations and one-time sign-in links, and the staff sign-in hand-off.
  { path: '/admin/sign-in/:token', report: 'never' },
  { path: '/admin/login/redirect/:state', report: 'never' },
  // The abandoned-checkout e-mail's link.
  { path: '/checkout/:hash/recover', report: 'never' },
  // A checkout's id opens its form (address, e-mail, phone): its steps are reported under the
  // pattern, so payment choice and purchase still count.
  { path: '/checkout/:checkoutID/start', report: 'masked' },
] satisfies PrivateRoute[]);

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(route: PrivateRoute, pathSegments: string[], query: URLSearchParams): boolean {
  if (route.withQuery && !query.has(route.withQuery)) return false;
  const pattern = segments(route.path);
  const rest = pattern[pattern.length - 1] === '*';
  const fixed = rest ? pattern.slice(0, -1) : pattern;
  if (rest ? pathSegments.length <= fixed.length : pathSegments.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === pathSegments[index]);
}

/** The private route `url` is on, if any. */
export function privateRouteOf(url: URL): PrivateRoute | null {
  let path: string;
  try {
    path = decodeURI(url.pathname);
  } catch {
    path = url.pathname;
  }
  const parts = segments(path);
  return PRIVATE_ROUTES.find((route) => matches(route, parts, url.searchParams)) ?? null;
}

/** An address as the services may see it. */
export interface ReportedAddress {
  /** Origin and path, the secret replaced by the route's pattern: `https://toko.example/checkout/:checkoutID/start`. */
  location: string;
  /** The path part of `location`. */
  path: string;
  /** Whether events on this page may go to outside services at all. */
  reported: boolean;
}

/** `href` stripped for reporting; null when it is not an address (nothing is reported then). */
export function reportedAddress(href: string): ReportedAddress | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const route = privateRouteOf(url);
  const path = route ? route.path : url.pathname;
  return { location: `${url.origin}${path}`, path, reported: route?.report !== 'never' };
}

/**
 * The referrer as the services may see it: origin and path, the shop's secrets masked (a
 * same-shop referrer may be a reset page, a link from another shop of the platform too).
 * Empty when there is none or it is not an address.
 */
export function reportedReferrer(referrer: string): string {
  return referrer ? reportedAddress(referrer)?.location ?? '' : '';
}
