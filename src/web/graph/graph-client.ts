// The graph client (spec §7, §8, §9). `fetch` and the timers are injected so the same code
// runs in the browser, during server rendering on Node, and under fake timers in tests.
import { FETCH_TIMEOUT_MS, GRAPH_REQUEST_TIMEOUT_MS, NO_RETRY_STATUS, PAYLOAD_TOO_LARGE_STATUS, RETRY_DELAYS_MS, RETRY_MIN_REMAINING_MS } from './graph-constants';
import { assertBoundedConnections } from './graph-connection-rule';
import type { GraphErrorItem } from './graph-errors';
import {
  GraphHttpError,
  GraphNetworkError,
  GraphProtocolError,
  GraphResponseError,
  MISSING_DATA_MESSAGE,
  NOT_AN_OBJECT_MESSAGE,
  PAYLOAD_TOO_LARGE_ALERT,
  abortReason,
  giveUpMessage,
} from './graph-errors';
import type { GraphVariables } from './graph-key';
import type { GraphFiles, GraphRequest } from './graph-request';
import { buildMutationRequest, buildQueryRequest } from './graph-request';

export { graphCacheKey, graphQueryKeyPrefix } from './graph-key';
export type { GraphVariables } from './graph-key';
export type { GraphFiles } from './graph-request';

/** The part of a fetch Response the client reads. */
export interface GraphFetchResponse {
  status: number;
  text(): Promise<string>;
}

export type GraphFetch = (url: string, init: RequestInit) => Promise<GraphFetchResponse>;

export interface GraphClientOptions {
  /** The shop schema answers on `/graphql` and `/_/graph` (spec §7); the former is the default. */
  endpoint?: string;
  fetch: GraphFetch;
  // Method syntax on purpose: it lets the platform timers (whose handle types differ between
  // the browser and Node) be passed as they are.
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Tells the user something they must act on (spec §8: 'request size too large'). */
  onAlert?: (message: string) => void;
  /** The clock the 30 s request budget is read from; defaults to Date.now. */
  now?: () => number;
}

export interface GraphCallOptions {
  signal?: AbortSignal;
}

export interface GraphMutateOptions extends GraphCallOptions {
  /**
   * Mutations are sent once unless the caller knows repeating them is harmless: a timed-out
   * or dropped request may already have been applied, and retrying could place an order twice.
   */
  retry?: boolean;
}

export interface GraphClient {
  readonly endpoint: string;
  query<T = unknown>(query: string, variables?: GraphVariables, options?: GraphCallOptions): Promise<T>;
  mutate<T = unknown>(
    inputTypeName: string,
    query: string,
    variables?: GraphVariables,
    files?: GraphFiles,
    options?: GraphMutateOptions,
  ): Promise<T>;
}

type Outcome =
  | { kind: 'reply'; status: number; body: string }
  | { kind: 'no-reply'; error: unknown };

interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Server-side failures that a moment's wait may cure; 503 is excluded by spec §9. */
const isRetriable = (status: number) => status === 408 || (status >= 500 && status !== NO_RETRY_STATUS);

