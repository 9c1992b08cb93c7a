// Query results by `graphCacheKey`. The server fills one while rendering and embeds
// `entries()` in the page; the browser primes its own with them before hydrating, so the
// first render finds every result and sends nothing (architecture §6).

/**
 * One result and where its request stands (spec §4: query requests report ready, stale and
 * done). Entries are replaced, never mutated, so a changed entry is a new object.
 */
export interface GraphCacheEntry<T = unknown> {
  readonly data: T | undefined;
  /** Why the last request failed; cleared by the next success. */
  readonly error: unknown;
  /** There is data to render. */
  readonly ready: boolean;
  /** The data may be older than the server's: invalidated, and not yet fetched again. */
  readonly stale: boolean;
  /** No request for this entry is under way. */
  readonly done: boolean;
}

export interface GraphCacheSeed {
  key: string;
  data: unknown;
}

export interface GraphCache {
  /** Loads results known in advance (the server's embedded ones) as fresh and complete. */
  prime(entries: readonly GraphCacheSeed[]): void;
  read<T = unknown>(key: string): GraphCacheEntry<T> | undefined;
  write(key: string, data: unknown): void;
  /** A request for `key` has started. */
  begin(key: string): void;
  fail(key: string, error: unknown): void;
  /** A request for `key` was abandoned without an answer. */
  cancel(key: string): void;
  /** Marks matching entries stale (all when no prefix) so that screens showing them refetch. */
  invalidate(prefix?: string): void;
  subscribe(key: string, listener: () => void): () => void;
  /** Every result with data, in the shape `prime` takes. */
  entries(): GraphCacheSeed[];
}

const fresh = (data: unknown): GraphCacheEntry => ({ data, error: undefined, ready: true, stale: false, done: true });

export function createGraphCache(seed: readonly GraphCacheSeed[] = []): GraphCache {
  const store = new Map<string, GraphCacheEntry>();
  const listeners = new Map<string, Set<() => void>>();

  function notify(key: string): void {
    const set = listeners.get(key);
    if (!set) return;
    // Copied: a listener may unsubscribe (or subscribe another) while we loop.
    for (const listener of [...set]) listener();
  }

  function put(key: string, entry: GraphCacheEntry | undefined): void {
    if (entry === undefined) store.delete(key);
    else store.set(key, entry);
    notify(key);
  }

  const cache: GraphCache = {
    prime(entries) {
      for (const { key, data } of entries) put(key, fresh(data));
    },
    read<T>(key: string) {
      return store.get(key) as GraphCacheEntry<T> | undefined;
    },
    write(key, data) {
      put(key, fresh(data));
    },
    begin(key) {
      const entry = store.get(key);
      if (entry && !entry.done) return;
      put(key, entry ? { ...entry, done: false } : { data: undefined, error: undefined, ready: false, stale: false, done: false });
    },
    fail(key, error) {
      const entry = store.get(key);
      put(key, { data: entry?.data, ready: entry?.ready ?? false, stale: entry?.stale ?? false, error, done: true });
    },
    cancel(key) {
      const entry = store.get(key);
      if (!entry || entry.done) return;
      put(key, entry.ready || entry.error !== undefined ? { ...entry, done: true } : undefined);
    },
    invalidate(prefix = '') {
      for (const [key, entry] of [...store]) {
        if (!key.startsWith(prefix)) continue;
        // Nothing worth showing meanwhile: forget it, so the next reader simply fetches.
        if (!entry.ready && entry.done) put(key, undefined);
        else put(key, { ...entry, stale: true, error: undefined });
      }
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(key);
        // A failure nobody is looking at should not stop the next visit from trying again.
        const entry = store.get(key);
        if (entry && !entry.ready && entry.done && entry.error !== undefined) store.delete(key);
      };
    },
    entries() {
      return [...store].filter(([, entry]) => entry.ready).map(([key, entry]) => ({ key, data: entry.data }));
    },
  };
  cache.prime(seed);
  return cache;
}
