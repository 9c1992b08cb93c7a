// The spec's numbers the router depends on (spec §2, §8, §9).
export const ROUTE_HISTORY_LIMIT = 10;
export const ROUTE_NESTING_LIMIT = 10;
export const ADMIN_PATH_PREFIX = '/admin';
export const SELECTION_CLEAR_DELAY_MS = 100;

/** Spec §2: name and path of the fallback route for any unmatched path. */
export const FALLBACK_ROUTE_NAME = '404';
export const FALLBACK_ROUTE_PATH = '*';
