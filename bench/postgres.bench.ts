// PostgreSQL for the bench: whether a server answers, a database of the bench's own per
// measurement (created empty, dropped afterwards, also when the run is interrupted), the demo
// shop moved into it the way an owner moves a shop (backup, then restore), and the CPU time of
// the backends serving that database, read from /proc when the server runs on this machine.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { writeBackup, restoreBackup } from '../src/server/db/backup.server';
import { openDatabase } from '../src/server/db/database.server';
import { migrate } from '../src/server/db/migrate.server';
import { processCpuMs } from './measure.bench';

export interface PostgresServer {
  /** A database to connect to for creating and dropping the bench's own ones. */
  adminUrl: string;
  /** Databases the bench makes are named `{prefix}_{what}_{random}`. */
  prefix: string;
  version: string;
}

export interface BenchDatabase {
  name: string;
  url: string;
  /** CPU time, in ms, the backends connected to this database have used (NaN when they are not on this machine). */
  backendCpuMs: () => Promise<number>;
  drop: () => Promise<void>;
}

const CONNECT_TIMEOUT_MS = 3_000;
const created = new Map<string, PostgresServer>();

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server at `adminUrl`, or the reason it cannot be used. */
export async function reachPostgres(adminUrl: string, prefix: string): Promise<PostgresServer | { unreachable: string }> {
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix)) return { unreachable: `the database prefix "${prefix}" must be lower-case letters, digits and _ (at most 31)` };
  try {
    const version = await withClient(adminUrl, async (client) => (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?');
    return { adminUrl, prefix, version };
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

/** The address of database `name` on `server`, with the same user and options as its admin address. */
export function urlOf(server: PostgresServer, name: string): string {
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(server: PostgresServer, name: string): Promise<void> {
  await withClient(server.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  created.delete(name);
}

/** Drops every database this run created and has not dropped yet (on an interrupted run). */
export async function dropCreatedDatabases(): Promise<void> {
  await Promise.all([...created].map(([name, server]) => dropDatabase(server, name).catch((error: unknown) => {
    console.error(`Could not drop the bench database ${name}: ${error instanceof Error ? error.message : String(error)}`);
  })));
}

/** Reads the CPU time of a database's backends; a backend that ends between two reads keeps its last reading. */
function backendCpuReader(server: PostgresServer, name: string): () => Promise<number> {
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(new URL(server.adminUrl).hostname);
  const lastSeen = new Map<number, number>();
  return async () => {
    if (!local) return Number.NaN;
    const pids = await withClient(server.adminUrl, async (client) =>
      (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((row) => row.pid));
    for (const pid of pids) {
      const cpu = processCpuMs(pid);
      if (Number.isFinite(cpu)) lastSeen.set(pid, cpu);
    }
    return [...lastSeen.values()].reduce((sum, cpu) => sum + cpu, 0);
  };
}

/**
 * A new database for one measurement: empty, or a copy of `template` (another application's
 * catalogue, kept between runs). `prefix` names it apart from the bench's own databases.
 */
export async function createDatabase(server: PostgresServer, what: string, options: { template?: string; prefix?: string } = {}): Promise<BenchDatabase> {
  const name = `${options.prefix ?? server.prefix}_${what}_${randomBytes(4).toString('hex')}`;
  await withClient(server.adminUrl, (client) => client.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`));
  created.set(name, server);
  return { name, url: urlOf(server, name), backendCpuMs: backendCpuReader(server, name), drop: () => dropDatabase(server, name) };
}

/**
 * Moves the demo shop of the embedded database in `dataDir` into the empty PostgreSQL database
 * at `url`, rows and all, with `npx etalase backup` and `restore`'s code. Answers the seconds it took.
 */
export async function moveDemoToPostgres(dataDir: string, url: string, scratchDir: string): Promise<number> {
  const startedAt = Date.now();
  const backupDir = path.join(scratchDir, 'demo-backup');
  const embedded = await openDatabase({ dataDir });
  try {
    // The seed may predate the newest migrations; restore then brings them in as an upgrade.
    await migrate(embedded);
    await writeBackup(embedded, { dir: backupDir, uploadsDir: null });
  } finally {
    await embedded.close();
  }
  const target = await openDatabase({ databaseUrl: url, dataDir, poolSize: 2 });
  try {
    // The pictures stay where they are: the server on PostgreSQL keeps using `dataDir/uploads`.
    await restoreBackup(target, { dir: backupDir, uploadsDir: null });
    // Planner statistics as a running shop has them, not those of tables filled a moment ago.
    await target.db.execute(sql`ANALYZE`);
  } finally {
    await target.close();
  }
  fs.rmSync(backupDir, { recursive: true, force: true });
  return (Date.now() - startedAt) / 1000;
}
