import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
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

/**
 * Claims `key` for `operation` inside the caller's transaction. A key already used answers
 * with what was stored; a concurrent request with the same key waits on the row and then
 * sees it. A key reused for a different request is refused rather than silently replayed.
 */
export async function claimIdempotencyKey<T>(tx: Db, shopId: string, operation: string, key: string, fingerprint: string): Promise<IdempotencyClaim<T>> {
  assertClientKey(key);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ shopId, operation, key, fingerprint, response: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
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
  await tx
    .update(idempotencyKeys)
    .set({ response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
}

/** Keys older than a day are of no use to a retrying client. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 24 * 3600_000)));
}
