// The local cart (spec §3, §4, §9) and the saved checkouts, kept in the persistence store under
// the local-storage keys of spec §7. The persistence store writes when the page goes away; a
// cart change is written at once as well, so it outlives a browser that is closed or killed
// without a clean page hide (mobile browsers) and other tabs see it straight away.
import type { CartResult, LocalCart } from '../../domain/cart/local-cart';
import { EMPTY_CART, sanitizeStoredCart } from '../../domain/cart/local-cart';
import type { SavedCheckout, SavedCheckouts } from '../../domain/checkout/saved-checkouts';
import { saveCheckout, sanitizeSavedCheckouts } from '../../domain/checkout/saved-checkouts';
import type { Persistence } from '../state/persistence';
import { LOAD_STATE_FROM_STORAGE, STORAGE_KEYS } from '../state/persistence';

export const CART_KEY = STORAGE_KEYS.localShoppingCart;
export const CHECKOUTS_KEY = STORAGE_KEYS.itemCheckout;

/**
 * Before the store has read storage, memory holds only defaults: a change made then would be
 * overwritten by the load (and saving is refused until it happened). Loading first keeps it.
 */
function ensureLoaded(persistence: Persistence): void {
  if (!persistence.getState().loaded) persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE });
}

export function readCart(persistence: Persistence): LocalCart {
  return sanitizeStoredCart(persistence.getValue(CART_KEY));
}

/**
 * Applies `change` to the current cart; on success the new cart is stored and written to
 * storage now. A refusal leaves everything as it was.
 */
export function changeCart(persistence: Persistence, change: (lines: LocalCart) => CartResult): CartResult {
  ensureLoaded(persistence);
  const current = readCart(persistence);
  const result = change(current);
  if (result.ok && result.lines !== current) {
    // An empty cart leaves nothing behind in storage.
    persistence.setValue(CART_KEY, result.lines.length ? result.lines : undefined);
    persistence.save();
  }
  return result;
}

export function clearCart(persistence: Persistence): void {
  changeCart(persistence, () => ({ ok: true, lines: EMPTY_CART }));
}

export function readSavedCheckouts(persistence: Persistence): SavedCheckouts {
  return sanitizeSavedCheckouts(persistence.getValue(CHECKOUTS_KEY));
}

/** Remembers a checkout this browser started (at most 20, the oldest dropped first). */
export function rememberCheckout(persistence: Persistence, id: string, entry: SavedCheckout): SavedCheckouts {
  ensureLoaded(persistence);
  const next = saveCheckout(readSavedCheckouts(persistence), id, entry);
  persistence.setValue(CHECKOUTS_KEY, next);
  persistence.save();
  return next;
}

/** The part of `window` that tells of changes other tabs made to local storage. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

const FOLLOWED_KEYS: readonly string[] = [CART_KEY, CHECKOUTS_KEY];

function parseStored(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const followers = new WeakMap<Persistence, { users: number; stop: () => void }>();

/**
 * Takes in what another tab wrote to the cart or the saved checkouts, so this tab shows it and
 * its own next change builds on it instead of overwriting it. Shared by every user of the same
 * persistence store; returns the function that stops following (once every user stopped).
 */
export function followOtherTabs(persistence: Persistence, source: StorageEventSource): () => void {
  const known = followers.get(persistence);
  if (known) {
    known.users += 1;
  } else {
    const listener = (event: StorageEvent) => {
      // Before the load, the load itself will read what the other tab wrote.
      if (!persistence.getState().loaded) return;
      // A null key: the other tab cleared the whole storage.
      const keys = event.key === null ? FOLLOWED_KEYS : FOLLOWED_KEYS.filter((key) => key === event.key);
      for (const key of keys) persistence.setValue(key, event.key === null ? undefined : parseStored(event.newValue));
    };
    source.addEventListener('storage', listener);
    followers.set(persistence, { users: 1, stop: () => source.removeEventListener('storage', listener) });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const entry = followers.get(persistence);
    if (!entry) return;
    entry.users -= 1;
    if (entry.users === 0) {
      entry.stop();
      followers.delete(persistence);
    }
  };
}
