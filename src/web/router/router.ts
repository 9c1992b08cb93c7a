import { compileRoutes, extendExternalRoutes, extendRoutes } from './route-definition';
import type { CompiledRoutes, RouteDefinition, ScreenModule } from './route-definition';
import { buildHref, parseHash, parseQuery, stringifyQuery } from './route-matcher';
import type { QueryInput } from './route-matcher';
import type { PopStateLike, ScrollPosition } from './router-env';
import { afterPopState, insertBelowTop, pushItem, readIndex, replaceTop, stateFor } from './router-stack';
import type { StackItem } from './router-stack';
import { announceRouteChange, createScreenCache, createUnloadGuard, emptyEntry, locateUrl } from './router-support';
import type { InAppTarget, Located } from './router-support';
import { BACK_ROUTE } from './router-types';
import { signInHref } from './sign-in-guard';
import type { RouteEntry, RouteTarget, Router, RouterOptions, RouterSnapshot } from './router-types';

type Mode = 'push' | 'replace' | 'reset' | 'pop' | 'popstate';

const TOP: ScrollPosition = { x: 0, y: 0 };

function fragmentOf(href: string): string {
  const hash = href.indexOf('#');
  if (hash < 0) return '';
  try {
    return decodeURIComponent(href.slice(hash + 1));
  } catch {
    return href.slice(hash + 1);
  }
}

function isCompiled(routes: RouterOptions['routes']): routes is CompiledRoutes {
  return !Array.isArray(routes);
}

