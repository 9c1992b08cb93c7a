// Pieces of the router that need no router state: resolving addresses against the route
// table, the screen module cache and the side effects of a route change.
import { RouteConfigError } from './route-definition';
import type { CompiledRoute, CompiledRoutes, ScreenModule } from './route-definition';
import { matchPath, parseHash, parseQuery } from './route-matcher';
import type { RouteParams } from './route-matcher';
import { ADMIN_PATH_PREFIX, FALLBACK_ROUTE_NAME, SELECTION_CLEAR_DELAY_MS } from './router-constants';
import type { BeforeUnloadLike, RouterEnv } from './router-env';
import type { RouteEntry } from './router-types';

export type Located =
  | { kind: 'app'; entry: RouteEntry; route: CompiledRoute; params: RouteParams }
  /** Another host, an external route, or a path nothing matches: the browser loads it. */
  | { kind: 'full'; url: string; entry: RouteEntry | null };

export type InAppTarget = Extract<Located, { kind: 'app' }>;

/** Resolves an absolute URL or same-origin path; null when it cannot be parsed at all. */
export function locateUrl(url: string, origin: string, routes: CompiledRoutes): Located | null {
  let parsed: URL;
  try {
    parsed = new URL(url, `${origin}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return { kind: 'full', url: parsed.href, entry: null };
  const href = parsed.pathname + parsed.search + parsed.hash;
  const found = matchPath(routes, parsed.pathname);
  const entry: RouteEntry = {
    name: found?.route.name ?? FALLBACK_ROUTE_NAME,
    path: parsed.pathname,
    params: found?.params ?? {},
    query: parseQuery(parsed.search),
    hash: parseHash(parsed.hash),
    href,
  };
  // With no fallback route in the table, an unknown path is the server's to answer.
  if (!found || found.route.external) return { kind: 'full', url: href, entry };
  return { kind: 'app', entry, route: found.route, params: found.params };
}

export function emptyEntry(path: string): RouteEntry {
  return { name: FALLBACK_ROUTE_NAME, path, params: {}, query: {}, hash: {}, href: path };
}

/** Loaded screen modules by route name. A failed load is forgotten so a later navigation retries it. */
export function createScreenCache(preloaded: ReadonlyMap<string, ScreenModule> | undefined) {
  const screens = new Map<string, ScreenModule>(preloaded ?? []);
  const loads = new Map<string, Promise<ScreenModule>>();
  return {
    get: (name: string) => screens.get(name),
    load(route: CompiledRoute): Promise<ScreenModule> {
      const cached = screens.get(route.name);
      if (cached) return Promise.resolve(cached);
      let pending = loads.get(route.name);
      if (!pending) {
        pending = Promise.resolve()
          .then(() => route.screen())
          .then((module) => {
            if (!module || module.default === undefined || module.default === null) {
              throw new RouteConfigError(`Route "${route.name}" screen module has no default export.`);
            }
            screens.set(route.name, module);
            return module;
          })
          .finally(() => loads.delete(route.name));
        loads.set(route.name, pending);
      }
      return pending;
    },
  };
}

/** Spec §2: what follows a change to a non-external route. */
export function announceRouteChange(env: RouterEnv, entry: RouteEntry, route: CompiledRoute, previous: RouteEntry): void {
  const origin = env.location.origin;
  try {
    env
      .fetch(origin + entry.href, { credentials: 'include', referrer: origin + previous.href, method: 'GET' })
      .catch(() => undefined);
  } catch {
    // The background request is best effort; its failure must never block navigation.
  }
  const admin = route.admin || entry.path.startsWith(ADMIN_PATH_PREFIX);
  if (env.pageViewsEnabled && !admin) env.onPageView({ path: entry.path, admin });
  env.setTimeout(() => env.getSelection()?.removeAllRanges(), SELECTION_CLEAR_DELAY_MS);
}

/** Spec §2: while a confirm-before-leaving message is set, unloading the page shows it too. */
export function createUnloadGuard(env: RouterEnv) {
  let message: string | null = null;
  let attached = false;
  const onBeforeUnload = (event: BeforeUnloadLike): string | undefined => {
    if (message === null) return undefined;
    event.preventDefault();
    event.returnValue = message;
    return message;
  };
  return {
    sync(next: string | null): void {
      message = next;
      const wanted = next !== null;
      if (wanted === attached) return;
      if (wanted) env.addEventListener('beforeunload', onBeforeUnload);
      else env.removeEventListener('beforeunload', onBeforeUnload);
      attached = wanted;
    },
  };
}
