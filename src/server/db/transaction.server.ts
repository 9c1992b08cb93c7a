import type { Db } from './database.server';

/** PostgreSQL codes after which the same transaction may simply be run again. */
const RETRYABLE_CODES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available (lock_timeout)
]);

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryableTransactionError(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/**
 * Runs `work` in one transaction, again (up to `attempts` times) when the database gave up on
 * it for a reason that a rerun cures; every other error, and the last failure, propagate.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

/** Thrown inside a transaction to roll it back while handing a typed outcome to the caller. */
export class Rollback<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

/** Like `inTransaction`, but a `Rollback` thrown by `work` becomes its returned outcome. */
export async function inTransactionOr<T, R>(db: Db, work: (tx: Db) => Promise<T>): Promise<T | R> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as R;
    throw error;
  }
}
