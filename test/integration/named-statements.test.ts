import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.server';
import { rowsOf } from '../../src/server/db/migrate.server';
import { builtOnce, executeNamed, NAMED_STATEMENT_LIMIT } from '../../src/server/db/named-statement.server';
import { inTransaction } from '../../src/server/db/transaction.server';
import { engines } from '../support/test-server';

/** The statements this connection holds prepared, by text (PostgreSQL keeps them per connection). */
async function preparedTexts(database: Database): Promise<string[]> {
  const rows = rowsOf<{ statement: string }>(await database.db.execute(sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'etalase_%' ORDER BY prepare_time`));
  return rows.map((row) => row.statement);
}

const sum = (a: number, b: number) => sql`SELECT ${a}::int + ${b}::int AS total`;
const product = (a: number, b: number) => sql`SELECT ${a}::int * ${b}::int AS total`;
const totalOf = async (database: Database, query: ReturnType<typeof sum>) => rowsOf<{ total: number }>(await executeNamed(database.db, query))[0]?.total;

describe.each(engines())('statements built per request on %s', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-named-'));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answer with their own values each time, and PostgreSQL parses each text once per connection', async () => {
    // One connection, so what it holds prepared is what these calls left.
    database = await openDatabase({ dataDir, poolSize: 1, ...(engine === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL } : {}) });
    expect(await totalOf(database, sum(2, 3))).toBe(5);
    expect(await totalOf(database, sum(40, 2))).toBe(42);
    expect(await totalOf(database, product(6, 7))).toBe(42);
    expect(await totalOf(database, product(3, 3))).toBe(9);
    if (engine === 'postgres') {
      const texts = await preparedTexts(database);
      expect(texts.filter((text) => text.includes('+'))).toHaveLength(1);
      expect(texts.filter((text) => text.includes('*'))).toHaveLength(1);
    }

    // Texts past the limit still answer, unnamed: the connection's prepared statements stop growing.
    for (let n = 0; n < NAMED_STATEMENT_LIMIT + 5; n++) {
      const columns = Array.from({ length: n + 1 }, (_, index) => sql.raw(`${index} AS c${index}`));
      const [row] = rowsOf<Record<string, number>>(await executeNamed(database.db, sql`SELECT ${sql.join(columns, sql`, `)}`));
      expect(Number(row?.[`c${n}`])).toBe(n);
    }
    if (engine === 'postgres') expect(await preparedTexts(database)).toHaveLength(NAMED_STATEMENT_LIMIT);
  });

  it('built once, answer each call\'s values through the pool and inside a transaction, which sees its own writes', async () => {
    const shelf = pgTable('built_once_shelf', { shopId: text('shop_id').notNull(), id: text('id').notNull(), units: integer('units').notNull() });
    const unitsOf = builtOnce<{ shopId: string; ids: string[] }, Array<{ id: string; units: number }>>((db) =>
      db.select({ id: shelf.id, units: shelf.units }).from(shelf)
        .where(and(eq(shelf.shopId, sql.placeholder('shopId')), sql`${shelf.id} = ANY(${sql.placeholder('ids')}::text[])`)).orderBy(shelf.id));
    database ??= await openDatabase({ dataDir, poolSize: 1, ...(engine === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL } : {}) });
    const { db } = database;
    await db.execute(sql`DROP TABLE IF EXISTS built_once_shelf`);
    await db.execute(sql`CREATE TABLE built_once_shelf (shop_id text NOT NULL, id text NOT NULL, units int NOT NULL)`);
    try {
      await db.insert(shelf).values([{ shopId: 'a', id: 'x', units: 1 }, { shopId: 'a', id: 'y', units: 2 }, { shopId: 'b', id: 'x', units: 9 }]);
      expect(await unitsOf(db, { shopId: 'a', ids: ['x', 'y'] })).toEqual([{ id: 'x', units: 1 }, { id: 'y', units: 2 }]);
      expect(await unitsOf(db, { shopId: 'b', ids: ['x', 'y'] })).toEqual([{ id: 'x', units: 9 }]);
      const inside = await inTransaction(db, async (tx) => {
        await tx.update(shelf).set({ units: 5 }).where(and(eq(shelf.shopId, 'a'), eq(shelf.id, 'y')));
        return unitsOf(tx, { shopId: 'a', ids: ['y'] });
      });
      expect(inside).toEqual([{ id: 'y', units: 5 }]);
      if (engine === 'postgres') expect((await preparedTexts(database)).filter((text) => text.includes('built_once_shelf'))).toHaveLength(1);
    } finally {
      await db.execute(sql`DROP TABLE IF EXISTS built_once_shelf`);
    }
  });
});
