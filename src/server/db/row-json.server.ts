// Rows read as JSON inside another row's statement (an order brings its lines, payments and
// events along: docs/decisions/0057), turned back into exactly what drizzle's own select of
// the same columns answers, so the fields reading them cannot tell the difference.
import { sql, type Column, type SQL } from 'drizzle-orm';

type Columns = Record<string, Column>;

/**
 * Column types whose JSON value is already what drizzle answers: text, whole numbers (amounts
 * fit a JSON number: spec §3 keeps them far below 2^53), booleans and JSON documents. Times
 * come back as text and are made dates; any other type is refused where the statement is
 * built, not mistranslated at run time.
 */
const AS_IS = new Set(['PgText', 'PgVarchar', 'PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgBoolean', 'PgJsonb', 'PgJson']);
const TIME = 'PgTimestamp';

function checkColumn(key: string, column: Column): void {
  if (!AS_IS.has(column.columnType) && column.columnType !== TIME) throw new Error(`Column ${key} (${column.columnType}) cannot be read back from JSON.`);
  if (column.columnType === TIME && !(column as unknown as { withTimezone: boolean }).withTimezone) throw new Error(`Column ${key} is a time without zone, which JSON would not place.`);
}

/** A JSON object of `columns` of the row named `alias`, keyed as drizzle keys them. */
export function rowJsonSql(columns: Columns, alias: string): SQL {
  const parts = Object.entries(columns).map(([key, column]) => {
    checkColumn(key, column);
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`Unexpected column key ${key}.`);
    return sql`${sql.raw(`'${key}'`)}, ${sql.identifier(alias)}.${sql.identifier(column.name)}`;
  });
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** The record drizzle would answer for a row `rowJsonSql` wrote. */
export function rowFromJson<T>(columns: Columns, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[key] ?? null;
    row[key] = value !== null && column.columnType === TIME ? new Date(value as string) : value;
  }
  return row as T;
}
