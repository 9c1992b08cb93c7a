import type { Language } from '../../domain/i18n/language';
import type { PageHosts } from '../../domain/shop/host-pattern';
import type { GraphCacheSeed } from '../graph/graph-cache';

/** What the server embeds in every page so the browser starts exactly where the server left off. */
export interface EmbeddedState {
  language: Language;
  /** Version of the server's dictionaries (sent as `h` to /_/i81n). */
  messagesHash: string;
  /** Only the messages the page used while rendering. */
  messages: Record<string, string>;
  /** The shop's time zone as hours from UTC (spec §3 locale state): 7 for WIB. */
  timezoneOffset: number;
  /** Query results the page was rendered from, primed into the client store before hydration. */
  graph: GraphCacheSeed[];
  /** The same for the staff API's answers, which live in a cache of their own. */
  adminGraph: GraphCacheSeed[];
  /** Skips the page-view event in development tools and tests that ask for it. */
  pageViews: boolean;
  /** When the server rendered the page; the browser renders the same dates from it. */
  renderedAt: number;
  /** Development tools (the UI kit showcase) are offered: never in production. */
  devTools: boolean;
  /** Spec §3 flags, by name; `preventJavascript` holds the page's scripts back (spec §2). */
  flags: Record<string, boolean>;
  /** Where pictures, files and the shop API are (spec §9); absent or `''`: the shop's own host. */
  hosts?: PageHosts;
}

/** Flags a page's own scripts may set before the storefront script starts. */
export const PAGE_FLAGS_GLOBAL = 'etalaseFlags';

export const EMBEDDED_STATE_ID = 'etalase-state';
