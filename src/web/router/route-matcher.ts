// Pure path matching and link building (spec §2 routing rules and links). No DOM and no
// globals, so it runs the same on the server and in the browser.
import type { CompiledRoute, CompiledRoutes, PatternSegment, QueryParams, RouteParams } from './route-types';

export type { PatternSegment, QueryParams, RouteParams } from './route-types';

export type ParamValue = string | number | null | undefined;
export type ParamsInput = Readonly<Record<string, ParamValue>>;
export type QueryInput = Readonly<Record<string, ParamValue | boolean>>;

export interface RouteMatch {
  route: CompiledRoute;
  params: RouteParams;
}

/**
 * Put into a link's params while the value is still loading: the link renders without an
 * href (spec §2) instead of pointing at a half-built address. NUL never occurs in real ids.
 */
export const LOADING_PLACEHOLDER = '\u0000route-param-loading\u0000';

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function splitPath(path: string): string[] {
  const trimmed = stripTrailingSlash(path);
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

/** Spec §2: a trailing slash is ignored, except on the root (which is only a slash). */
export function stripTrailingSlash(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  const trimmed = path.slice(0, end);
  return trimmed === '' ? '/' : trimmed;
}

/** Joins a child route's path onto its parent's (`/account` + `password/change`). */
export function joinPaths(parent: string, child: string): string {
  if (child === '' || child === '/') return parent;
  const head = stripTrailingSlash(parent);
  const tail = child.startsWith('/') ? child.slice(1) : child;
  return head === '/' ? `/${tail}` : `${head}/${tail}`;
}

/** Parses a route pattern; throws a plain Error on malformed patterns (the caller names the route). */
export function parsePattern(path: string): PatternSegment[] {
  if (path === '*') return [{ kind: 'rest' }];
  const parts = splitPath(path);
  const seen = new Set<string>();
  return parts.map((part, index) => {
    if (part === '*') {
      if (index !== parts.length - 1) throw new Error('"*" may only be the last segment');
      return { kind: 'rest' } as const;
    }
    if (part.startsWith(':')) {
      const name = part.slice(1);
      if (!PARAM_NAME.test(name)) throw new Error(`parameter ":${name}" is not a valid name`);
      if (seen.has(name)) throw new Error(`parameter ":${name}" appears twice`);
      seen.add(name);
      return { kind: 'param', name } as const;
    }
    if (part === '') throw new Error('empty path segment');
    return { kind: 'literal', value: part } as const;
  });
}

/** decodeURIComponent that reports malformed escapes as `undefined` instead of throwing. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Matches one route's segments against a pathname. A segment with malformed percent-encoding
 * (such as `%E0%A4%A`) makes the route not match, so the address falls through to the 404
 * fallback instead of reaching a screen with a value nobody can interpret.
 */
export function matchRoute(route: CompiledRoute, pathname: string): RouteParams | null {
  return matchParts(route, splitPath(pathname));
}

/** `matchRoute` for a pathname already split into its segments. */
function matchParts(route: CompiledRoute, parts: readonly string[]): RouteParams | null {
  const params: RouteParams = {};
  const { segments } = route;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment.kind === 'rest') {
      // The catch-all must catch everything, malformed addresses included: those stay raw.
      params['*'] = parts
        .slice(i)
        .map((part) => safeDecode(part) ?? part)
        .join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal') {
      if (part !== segment.value) return null;
      continue;
    }
    if (part === '') return null;
    const decoded = safeDecode(part);
    if (decoded === undefined) return null;
    params[segment.name] = decoded;
  }
  return parts.length === segments.length ? params : null;
}

/** First route in table order whose pattern matches the pathname (spec §2). */
export function matchPath(compiled: CompiledRoutes, pathname: string): RouteMatch | null {
  // Split once, not once per route tried: the table is long and most routes are tried first.
  const parts = splitPath(pathname);
  for (const route of compiled.list) {
    const params = matchParts(route, parts);
    if (params) return { route, params };
  }
  return null;
}

