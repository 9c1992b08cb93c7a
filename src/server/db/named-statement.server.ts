// A statement built anew for every request (a search's plan, its ranked page, its facets) is
// otherwise sent unnamed: PostgreSQL parses, analyses and plans it at every call, and for the
// search statements that was most of their cost (docs/decisions/0048, "Named statements"). Named
// after its text, the statement is parsed once per connection and, after PostgreSQL's first five
// custom plans, runs on its generic plan when that is no dearer. The embedded database ignores
// the name.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './database.server';

/**
 * How many statement texts one process names. Each named text is kept by every connection that
 * ran it, so a text that varies with its input (a campaign's product list, a filter's options)
 * must not name statements without end; past the limit, new texts run unnamed as before.
 */
export const NAMED_STATEMENT_LIMIT = 64;

const names = new Map<string, string>();

/** Texts built once (`builtOnce`): fixed by the code, so as many as it has, outside the limit. */
const fixedNames = new Map<string, string>();

/** The name for a statement text: the same text always gets the same name, so no connection meets one name with two texts. */
function nameFor(text: string): string | undefined {
  const known = names.get(text) ?? fixedNames.get(text);
  if (known !== undefined || names.size >= NAMED_STATEMENT_LIMIT) return known;
  const name = `etalase_s${names.size + 1}`;
  names.set(text, name);
  return name;
}

function fixedNameFor(text: string): string {
  const known = names.get(text) ?? fixedNames.get(text);
  if (known !== undefined) return known;
  const name = `etalase_f${fixedNames.size + 1}`;
  fixedNames.set(text, name);
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

/** A query builder's select: what `runNamed` and `builtOnce` run. */
export interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/** A select built for this call, run as a statement named after its text, its placeholders (if any) filled from `values`. */
export function runNamed<R>(query: Preparable<R>, values?: Record<string, unknown>): Promise<R> {
  return nameAfterText(query.prepare('etalase_pending')).execute(values);
}

/**
 * How the parts of a statement built from a request's input put that input in: as values
 * (`inlineValues`), or as placeholders (`StatementShape`) so that the statement can be built
 * once for every input of the same shape. `mark` notes each choice that changes the statement's
 * text, so that the shape names the text exactly.
 */
export interface ValueBinder {
  put(value: unknown): unknown;
  mark(choice: string): void;
}

/** Values go in as themselves; no shape is kept. */
export const inlineValues: ValueBinder = { put: (value) => value, mark: () => {} };

/**
 * Input taken as placeholders named in the order put, and the choices that shaped the text:
 * two inputs whose shapes are equal give the same text with their own `values`.
 */
export class StatementShape implements ValueBinder {
  readonly values: Record<string, unknown> = {};
  private readonly choices: string[] = [];
  private bound = 0;

  put(value: unknown): Placeholder {
    const name = `v${this.bound}`;
    this.bound += 1;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  mark(choice: string): void {
    this.choices.push(choice);
  }

  get key(): string {
    return `${this.choices.join(' ')}/${this.bound}`;
  }
}

interface DatabaseInternals {
  dialect: PgDialect;
  _: { session: PgSession };
}

/** What a driver's prepared query keeps of the statement drizzle built, and hands to its session to run it elsewhere. */
interface BuiltStatement {
  queryString: string;
  params: unknown[];
  fields?: Parameters<PgSession['prepareQuery']>[1];
  _isResponseInArrayMode: boolean;
  customResultMapper?: Parameters<PgSession['prepareQuery']>[4];
  queryMetadata?: Parameters<PgSession['prepareQuery']>[5];
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * A statement whose shape never changes, its inputs given as `sql.placeholder(name)`, built
 * into text once per process and run through whichever handle a call brings (the pool or a
 * transaction), named after its text. Building a select through drizzle costs about as much
 * server CPU as PostgreSQL spends running a small one; the statements every cart and checkout
 * request runs pay it once (docs/decisions/0054).
 */
export function builtOnce<V extends Record<string, unknown>, R>(build: (db: Db) => Preparable<R>): (db: Db, values: V) => Promise<R> {
  let built: BuiltStatement | undefined;
  // Let go once built: a builder made in a request holds that request (its context, its loaders).
  let builder: typeof build | undefined = build;
  return (db, values) => {
    if (!built) {
      // Only let go of once `built` is set, so it is there whenever `built` is not.
      const make = builder as NonNullable<typeof builder>;
      built = make(db).prepare('etalase_pending') as unknown as BuiltStatement;
      builder = undefined;
    }
    const { _: { session } } = db as unknown as DatabaseInternals;
    const prepared = session.prepareQuery({ sql: built.queryString, params: built.params }, built.fields, fixedNameFor(built.queryString), built._isResponseInArrayMode, built.customResultMapper, built.queryMetadata);
    (prepared as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap = built.joinsNotNullableMap;
    return prepared.execute(values) as Promise<R>;
  };
}

/**
 * Statements of one kind built once per shape (`builtOnce`), `limit` shapes at most: each is
 * named for good on every connection that runs it. Past the limit a shape gets undefined, and
 * its caller builds the statement for the call.
 */
export function builtPerShape<V extends Record<string, unknown>, R>(limit: number): (shape: string, build: (db: Db) => Preparable<R>) => ((db: Db, values: V) => Promise<R>) | undefined {
  const statements = new Map<string, (db: Db, values: V) => Promise<R>>();
  return (shape, build) => {
    let statement = statements.get(shape);
    if (!statement && statements.size < limit) statements.set(shape, (statement = builtOnce<V, R>(build)));
    return statement;
  };
}

/** Raw SQL built for this call, run as a statement named after its text; answers what `db.execute` would. */
export function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const { dialect, _: { session } } = db as unknown as DatabaseInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, 'etalase_pending', false);
  return nameAfterText(prepared).execute();
}
