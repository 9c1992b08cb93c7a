import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { serverKeys } from './platform.tables';

/**
 * Promises rather than values, so concurrent first calls in one process share one round
 * trip; keyed by the database handle so two databases (tests) never share a secret.
 */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

async function loadOrCreate(db: Db, name: string): Promise<string> {
  // Every process may try to create the key at once: the first insert wins and everyone
  // reads the winner back, so all of them sign and verify with the same secret.
  await db.insert(serverKeys).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`Server key ${name} could not be read back`);
  return row.value;
}

/**
 * The secret stored under `name`, made on first use. Pass the root database handle, not a
 * transaction: a key created inside a transaction that rolls back would stay cached here
 * while the database forgot it.
 */
export async function serverKey(db: Db, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  const cached = byName.get(name);
  if (cached) return cached;
  const pending = loadOrCreate(db, name);
  byName.set(name, pending);
  // A failed read (database briefly down) must not poison the cache for the process's life.
  pending.catch(() => {
    if (byName.get(name) === pending) byName.delete(name);
  });
  return pending;
}
