// The usual committer: a transaction's mutation is one graph mutation sent by the graph client.
import type { GraphCache } from '../graph/graph-cache';
import type { GraphClient, GraphFiles, GraphMutateOptions } from '../graph/graph-client';
import type { GraphVariables } from '../graph/graph-key';
import type { TransactionCommitter } from './transaction-queue';

export interface GraphMutation {
  /** Sent as `?m=` (spec §7). */
  inputTypeName: string;
  query: string;
  variables?: GraphVariables;
  files?: GraphFiles;
  options?: GraphMutateOptions;
  /** Cache key prefixes marked stale once the server accepted the mutation, so screens refetch. */
  invalidate?: readonly string[];
}

export function graphMutationCommitter(client: GraphClient, cache?: GraphCache): TransactionCommitter<GraphMutation> {
  return async ({ mutation }) => {
    const data = await client.mutate(mutation.inputTypeName, mutation.query, mutation.variables, mutation.files, mutation.options);
    if (cache) for (const prefix of mutation.invalidate ?? []) cache.invalidate(prefix);
    return data;
  };
}
