import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './tables';
import { acquireDataDirLock } from './data-dir-lock.server';
import { noteStatement } from './read-tracking.server';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Counts statements so tests can prove a list costs a fixed number of queries. */
export interface QueryStats { count: number }

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs SQL text that may hold several statements (migrations, test setup). */
  execScript(sqlText: string): Promise<void>;
  stats: QueryStats;
  /** The PostgreSQL connection pool, for monitoring; the embedded database has none. */
  pool?: pg.Pool;
  /**
   * The embedded database's notifications: `onPayload` hears every NOTIFY on `channel` as its
   * transaction commits, before the committing call returns. PostgreSQL is listened to on a
   * connection of its own instead (src/server/graphql/public-changes.server.ts).
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The embedded database's page cache. Unlike a PostgreSQL server's, all of it is resident in this
 * process from the moment the database opens, used or not: PostgreSQL's default of 128 MB made
 * up a third of an idle shop's memory. A small shop's database fits in this one, and pages
 * beyond it are read from the operating system's file cache (docs/decisions/0053).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const stats: QueryStats = { count: 0 };
  const logger = {
    logQuery: (sqlText: string) => {
      stats.count += 1;
      noteStatement(sqlText);
    },
  };

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Waiting forever on a row lock would hang a checkout; fail fast and let the caller retry.
      // No JIT: its compile time (tens of ms) dwarfs the shop's short statements, and a facet
      // query's row estimate over JSON arrays crosses its threshold with a hundred products.
      options: '-c lock_timeout=5000 -c statement_timeout=30000 -c jit=off',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    // Written as a log line in the server's JSON shape (pino level 50, error), for log collectors.
    pool.on('error', (error) => process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), pid: process.pid, msg: 'database pool error', err: { message: error.message, code: (error as { code?: string }).code } })}\n`));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      stats,
      pool,
      async execScript(sqlText) { await pool.query(sqlText); },
      async close() { await pool.end(); },
    };
  }

  const dbDir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  // PGlite has no lock of its own and a second process would corrupt the directory.
  const releaseLock = acquireDataDirLock(dbDir);
  try {
    // Loaded only here: a server on PostgreSQL never carries the embedded database's code.
    const [{ PGlite }, { btree_gin }, { fuzzystrmatch }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gin'),
      import('@electric-sql/pglite/contrib/fuzzystrmatch'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
    ]);
    const client = await PGlite.create({
      dataDir: dbDir,
      extensions: { pg_trgm, btree_gin, fuzzystrmatch },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      stats,
      async execScript(sqlText) { await client.exec(sqlText); },
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
