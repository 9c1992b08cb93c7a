// Mutation transactions (spec §4). Transactions sharing a collision key touch the same data,
// so they are sent one at a time in the order they were committed; when one fails, the ones
// waiting behind it were built on a result that never happened and fail with it.
import type { GraphCache } from '../graph/graph-cache';
import { createGraphCache } from '../graph/graph-cache';
import type { OptimisticUpdate } from './optimistic-layers';
import { createOptimisticLayers } from './optimistic-layers';
import type { TransactionAction, TransactionStatus } from './transaction-status';
import { assertTransition, isSettledStatus } from './transaction-status';

export type { OptimisticUpdate } from './optimistic-layers';

export interface TransactionInput<M> {
  /** Transactions with the same key are committed one after another. */
  collisionKey: string;
  /** What the committer sends; the queue never looks inside. */
  mutation: M;
  optimistic?: OptimisticUpdate;
}

/** One transaction as it stands; replaced, never mutated, whenever anything about it changes. */
export interface TransactionSnapshot<M = unknown> {
  readonly id: string;
  readonly collisionKey: string;
  readonly mutation: M;
  readonly status: TransactionStatus;
  /** Its optimistic result is in the cache now. */
  readonly optimisticApplied: boolean;
  /** Why the last commit failed; for a collision failure, the failure it waited behind. */
  readonly error: unknown;
  /** What the committer resolved with. */
  readonly result: unknown;
}

export interface Transaction<M = unknown> {
  readonly id: string;
  getSnapshot(): TransactionSnapshot<M>;
  /** created → uncommitted: writes the optimistic result (if any) into the cache. */
  applyOptimistic(): void;
  /** created or uncommitted → committing, or commit queued behind a same-key transaction. */
  commit(): void;
  /** A failed (or created) transaction is sent again; a result it had applied comes back too. */
  recommit(): void;
  /** Takes its optimistic result out of the cache and leaves it rolled back. */
  rollback(): void;
  /** Resolves (never rejects) once it is committed, failed or rolled back. */
  settled(): Promise<TransactionSnapshot<M>>;
  subscribe(listener: () => void): () => void;
}

/** Sends one transaction; a rejection fails it. */
export type TransactionCommitter<M> = (transaction: TransactionSnapshot<M>) => Promise<unknown>;

export interface TransactionQueueOptions<M> {
  commit: TransactionCommitter<M>;
  /** Where optimistic results go; a fresh cache when absent. */
  cache?: GraphCache;
}

export interface TransactionQueue<M = unknown> {
  readonly cache: GraphCache;
  create(input: TransactionInput<M>): Transaction<M>;
  get(id: string): Transaction<M> | undefined;
  /** Every transaction not yet forgotten, oldest first; the same array until something changes. */
  list(): readonly TransactionSnapshot<M>[];
  /** Drops committed and rolled-back transactions from `list` and `get`. */
  forgetFinished(): void;
  subscribe(listener: () => void): () => void;
}

interface Entry<M> {
  snapshot: TransactionSnapshot<M>;
  handle: Transaction<M>;
  optimistic: OptimisticUpdate | undefined;
  /** Its optimistic result was applied once, so a recommit brings it back. */
  wantsOptimistic: boolean;
  listeners: Set<() => void>;
  waiters: Array<(snapshot: TransactionSnapshot<M>) => void>;
}

