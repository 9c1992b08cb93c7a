// React bindings of the transaction queue: screens show a mutation's status (sending, failed,
// rolled back) and offer to retry or undo it without holding the transaction in their state.
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Transaction, TransactionQueue, TransactionSnapshot } from './transaction-queue';

const TransactionQueueContext = createContext<TransactionQueue<unknown> | null>(null);

export function TransactionQueueProvider<M>({ queue, children }: { queue: TransactionQueue<M>; children?: ReactNode }) {
  return <TransactionQueueContext value={queue as TransactionQueue<unknown>}>{children}</TransactionQueueContext>;
}

/** The queue of the nearest provider; `M` is the mutation type it was created with. */
export function useTransactionQueue<M = unknown>(): TransactionQueue<M> {
  const queue = useContext(TransactionQueueContext);
  if (!queue) throw new Error('useTransactionQueue and useTransactions need a TransactionQueueProvider above them');
  return queue as TransactionQueue<M>;
}

/** Every transaction of the queue, oldest first, re-rendering on any change. */
export function useTransactions<M = unknown>(): readonly TransactionSnapshot<M>[] {
  const queue = useTransactionQueue<M>();
  return useSyncExternalStore(queue.subscribe, queue.list, queue.list);
}

const noTransaction = () => () => undefined;
const nothing = () => undefined;

/** Follows one transaction (none: undefined), re-rendering when its snapshot changes. */
export function useTransaction<M>(transaction: Transaction<M> | null | undefined): TransactionSnapshot<M> | undefined {
  const subscribe = useCallback(
    (listener: () => void) => (transaction ? transaction.subscribe(listener) : noTransaction()),
    [transaction],
  );
  const read = transaction ? transaction.getSnapshot : nothing;
  return useSyncExternalStore(subscribe, read, read);
}
