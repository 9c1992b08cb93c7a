import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database.server';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(dir = MIGRATIONS_DIR): Array<{ name: string; sql: string }> {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies pending SQL migrations in file order, each in its own transaction. An advisory
 * lock keeps several processes starting against one PostgreSQL from racing each other.
 */
export async function migrate(database: Database): Promise<string[]> {
  const { db } = database;
  await database.execScript(
    'CREATE TABLE IF NOT EXISTS etalase_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(482317001)`);
    const done = await tx.execute<{ name: string }>(sql`SELECT name FROM etalase_migrations`);
    const doneNames = new Set(rowsOf<{ name: string }>(done).map((row) => row.name));
    for (const migration of listMigrations()) {
      if (doneNames.has(migration.name)) continue;
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO etalase_migrations (name) VALUES (${migration.name})`);
      applied.push(migration.name);
    }
  });
  return applied;
}

/** node-postgres and PGlite shape `execute` results differently; both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
