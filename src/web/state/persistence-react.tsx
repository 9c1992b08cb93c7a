// React bindings of persistence. Stored values are restored only after hydration: the server
// cannot see local storage, so the first client render must match the server's and show the
// initial values; components then re-render with what was stored.
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Persistence, PersistState } from './persistence';
import { LOAD_STATE_FROM_STORAGE } from './persistence';

const PersistenceContext = createContext<Persistence | null>(null);

export interface PersistenceProviderProps {
  persistence: Persistence;
  /** Dispatch LOAD_STATE_FROM_STORAGE once mounted (default), unless already loaded. */
  load?: boolean;
  children?: ReactNode;
}

export function PersistenceProvider({ persistence, load = true, children }: PersistenceProviderProps) {
  useEffect(() => {
    if (load && !persistence.getState().loaded) persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE });
  }, [persistence, load]);
  return <PersistenceContext value={persistence}>{children}</PersistenceContext>;
}

export function usePersistence(): Persistence {
  const persistence = useContext(PersistenceContext);
  if (!persistence) throw new Error('usePersistence, usePersistState and usePersistedState need a PersistenceProvider above them');
  return persistence;
}

/** The loaded flag, the persisted key paths and the push subscription. */
export function usePersistState(): PersistState {
  const persistence = usePersistence();
  // What the server rendered with: it never loads. Hydration must see the same even when the
  // page loaded the store before hydrating.
  const [serverState] = useState<PersistState>(() => ({
    ...persistence.getState(),
    loaded: false,
    pushSubscription: null,
    savingDisabled: false,
  }));
  const readServer = useCallback(() => serverState, [serverState]);
  return useSyncExternalStore(persistence.subscribe, persistence.getState, readServer);
}

export type PersistedStateSetter<T> = (next: T | ((previous: T) => T)) => void;

/**
 * Like `useState`, but the value lives in the persistence store under `key`, so it is shared
 * by every component using the key and saved when the page goes away (if `key` is persisted).
 * `initial` is read once, as with `useState`, and shown while nothing is stored.
 */
export function usePersistedState<T>(key: string, initial: T): [T, PersistedStateSetter<T>] {
  const persistence = usePersistence();
  const [fallback] = useState(initial);
  const subscribe = persistence.subscribe;
  const read = useCallback(() => {
    const value = persistence.getValue<T>(key);
    return value === undefined ? fallback : value;
  }, [persistence, key, fallback]);
  const readServer = useCallback(() => fallback, [fallback]);
  const value = useSyncExternalStore(subscribe, read, readServer);
  const setValue = useCallback<PersistedStateSetter<T>>(
    (next) => {
      const stored = persistence.getValue<T>(key);
      const previous = stored === undefined ? fallback : stored;
      persistence.setValue(key, typeof next === 'function' ? (next as (previous: T) => T)(previous) : next);
    },
    [persistence, key, fallback],
  );
  return [value, setValue];
}
