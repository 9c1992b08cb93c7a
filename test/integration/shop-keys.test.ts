import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/database.server';
import { rowsOf } from '../../src/server/db/migrate.server';
import { engines, type Engine } from '../support/test-server';

/**
 * Tables without a shop_id column, each with the reason it belongs to no shop. A new table
 * missing from here and from the shops' tables fails the test until someone decides which it
 * is (docs/decisions/0050 says what each becomes on a database distributed by shop).
 */
const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  shops: 'the shops themselves: every shop_id points here; a reference table on every node',
  deployment_facts: 'facts about the deployment that outlive any shop (the demo was seeded once)',
  server_keys: 'secrets of the deployment that every shop uses (push VAPID keys, upload tokens, the sandbox wallet signature)',
  rate_limit_counters: 'counters keyed by rule and subject (an address, an account), counted before a shop is known',
  payment_notifications: 'payment providers\' event ids, taken once whichever shop they concern',
  etalase_migrations: 'the migrator\'s own record of the migrations applied',
};

/**
 * Tables that carry shop_id but are found before the shop is known, so their keys cannot lead
 * with it. Kept as short as possible: every other table with shop_id follows the rules.
 */
const FOUND_WITHOUT_THE_SHOP: Readonly<Record<string, string>> = {
  shop_domains: 'the request\'s host name is how the shop is found; a host belongs to one shop across the deployment',
  sandbox_payment_sessions: 'the sandbox provider\'s own records, found by session id on its pages and at its one notification address for every shop',
};

interface TableRow { name: string; has_shop: boolean; shop_type: string | null; shop_not_null: boolean | null }
interface UniqueRow { table_name: string; name: string; is_primary: boolean; first_column: string; columns: string }
interface ForeignKeyRow { table_name: string; name: string; referenced: string; columns: string; referenced_columns: string }

/**
 * Every way the schema breaks the shop-key rules, one line each, naming the table and the key:
 * shop_id is text NOT NULL, the primary key and every unique index of a shop's table lead with
 * it, and a foreign key to another shop's table starts with it on both sides (so the rows it
 * joins live together).
 */
async function shopKeyProblems(db: Db): Promise<string[]> {
  const tables = rowsOf<TableRow>(await db.execute(sql`
    SELECT c.relname AS name, a.attnum IS NOT NULL AS has_shop, format_type(a.atttypid, a.atttypmod) AS shop_type, a.attnotnull AS shop_not_null
    FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'shop_id' AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`));
  const uniques = rowsOf<UniqueRow>(await db.execute(sql`
    SELECT c.relname AS table_name, i.relname AS name, x.indisprimary AS is_primary,
      pg_get_indexdef(x.indexrelid, 1, true) AS first_column,
      (SELECT string_agg(pg_get_indexdef(x.indexrelid, k, true), ', ' ORDER BY k) FROM generate_series(1, x.indnkeyatts) AS k) AS columns
    FROM pg_index x
      JOIN pg_class c ON c.oid = x.indrelid
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND x.indisunique
    ORDER BY c.relname, i.relname`));
  const foreignKeys = rowsOf<ForeignKeyRow>(await db.execute(sql`
    SELECT c.relname AS table_name, p.conname AS name, f.relname AS referenced,
      (SELECT string_agg(a.attname, ', ' ORDER BY k.position) FROM unnest(p.conkey) WITH ORDINALITY AS k(attnum, position)
        JOIN pg_attribute a ON a.attrelid = p.conrelid AND a.attnum = k.attnum) AS columns,
      (SELECT string_agg(a.attname, ', ' ORDER BY k.position) FROM unnest(p.confkey) WITH ORDINALITY AS k(attnum, position)
        JOIN pg_attribute a ON a.attrelid = p.confrelid AND a.attnum = k.attnum) AS referenced_columns
    FROM pg_constraint p
      JOIN pg_class c ON c.oid = p.conrelid
      JOIN pg_class f ON f.oid = p.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND p.contype = 'f'
    ORDER BY c.relname, p.conname`));

  const problems: string[] = [];
  const hasShop = new Map(tables.map((table) => [table.name, table.has_shop]));
  for (const [name, reason] of [...Object.entries(GLOBAL_TABLES), ...Object.entries(FOUND_WITHOUT_THE_SHOP)]) {
    if (!reason.trim()) problems.push(`${name}: listed without a reason`);
    if (!hasShop.has(name)) problems.push(`${name}: listed in shop-keys.test.ts but no such table exists; remove it from the list`);
  }
  for (const name of Object.keys(GLOBAL_TABLES)) {
    if (hasShop.get(name)) problems.push(`${name}: listed in GLOBAL_TABLES but has a shop_id column; remove it from the list`);
  }
  for (const name of Object.keys(FOUND_WITHOUT_THE_SHOP)) {
    if (hasShop.get(name) === false) problems.push(`${name}: listed in FOUND_WITHOUT_THE_SHOP but has no shop_id column; move it to GLOBAL_TABLES`);
  }

  for (const table of tables) {
    if (!table.has_shop) {
      if (!(table.name in GLOBAL_TABLES)) {
        problems.push(`${table.name}: has no shop_id column; give it one (leading its keys) or add it to GLOBAL_TABLES in shop-keys.test.ts with the reason it belongs to no shop`);
      }
      continue;
    }
    // One type for every shop_id, never empty: rows of one shop must land together.
    if (table.shop_type !== 'text' || !table.shop_not_null) {
      problems.push(`${table.name}: shop_id is ${table.shop_type}${table.shop_not_null ? '' : ' and may be null'}; it must be text NOT NULL`);
    }
    if (table.name in FOUND_WITHOUT_THE_SHOP) continue;
    const keys = uniques.filter((unique) => unique.table_name === table.name);
    if (!keys.some((key) => key.is_primary)) problems.push(`${table.name}: has no primary key; give it one leading with shop_id`);
    for (const key of keys.filter((unique) => unique.first_column !== 'shop_id')) {
      problems.push(`${table.name}: ${key.is_primary ? 'primary key' : 'unique index'} ${key.name} (${key.columns}) does not lead with shop_id`);
    }
  }

  for (const key of foreignKeys) {
    const fromShop = hasShop.get(key.table_name) ?? false;
    const toShop = hasShop.get(key.referenced) ?? false;
    const line = `${key.table_name}: foreign key ${key.name} (${key.columns}) -> ${key.referenced} (${key.referenced_columns})`;
    if (fromShop && toShop) {
      if (key.columns.split(', ')[0] !== 'shop_id' || key.referenced_columns.split(', ')[0] !== 'shop_id') {
        problems.push(`${line} must start with shop_id on both sides, so both rows belong to the same shop`);
      }
    } else if (!fromShop && toShop) {
      // A table of no shop cannot point into the shops' tables once those are spread over nodes.
      problems.push(`${line} points from a table without shop_id into a shop's table`);
    }
  }
  return problems;
}

