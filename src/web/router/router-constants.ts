// The spec's numbers the router depends on, from the shared constants (spec §2, §8, §9).
export { ADMIN_PATH_PREFIX, ROUTE_HISTORY_LIMIT, ROUTE_NESTING_LIMIT, SELECTION_CLEAR_DELAY_MS } from '../../domain/constants';

/** Spec §2: name and path of the fallback route for any unmatched path. */
export const FALLBACK_ROUTE_NAME = '404';
export const FALLBACK_ROUTE_PATH = '*';
