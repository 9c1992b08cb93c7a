import type { ExternalRouteDefinition, RouteDefinition } from './route-definition';
import type { ParamsInput, QueryInput, RouteMatch } from './route-matcher';
import type { RouterEnv } from './router-env';
import type { CompiledRoute, CompiledRoutes, RouteEntry, ScreenModule } from './route-types';

export type { RouteEntry } from './route-types';

/** Name of the special route that pops the history (spec §2 links). */
export const BACK_ROUTE = '__back__';

/** Where a link or navigation goes (spec §2: route object with target, hash, params, query). */
export interface RouteTarget {
  name: string;
  params?: ParamsInput;
  query?: QueryInput;
  hash?: QueryInput | string;
  /** 'new' opens a new tab; 'replace' replaces the current history entry. */
  target?: 'new' | 'replace';
}

export interface RouterSnapshot {
  current: RouteEntry;
  /** Screen module of `current`; undefined until loaded (see Router.ready). */
  screen: ScreenModule | undefined;
  /** Oldest first, `current` last; at most ROUTE_HISTORY_LIMIT entries. */
  stack: readonly RouteEntry[];
  /** Navigation waiting for its screen and data. */
  pending: RouteEntry | null;
  /** Why the last navigation failed (a chunk that did not load), cleared by the next one. */
  error: Error | null;
  /** Where that failed navigation was going, so it can be tried again. */
  failed: RouteEntry | null;
  /** Spec §4: status code recorded per href (for example 404 by a not-found screen). */
  statusCodes: Readonly<Record<string, number>>;
  exitConfirmation: string | null;
}

export interface PrefetchRequest extends RouteMatch {
  entry: RouteEntry;
  /** Aborted when a newer navigation supersedes this one. */
  signal: AbortSignal;
}

export interface RouterOptions {
  routes: readonly RouteDefinition[] | CompiledRoutes;
  /** Absolute URL or same-origin path; defaults to env.location.href. */
  initialUrl?: string;
  env: RouterEnv;
  /** Loads a route's data in parallel with its chunk before the screen switches. Failures are the screen's to show. */
  prefetch?: (request: PrefetchRequest) => unknown;
  /** Screen modules already loaded by the server render or the hydration bootstrap, by route name. */
  preloaded?: ReadonlyMap<string, ScreenModule>;
  /** Where the back route goes when the in-app history is empty. Default '/'. */
  backFallbackHref?: string;
}

export interface Router {
  readonly env: RouterEnv;
  subscribe(listener: () => void): () => void;
  getSnapshot(): RouterSnapshot;
  /** Loads the current screen if it was not preloaded; await before the first render. */
  ready(): Promise<void>;
  /** Listens to browser back/forward; returns the function that stops listening. */
  start(): () => void;
  getRoutes(): CompiledRoutes;
  getRoute(name: string): CompiledRoute | undefined;
  match(url: string): (RouteMatch & { entry: RouteEntry }) | null;
  /** Href of a route target (see buildHref: undefined = no href, '' = unfillable). */
  hrefFor(to: RouteTarget | string): string | undefined;
  /** Where the back route leads: the previous entry, else the fallback. */
  backHref(): string;
  isOtherHost(url: string): boolean;
  /** Follows a link target: 'new' opens a window, 'replace' replaces, BACK_ROUTE pops, else changes route. */
  navigate(to: RouteTarget | string): Promise<boolean>;
  changeRoute(to: RouteTarget | string): Promise<boolean>;
  replaceRoute(to: RouteTarget | string): Promise<boolean>;
  /** Goes to the target and forgets the in-app history (the back route then has nowhere to go). */
  resetRoute(to: RouteTarget | string): Promise<boolean>;
  popRoute(): Promise<boolean>;
  replaceQuery(query: QueryInput): void;
  replaceHash(hash: QueryInput | string): void;
  /** Puts a route below the current one so the back route leads there. */
  insertBackRoute(to: RouteTarget | string): void;
  openInNewWindow(to: RouteTarget | string): void;
  setStatusCode(href: string, code: number): void;
  getStatusCode(href?: string): number | undefined;
  addRoutes(defs: readonly RouteDefinition[]): void;
  addExternalRoutes(defs: readonly ExternalRouteDefinition[]): void;
  setExitConfirmation(message: string | null): void;
  clearExitConfirmation(): void;
}
