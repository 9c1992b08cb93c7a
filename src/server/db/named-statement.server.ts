// A statement built anew for every request (a search's plan, its ranked page, its facets) is
// otherwise sent unnamed: PostgreSQL parses, analyses and plans it at every call, and for the
// search statements that was most of their cost (docs/decisions/0048, "Named statements"). Named
// after its text, the statement is parsed once per connection and, after PostgreSQL's first five
// custom plans, runs on its generic plan when that is no dearer. The embedded database ignores
// the name.
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './database.server';

/**
 * How many statement texts one process names. Each named text is kept by every connection that
 * ran it, so a text that varies with its input (a campaign's product list, a filter's options)
 * must not name statements without end; past the limit, new texts run unnamed as before.
 */
export const NAMED_STATEMENT_LIMIT = 64;

const names = new Map<string, string>();

/** The name for a statement text: the same text always gets the same name, so no connection meets one name with two texts. */
function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= NAMED_STATEMENT_LIMIT) return known;
  const name = `etalase_s${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** The drivers' prepared query (node-postgres and PGlite alike) carries its text and the configs it sends. */
interface DriverPreparedQuery {
  queryString: string;
  queryConfig?: { name?: string };
  rawQueryConfig?: { name?: string };
}

function nameAfterText<T>(prepared: T): T {
  const query = prepared as unknown as DriverPreparedQuery;
  const name = typeof query.queryString === 'string' ? nameFor(query.queryString) : undefined;
  if (query.queryConfig) query.queryConfig.name = name;
  if (query.rawQueryConfig) query.rawQueryConfig.name = name;
  return prepared;
}

/** A select built once and kept, prepared as a statement named after its text; run it with its placeholders' values. */
export function prepareNamed<P>(query: { prepare(name: string): P }): P {
  return nameAfterText(query.prepare('etalase_pending'));
}

/** A select built for this call, run as a statement named after its text. */
export function runNamed<R>(query: { prepare(name: string): { execute(): Promise<R> } }): Promise<R> {
  return nameAfterText(query.prepare('etalase_pending')).execute();
}

interface DatabaseInternals {
  dialect: PgDialect;
  _: { session: PgSession };
}

/** Raw SQL built for this call, run as a statement named after its text; answers what `db.execute` would. */
export function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const { dialect, _: { session } } = db as unknown as DatabaseInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, 'etalase_pending', false);
  return nameAfterText(prepared).execute();
}