export function createGraphClient(options: GraphClientOptions): GraphClient {
  // Taken off the options object: browsers reject `fetch` and timers called with it as `this`.
  const { endpoint = '/graphql', fetch: fetchFn, setTimeout: setTimer, clearTimeout: clearTimer, onAlert, now = () => Date.now() } = options;
  const inflight = new Map<string, Shared>();

  function attempt(request: GraphRequest, signal: AbortSignal, timeoutMs: number): Promise<Outcome> {
    const controller = new AbortController();
    const relayAbort = () => controller.abort(abortReason(signal));
    signal.addEventListener('abort', relayAbort);
    const timer = setTimer(
      () => controller.abort(new DOMException(`No response within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    // Raced against the abort so a fetch implementation that ignores its signal cannot hang us.
    const aborted = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(abortReason(controller.signal)));
    });
    const exchange = (async (): Promise<Outcome> => {
      const response = await fetchFn(request.url, { ...request.init, signal: controller.signal });
      return { kind: 'reply', status: response.status, body: await response.text() };
    })();
    return Promise.race([exchange, aborted])
      .catch((error: unknown): Outcome => ({ kind: 'no-reply', error }))
      .finally(() => {
        clearTimer(timer);
        signal.removeEventListener('abort', relayAbort);
      });
  }

  function wait(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        clearTimer(timer);
        reject(abortReason(signal));
      };
      const timer = setTimer(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Sends with retries and returns `data`. Each attempt waits at most 15000 ms, and the whole
   * request at most 30 s: the last attempt is cut at that end, and a retry is not started with
   * less than 5000 ms left. Which give-up message applies: if no attempt got any HTTP reply it
   * is 'Failed to get response from server, tried N times' (N attempts); if at least one got a
   * retriable non-2xx reply it is 'Still no successful response after N retries, giving up'
   * (N retries), carrying the last reply's status and body.
   */
  async function send(request: GraphRequest, signal: AbortSignal, retry: boolean, isMutation: boolean): Promise<unknown> {
    const delays = retry ? RETRY_DELAYS_MS : [];
    const deadline = now() + GRAPH_REQUEST_TIMEOUT_MS;
    let lastReply: { status: number; body: string } | undefined;
    let lastError: unknown;
    let attempts = 0;
    for (let index = 0; index <= delays.length; index += 1) {
      if (signal.aborted) throw abortReason(signal);
      attempts += 1;
      const outcome = await attempt(request, signal, Math.max(0, Math.min(FETCH_TIMEOUT_MS, deadline - now())));
      if (signal.aborted) throw abortReason(signal);
      if (outcome.kind === 'no-reply') {
        lastError = outcome.error;
      } else if (isSuccess(outcome.status)) {
        return readData(outcome.body);
      } else {
        if (isMutation && outcome.status === PAYLOAD_TOO_LARGE_STATUS) onAlert?.(PAYLOAD_TOO_LARGE_ALERT);
        if (!isRetriable(outcome.status) || delays.length === 0) throw new GraphHttpError(outcome.status, outcome.body);
        lastReply = outcome;
      }
      const delay = delays[index];
      if (delay === undefined || deadline - now() - delay < RETRY_MIN_REMAINING_MS) break;
      await wait(delay, signal);
    }
    if (lastReply) {
      throw new GraphHttpError(lastReply.status, lastReply.body, attempts, giveUpMessage(attempts - 1));
    }
    throw new GraphNetworkError(attempts, { cause: lastError });
  }

  /** Joins an identical in-flight request; it is cancelled only once every joined caller has left. */
  function shared(request: GraphRequest, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    let entry = inflight.get(request.key);
    if (!entry) {
      const controller = new AbortController();
      const created: Shared = { controller, waiters: 0, promise: send(request, controller.signal, true, false) };
      created.promise
        .finally(() => {
          if (inflight.get(request.key) === created) inflight.delete(request.key);
        })
        .catch(() => undefined);
      inflight.set(request.key, created);
      entry = created;
    }
    const joined = entry;
    joined.waiters += 1;
    if (!signal) return joined.promise;
    return new Promise((resolve, reject) => {
      const leave = () => {
        reject(abortReason(signal));
        joined.waiters -= 1;
        if (joined.waiters === 0) {
          if (inflight.get(request.key) === joined) inflight.delete(request.key);
          joined.controller.abort(abortReason(signal));
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      joined.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  }

  return {
    endpoint,
    query<T>(query: string, variables?: GraphVariables, callOptions?: GraphCallOptions): Promise<T> {
      try {
        assertBoundedConnections(query);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      return shared(buildQueryRequest(endpoint, query, variables), callOptions?.signal) as Promise<T>;
    },
    mutate<T>(
      inputTypeName: string,
      query: string,
      variables?: GraphVariables,
      files?: GraphFiles,
      callOptions?: GraphMutateOptions,
    ): Promise<T> {
      try {
        assertBoundedConnections(query);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      const request = buildMutationRequest(endpoint, inputTypeName, query, variables, files);
      const signal = callOptions?.signal ?? new AbortController().signal;
      return send(request, signal, callOptions?.retry ?? false, true) as Promise<T>;
    },
  };
}

/** Turns a 2xx body into `data`, or the spec §5/§8 rejection that fits. */
function readData(body: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new GraphProtocolError(NOT_AN_OBJECT_MESSAGE, body);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new GraphProtocolError(NOT_AN_OBJECT_MESSAGE, body);
  }
  const result = parsed as { data?: unknown; errors?: unknown };
  if (Array.isArray(result.errors) && result.errors.length > 0) {
    throw new GraphResponseError(result.errors.map(toErrorItem), result.data ?? null);
  }
  if (result.data === undefined || result.data === null) throw new GraphProtocolError(MISSING_DATA_MESSAGE, body);
  return result.data;
}

function toErrorItem(raw: unknown): GraphErrorItem {
  if (raw !== null && typeof raw === 'object' && typeof (raw as { message?: unknown }).message === 'string') {
    return raw as GraphErrorItem;
  }
  return { message: String(raw) };
}