function toEntries(search: string, prefix: string): QueryParams {
  const text = search.startsWith(prefix) ? search.slice(1) : search;
  const pairs: [string, string][] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const [rawKey, rawValue] = equals === -1 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)];
    // Form encoding writes spaces as `+`; a malformed escape is kept as written rather than thrown or mangled.
    const decode = (raw: string) => safeDecode(raw.replace(/\+/g, ' ')) ?? raw;
    pairs.push([decode(rawKey), decode(rawValue)]);
  }
  // fromEntries defines own properties, so a `__proto__` key stays an ordinary key.
  return Object.fromEntries(pairs);
}

/** `?a=1&b=x%20y` → `{ a: '1', b: 'x y' }`; a repeated key keeps its last value. */
export function parseQuery(search: string): QueryParams {
  return toEntries(search, '?');
}

/** `#tab=reviews&page=2` → `{ tab: 'reviews', page: '2' }`; a bare `#reviews` → `{ reviews: '' }`. */
export function parseHash(hash: string): QueryParams {
  return toEntries(hash, '#');
}

/**
 * `{ a: 1, b: 'x y' }` → `a=1&b=x%20y` (no leading `?`). Null and undefined values are
 * dropped; an empty value is written as the bare key so `#reviews` round-trips.
 */
export function stringifyQuery(query: QueryInput | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    parts.push(text === '' ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

function suffix(mark: '?' | '#', value: QueryInput | string | undefined): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? (value.startsWith(mark) ? value.slice(1) : value) : stringifyQuery(value);
  return text === '' ? '' : `${mark}${text}`;
}

/** The link target a href is built for: a route name, a definition, or a compiled route. */
export type HrefTarget = string | { name: string; path: string };

function resolveTarget(target: HrefTarget, routes: CompiledRoutes | undefined): CompiledRoute | undefined {
  if (typeof target === 'string') return routes?.byName.get(target);
  const known = routes?.byName.get(target.name);
  if (known) return known;
  if ('segments' in target) return target as CompiledRoute;
  try {
    const segments = parsePattern(target.path);
    return { ...(target as CompiledRoute), segments, trailingSlash: target.path.length > 1 && target.path.endsWith('/') };
  } catch {
    return undefined;
  }
}

/**
 * Builds the address of a route (spec §2 links). Returns `undefined` — a link without href —
 * when any param holds LOADING_PLACEHOLDER, and `''` — an empty link, after a console warning
 * naming the route and param — when a required param is missing. A route given by name is
 * looked up in `routes`; the router passes its own table.
 */
export function buildHref(
  target: HrefTarget,
  params: ParamsInput = {},
  query?: QueryInput | string,
  hash?: QueryInput | string,
  routes?: CompiledRoutes,
): string | undefined {
  const label = typeof target === 'string' ? target : target.name;
  if (Object.values(params).some((value) => value === LOADING_PLACEHOLDER)) return undefined;
  const route = resolveTarget(target, routes);
  if (!route) {
    console.warn(`Cannot build a link to unknown route "${label}"; rendering an empty link.`);
    return '';
  }
  const parts: string[] = [];
  for (const segment of route.segments) {
    if (segment.kind === 'literal') {
      parts.push(segment.value);
    } else if (segment.kind === 'rest') {
      const rest = params['*'];
      if (rest !== undefined && rest !== null && rest !== '') {
        parts.push(...String(rest).split('/').map(encodeURIComponent));
      }
    } else {
      const value = params[segment.name];
      if (value === undefined || value === null || value === '') {
        console.warn(`Cannot build a link to route "${route.name}": param "${segment.name}" is missing; rendering an empty link.`);
        return '';
      }
      parts.push(encodeURIComponent(String(value)));
    }
  }
  let path = `/${parts.join('/')}`;
  if (route.trailingSlash && path !== '/') path += '/';
  return path + suffix('?', query) + suffix('#', hash);
}
