// The in-app history stack (spec §2, §4): pure list operations, capped at ROUTE_HISTORY_LIMIT.
import { ROUTE_HISTORY_LIMIT } from './router-constants';
import type { RouteEntry } from './router-types';

export interface StackItem {
  entry: RouteEntry;
  /** Position in the browser's history; null for inserted back routes the browser never saw. */
  index: number | null;
}

/** Key under which the router stamps its position into `history.state`. */
const STATE_KEY = '__etalaseRouterIndex';

export function stateFor(index: number, previous?: unknown): Record<string, unknown> {
  const base = typeof previous === 'object' && previous !== null ? (previous as Record<string, unknown>) : {};
  return { ...base, [STATE_KEY]: index };
}

export function readIndex(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[STATE_KEY];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function cap(items: readonly StackItem[]): StackItem[] {
  return items.length > ROUTE_HISTORY_LIMIT ? items.slice(items.length - ROUTE_HISTORY_LIMIT) : [...items];
}

export function pushItem(items: readonly StackItem[], item: StackItem): StackItem[] {
  return cap([...items, item]);
}

export function replaceTop(items: readonly StackItem[], item: StackItem): StackItem[] {
  return [...items.slice(0, -1), item];
}

/** Puts an entry right below the top, so popping the top leads there. */
export function insertBelowTop(items: readonly StackItem[], entry: RouteEntry): StackItem[] {
  const top = items[items.length - 1];
  if (!top) return [{ entry, index: null }];
  return cap([...items.slice(0, -1), { entry, index: null }, top]);
}

/**
 * The stack after the browser moved back to position `index`: everything at or above that
 * position goes, including inserted routes the browser does not know of, then the entry the
 * browser landed on becomes the top.
 */
export function backTo(items: readonly StackItem[], index: number, entry: RouteEntry): StackItem[] {
  const kept = [...items];
  while (kept.length > 0) {
    const top = kept[kept.length - 1]!;
    if (top.index !== null && top.index < index) break;
    kept.pop();
  }
  return pushItem(kept, { entry, index });
}

/** The stack after the browser reported a move to `index` (undefined: an entry it made itself). */
export function afterPopState(items: readonly StackItem[], currentIndex: number, index: number | undefined, entry: RouteEntry): StackItem[] {
  if (index === undefined) return replaceTop(items, { entry, index: currentIndex });
  if (index < currentIndex) return backTo(items, index, entry);
  return pushItem(items, { entry, index });
}
