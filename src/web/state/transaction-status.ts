// The mutation transaction state machine of spec §4. The table below is the single place that
// says which action may leave which status; the queue asks it before doing anything.

export type TransactionStatus =
  | 'created'
  /** The optimistic result is in the cache; nothing has been sent. */
  | 'uncommitted'
  /** Waits behind another transaction with the same collision key. */
  | 'commitQueued'
  | 'committing'
  | 'commitFailed'
  /** Was queued behind a transaction with the same collision key that failed. */
  | 'collisionCommitFailed'
  | 'rolledBack'
  /** The server accepted it. The spec lists no status for this; a finished transaction needs one. */
  | 'committed';

export type TransactionAction = 'applyOptimistic' | 'commit' | 'recommit' | 'rollback';

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = Object.freeze([
  'created',
  'uncommitted',
  'commitQueued',
  'committing',
  'commitFailed',
  'collisionCommitFailed',
  'rolledBack',
  'committed',
]);

export const TRANSACTION_ACTIONS: readonly TransactionAction[] = Object.freeze(['applyOptimistic', 'commit', 'recommit', 'rollback']);

const FAILED: readonly TransactionStatus[] = ['commitFailed', 'collisionCommitFailed'];

const ALLOWED_FROM: Readonly<Record<TransactionAction, readonly TransactionStatus[]>> = {
  applyOptimistic: ['created'],
  commit: ['created', 'uncommitted'],
  recommit: [...FAILED, 'created'],
  rollback: ['created', 'uncommitted', ...FAILED, 'commitQueued'],
};

/** Whether `action` may be taken in `status`, e.g. to enable or disable a button. */
export function canTransition(status: TransactionStatus, action: TransactionAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** The statuses a transaction still waiting on the server is in. */
export function isPendingStatus(status: TransactionStatus): boolean {
  return status === 'commitQueued' || status === 'committing';
}

/** Nothing more happens to the transaction unless someone recommits it. */
export function isSettledStatus(status: TransactionStatus): boolean {
  return status === 'committed' || status === 'rolledBack' || FAILED.includes(status);
}

export class TransactionStateError extends Error {
  readonly transactionId: string;
  readonly status: TransactionStatus;
  readonly action: TransactionAction;

  constructor(transactionId: string, status: TransactionStatus, action: TransactionAction) {
    const allowed = ALLOWED_FROM[action].join(', ');
    super(`Cannot ${action} transaction ${transactionId}: its status is ${status}, and ${action} is allowed only from ${allowed}.`);
    this.name = 'TransactionStateError';
    this.transactionId = transactionId;
    this.status = status;
    this.action = action;
  }
}

export function assertTransition(transactionId: string, status: TransactionStatus, action: TransactionAction): void {
  if (!canTransition(status, action)) throw new TransactionStateError(transactionId, status, action);
}
