import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './database.server';
import { listMigrations, migrate, rowsOf } from './migrate.server';

/**
 * Backups that both engines write and read alike: every table's rows as the database's own JSON
 * (`row_to_json`, so numbers, dates and documents round-trip exactly without passing through
 * JavaScript numbers), one gzipped file per table, plus the list of applied migrations. The same
 * backup restores into the embedded database or into PostgreSQL, which is also how a shop moves
 * from one to the other. On PostgreSQL the rows are read in one repeatable-read transaction, so a
 * running shop gives a consistent snapshot.
 */
export const BACKUP_FORMAT = 'etalase-backup';
export const BACKUP_VERSION = 1;
const BATCH_ROWS = 500;
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: Database['kind'];
  migrations: string[];
  tables: Array<{ name: string; rows: number }>;
  /** Whether uploaded files are in the backup (`uploads/`) or stayed in object storage. */
  files: 'included' | 'object-storage' | 'none';
}

export class BackupError extends Error {
  override name = 'BackupError';
}

async function tableNames(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'etalase_migrations' ORDER BY tablename`));
  return rows.map((row) => row.name);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function insertOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(await db.execute(sql`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`));
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) parents.get(unquote(edge.child))?.add(unquote(edge.parent));
  const ordered: string[] = [];
  const visit = (table: string, trail: Set<string>) => {
    if (ordered.includes(table) || trail.has(table)) return;
    trail.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, trail);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function insertableColumns(db: Db, table: string): Promise<{ columns: string[]; identity: string[] }> {
  const rows = rowsOf<{ name: string; is_generated: string; is_identity: string }>(await db.execute(sql`
    SELECT column_name AS name, is_generated, is_identity FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position`));
  return {
    columns: rows.filter((row) => row.is_generated !== 'ALWAYS').map((row) => row.name),
    identity: rows.filter((row) => row.is_identity === 'YES').map((row) => row.name),
  };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function copyDir(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let files = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) files += copyDir(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, target);
      files += 1;
    }
  }
  return files;
}

/** Writes a backup into `dir`, which must not exist yet or be empty. */
export async function writeBackup(database: Database, options: { dir: string; uploadsDir: string | null }): Promise<BackupManifest> {
  const dir = path.resolve(options.dir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new BackupError(`${dir} is not empty: choose a new directory for the backup.`);
  fs.mkdirSync(path.join(dir, 'tables'), { recursive: true });
  const manifest = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (database.kind === 'postgres') await db.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const migrations = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM etalase_migrations ORDER BY name`)).map((row) => row.name);
    const tables: BackupManifest['tables'] = [];
    for (const table of await tableNames(db)) {
      const out = zlib.createGzip();
      const file = fs.createWriteStream(path.join(dir, 'tables', `${table}.ndjson.gz`));
      const done = new Promise<void>((resolve, reject) => { file.on('finish', resolve); file.on('error', reject); out.on('error', reject); });
      out.pipe(file);
      let count = 0;
      // ctid pages through the snapshot without needing to know each table's key.
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const batch = rowsOf<{ row: string }>(await db.execute(sql.raw(
          `SELECT row_to_json(t)::text AS row FROM ${ident(table)} t ORDER BY ctid LIMIT ${BATCH_ROWS} OFFSET ${offset}`)));
        for (const { row } of batch) out.write(`${row}\n`);
        count += batch.length;
        if (batch.length < BATCH_ROWS) break;
      }
      out.end();
      await done;
      tables.push({ name: table, rows: count });
    }
    return { migrations, tables };
  });
  const files = options.uploadsDir ? copyDir(options.uploadsDir, path.join(dir, 'uploads')) : 0;
  const result: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine: database.kind,
    migrations: manifest.migrations,
    tables: manifest.tables,
    files: options.uploadsDir === null ? 'object-storage' : files > 0 ? 'included' : 'none',
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

export function readBackupManifest(dir: string): BackupManifest {
  const file = path.join(path.resolve(dir), MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} holds no Etalase backup (no ${MANIFEST}).`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${file} is not readable JSON.`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`${dir} is not a backup this version of Etalase reads (format ${String(manifest.format)} ${String(manifest.version)}).`);
  }
  return manifest;
}

/**
 * Restores a backup into an empty database: it is first migrated to exactly the backup's
 * migrations, the rows go in (parents before children), identity counters are moved past the
 * restored rows, and then the remaining migrations run as in any upgrade.
 */
export async function restoreBackup(database: Database, options: { dir: string; uploadsDir: string | null }): Promise<{ rows: number; files: number; upgradedBy: string[] }> {
  const dir = path.resolve(options.dir);
  const manifest = readBackupManifest(dir);
  const known = new Set(listMigrations().map((m) => m.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) throw new BackupError(`The backup was made by a newer Etalase (migration ${unknown[0]}): upgrade this installation first.`);
  const present = rowsOf<{ present: boolean }>(await database.db.execute(sql`SELECT to_regclass('shops') IS NOT NULL AS present`));
  if (present[0]?.present) {
    const shops = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM shops`));
    if ((shops[0]?.n ?? 0) > 0) throw new BackupError('The target database already holds shops: restore into an empty database or data directory.');
  }
  await migrate(database, { only: new Set(manifest.migrations) });
  let rows = 0;
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const tables = manifest.tables.map((t) => t.name);
    const existing = new Set(await tableNames(db));
    const missing = tables.filter((table) => !existing.has(table));
    if (missing.length) throw new BackupError(`The backup holds tables this database does not have: ${missing.join(', ')}.`);
    for (const table of await insertOrder(db, tables)) {
      const { columns, identity } = await insertableColumns(db, table);
      const list = columns.map(ident).join(', ');
      const insert = async (batch: string[]) => {
        await db.execute(sql`${sql.raw(`INSERT INTO ${ident(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, `)}${`[${batch.join(',')}]`}::json)`);
        rows += batch.length;
      };
      const source = path.join(dir, 'tables', `${table}.ndjson.gz`);
      const lines = readline.createInterface({ input: fs.createReadStream(source).pipe(zlib.createGunzip()), crlfDelay: Infinity });
      let batch: string[] = [];
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH_ROWS) {
          await insert(batch);
          batch = [];
        }
      }
      if (batch.length) await insert(batch);
      for (const column of identity) {
        await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${ident(table)}', '${column}'), COALESCE((SELECT max(${ident(column)}) FROM ${ident(table)}), 0) + 1, false)`));
      }
    }
  });
  const upgradedBy = await migrate(database);
  const files = options.uploadsDir ? copyDir(path.join(dir, 'uploads'), options.uploadsDir) : 0;
  return { rows, files, upgradedBy };
}
