import type { ScreenModule } from '../router/route-definition';
import type { RouteMatch } from '../router/route-matcher';
import type { RouteEntry } from '../router/router-types';

/** A query a screen needs before it can show; the server runs it in-process, the client prefetches it. */
export interface ScreenQuery {
  query: string;
  variables?: Record<string, unknown>;
  /** The staff API (`/admin/graphql`) answers it instead of the shop API. */
  api?: GraphApi;
}

/** Which of the two schemas a query is for (docs/decisions/0021). */
export type GraphApi = 'shop' | 'admin';

/** A matched route, and the shop's time zone (hours from UTC) for queries about calendar days. */
export type ScreenMatch = RouteMatch & { entry: RouteEntry; timezoneOffset: number };

/** What a screen module may export beside its component. */
export interface ScreenExtras {
  queries?: (match: ScreenMatch) => ScreenQuery[];
}

export type AppScreenModule = ScreenModule<ScreenExtras>;