export function createRouter(options: RouterOptions): Router {
  const { env } = options;
  const origin = env.location.origin;
  const backFallbackHref = options.backFallbackHref ?? '/';
  let routes = isCompiled(options.routes) ? options.routes : compileRoutes(options.routes);
  const screens = createScreenCache(options.preloaded);
  const listeners = new Set<() => void>();
  let browserIndex = 0;
  let navigationId = 0;
  let inflight: AbortController | null = null;
  let popConfirmed = false;
  let started = false;
  let popWaiters: ((done: boolean) => void)[] = [];
  /** Where each browser history entry of this visit was left, by its position. */
  const leftAt = new Map<number, ScrollPosition>();

  const locate = (url: string) => locateUrl(url, origin, routes);
  const initial = locate(options.initialUrl ?? env.location.href) ?? locate('/');
  const initialEntry = initial?.entry ?? emptyEntry('/');
  const initialRoute = initial?.kind === 'app' ? initial.route : undefined;
  let items: StackItem[] = [{ entry: initialEntry, index: 0 }];
  let snapshot: RouterSnapshot = {
    current: initialEntry,
    screen: initialRoute ? screens.get(initialRoute.name) : undefined,
    stack: [initialEntry],
    pending: null,
    error: null,
    failed: null,
    statusCodes: {},
    exitConfirmation: initialRoute?.exitConfirmation ?? null,
  };
  const unloadGuard = createUnloadGuard(env);
  unloadGuard.sync(snapshot.exitConfirmation);

  function update(patch: Partial<RouterSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    unloadGuard.sync(snapshot.exitConfirmation);
    for (const listener of [...listeners]) listener();
  }

  function hrefFor(to: RouteTarget | string): string | undefined {
    if (typeof to === 'string') return to;
    if (to.name === BACK_ROUTE) return backHref();
    return buildHref(to.name, to.params, to.query, to.hash, routes);
  }

  function resolve(to: RouteTarget | string): Located | null {
    const href = hrefFor(to);
    if (href === undefined || href === '') return null;
    const located = locate(href);
    // The named route decides, even when an earlier pattern in the table also matches its address.
    if (located?.kind === 'app' && typeof to !== 'string' && routes.byName.get(to.name)?.external) {
      return { kind: 'full', url: located.entry.href, entry: located.entry };
    }
    return located;
  }

  function backHref(): string {
    return items[items.length - 2]?.entry.href ?? backFallbackHref;
  }

  function confirmLeave(): boolean {
    const message = snapshot.exitConfirmation;
    return message === null || env.confirm(message);
  }

  function leave(url: string): true {
    // Already confirmed: the unload prompt must not ask a second time.
    if (snapshot.exitConfirmation !== null) update({ exitConfirmation: null });
    env.location.assign(url);
    return true;
  }

  /** Spec §6: a signed-out visitor asking for a sign-in route is shown the sign-in screen, which leads back. */
  function signInDetour(target: InAppTarget): string | null {
    if (!target.route.signIn || !env.signedIn || env.signedIn()) return null;
    return signInHref(routes, target.entry.href);
  }

  async function transition(target: InAppTarget, mode: Mode, popped?: { items: StackItem[]; index: number }): Promise<boolean> {
    const detour = signInDetour(target);
    // Back or forward already moved the address bar: the sign-in screen takes that entry's place.
    if (detour) {
      if (popped) {
        items = popped.items;
        browserIndex = popped.index;
      }
      return go(detour, mode === 'push' || mode === 'reset' ? mode : 'replace');
    }
    const id = (navigationId += 1);
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    update({ pending: target.entry, error: null, failed: null });
    const request = { route: target.route, params: target.params, entry: target.entry, signal: controller.signal };
    const data = Promise.resolve()
      .then(() => options.prefetch?.(request))
      .catch(() => undefined);
    try {
      const [screen] = await Promise.all([screens.load(target.route), data]);
      if (id !== navigationId) return false;
      commit(target, screen, mode, popped);
      return true;
    } catch (error) {
      if (id !== navigationId) return false;
      update({ pending: null, error: error instanceof Error ? error : new Error(String(error)), failed: target.entry });
      return false;
    } finally {
      if (inflight === controller) inflight = null;
    }
  }

  function commit(target: InAppTarget, screen: ScreenModule, mode: Mode, popped?: { items: StackItem[]; index: number }): void {
    const { entry, route } = target;
    const previous = snapshot.current;
    if (env.scroll) leftAt.set(browserIndex, env.scroll.position());
    if (mode === 'push' || mode === 'reset') {
      browserIndex += 1;
      env.history.pushState(stateFor(browserIndex), '', entry.href);
      items = mode === 'push' ? pushItem(items, { entry, index: browserIndex }) : [{ entry, index: browserIndex }];
    } else if (mode === 'replace' || mode === 'pop') {
      env.history.replaceState(stateFor(browserIndex), '', entry.href);
      const base = mode === 'pop' ? items.slice(0, -1) : items;
      items = replaceTop(base, { entry, index: browserIndex });
    } else if (popped) {
      items = popped.items;
      browserIndex = popped.index;
    }
    update({
      current: entry,
      screen,
      stack: items.map((item) => item.entry),
      pending: null,
      error: null,
      failed: null,
      exitConfirmation: route.exitConfirmation ?? null,
    });
    placeScroll(mode, entry, previous);
    announceRouteChange(env, entry, route, previous);
  }

  /**
   * A page opened anew starts at its top, or at the element its fragment names; one returned to
   * by back or forward where it was left. Another sort, filter or page of the same list keeps
   * the shopper where they were.
   */
  function placeScroll(mode: Mode, entry: RouteEntry, previous: RouteEntry): void {
    const scroll = env.scroll;
    if (!scroll) return;
    if (mode === 'popstate') return scroll.to(leftAt.get(browserIndex) ?? TOP);
    if (mode !== 'reset' && entry.path === previous.path) return;
    const fragment = fragmentOf(entry.href);
    if (fragment) scroll.toFragment(fragment);
    else scroll.to(TOP);
  }

  async function go(to: RouteTarget | string, mode: 'push' | 'replace' | 'reset'): Promise<boolean> {
    if (typeof to !== 'string' && to.name === BACK_ROUTE) return popRoute();
    const target = resolve(to);
    if (!target) return false;
    if (!confirmLeave()) return false;
    if (target.kind === 'full') return leave(target.url);
    return transition(target, mode);
  }

  function popRoute(): Promise<boolean> {
    const top = items[items.length - 1];
    const previous = items[items.length - 2];
    if (!previous) return go(backFallbackHref, 'replace');
    if (!confirmLeave()) return Promise.resolve(false);
    const inBrowserHistory = previous.index !== null && top?.index === browserIndex && previous.index === browserIndex - 1;
    if (started && inBrowserHistory) {
      // The browser holds that entry: going back keeps its history in step with ours.
      popConfirmed = true;
      return new Promise((resolveDone) => {
        popWaiters.push(resolveDone);
        env.history.back();
      });
    }
    const target = locate(previous.entry.href);
    if (!target) return Promise.resolve(false);
    if (target.kind === 'full') return Promise.resolve(leave(target.url));
    return transition(target, 'pop');
  }

  function settlePop(done: boolean): void {
    const waiters = popWaiters;
    popWaiters = [];
    for (const waiter of waiters) waiter(done);
  }

  function onPopState(event: PopStateLike): void {
    const index = readIndex(event.state);
    const target = locate(env.location.href);
    if (!target || (index === browserIndex && target.entry?.href === snapshot.current.href)) return settlePop(false);
    const confirmed = popConfirmed || confirmLeave();
    popConfirmed = false;
    if (!confirmed) {
      // The address bar already moved: put the page the user chose to stay on back in it.
      browserIndex = (index ?? browserIndex) + 1;
      env.history.pushState(stateFor(browserIndex), '', snapshot.current.href);
      items = replaceTop(items, { entry: snapshot.current, index: browserIndex });
      return settlePop(false);
    }
    if (target.kind === 'full') {
      leave(target.url);
      return settlePop(true);
    }
    const next = afterPopState(items, browserIndex, index, target.entry);
    const hashOnly = index === undefined && target.entry.href.split('#')[0] === snapshot.current.href.split('#')[0];
    if (hashOnly) {
      // A plain in-page `#anchor` link: same screen, nothing to load or announce.
      items = next;
      update({ current: target.entry, stack: items.map((item) => item.entry) });
      return settlePop(true);
    }
    void transition(target, 'popstate', { items: next, index: index ?? browserIndex }).then(settlePop);
  }

  function replaceLocation(query: string, hash: string): void {
    const current = snapshot.current;
    const href = current.path + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
    env.history.replaceState(stateFor(browserIndex, env.history.state), '', href);
    const entry: RouteEntry = { ...current, query: parseQuery(query), hash: parseHash(hash), href };
    items = replaceTop(items, { entry, index: items[items.length - 1]?.index ?? browserIndex });
    update({ current: entry, stack: items.map((item) => item.entry) });
  }

  const currentSearch = () => stringifyQuery(snapshot.current.query);
  const currentHash = () => stringifyQuery(snapshot.current.hash);

  const router: Router = {
    env,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async ready() {
      const entry = snapshot.current;
      const route = routes.byName.get(entry.name);
      if (snapshot.screen || !route || route.external) return;
      const screen = await screens.load(route);
      if (snapshot.current === entry && !snapshot.screen) update({ screen });
    },
    start() {
      browserIndex = readIndex(env.history.state) ?? 0;
      items = replaceTop(items, { entry: snapshot.current, index: browserIndex });
      env.history.replaceState(stateFor(browserIndex, env.history.state), '', env.location.href);
      env.addEventListener('popstate', onPopState);
      const giveScrollBack = env.scroll?.takeOver();
      started = true;
      return () => {
        started = false;
        env.removeEventListener('popstate', onPopState);
        giveScrollBack?.();
      };
    },
    getRoutes: () => routes,
    getRoute: (name) => routes.byName.get(name),
    match(url) {
      const located = locate(url);
      if (!located?.entry) return null;
      const route = routes.byName.get(located.entry.name);
      return route ? { route, params: located.entry.params, entry: located.entry } : null;
    },
    hrefFor,
    backHref,
    isOtherHost(url) {
      // A path on this host, as nearly every link is: no address to parse (a page has hundreds).
      if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return false;
      try {
        return new URL(url, `${origin}/`).origin !== origin;
      } catch {
        return false;
      }
    },
    navigate(to) {
      if (typeof to !== 'string' && to.target === 'new') {
        router.openInNewWindow(to);
        return Promise.resolve(true);
      }
      return go(to, typeof to !== 'string' && to.target === 'replace' ? 'replace' : 'push');
    },
    changeRoute: (to) => go(to, 'push'),
    replaceRoute: (to) => go(to, 'replace'),
    resetRoute: (to) => go(to, 'reset'),
    popRoute,
    replaceQuery: (query: QueryInput) => replaceLocation(stringifyQuery(query), currentHash()),
    replaceHash: (hash) =>
      replaceLocation(currentSearch(), typeof hash === 'string' ? hash.replace(/^#/, '') : stringifyQuery(hash)),
    insertBackRoute(to) {
      const target = resolve(to);
      if (!target?.entry) return;
      items = insertBelowTop(items, target.entry);
      update({ stack: items.map((item) => item.entry) });
    },
    openInNewWindow(to) {
      const href = hrefFor(to);
      if (href === undefined || href === '') return;
      env.open(new URL(href, `${origin}/`).href, '_blank');
    },
    setStatusCode: (href, code) => update({ statusCodes: { ...snapshot.statusCodes, [href]: code } }),
    getStatusCode: (href = snapshot.current.href) => snapshot.statusCodes[href],
    addRoutes(defs: readonly RouteDefinition[]) {
      routes = extendRoutes(routes, defs);
    },
    addExternalRoutes(defs) {
      routes = extendExternalRoutes(routes, defs);
    },
    setExitConfirmation: (message) => update({ exitConfirmation: message === '' ? null : message }),
    clearExitConfirmation: () => update({ exitConfirmation: null }),
  };
  return router;
}
