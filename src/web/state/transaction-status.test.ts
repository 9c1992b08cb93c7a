import { describe, expect, it } from 'vitest';
import type { TransactionAction, TransactionStatus } from './transaction-status';
import {
  TRANSACTION_ACTIONS,
  TRANSACTION_STATUSES,
  TransactionStateError,
  assertTransition,
  canTransition,
  isPendingStatus,
  isSettledStatus,
} from './transaction-status';

// Spec §4, written out by hand so that a change to the machine has to change this too.
const ALLOWED: Record<TransactionAction, readonly TransactionStatus[]> = {
  applyOptimistic: ['created'],
  commit: ['created', 'uncommitted'],
  recommit: ['commitFailed', 'collisionCommitFailed', 'created'],
  rollback: ['created', 'uncommitted', 'commitFailed', 'collisionCommitFailed', 'commitQueued'],
};

const pairs = TRANSACTION_STATUSES.flatMap((status) => TRANSACTION_ACTIONS.map((action) => ({ status, action })));

describe('transaction state machine', () => {
  it('knows the seven statuses of the spec plus committed, and the four actions', () => {
    expect([...TRANSACTION_STATUSES].sort()).toEqual(
      ['created', 'uncommitted', 'commitQueued', 'committing', 'commitFailed', 'collisionCommitFailed', 'rolledBack', 'committed'].sort(),
    );
    expect([...TRANSACTION_ACTIONS].sort()).toEqual(['applyOptimistic', 'commit', 'recommit', 'rollback']);
  });

  it.each(pairs)('$action from $status follows the spec', ({ status, action }) => {
    const allowed = ALLOWED[action].includes(status);
    expect(canTransition(status, action)).toBe(allowed);
    if (allowed) {
      expect(() => assertTransition('tx1', status, action)).not.toThrow();
    } else {
      expect(() => assertTransition('tx1', status, action)).toThrow(TransactionStateError);
    }
  });

  it('names the transaction, the status and the action when refusing', () => {
    let caught: unknown;
    try {
      assertTransition('tx7', 'committing', 'rollback');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TransactionStateError);
    const error = caught as TransactionStateError;
    expect(error.message).toBe(
      'Cannot rollback transaction tx7: its status is committing, and rollback is allowed only from created, uncommitted, commitFailed, collisionCommitFailed, commitQueued.',
    );
    expect(error).toMatchObject({ name: 'TransactionStateError', transactionId: 'tx7', status: 'committing', action: 'rollback' });
  });

  it('tells pending statuses from settled ones', () => {
    expect(TRANSACTION_STATUSES.filter(isPendingStatus)).toEqual(['commitQueued', 'committing']);
    expect(TRANSACTION_STATUSES.filter(isSettledStatus).sort()).toEqual(['collisionCommitFailed', 'commitFailed', 'committed', 'rolledBack']);
  });
});
