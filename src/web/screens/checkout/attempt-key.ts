// Keys that make a side-effecting call (placing an order, starting a payment) safe to repeat.
// One key stands for one attempt: it is kept in session storage until the server has
// answered, so a retry after a dropped connection, or a reload of the page, sends the same key
// and the server returns what it already did instead of doing it twice.

const PREFIX = 'etalase.attempt.';

interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Used when session storage cannot be reached (some privacy modes): keys then last as long as the page. */
const memory = new Map<string, string>();

const memoryStorage: KeyStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function sessionStore(): KeyStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return memoryStorage;
    // Reading it is not enough: Safari's private mode used to refuse only writes.
    const probe = `${PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage;
  }
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random UUID; `randomUUID` exists only on secure pages, the random bytes everywhere. */
export function newClientKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** The key of the attempt under way for `scope`, made and kept on first use. */
export function attemptKey(scope: string): string {
  const storage = sessionStore();
  const name = PREFIX + scope;
  try {
    const known = storage.getItem(name);
    if (known) return known;
  } catch {
    // Unreadable: a new key is the best there is.
  }
  const key = newClientKey();
  try {
    storage.setItem(name, key);
  } catch {
    memory.set(name, key);
  }
  return key;
}

/** The server answered the attempt: the next one needs a key of its own. */
export function finishAttempt(scope: string): void {
  memory.delete(PREFIX + scope);
  try {
    sessionStore().removeItem(PREFIX + scope);
  } catch {
    // Nothing to clean up where nothing could be stored.
  }
}

export const placeOrderScope = (checkoutId: string) => `placeOrder.${checkoutId}`;
export const startPaymentScope = (orderId: string, method: string) => `startPayment.${orderId}.${method}`;
