import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, isTable } from 'drizzle-orm';
import * as schema from './tables';

/** Every table of the schema by its SQL name. */
export const TABLE_NAMES: ReadonlySet<string> = new Set(Object.values(schema).filter((value) => isTable(value)).map((table) => getTableName(table)));

const tracking = new AsyncLocalStorage<Set<string>>();
/** Tracked work under way (see trackTableReads). */
let trackedWork = 0;

/** Tables named in a statement's text, remembered per text: the same statements come back all day. */
const tablesByText = new Map<string, readonly string[]>();
const MAX_REMEMBERED_TEXTS = 5_000;

/**
 * The tables a statement names. Identifiers are matched whole against the schema's table names,
 * quoted (as Drizzle writes them) or bare (hand-written SQL); no column of the schema is named
 * like a table, so a match is a table (a unit test keeps it so).
 */
export function tablesNamedIn(sqlText: string): readonly string[] {
  let named = tablesByText.get(sqlText);
  if (named) return named;
  const found = new Set<string>();
  for (const match of sqlText.matchAll(/[a-z_][a-z0-9_]*/gi)) {
    const word = match[0].toLowerCase();
    if (TABLE_NAMES.has(word)) found.add(word);
  }
  named = [...found];
  if (tablesByText.size >= MAX_REMEMBERED_TEXTS) tablesByText.clear();
  tablesByText.set(sqlText, named);
  return named;
}

/**
 * Runs `work` noting in `tables` every table its statements name, including statements of batch
 * loaders it shares with other work of the same request. Shared answers use it to know that
 * everything they read is watched for changes (docs/decisions/0049).
 */
export async function trackTableReads<T>(tables: Set<string>, work: () => Promise<T>): Promise<T> {
  trackedWork += 1;
  try {
    return await tracking.run(tables, work);
  } finally {
    // While any work is tracked, Node runs a hook for every promise the process makes (its
    // answers and pages take thousands); with none tracked the hook is switched off, so work
    // whose answers are never shared does not pay for it. The next tracked work switches it on.
    trackedWork -= 1;
    if (trackedWork === 0) tracking.disable();
  }
}

/** Called for every statement sent (the database logger): costs one lookup when nothing tracks. */
export function noteStatement(sqlText: string): void {
  const tables = tracking.getStore();
  if (!tables) return;
  for (const table of tablesNamedIn(sqlText)) tables.add(table);
}
