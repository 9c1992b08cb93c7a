// What persistence needs from the browser, behind small interfaces: the same store then runs
// during server rendering (no storage), under tests (memory storage), and in the page.

/** The part of the Web Storage API that persistence uses. */
export interface PersistStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Calls `listener` when the page goes away; returns a function that stops listening. */
export type UnloadSource = (listener: () => void) => () => void;

interface UnloadTarget {
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * `pagehide` rather than `unload`: it also fires when the page enters the back-forward cache
 * and on mobile browsers, and listening to it does not keep the page out of that cache.
 * The target is looked up when listening starts, never when this module loads.
 */
export function pageUnloadSource(target: () => UnloadTarget | undefined): UnloadSource {
  return (listener) => {
    const found = target();
    found?.addEventListener('pagehide', listener);
    return () => found?.removeEventListener('pagehide', listener);
  };
}

/**
 * Local storage looked up on every call: reading `window.localStorage` itself throws in some
 * privacy modes, and persistence treats that like any other storage failure.
 */
export function browserLocalStorage(resolve: () => PersistStorage): PersistStorage {
  return {
    getItem: (key) => resolve().getItem(key),
    setItem: (key, value) => resolve().setItem(key, value),
    removeItem: (key) => resolve().removeItem(key),
  };
}

export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): PersistStorage & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}

/** Legacy codes: 22 in most browsers, 1014 in old Firefox. */
const QUOTA_CODES: readonly number[] = [22, 1014];
const QUOTA_NAMES: readonly string[] = ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'];

/** Storage is full (spec §8: ignored), as opposed to storage being unusable. */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (typeof name === 'string' && QUOTA_NAMES.includes(name)) || (typeof code === 'number' && QUOTA_CODES.includes(code));
}