/** The migrated test database: a copy of the PGlite template, or the shared PostgreSQL one (only read here). */
async function openMigratedDatabase(engine: Engine): Promise<{ database: Database; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-shop-keys-'));
  if (engine === 'pglite') {
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
    return { database: await openDatabase({ dataDir }), dataDir };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
  return { database: await openDatabase({ dataDir, databaseUrl, poolSize: 1 }), dataDir };
}

/** Thrown to roll back the trial schema. */
class TrialOver extends Error {}

describe.each(engines())('shop keys of the migrated schema on %s', (engine) => {
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    ({ database, dataDir } = await openMigratedDatabase(engine));
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leads every key of a shop\'s table with shop_id, and lists every table without it', async () => {
    expect(await shopKeyProblems(database.db)).toEqual([]);
  });

  it('names the table and the key of each kind of break', async () => {
    // Trial tables made and read in one transaction that is rolled back: nobody else sees them.
    const before = await shopKeyProblems(database.db);
    let problems: string[] = [];
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`CREATE TABLE keys_trial_parent (shop_id text NOT NULL, id text NOT NULL, PRIMARY KEY (shop_id, id))`));
      await tx.execute(sql.raw(`CREATE TABLE keys_trial_child (id text PRIMARY KEY, shop_id text NOT NULL, parent_id text NOT NULL, code text NOT NULL,
        CONSTRAINT keys_trial_child_parent_fk FOREIGN KEY (parent_id, shop_id) REFERENCES keys_trial_parent (id, shop_id))`));
      await tx.execute(sql.raw(`CREATE UNIQUE INDEX keys_trial_child_code_idx ON keys_trial_child (code)`));
      await tx.execute(sql.raw(`CREATE TABLE keys_trial_note (shop_id varchar(40), note text NOT NULL)`));
      await tx.execute(sql.raw(`CREATE TABLE keys_trial_global (name text PRIMARY KEY)`));
      problems = await shopKeyProblems(tx as unknown as Db);
      throw new TrialOver();
    })).rejects.toBeInstanceOf(TrialOver);

    const found = problems.filter((problem) => !before.includes(problem));
    const expected = [
      'keys_trial_child: primary key keys_trial_child_pkey (id) does not lead with shop_id',
      'keys_trial_child: unique index keys_trial_child_code_idx (code) does not lead with shop_id',
      'keys_trial_child: foreign key keys_trial_child_parent_fk (parent_id, shop_id) -> keys_trial_parent (id, shop_id) must start with shop_id on both sides, so both rows belong to the same shop',
      'keys_trial_note: shop_id is character varying(40) and may be null; it must be text NOT NULL',
      'keys_trial_note: has no primary key; give it one leading with shop_id',
      expect.stringMatching(/^keys_trial_global: has no shop_id column; .*GLOBAL_TABLES/),
    ];
    // The parent follows the rules, so it is not named.
    expect(found).toEqual(expect.arrayContaining(expected));
    expect(found).toHaveLength(expected.length);
    // Rolled back: the schema is as the migrations left it.
    expect(await shopKeyProblems(database.db)).toEqual(before);
  });
});
