import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { builtOnce } from '../../db/named-statement.server';
import { badInput } from '../../errors.server';
import { idempotencyKeys } from './platform.tables';

/** Client keys: what `crypto.randomUUID()` or any similar token produces. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function assertClientKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw badInput('error.clientKey', {}, 'clientKey');
}

export function fingerprintOf(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url');
}

export type IdempotencyClaim<T> = { kind: 'new' } | { kind: 'replay'; response: T };

// Every shopper mutation that must not run twice (a checkout started, an order placed) claims a
// key and stores its answer: both statements are built once (docs/decisions/0054).
const claimStatement = builtOnce<{ shopId: string; operation: string; key: string; fingerprint: string }, Array<{ key: string }>>((db) => db
  .insert(idempotencyKeys)
  .values({ shopId: sql.placeholder('shopId'), operation: sql.placeholder('operation'), key: sql.placeholder('key'), fingerprint: sql.placeholder('fingerprint'), response: sql`'null'::jsonb` })
  .onConflictDoNothing()
  .returning({ key: idempotencyKeys.key }));

const storeStatement = builtOnce<{ shopId: string; operation: string; key: string; response: string }, unknown>((db) => db
  .update(idempotencyKeys)
  .set({ response: sql`${sql.placeholder('response')}::jsonb` })
  .where(and(eq(idempotencyKeys.shopId, sql.placeholder('shopId')), eq(idempotencyKeys.operation, sql.placeholder('operation')), eq(idempotencyKeys.key, sql.placeholder('key')))));

/**
 * Claims `key` for `operation` inside the caller's transaction. A key already used answers
 * with what was stored; a concurrent request with the same key waits on the row and then
 * sees it. A key reused for a different request is refused rather than silently replayed.
 */
export async function claimIdempotencyKey<T>(tx: Db, shopId: string, operation: string, key: string, fingerprint: string): Promise<IdempotencyClaim<T>> {
  assertClientKey(key);
  const inserted = await claimStatement(tx, { shopId, operation, key, fingerprint });
  if (inserted.length) return { kind: 'new' };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
  if (!row) throw badInput('error.requestInProgress', {}, 'clientKey');
  if (row.fingerprint !== fingerprint) throw badInput('error.clientKeyReused', {}, 'clientKey');
  return { kind: 'replay', response: row.response as T };
}

export async function storeIdempotentResponse(tx: Db, shopId: string, operation: string, key: string, response: unknown): Promise<void> {
  await storeStatement(tx, { shopId, operation, key, response: JSON.stringify(response) });
}

/** Keys older than a day are of no use to a retrying client. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 24 * 3600_000)));
}
