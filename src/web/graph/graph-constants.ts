// The graph client's network limits of spec §9, plus the one status only it needs.
export const FETCH_TIMEOUT_MS = 15_000;
export const RETRY_DELAYS_MS: readonly number[] = Object.freeze([1000, 3000]);
/** A reply with this status is not retried. */
export const NO_RETRY_STATUS = 503;
/** Graph queries whose GET address would be longer are sent as POST (spec §7). */
export const URL_LENGTH_LIMIT = 2000;

/** Mutation reply that the shopper must be told about (spec §8). */
export const PAYLOAD_TOO_LARGE_STATUS = 413;
