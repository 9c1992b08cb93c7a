// Cache keys are computed on the server when it embeds query results and again in the
// browser when a screen asks for them; both sides must produce the same string for the same
// request, whatever order the variables were written in.

export type GraphVariables = Readonly<Record<string, unknown>>;

/** JSON with object keys sorted at every depth; `undefined` members dropped as JSON does. */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  // Dates, and anything else with its own JSON form, keep it.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  }
  return sorted;
}

/** `undefined` and `{}` variables are the same request. */
export function variablesJson(variables: GraphVariables | undefined): string {
  return stableJson(variables ?? {});
}

/**
 * The key of one query result: the query text, a control character that GraphQL
 * documents do not contain, then the variables. Starting with the query text lets
 * `graphQueryKeyPrefix` invalidate every variation of one query at once.
 */
export function graphCacheKey(query: string, variables?: GraphVariables): string {
  return `${graphQueryKeyPrefix(query)}${variablesJson(variables)}`;
}

export function graphQueryKeyPrefix(query: string): string {
  return `${query.trim()}\u0001`;
}
