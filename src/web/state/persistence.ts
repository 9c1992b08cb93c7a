// Browser state kept across page loads (spec §3 'Persist state', §4 Persistence, §7, §8).
// Each persisted key path is one local-storage key, holding the value stored under that path.
// Writes happen when the page goes away, and only for keys whose text differs from what this
// page last read or wrote, so an untouched tab never overwrites what another tab saved.
import { LANGUAGE_STORAGE_KEY } from '../../domain/i18n/language';
import type { PersistStorage, UnloadSource } from './storage-access';
import { isQuotaExceededError } from './storage-access';

export const PERSIST_ON = 'PERSIST_ON';
export const PERSIST_OFF = 'PERSIST_OFF';
export const LOAD_STATE_FROM_STORAGE = 'LOAD_STATE_FROM_STORAGE';

/** Local-storage keys of the browser client (spec §7). */
export const STORAGE_KEYS = Object.freeze({
  itemCheckout: 'itemCheckout',
  localShoppingCart: 'localShoppingCart',
  multiDownloadWarned: 'multiDownloadWarned',
  webAppPrompted: 'webAppPrompted',
  language: LANGUAGE_STORAGE_KEY,
} as const);

export type PersistAction =
  | { type: typeof PERSIST_ON; keys: readonly string[] }
  | { type: typeof PERSIST_OFF; keys: readonly string[] }
  | { type: typeof LOAD_STATE_FROM_STORAGE };

/**
 * Where the push subscription is kept (spec §3: the persisted browser state also holds it): the
 * one the shop accepted last, with its keys, so the page knows whether notifications are on and
 * can name it (`replaces`) when the browser hands out a new one. Not a key path: always kept.
 */
export const PUSH_SUBSCRIPTION_STORAGE_KEY = 'pushSubscription';

/** The local-storage keys of spec §7, persisted unless told otherwise. */
export const DEFAULT_PERSISTED_KEYS: readonly string[] = Object.freeze(Object.values(STORAGE_KEYS));

/** Plain text rather than JSON: the page script and the server read `_lang` as it is. */
const PLAIN_TEXT_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.language]);

export interface PersistState {
  /** LOAD_STATE_FROM_STORAGE has run. */
  readonly loaded: boolean;
  /** Persisted key paths, in the order they were turned on. */
  readonly keys: readonly string[];
  /** The push subscription the shop accepted last, restored on load and saved like the keys. */
  readonly pushSubscription: PushSubscriptionJSON | null;
  /** A storage failure other than a full quota happened; nothing will be written again. */
  readonly savingDisabled: boolean;
}

export interface PersistenceOptions {
  /** Null where there is none (server rendering): nothing is restored or saved. */
  storage: PersistStorage | null;
  onUnload: UnloadSource;
  /** Key paths persisted from the start; every spec §7 key when absent. */
  keys?: readonly string[];
  warn?: (message: string, error?: unknown) => void;
}

export interface Persistence {
  dispatch(action: PersistAction): void;
  getState(): PersistState;
  getValue<T = unknown>(key: string): T | undefined;
  /** `undefined` clears the value (and, once saved, the stored item). */
  setValue(key: string, value: unknown): void;
  setPushSubscription(subscription: PushSubscriptionJSON | null): void;
  /** Something would be written if the page went away now. */
  hasUnsavedChanges(): boolean;
  /** What the unload does: writes the changed keys, if loaded and saving still works. */
  save(): void;
  subscribe(listener: () => void): () => void;
  /** Stops listening for unload. */
  dispose(): void;
}

const SKIPPED = Symbol('skipped');

