/** Connection-level failures: the database is down or restarting, not the request at fault. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One or two lines saying why a database step failed, for a person reading a start log or a
 * command's output. A query error from the ORM leads with the whole SQL text ("Failed query:
 * …", kilobytes for a migration); the cause below it holds what actually went wrong.
 */
export function databaseErrorSummary(error: unknown): string {
  const chain: Array<{ message: string; code?: string; detail?: string }> = [];
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const { message, code, detail } = current as { message?: unknown; code?: unknown; detail?: unknown };
    chain.push({
      message: typeof message === 'string' ? message : String(current),
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof detail === 'string' ? { detail } : {}),
    });
    current = (current as { cause?: unknown }).cause;
  }
  // The database's own report (an SQLSTATE, or a refused connection) is the cause; a file-system
  // code deeper down (the data directory's lock) is not, its wrapper says it better.
  const fromDatabase = (link: { code?: string }) => Boolean(link.code && (/^[0-9A-Z]{5}$/.test(link.code) || UNAVAILABLE_CODES.has(link.code)));
  const root = [...chain].reverse().find(fromDatabase) ?? chain.find((link) => !/^Failed query:/.test(link.message)) ?? chain[0];
  if (!root) return 'Unknown error.';
  const firstLine = (root.message.split('\n')[0] ?? '').slice(0, 300);
  const code = root.code && fromDatabase(root) ? ` (${/^[0-9A-Z]{5}$/.test(root.code) ? `PostgreSQL ${root.code}` : root.code})` : '';
  const unavailable = isDatabaseUnavailable(error) ? ' Is the database running and DATABASE_URL right?' : '';
  const detail = root.detail ? `\n${root.detail.split('\n')[0]!.slice(0, 300)}` : '';
  return `${firstLine}${code}.${unavailable}${detail}`.replace(/\.\./g, '.');
}

/** A unique index refused the row (SQLSTATE 23505): two writers raced for one slug, say. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
