import type { Builder } from './builder.server';
import { userError } from './errors.server';

/** Largest page a connection answers; asking for more is refused rather than silently cut. */
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  /** True when the list holds more than `totalCount`: it was counted up to a limit (a broad search). */
  totalCountCapped: boolean;
}

const CURSOR_PREFIX = 'offset:';

export function offsetCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`).toString('base64url');
}

function cursorOffset(cursor: string, argName: string): number {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = decoded.startsWith(CURSOR_PREFIX) ? Number(decoded.slice(CURSOR_PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) throw userError(`The \`${argName}\` cursor is not valid.`);
  return offset;
}

function checkSize(value: number | null | undefined, argName: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    throw userError(`\`${argName}\` must be a whole number from 0 to ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

/** What a page's read answers: its items and the list's total (`totalCountCapped`: counted up to a limit). */
interface PageRead<T> {
  items: T[];
  totalCount: number;
  totalCountCapped?: boolean | undefined;
}

/**
 * Offset pagination behind Relay cursors. A connection read without `first` or `last` is an
 * error (spec §5), so no client can ask for an unbounded list by accident.
 */
export async function paginate<T>(
  field: string,
  args: PageArgs,
  fetchPage: (window: { limit: number; offset: number }) => Promise<PageRead<T>>,
  countAll: () => Promise<number>,
): Promise<Connection<T>> {
  const first = checkSize(args.first, 'first');
  const last = checkSize(args.last, 'last');
  if (first === undefined && last === undefined) {
    throw userError(`You must provide \`first\` or \`last\` to read the \`${field}\` connection.`, 'PAGINATION_REQUIRED');
  }
  const start = args.after ? cursorOffset(args.after, 'after') + 1 : 0;
  let end = args.before ? cursorOffset(args.before, 'before') : Number.POSITIVE_INFINITY;
  let knownTotal: number | undefined;
  if (first === undefined) {
    // Counting back needs the end: the list's, or the cursor's if that still lies within it.
    knownTotal = await countAll();
    end = Math.min(end, knownTotal);
  }
  let offset = start;
  let limit = Math.max(0, end - start);
  if (first !== undefined) limit = Math.min(limit, first);
  if (last !== undefined && limit > last) {
    offset += limit - last;
    limit = last;
  }
  const page: PageRead<T> = limit > 0 ? await fetchPage({ limit, offset }) : { items: [], totalCount: knownTotal ?? (await countAll()) };
  const totalCount = knownTotal ?? page.totalCount;
  const edges = page.items.map((node, index) => ({ cursor: offsetCursor(offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: offset > 0,
      hasNextPage: offset + page.items.length < Math.min(totalCount, end),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount,
    totalCountCapped: page.totalCountCapped ?? false,
  };
}

/** The Relay paging arguments every connection field takes. */
export function pageArgs(builder: Builder) {
  return builder.args((t) => ({
    first: t.int({ required: false }),
    after: t.string({ required: false }),
    last: t.int({ required: false }),
    before: t.string({ required: false }),
  }));
}
