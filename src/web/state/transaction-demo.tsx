// The transaction half of the state showcase: likes share one collision key and are answered
// by a fake server the visitor controls, so a failure, the collision failure it causes and the
// rollback of the optimistic likes can be watched step by step.
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { createGraphCache } from '../graph/graph-cache';
import type { GraphCache } from '../graph/graph-cache';
import { useT } from '../i18n/i18n-react';
import type { OptimisticUpdate, TransactionQueue, TransactionSnapshot } from './transaction-queue';
import { createTransactionQueue } from './transaction-queue';
import { TransactionQueueProvider, useTransactionQueue, useTransactions } from './transaction-react';
import type { TransactionAction } from './transaction-status';
import { canTransition } from './transaction-status';

const LIKES_KEY = 'showcase:likes';
const COLLISION_KEY = 'like:showcase-post';

interface LikeMutation {
  number: number;
}

interface Answer {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Remembers what it replaced, so it can be undone and (after an earlier one is undone) redone. */
function addLike(): OptimisticUpdate {
  let before = 0;
  return {
    apply(cache) {
      const current = cache.read<number>(LIKES_KEY)?.data;
      before = typeof current === 'number' ? current : 0;
      cache.write(LIKES_KEY, before + 1);
    },
    rollback(cache) {
      cache.write(LIKES_KEY, before);
    },
  };
}

function createDemo() {
  const answers = new Map<string, Answer>();
  const cache = createGraphCache([{ key: LIKES_KEY, data: 0 }]);
  const queue = createTransactionQueue<LikeMutation>({
    cache,
    commit: (transaction) => new Promise((resolve, reject) => answers.set(transaction.id, { resolve, reject })),
  });
  return { answers, cache, queue };
}

export function TransactionDemo() {
  const [demo] = useState(createDemo);
  return (
    <TransactionQueueProvider queue={demo.queue}>
      <TransactionDemoBody answers={demo.answers} cache={demo.cache} />
    </TransactionQueueProvider>
  );
}

function useLikes(cache: GraphCache): number {
  const read = () => cache.read<number>(LIKES_KEY)?.data ?? 0;
  return useSyncExternalStore((listener) => cache.subscribe(LIKES_KEY, listener), read, read);
}

function TransactionDemoBody({ answers, cache }: { answers: Map<string, Answer>; cache: GraphCache }) {
  const t = useT();
  const titleId = useId();
  const queue = useTransactionQueue<LikeMutation>();
  const transactions = useTransactions<LikeMutation>();
  const likes = useLikes(cache);
  const lastNumber = useRef(0);
  const sending = transactions.find((transaction) => transaction.status === 'committing');

  function prepareLike() {
    lastNumber.current += 1;
    const transaction = queue.create({ collisionKey: COLLISION_KEY, mutation: { number: lastNumber.current }, optimistic: addLike() });
    transaction.applyOptimistic();
    return transaction;
  }

  function queueTwo() {
    prepareLike().commit();
    prepareLike().commit();
  }

  function answer(success: boolean) {
    if (!sending) return;
    const pending = answers.get(sending.id);
    answers.delete(sending.id);
    if (success) pending?.resolve({ ok: true });
    else pending?.reject(new Error(t('state.tx.serverError')));
  }

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('state.tx.title')}</h3>
      <p className="lead">{t('state.tx.intro')}</p>
      <p role="status">
        {t('state.tx.likes')}: <strong>{likes}</strong>
      </p>
      <p>
        <button type="button" className="button" onClick={queueTwo}>
          {t('state.tx.queueTwo')}
        </button>{' '}
        <button type="button" className="button" onClick={prepareLike}>
          {t('state.tx.prepare')}
        </button>
      </p>
      <p>
        <button type="button" className="button" disabled={!sending} onClick={() => answer(true)}>
          {t('state.tx.succeed')}
        </button>{' '}
        <button type="button" className="button" disabled={!sending} onClick={() => answer(false)}>
          {t('state.tx.fail')}
        </button>{' '}
        <button type="button" className="button" onClick={() => queue.forgetFinished()}>
          {t('state.tx.clear')}
        </button>
      </p>
      {transactions.length === 0 ? (
        <p>{t('state.tx.empty')}</p>
      ) : (
        <table>
          <caption>{t('state.tx.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('state.tx.column.mutation')}</th>
              <th scope="col">{t('state.tx.column.status')}</th>
              <th scope="col">{t('state.tx.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const ROW_ACTIONS: ReadonlyArray<{ action: TransactionAction; label: string }> = [
  { action: 'commit', label: 'state.tx.commit' },
  { action: 'recommit', label: 'state.tx.recommit' },
  { action: 'rollback', label: 'state.tx.rollback' },
];

function TransactionRow({ transaction }: { transaction: TransactionSnapshot<LikeMutation> }) {
  const t = useT();
  const queue: TransactionQueue<LikeMutation> = useTransactionQueue<LikeMutation>();
  const name = t('state.tx.like', { number: transaction.mutation.number });
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{t(`state.tx.status.${transaction.status}`)}</td>
      <td>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {ROW_ACTIONS.map(({ action, label }) => (
            <button
              key={action}
              type="button"
              className="button"
              disabled={!canTransition(transaction.status, action)}
              onClick={() => queue.get(transaction.id)?.[action]()}
            >
              {t(label, { name })}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