export function createTransactionQueue<M = unknown>(options: TransactionQueueOptions<M>): TransactionQueue<M> {
  const cache = options.cache ?? createGraphCache();
  const layers = createOptimisticLayers<Entry<M>>(cache);
  const entries = new Map<string, Entry<M>>();
  /** Per collision key, in commit order; the first one is the one committing. */
  const lanes = new Map<string, Array<Entry<M>>>();
  const listeners = new Set<() => void>();
  let listed: readonly TransactionSnapshot<M>[] | undefined;
  let lastId = 0;

  function notifyQueue(): void {
    listed = undefined;
    for (const listener of [...listeners]) listener();
  }

  function update(entry: Entry<M>, changes: Partial<TransactionSnapshot<M>>): void {
    entry.snapshot = { ...entry.snapshot, ...changes };
    const { snapshot } = entry;
    if (isSettledStatus(snapshot.status)) {
      const waiters = entry.waiters.splice(0);
      for (const resolve of waiters) resolve(snapshot);
    }
    for (const listener of [...entry.listeners]) listener();
    if (entries.get(snapshot.id) === entry) notifyQueue();
  }

  function guard(entry: Entry<M>, action: TransactionAction): void {
    assertTransition(entry.snapshot.id, entry.snapshot.status, action);
  }

  function applyOptimistic(entry: Entry<M>): void {
    if (!entry.optimistic) return;
    layers.add(entry, entry.optimistic);
    entry.wantsOptimistic = true;
  }

  function start(entry: Entry<M>): void {
    update(entry, { status: 'committing', error: undefined, result: undefined });
    let sent: Promise<unknown>;
    try {
      sent = options.commit(entry.snapshot);
    } catch (error) {
      sent = Promise.reject(error);
    }
    Promise.resolve(sent).then(
      (result) => succeed(entry, result),
      (error: unknown) => fail(entry, error),
    );
  }

  function enqueue(entry: Entry<M>): void {
    const key = entry.snapshot.collisionKey;
    const lane = lanes.get(key) ?? [];
    lanes.set(key, lane);
    lane.push(entry);
    if (lane.length === 1) start(entry);
    else update(entry, { status: 'commitQueued', error: undefined });
  }

  function succeed(entry: Entry<M>, result: unknown): void {
    const key = entry.snapshot.collisionKey;
    const lane = lanes.get(key) ?? [];
    lane.shift();
    layers.confirm(entry);
    update(entry, { status: 'committed', result });
    const next = lane[0];
    if (next) start(next);
    else lanes.delete(key);
  }

  function fail(entry: Entry<M>, error: unknown): void {
    const key = entry.snapshot.collisionKey;
    const queued = (lanes.get(key) ?? []).slice(1);
    lanes.delete(key);
    layers.remove([entry, ...queued]);
    update(entry, { status: 'commitFailed', error, optimisticApplied: false });
    for (const waiting of queued) update(waiting, { status: 'collisionCommitFailed', error, optimisticApplied: false });
  }

  function create(input: TransactionInput<M>): Transaction<M> {
    lastId += 1;
    const id = `tx${lastId}`;
    const entry: Entry<M> = {
      snapshot: {
        id,
        collisionKey: input.collisionKey,
        mutation: input.mutation,
        status: 'created',
        optimisticApplied: false,
        error: undefined,
        result: undefined,
      },
      optimistic: input.optimistic,
      wantsOptimistic: false,
      listeners: new Set(),
      waiters: [],
      handle: {
        id,
        getSnapshot: () => entry.snapshot,
        applyOptimistic() {
          guard(entry, 'applyOptimistic');
          applyOptimistic(entry);
          update(entry, { status: 'uncommitted', optimisticApplied: entry.optimistic !== undefined });
        },
        commit() {
          guard(entry, 'commit');
          enqueue(entry);
        },
        recommit() {
          guard(entry, 'recommit');
          if (entry.wantsOptimistic && !entry.snapshot.optimisticApplied) {
            applyOptimistic(entry);
            update(entry, { optimisticApplied: true });
          }
          enqueue(entry);
        },
        rollback() {
          guard(entry, 'rollback');
          const lane = lanes.get(entry.snapshot.collisionKey);
          const at = lane?.indexOf(entry) ?? -1;
          if (lane && at !== -1) lane.splice(at, 1);
          if (entry.snapshot.optimisticApplied) layers.remove([entry]);
          update(entry, { status: 'rolledBack', optimisticApplied: false });
        },
        settled() {
          if (isSettledStatus(entry.snapshot.status)) return Promise.resolve(entry.snapshot);
          return new Promise((resolve) => entry.waiters.push(resolve));
        },
        subscribe(listener) {
          entry.listeners.add(listener);
          return () => {
            entry.listeners.delete(listener);
          };
        },
      },
    };
    entries.set(id, entry);
    notifyQueue();
    return entry.handle;
  }

  return {
    cache,
    create,
    get: (id) => entries.get(id)?.handle,
    list() {
      listed ??= [...entries.values()].map((entry) => entry.snapshot);
      return listed;
    },
    forgetFinished() {
      let dropped = false;
      for (const [id, entry] of entries) {
        if (entry.snapshot.status !== 'committed' && entry.snapshot.status !== 'rolledBack') continue;
        entries.delete(id);
        dropped = true;
      }
      if (dropped) notifyQueue();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
