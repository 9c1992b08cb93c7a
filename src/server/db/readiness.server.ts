import { sql } from 'drizzle-orm';
import type { Db } from './database.server';
import { rowsOf } from './migrate.server';

export type Readiness = { ready: true } | { ready: false; reason: string; pending?: string[] };

/** A readiness probe must answer even when the database hangs. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Ready means the database answers and has every migration this code expects: a process
 * started against an older schema would fail requests, so it must receive none.
 */
export async function checkReadiness(db: Db, expectedMigrations: readonly string[], timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  const applied = db.execute(sql`SELECT name FROM etalase_migrations`).then(
    (result) => new Set(rowsOf<{ name: string }>(result).map((row) => row.name)),
    (error: unknown) => error as Error,
  );
  try {
    const outcome = await Promise.race([applied, timedOut]);
    if (outcome === 'timeout') return { ready: false, reason: `database did not answer within ${timeoutMs} ms` };
    if (outcome instanceof Error) {
      // 42P01 (undefined table): the migrations table itself is missing, nothing was ever migrated.
      const missingTable = errorCodes(outcome).includes('42P01');
      return missingTable ? { ready: false, reason: 'migrations pending', pending: [...expectedMigrations] } : { ready: false, reason: 'database unreachable' };
    }
    const pending = expectedMigrations.filter((name) => !outcome.has(name));
    return pending.length ? { ready: false, reason: 'migrations pending', pending } : { ready: true };
  } finally {
    clearTimeout(timer);
  }
}

/** The codes of an error and its causes (drizzle wraps the driver's error). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}
