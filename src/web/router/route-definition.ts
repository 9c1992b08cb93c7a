import { ADMIN_PATH_PREFIX, FALLBACK_ROUTE_PATH, ROUTE_NESTING_LIMIT } from './router-constants';
import { joinPaths, parsePattern } from './route-matcher';
import type { CompiledRoute, CompiledRoutes, PatternSegment, ScreenLoader } from './route-types';

export type { CompiledRoute, CompiledRoutes, ScreenLoader, ScreenModule, ScreenProps } from './route-types';

export interface RouteDefinition<Screen = unknown> {
  /** Unique across the table; links and navigation address routes by name. */
  name: string;
  /** Pattern such as `/blog/:slug`; a child's path is joined onto its parent's. `*` matches anything. */
  path: string;
  screen: ScreenLoader<Screen>;
  /** Spec §6: only signed-in customers may open it. Inherited by children. */
  signIn?: boolean;
  /**
   * A sign-in route's counterpart for a browser that holds the order's guest grant (same
   * params): the server sends such a visitor there instead of to the sign-in screen.
   */
  guestRoute?: string;
  /** Spec §6: admin area. Paths under /admin are admin regardless. Inherited by children. */
  admin?: boolean;
  /** Spec §2: leaving the app for this route is a full page load. */
  external?: boolean;
  /** The screen draws the whole page (the admin area's frame): the shop's header and footer stay away. Inherited by children. */
  ownFrame?: boolean;
  children?: RouteDefinition[];
  /** Spec §2: message the user must confirm before leaving this route (also shown on unload). */
  exitConfirmation?: string;
  /**
   * The messages the screen shows beyond its frame's, as key prefixes ending in a dot or whole
   * keys: fetched beside the chunk on in-app navigation, so the screen never shows blank labels.
   */
  messages?: readonly string[];
}

/** Routes the server owns (spec §2 system paths): reached by a full page load, never rendered in-app. */
export interface ExternalRouteDefinition {
  name: string;
  path: string;
  admin?: boolean;
  signIn?: boolean;
}

/** A route table mistake (spec §2): reported with the route's name so it can be found. */
export class RouteConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteConfigError';
  }
}

/** Handler of server-owned routes; the router never renders them, so asking for it is a bug. */
const externalScreen: ScreenLoader = () =>
  Promise.reject(new RouteConfigError('External routes are loaded by the browser, not rendered in-app.'));

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function flatten(
  defs: readonly RouteDefinition[],
  parent: { path: string; signIn: boolean; admin: boolean; ownFrame: boolean; depth: number } | null,
  out: CompiledRoute[],
): void {
  const depth = parent ? parent.depth + 1 : 1;
  for (const def of defs) {
    const label = typeof def?.name === 'string' && def.name !== '' ? `"${def.name}"` : '(unnamed)';
    if (depth > ROUTE_NESTING_LIMIT) {
      // Spec §8 calls this a stack-overflow error; a self-referencing `children` ends here too.
      throw new RangeError(`Route nesting exceeds ${ROUTE_NESTING_LIMIT} levels at route ${label}.`);
    }
    if (typeof def !== 'object' || def === null) {
      throw new RouteConfigError(`Route definition must be an object, got ${describe(def)}.`);
    }
    if (typeof def.name !== 'string' || def.name === '') {
      throw new RouteConfigError(`Route with path "${String(def.path)}" has no name.`);
    }
    if (typeof def.path !== 'string') {
      throw new RouteConfigError(`Route ${label} has no path.`);
    }
    if (!('screen' in def) || def.screen === undefined || def.screen === null) {
      throw new RouteConfigError(`Route ${label} has no handler: "screen" must be a function that loads the screen.`);
    }
    if (typeof def.screen !== 'function') {
      throw new RouteConfigError(`Route ${label} handler is not a function (got ${describe(def.screen)}).`);
    }
    const path = parent ? joinPaths(parent.path, def.path) : def.path;
    const compiled = compileOne(def.name, path, def.screen, {
      signIn: Boolean(def.signIn) || Boolean(parent?.signIn),
      guestRoute: def.guestRoute,
      admin: Boolean(def.admin) || Boolean(parent?.admin),
      ownFrame: Boolean(def.ownFrame) || Boolean(parent?.ownFrame),
      external: Boolean(def.external),
      exitConfirmation: def.exitConfirmation,
      messages: def.messages ?? [],
      depth,
    });
    out.push(compiled);
    if (def.children !== undefined) {
      if (!Array.isArray(def.children)) throw new RouteConfigError(`Route ${label} children must be an array.`);
      flatten(def.children, { path: compiled.path, signIn: compiled.signIn, admin: compiled.admin, ownFrame: compiled.ownFrame, depth }, out);
    }
  }
}

