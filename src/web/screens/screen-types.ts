import type { ScreenModule } from '../router/route-definition';
import type { RouteMatch } from '../router/route-matcher';
import type { RouteEntry } from '../router/router-types';

/** A query a screen needs before it can show; the server runs it in-process, the client prefetches it. */
export interface ScreenQuery {
  query: string;
  variables?: Record<string, unknown>;
}

export type ScreenMatch = RouteMatch & { entry: RouteEntry };

/** What a screen module may export beside its component. */
export interface ScreenExtras {
  queries?: (match: ScreenMatch) => ScreenQuery[];
}

export type AppScreenModule = ScreenModule<ScreenExtras>;
