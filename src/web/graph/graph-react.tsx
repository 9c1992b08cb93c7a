// React bindings of the graph client. Rendering reads only the cache, so the server render and
// the hydrating client render see the same primed results and no request is made for them.
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { GraphCache, GraphCacheEntry } from './graph-cache';
import type { GraphClient, GraphFiles, GraphMutateOptions } from './graph-client';
import type { GraphVariables } from './graph-key';
import { graphCacheKey } from './graph-key';
import { loadQuery } from './graph-load';

export { prefetchQuery } from './graph-load';

interface GraphContextValue {
  client: GraphClient;
  cache: GraphCache;
}

const GraphContext = createContext<GraphContextValue | null>(null);

export function GraphProvider({ client, cache, children }: { client: GraphClient; cache: GraphCache; children?: ReactNode }) {
  const value = useMemo(() => ({ client, cache }), [client, cache]);
  return <GraphContext value={value}>{children}</GraphContext>;
}

function useGraphContext(): GraphContextValue {
  const value = useContext(GraphContext);
  if (!value) throw new Error('useGraphClient, useQuery and useMutation need a GraphProvider above them');
  return value;
}

export function useGraphClient(): GraphClient {
  return useGraphContext().client;
}

export function useGraphCache(): GraphCache {
  return useGraphContext().cache;
}

export interface QueryOptions {
  /** Render without data and send nothing, e.g. until a needed variable is known. */
  skip?: boolean;
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** A request for this result is pending (or about to be sent). */
  loading: boolean;
  /** The data shown is invalidated and being fetched again. */
  stale: boolean;
  refetch: () => Promise<void>;
}

export function useQuery<T = unknown>(query: string, variables?: GraphVariables, options?: QueryOptions): QueryResult<T> {
  const { client, cache } = useGraphContext();
  const skip = options?.skip ?? false;
  const key = graphCacheKey(query, variables);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, listener), [cache, key]);
  const read = useCallback(() => cache.read<T>(key), [cache, key]);
  const entry: GraphCacheEntry<T> | undefined = useSyncExternalStore(subscribe, read, read);

  // A primed entry is fresh, so hydration fetches nothing. A failed entry waits for `refetch`
  // rather than retrying on every render.
  const needsFetch = !skip && (entry === undefined || (entry.stale && entry.done && entry.error === undefined));
  useEffect(() => {
    if (needsFetch) void loadQuery(client, cache, query, variables);
  }, [needsFetch, client, cache, query, variables]);

  const refetch = useCallback(async () => {
    await loadQuery(client, cache, query, variables);
    // `variables` is usually a fresh literal each render; `key` is its stable identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, cache, query, key]);

  if (skip) return { data: undefined, error: undefined, loading: false, stale: false, refetch };
  return {
    data: entry?.data,
    error: entry?.error,
    loading: entry === undefined || !entry.done,
    stale: entry?.stale ?? false,
    refetch,
  };
}

export interface MutationOptions {
  /** Cache key prefixes to mark stale after a success (see `graphQueryKeyPrefix`). */
  invalidate?: string | readonly string[];
}

export interface MutationState {
  loading: boolean;
  error: unknown;
}

export type RunMutation<T> = (variables?: GraphVariables, files?: GraphFiles, options?: GraphMutateOptions) => Promise<T>;

/** `run` rejects on failure as well as reporting it in the state, so a form can await it. */
export function useMutation<T = unknown>(
  inputTypeName: string,
  query: string,
  options?: MutationOptions,
): [RunMutation<T>, MutationState] {
  const { client, cache } = useGraphContext();
  const [state, setState] = useState<MutationState>({ loading: false, error: undefined });
  const latestCall = useRef(0);
  const invalidate = options?.invalidate;
  // Joined so that an inline array does not give `run` a new identity on every render.
  const prefixes = invalidate === undefined ? '' : [invalidate].flat().join('\u0000');

  const run = useCallback<RunMutation<T>>(
    async (variables, files, callOptions) => {
      latestCall.current += 1;
      const call = latestCall.current;
      setState({ loading: true, error: undefined });
      try {
        const data = await client.mutate<T>(inputTypeName, query, variables, files, callOptions);
        if (prefixes !== '') for (const prefix of prefixes.split('\u0000')) cache.invalidate(prefix);
        if (call === latestCall.current) setState({ loading: false, error: undefined });
        return data;
      } catch (error) {
        if (call === latestCall.current) setState({ loading: false, error });
        throw error;
      }
    },
    [client, cache, inputTypeName, query, prefixes],
  );

  return [run, state];
}
