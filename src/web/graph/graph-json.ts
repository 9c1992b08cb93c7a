// Values of the JSON scalar arrive typed `unknown` (src/web/graph/generated): read them with a check.

/** A JSON value as an object of named values; anything else (null, a list, text) as an empty one. */
export function jsonObject(value: unknown): Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
