// Spec §6: routes that need a signed-in customer, and the admin area, which needs staff. The
// server checks the session before it renders one; for customers the browser also checks the
// session's readable hint before it navigates. A signed-out visitor goes to the matching
// sign-in with `next`, which leads back.
import { buildHref, matchPath } from './route-matcher';
import type { CompiledRoute, CompiledRoutes } from './route-types';

/** The route a signed-out visitor is sent to; it follows `next` once signed in. */
export const SIGN_IN_ROUTE_NAME = 'login';

/** The staff sign-in page (a server page, spec §2 `/admin/login`); it follows `next` inside /admin. */
export const STAFF_SIGN_IN_PATH = '/admin/login';

/** `/admin/login?next=…` bringing staff back to `next` (a path and query under /admin). */
export function staffSignInHref(next: string): string {
  return `${STAFF_SIGN_IN_PATH}?${new URLSearchParams({ next }).toString()}`;
}

/** `/login?next=…` bringing the visitor back to `next` (a path and query of this site); null without a sign-in route. */
export function signInHref(routes: CompiledRoutes, next: string): string | null {
  if (!routes.byName.has(SIGN_IN_ROUTE_NAME)) return null;
  return buildHref(SIGN_IN_ROUTE_NAME, {}, { next }, undefined, routes) || null;
}

/** The guest route standing for a sign-in order route, with the same order id (RouteDefinition.guestRoute). */
export function guestAlternative(routes: CompiledRoutes, route: CompiledRoute, params: Readonly<Record<string, string>>, search: string): { orderId: string; href: string } | null {
  const orderId = params.orderID;
  if (!route.guestRoute || !orderId || !routes.byName.has(route.guestRoute)) return null;
  const href = buildHref(route.guestRoute, params, undefined, undefined, routes);
  return href ? { orderId, href: `${href}${search}` } : null;
}

export type PageAccess =
  | { kind: 'open' }
  /**
   * Only a signed-in customer may see the page: a visitor without a session goes to `signIn`;
   * a browser holding the grant of `guest.orderId` (and not its owner) goes to `guest.href`.
   */
  | { kind: 'signIn'; signIn: string; guest: { orderId: string; href: string } | null }
  /** Spec §6: the admin area (and its previews) is for signed-in staff only; others go to `signIn`. */
  | { kind: 'staff'; signIn: string };

/** What must be checked before `url` (path and query) is shown. */
export function pageAccess(routes: CompiledRoutes, url: string): PageAccess {
  const index = url.indexOf('?');
  const path = index === -1 ? url : url.slice(0, index);
  const search = index === -1 ? '' : url.slice(index);
  const match = matchPath(routes, path);
  if (!match || match.route.external) return { kind: 'open' };
  if (match.route.admin) return { kind: 'staff', signIn: staffSignInHref(url) };
  if (!match.route.signIn) return { kind: 'open' };
  const signIn = signInHref(routes, url);
  if (!signIn) return { kind: 'open' };
  return { kind: 'signIn', signIn, guest: guestAlternative(routes, match.route, match.params, search) };
}
