// Fetching a query into the cache, shared by `useQuery` and route prefetching so that a screen
// mounting while its route is still prefetching waits for that request instead of sending another.
import type { GraphCache, GraphCacheEntry } from './graph-cache';
import type { GraphClient } from './graph-client';
import type { GraphVariables } from './graph-key';
import { graphCacheKey } from './graph-key';
import { abortReason } from './graph-errors';

const running = new WeakMap<GraphCache, Map<string, Promise<GraphCacheEntry | undefined>>>();

/** Fetches and stores one query result; resolves with its entry (holding `error` on failure). */
export function loadQuery<T = unknown>(
  client: GraphClient,
  cache: GraphCache,
  query: string,
  variables?: GraphVariables,
): Promise<GraphCacheEntry<T> | undefined> {
  const key = graphCacheKey(query, variables);
  let byKey = running.get(cache);
  if (!byKey) {
    byKey = new Map();
    running.set(cache, byKey);
  }
  const current = byKey.get(key);
  if (current) return current as Promise<GraphCacheEntry<T> | undefined>;
  cache.begin(key);
  const requests = byKey;
  const promise = client
    .query(query, variables)
    .then(
      (data) => cache.write(key, data),
      (error: unknown) => cache.fail(key, error),
    )
    .then(() => cache.read<T>(key))
    .finally(() => requests.delete(key));
  requests.set(key, promise);
  return promise;
}

/**
 * Loads a route's data before its screen is shown. A fresh cached result is used as is.
 * Never rejects: a failure is left in the entry for the screen to show. Aborting only stops
 * the waiting; the request runs on and its result still lands in the cache for a later visit.
 */
export function prefetchQuery<T = unknown>(
  client: GraphClient,
  cache: GraphCache,
  query: string,
  variables?: GraphVariables,
  options?: { signal?: AbortSignal },
): Promise<GraphCacheEntry<T> | undefined> {
  const entry = cache.read<T>(graphCacheKey(query, variables));
  if (entry?.ready && !entry.stale) return Promise.resolve(entry);
  const loading = loadQuery<T>(client, cache, query, variables);
  const signal = options?.signal;
  if (!signal) return loading;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const stop = () => reject(abortReason(signal));
    signal.addEventListener('abort', stop, { once: true });
    void loading.then(resolve).finally(() => signal.removeEventListener('abort', stop));
  });
}
