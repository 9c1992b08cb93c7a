// The graph client's share of the spec §9 network limits, plus the one status only it needs.
export { FETCH_TIMEOUT_MS, NO_RETRY_STATUS, RETRY_DELAYS_MS, URL_LENGTH_LIMIT } from '../../domain/constants';

/** Mutation reply that the shopper must be told about (spec §8). */
export const PAYLOAD_TOO_LARGE_STATUS = 413;