export function createPersistence(options: PersistenceOptions): Persistence {
  const { storage } = options;
  const warn = options.warn ?? ((message: string, error?: unknown) => console.warn(message, error));
  const values = new Map<string, unknown>();
  /** The text this page knows storage holds per key (null: none), from its last load or save. */
  const stored = new Map<string, string | null>();
  const listeners = new Set<() => void>();
  let state: PersistState = {
    loaded: false,
    keys: unique(options.keys ?? DEFAULT_PERSISTED_KEYS),
    pushSubscription: null,
    savingDisabled: false,
  };

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function setState(changes: Partial<PersistState>): void {
    state = { ...state, ...changes };
    notify();
  }

  function disableSaving(error: unknown): void {
    if (state.savingDisabled) return;
    warn('Browser storage failed; this page will not save its state again.', error);
    setState({ savingDisabled: true });
  }

  function encode(key: string, value: unknown): string | null | typeof SKIPPED {
    if (value === undefined) return null;
    if (PLAIN_TEXT_KEYS.has(key) && typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? null;
    } catch (error) {
      warn(`The value of ${key} cannot be stored.`, error);
      return SKIPPED;
    }
  }

  function decode(key: string, text: string): unknown {
    if (PLAIN_TEXT_KEYS.has(key)) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      warn(`The stored value of ${key} is not valid and was left out.`, error);
      return SKIPPED;
    }
  }

  /** Storage wins over what is in memory: memory holds only code defaults before a load. */
  function restore(keys: readonly string[]): void {
    if (!storage) return;
    for (const key of keys) {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch (error) {
        // Writing what could not be read would destroy it.
        disableSaving(error);
        continue;
      }
      stored.set(key, text);
      if (text === null) continue;
      const value = decode(key, text);
      if (value !== SKIPPED) values.set(key, value);
    }
  }

  /** The stored subscription, when it has what a subscription needs (storage may hold anything). */
  function restorePushSubscription(): void {
    if (!storage) return;
    let text: string | null;
    try {
      text = storage.getItem(PUSH_SUBSCRIPTION_STORAGE_KEY);
    } catch (error) {
      disableSaving(error);
      return;
    }
    stored.set(PUSH_SUBSCRIPTION_STORAGE_KEY, text);
    if (text === null) return;
    const value = decode(PUSH_SUBSCRIPTION_STORAGE_KEY, text);
    if (value === SKIPPED) return;
    if (isPushSubscriptionJson(value)) state = { ...state, pushSubscription: value };
    else warn(`The stored value of ${PUSH_SUBSCRIPTION_STORAGE_KEY} is not a push subscription and was left out.`);
  }

  function changes(): Array<{ key: string; text: string | null }> {
    const found: Array<{ key: string; text: string | null }> = [];
    const pushText = state.pushSubscription ? encode(PUSH_SUBSCRIPTION_STORAGE_KEY, state.pushSubscription) : null;
    const pushKnown = stored.get(PUSH_SUBSCRIPTION_STORAGE_KEY);
    if (pushText !== SKIPPED && !(pushKnown === undefined && pushText === null) && pushKnown !== pushText) {
      found.push({ key: PUSH_SUBSCRIPTION_STORAGE_KEY, text: pushText });
    }
    for (const key of state.keys) {
      const text = encode(key, values.get(key));
      if (text === SKIPPED) continue;
      const known = stored.get(key);
      // Never seen in storage and nothing to write: whatever is there is left alone.
      if (known === undefined && text === null) continue;
      if (known !== text) found.push({ key, text });
    }
    // A key no longer persisted is taken out, so a later load does not bring back stale data.
    for (const [key, known] of stored) {
      if (known !== null && key !== PUSH_SUBSCRIPTION_STORAGE_KEY && !state.keys.includes(key)) found.push({ key, text: null });
    }
    return found;
  }

  function canSave(): boolean {
    return storage !== null && state.loaded && !state.savingDisabled;
  }

  function save(): void {
    // Before the load, memory has not seen what is stored, and writing it would lose that.
    if (!storage || !canSave()) return;
    for (const { key, text } of changes()) {
      try {
        if (text === null) storage.removeItem(key);
        else storage.setItem(key, text);
        stored.set(key, text);
      } catch (error) {
        // A full storage is ignored (spec §8); the key stays changed and is tried next time.
        if (isQuotaExceededError(error)) continue;
        disableSaving(error);
        return;
      }
    }
  }

  function dispatch(action: PersistAction): void {
    switch (action.type) {
      case PERSIST_ON: {
        const added = action.keys.filter((key) => !state.keys.includes(key));
        if (added.length === 0) return;
        // Turned on after the load: restored now, as the load would have done.
        if (state.loaded) restore(added);
        setState({ keys: unique([...state.keys, ...added]) });
        return;
      }
      case PERSIST_OFF: {
        const keys = state.keys.filter((key) => !action.keys.includes(key));
        if (keys.length !== state.keys.length) setState({ keys });
        return;
      }
      case LOAD_STATE_FROM_STORAGE: {
        restore(state.keys);
        restorePushSubscription();
        setState({ loaded: true });
        return;
      }
    }
  }

  const stopListening = options.onUnload(save);

  return {
    dispatch,
    getState: () => state,
    getValue: <T>(key: string) => values.get(key) as T | undefined,
    setValue(key, value) {
      if (Object.is(values.get(key), value)) return;
      if (value === undefined) values.delete(key);
      else values.set(key, value);
      notify();
    },
    setPushSubscription(subscription) {
      if (state.pushSubscription !== subscription) setState({ pushSubscription: subscription });
    },
    hasUnsavedChanges: () => canSave() && changes().length > 0,
    save,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: stopListening,
  };
}

function unique(keys: readonly string[]): readonly string[] {
  return Object.freeze([...new Set(keys)]);
}

function isPushSubscriptionJson(value: unknown): value is PushSubscriptionJSON {
  if (typeof value !== 'object' || value === null) return false;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || endpoint === '' || typeof keys !== 'object' || keys === null) return false;
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  return typeof p256dh === 'string' && typeof auth === 'string';
}
