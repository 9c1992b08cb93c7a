import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database.server';

/** Shared by every process that may migrate this database. */
const MIGRATION_LOCK = 482317001;
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(dir = MIGRATIONS_DIR): Array<{ name: string; sql: string }> {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies pending SQL migrations in file order, in one transaction. The advisory lock is taken
 * before anything else, even before the bookkeeping table is created: processes started at once
 * on an empty PostgreSQL then queue behind the first, which migrates, and find nothing left to do.
 * `only` stops at a given set (a restore first rebuilds the schema its backup was made with).
 */
export async function migrate(database: Database, options: { onApply?: (name: string) => void; only?: ReadonlySet<string> } = {}): Promise<string[]> {
  const { db } = database;
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    // A migration rewrites whole tables: on a large catalogue it outlasts the timeout that guards
    // a request's statements, and an upgrade that gives up halfway would leave the shop down.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql.raw('CREATE TABLE IF NOT EXISTS etalase_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())'));
    const done = await tx.execute<{ name: string }>(sql`SELECT name FROM etalase_migrations`);
    const doneNames = new Set(rowsOf<{ name: string }>(done).map((row) => row.name));
    for (const migration of listMigrations()) {
      if (doneNames.has(migration.name) || (options.only && !options.only.has(migration.name))) continue;
      options.onApply?.(migration.name);
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO etalase_migrations (name) VALUES (${migration.name})`);
      applied.push(migration.name);
    }
  });
  return applied;
}

/** Migrations in the folder that the database has not recorded (an empty list means current). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const exists = rowsOf<{ present: boolean }>(await database.db.execute(sql`SELECT to_regclass('etalase_migrations') IS NOT NULL AS present`));
  const doneNames = new Set<string>();
  if (exists[0]?.present) {
    for (const row of rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM etalase_migrations`))) doneNames.add(row.name);
  }
  return listMigrations().map((m) => m.name).filter((name) => !doneNames.has(name));
}

/** node-postgres and PGlite shape `execute` results differently; both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
