import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.server';
import * as schema from '../../db/tables';
import { serverKey } from './server-keys.service';

describe('serverKey', () => {
  let client: PGlite;
  const handle = () => drizzle(client, { schema }) as unknown as Db;

  // Starting PGlite's WebAssembly build can take several seconds on a busy machine.
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`CREATE TABLE server_keys (name text PRIMARY KEY NOT NULL, value text NOT NULL, created_at timestamptz DEFAULT now() NOT NULL)`);
  }, 60_000);
  afterAll(async () => { await client.close(); });

  it('makes 32 random bytes on first use and stores them', async () => {
    const db = handle();
    const value = await serverKey(db, 'first-use');
    expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    const stored = await client.query<{ value: string }>(`SELECT value FROM server_keys WHERE name = 'first-use'`);
    expect(stored.rows).toEqual([{ value }]);
    expect(await serverKey(db, 'another')).not.toBe(value);
  });

  it('returns a key another process stored first instead of making its own', async () => {
    await client.exec(`INSERT INTO server_keys (name, value) VALUES ('shared', 'made-elsewhere')`);
    expect(await serverKey(handle(), 'shared')).toBe('made-elsewhere');
  });

  it('lets handles that race for a new key agree on one value', async () => {
    const values = await Promise.all([handle(), handle(), handle()].flatMap((db) => [serverKey(db, 'raced'), serverKey(db, 'raced')]));
    expect(new Set(values).size).toBe(1);
    const stored = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM server_keys WHERE name = 'raced'`);
    expect(stored.rows[0]?.count).toBe(1);
  });

  it('caches per database handle', async () => {
    const db = handle();
    const value = await serverKey(db, 'cached');
    await client.exec(`UPDATE server_keys SET value = 'changed' WHERE name = 'cached'`);
    expect(await serverKey(db, 'cached')).toBe(value);
    expect(await serverKey(handle(), 'cached')).toBe('changed');
  });
});
