// Shared by the transaction queue tests: a queue whose committer waits for the test to answer.
import { createGraphCache } from '../graph/graph-cache';
import type { OptimisticUpdate, Transaction, TransactionSnapshot } from './transaction-queue';
import { createTransactionQueue } from './transaction-queue';

export const LIKES = 'likes';

export interface Call {
  snapshot: TransactionSnapshot<string>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function setup() {
  const calls: Call[] = [];
  const cache = createGraphCache([{ key: LIKES, data: 0 }]);
  const queue = createTransactionQueue<string>({
    cache,
    commit: (snapshot) => new Promise((resolve, reject) => calls.push({ snapshot, resolve, reject })),
  });
  const callOf = (transaction: Transaction<string>): Call => {
    // The latest: a recommitted transaction is sent more than once.
    const call = calls.findLast((candidate) => candidate.snapshot.id === transaction.id);
    if (!call) throw new Error(`${transaction.id} was never sent`);
    return call;
  };
  return { calls, cache, queue, callOf, likes: () => cache.read<number>(LIKES)?.data };
}

export type Fixture = ReturnType<typeof setup>;

/** Restores what it saw, the simplest kind of optimistic update (and the least forgiving of order). */
export function like(amount = 1): OptimisticUpdate {
  let before = 0;
  return {
    apply(cache) {
      before = cache.read<number>(LIKES)?.data ?? 0;
      cache.write(LIKES, before + amount);
    },
    rollback(cache) {
      cache.write(LIKES, before);
    },
  };
}

export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
