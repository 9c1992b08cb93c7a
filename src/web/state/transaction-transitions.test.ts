import { describe, expect, it } from 'vitest';
import type { Transaction } from './transaction-queue';
import type { TransactionAction, TransactionStatus } from './transaction-status';
import { TRANSACTION_ACTIONS, TRANSACTION_STATUSES, TransactionStateError } from './transaction-status';
import type { Fixture } from './transaction-test-fixtures';
import { like, setup } from './transaction-test-fixtures';

// Every status reached through the public API only.
const reach: Record<TransactionStatus, (f: Fixture) => Promise<Transaction<string>>> = {
  created: async ({ queue }) => queue.create({ collisionKey: 'post', mutation: 'like', optimistic: like() }),
  uncommitted: async (f) => {
    const transaction = await reach.created(f);
    transaction.applyOptimistic();
    return transaction;
  },
  commitQueued: async (f) => {
    f.queue.create({ collisionKey: 'post', mutation: 'blocker' }).commit();
    const transaction = await reach.uncommitted(f);
    transaction.commit();
    return transaction;
  },
  committing: async (f) => {
    const transaction = await reach.uncommitted(f);
    transaction.commit();
    return transaction;
  },
  commitFailed: async (f) => {
    const transaction = await reach.committing(f);
    f.callOf(transaction).reject(new Error('refused'));
    await transaction.settled();
    return transaction;
  },
  collisionCommitFailed: async (f) => {
    const transaction = await reach.commitQueued(f);
    f.calls[0]?.reject(new Error('refused'));
    await transaction.settled();
    return transaction;
  },
  rolledBack: async (f) => {
    const transaction = await reach.created(f);
    transaction.rollback();
    return transaction;
  },
  committed: async (f) => {
    const transaction = await reach.committing(f);
    f.callOf(transaction).resolve('ok');
    await transaction.settled();
    return transaction;
  },
};

// Spec §4: what each allowed action leads to; every pair not listed must be refused.
const RESULT: Record<TransactionStatus, Partial<Record<TransactionAction, TransactionStatus>>> = {
  created: { applyOptimistic: 'uncommitted', commit: 'committing', recommit: 'committing', rollback: 'rolledBack' },
  uncommitted: { commit: 'committing', rollback: 'rolledBack' },
  commitQueued: { rollback: 'rolledBack' },
  committing: {},
  commitFailed: { recommit: 'committing', rollback: 'rolledBack' },
  collisionCommitFailed: { recommit: 'committing', rollback: 'rolledBack' },
  rolledBack: {},
  committed: {},
};

const run = (transaction: Transaction<string>, action: TransactionAction) => transaction[action]();

describe('transaction queue: every transition', () => {
  const pairs = TRANSACTION_STATUSES.flatMap((status) => TRANSACTION_ACTIONS.map((action) => ({ status, action, to: RESULT[status][action] })));

  it.each(pairs)('$action from $status → $to', async ({ status, action, to }) => {
    const fixture = setup();
    const transaction = await reach[status](fixture);
    expect(transaction.getSnapshot().status).toBe(status);
    const before = transaction.getSnapshot();
    if (to) {
      run(transaction, action);
      expect(transaction.getSnapshot().status).toBe(to);
    } else {
      expect(() => run(transaction, action)).toThrow(TransactionStateError);
      expect(() => run(transaction, action)).toThrow(`Cannot ${action} transaction ${transaction.id}: its status is ${status}`);
      expect(transaction.getSnapshot()).toBe(before);
    }
  });
});
