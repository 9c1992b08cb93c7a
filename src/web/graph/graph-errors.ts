// The graph client's failures (spec §8). Each is its own class so callers can branch with
// `instanceof` instead of matching message text, while the messages stay exactly the spec's.

/** One entry of a GraphQL `errors` list; `extensions.code` is how the server names the cause. */
export interface GraphErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

export class GraphError extends Error {
  override name = 'GraphError';
}

/**
 * A non-2xx reply (spec §8: "error carrying status and body"). After retriable statuses
 * exhausted the retries, the message is the spec's give-up text and `attempts` counts them.
 */
export class GraphHttpError extends GraphError {
  override name = 'GraphHttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    readonly attempts = 1,
    message = `Graph request failed with status ${status}`,
  ) {
    super(message);
  }
}

/** A reply with an `errors` list: rejected with the joined messages, the list kept whole. */
export class GraphResponseError extends GraphError {
  override name = 'GraphResponseError';
  constructor(
    readonly errors: readonly GraphErrorItem[],
    readonly data: unknown,
  ) {
    super(errors.map((error) => error.message).join('; '));
  }

  /** The `extensions.code` values, for branching on a cause without reading messages. */
  get codes(): string[] {
    return this.errors.flatMap((error) => (error.extensions?.code ? [error.extensions.code] : []));
  }
}

/** A 2xx reply that is not a GraphQL result: not a JSON object, or an object without `data`. */
export class GraphProtocolError extends GraphError {
  override name = 'GraphProtocolError';
  constructor(
    message: string,
    readonly body: string,
  ) {
    super(message);
  }
}

/** No reply at all (offline, connection dropped, or the 15000 ms timeout) on every attempt. */
export class GraphNetworkError extends GraphError {
  override name = 'GraphNetworkError';
  constructor(
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`Failed to get response from server, tried ${attempts} times`, options);
  }
}

export const MISSING_DATA_MESSAGE = 'Server response was missing for query';
export const NOT_AN_OBJECT_MESSAGE = 'Query response bodies must be objects';
export const PAYLOAD_TOO_LARGE_ALERT = 'request size too large';

export function giveUpMessage(retries: number): string {
  return `Still no successful response after ${retries} retries, giving up`;
}

/** The reason an aborted signal carries, or a standard AbortError when it carries none. */
export function abortReason(signal: AbortSignal): unknown {
  if (signal.reason !== undefined) return signal.reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
