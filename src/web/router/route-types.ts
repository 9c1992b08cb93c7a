// The types the route table, the matcher and the router share. They live here, below all
// three, so none of those modules needs another that needs it back.
import type { ComponentType } from 'react';

export type PatternSegment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string }
  /** `*`: the rest of the path, zero or more segments, exposed as the `*` param. */
  | { kind: 'rest' };

/** Decoded values of a matched path's `:name` segments. */
export type RouteParams = Record<string, string>;
/** Parsed query string or hash. */
export type QueryParams = Record<string, string>;

/** One place in the app: a matched route and the address that led there. */
export interface RouteEntry {
  /** Route name; '404' when nothing matched and the table has no fallback. */
  name: string;
  /** The pathname as it appears in the address bar (still percent-encoded). */
  path: string;
  params: RouteParams;
  query: QueryParams;
  hash: QueryParams;
  /** Same-origin address: path + search + hash. */
  href: string;
}

/** Props every screen receives from `<RouteView />`. Screens may also ignore them and use `useRoute()`. */
export interface ScreenProps {
  route: RouteEntry;
}

/**
 * A lazily loaded screen module. `Extra` lets a route table describe further exports of
 * the module (for example the queries it needs); `unknown` adds nothing.
 */
export type ScreenModule<Extra = unknown> = { default: ComponentType<ScreenProps> } & Extra;

/** The route's handler: loads the screen chunk, usually `() => loadChunk(id, () => import(...))`. */
export type ScreenLoader<Extra = unknown> = () => Promise<ScreenModule<Extra>>;

export interface CompiledRoute {
  name: string;
  /** Full pattern after joining parent paths. */
  path: string;
  segments: readonly PatternSegment[];
  /** The declared pattern ends in `/`; built links keep that canonical form. */
  trailingSlash: boolean;
  screen: ScreenLoader;
  signIn: boolean;
  /** Where a browser holding the order's guest grant goes instead of signing in (RouteDefinition.guestRoute). */
  guestRoute: string | undefined;
  admin: boolean;
  /** The screen draws the whole page; the shop's header and footer stay away (RouteDefinition.ownFrame). */
  ownFrame: boolean;
  external: boolean;
  exitConfirmation: string | undefined;
  /** Message sets fetched beside the screen's chunk (RouteDefinition.messages). */
  messages: readonly string[];
  /** Nesting level, 1 for top-level routes. */
  depth: number;
}

export interface CompiledRoutes {
  /** In match order: first match wins. */
  readonly list: readonly CompiledRoute[];
  readonly byName: ReadonlyMap<string, CompiledRoute>;
}
