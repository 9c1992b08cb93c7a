// The graph client's network limits of spec §9, plus the one status only it needs.
export const FETCH_TIMEOUT_MS = 15_000;
export const RETRY_DELAYS_MS: readonly number[] = Object.freeze([1000, 3000]);
/**
 * Spec §9 "Graph request timeout 30 s": the whole request, every attempt and wait included,
 * ends by then; without it a stalled server would hold a screen for 3 × 15 s + 4 s.
 */
export const GRAPH_REQUEST_TIMEOUT_MS = 30_000;
/**
 * Spec §9 "with 5000 ms for the retry setting": a retry is started only when at least this much
 * of the 30 s is left, so a last attempt always has time to be answered (docs/decisions/0045).
 */
export const RETRY_MIN_REMAINING_MS = 5000;
/** A reply with this status is not retried. */
export const NO_RETRY_STATUS = 503;
/** Graph queries whose GET address would be longer are sent as POST (spec §7). */
export const URL_LENGTH_LIMIT = 2000;

/** Mutation reply that the shopper must be told about (spec §8). */
export const PAYLOAD_TOO_LARGE_STATUS = 413;