function compileOne(
  name: string,
  rawPath: string,
  screen: ScreenLoader,
  flags: { signIn: boolean; guestRoute?: string | undefined; admin: boolean; ownFrame: boolean; external: boolean; exitConfirmation: string | undefined; messages: readonly string[]; depth: number },
): CompiledRoute {
  const path = rawPath === FALLBACK_ROUTE_PATH || rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  let segments: PatternSegment[];
  try {
    segments = parsePattern(path);
  } catch (error) {
    throw new RouteConfigError(`Route "${name}" has an invalid path "${path}": ${(error as Error).message}`);
  }
  return {
    name,
    path,
    segments,
    trailingSlash: path.length > 1 && path.endsWith('/'),
    screen,
    signIn: flags.signIn,
    guestRoute: flags.guestRoute,
    admin: flags.admin || path.startsWith(ADMIN_PATH_PREFIX),
    ownFrame: flags.ownFrame,
    external: flags.external,
    exitConfirmation: flags.exitConfirmation,
    messages: flags.messages,
    depth: flags.depth,
  };
}

function isFallback(route: CompiledRoute): boolean {
  return route.path === FALLBACK_ROUTE_PATH;
}

function assemble(list: CompiledRoute[]): CompiledRoutes {
  const byName = new Map<string, CompiledRoute>();
  list.forEach((route, index) => {
    if (byName.has(route.name)) throw new RouteConfigError(`Route name "${route.name}" is used twice.`);
    // A catch-all anywhere but last would hide every route after it.
    if (isFallback(route) && index !== list.length - 1) {
      throw new RouteConfigError(`Fallback route "${route.name}" (path "*") must be the last route.`);
    }
    byName.set(route.name, route);
  });
  return { list, byName };
}

/** Validates and flattens a route table (children joined onto parents), keeping table order. */
export function compileRoutes(defs: readonly RouteDefinition[]): CompiledRoutes {
  if (!Array.isArray(defs)) throw new RouteConfigError('The route table must be an array.');
  const list: CompiledRoute[] = [];
  flatten(defs, null, list);
  return assemble(list);
}

/** Adds routes to a compiled table; they match before the fallback route, if there is one. */
export function extendRoutes(table: CompiledRoutes, defs: readonly RouteDefinition[]): CompiledRoutes {
  return insertBeforeFallback(table, compileRoutes(defs).list);
}

/** Adds server-owned routes (spec §4 "add external routes"); they need no handler. */
export function extendExternalRoutes(table: CompiledRoutes, defs: readonly ExternalRouteDefinition[]): CompiledRoutes {
  const added = defs.map((def) => {
    if (typeof def?.name !== 'string' || def.name === '' || typeof def.path !== 'string') {
      throw new RouteConfigError(`External route needs a name and a path (got ${JSON.stringify(def)}).`);
    }
    return compileOne(def.name, def.path, externalScreen, {
      signIn: Boolean(def.signIn),
      admin: Boolean(def.admin),
      ownFrame: false,
      external: true,
      messages: [],
      exitConfirmation: undefined,
      depth: 1,
    });
  });
  return insertBeforeFallback(table, added);
}

function insertBeforeFallback(table: CompiledRoutes, added: readonly CompiledRoute[]): CompiledRoutes {
  const last = table.list[table.list.length - 1];
  const list =
    last && isFallback(last) ? [...table.list.slice(0, -1), ...added, last] : [...table.list, ...added];
  return assemble(list);
}
