/**
 * The cart kept in the shopper's browser (spec §3 'Local cart line', §4 'Cart line', §9 limits).
 * Pure functions over an immutable list of lines: every change returns a new list, or a typed
 * refusal when the change would break a limit, so the stored cart always satisfies them:
 * - one line per product + variation,
 * - every count a whole number from 1 up,
 * - at most MAX_CART_LINES lines and MAX_CART_PRODUCTS products in total.
 */

/** Total units across the cart (spec §9). */
export const MAX_CART_PRODUCTS = 100_000;
/** Lines of the local (browser) cart (spec §9). */
export const MAX_CART_LINES = 100;

export interface LocalCartLine {
  /** Product global id. */
  productID: string;
  /** Variation global id; '' when the product has none. */
  variationID: string;
  count: number;
  /** The shopper chose to pay only the down payment now. */
  downPayment: boolean;
  /** Milliseconds since the epoch of the last change by the shopper. */
  updateTime: number;
  /** Unit price the shopper last saw (stored unit), to tell them when it changed. */
  price?: number;
}

/** What identifies a line: the same product in another variation is another line. */
export interface CartLineKey {
  productID: string;
  variationID: string;
}

export type LocalCart = readonly LocalCartLine[];

export type CartRefusal =
  /** Adding would make more than MAX_CART_LINES lines. */
  | 'too_many_lines'
  /** The cart would hold more than MAX_CART_PRODUCTS products. */
  | 'too_many_products'
  /** Not a whole number (or, when adding, not at least 1). */
  | 'invalid_count'
  /** No product id. */
  | 'invalid_product';

export type CartResult = { ok: true; lines: LocalCart } | { ok: false; reason: CartRefusal };

export interface CartAddition {
  productID: string;
  variationID?: string;
  count: number;
  downPayment?: boolean;
  /** Unit price shown when adding. */
  price?: number;
}

export const EMPTY_CART: LocalCart = Object.freeze([]);

/** A string naming the line of `key`, for maps and React keys. */
export function lineKey(key: CartLineKey): string {
  return `${key.productID}\u0000${key.variationID}`;
}

export function sameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.productID === b.productID && a.variationID === b.variationID;
}

/** Products in the cart: the sum of the counts. */
export function cartCount(lines: LocalCart): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

function isValidPrice(price: unknown): price is number {
  return typeof price === 'number' && Number.isSafeInteger(price) && price >= 0;
}

/**
 * Adds `addition.count` of a product: raises the count of its line (taking the new down-payment
 * choice, price and time) or appends a line.
 */
export function addToCart(lines: LocalCart, addition: CartAddition, now: number): CartResult {
  const { productID, count } = addition;
  const variationID = addition.variationID ?? '';
  if (typeof productID !== 'string' || productID === '' || typeof variationID !== 'string') return { ok: false, reason: 'invalid_product' };
  if (!Number.isSafeInteger(count) || count < 1) return { ok: false, reason: 'invalid_count' };
  const key = { productID, variationID };
  const index = lines.findIndex((line) => sameLine(line, key));
  if (index === -1 && lines.length >= MAX_CART_LINES) return { ok: false, reason: 'too_many_lines' };
  if (cartCount(lines) + count > MAX_CART_PRODUCTS) return { ok: false, reason: 'too_many_products' };
  const price = isValidPrice(addition.price) ? addition.price : undefined;
  if (index === -1) {
    const line: LocalCartLine = { productID, variationID, count, downPayment: addition.downPayment ?? false, updateTime: now };
    if (price !== undefined) line.price = price;
    return { ok: true, lines: [...lines, line] };
  }
  const existing = lines[index]!;
  const updated: LocalCartLine = {
    ...existing,
    count: existing.count + count,
    downPayment: addition.downPayment ?? existing.downPayment,
    updateTime: now,
  };
  if (price !== undefined) updated.price = price;
  return { ok: true, lines: lines.map((line, i) => (i === index ? updated : line)) };
}

/** Adds several products at once (a bundle's items): all of them, or, when one is refused, none. */
export function addAllToCart(lines: LocalCart, additions: readonly CartAddition[], now: number): CartResult {
  let current = lines;
  for (const addition of additions) {
    const result = addToCart(current, addition, now);
    if (!result.ok) return result;
    current = result.lines;
  }
  return { ok: true, lines: current };
}

/** Sets the count of the line of `key`; 0 or less removes it (spec §4). An unknown line is left as is. */
export function setLineCount(lines: LocalCart, key: CartLineKey, count: number, now: number): CartResult {
  if (!Number.isSafeInteger(count)) return { ok: false, reason: 'invalid_count' };
  const index = lines.findIndex((line) => sameLine(line, key));
  if (index === -1) return { ok: true, lines };
  if (count <= 0) return { ok: true, lines: removeLine(lines, key) };
  const existing = lines[index]!;
  if (cartCount(lines) - existing.count + count > MAX_CART_PRODUCTS) return { ok: false, reason: 'too_many_products' };
  if (existing.count === count) return { ok: true, lines };
  return { ok: true, lines: lines.map((line, i) => (i === index ? { ...line, count, updateTime: now } : line)) };
}

export function removeLine(lines: LocalCart, key: CartLineKey): LocalCart {
  const kept = lines.filter((line) => !sameLine(line, key));
  return kept.length === lines.length ? lines : kept;
}

/**
 * Remembers the unit prices the shopper has now been shown, so a price change is reported once.
 * Prices that are not whole non-negative numbers are ignored.
 */
export function rememberPrices(lines: LocalCart, prices: ReadonlyArray<CartLineKey & { price: number }>): LocalCart {
  let changed = false;
  const next = lines.map((line) => {
    const seen = prices.find((entry) => sameLine(entry, line));
    if (!seen || !isValidPrice(seen.price) || line.price === seen.price) return line;
    changed = true;
    return { ...line, price: seen.price };
  });
  return changed ? next : lines;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLine(value: unknown): LocalCartLine | null {
  if (!isRecord(value)) return null;
  const { productID, variationID, count, downPayment, updateTime, price } = value;
  if (typeof productID !== 'string' || productID === '') return null;
  if (variationID !== undefined && variationID !== null && typeof variationID !== 'string') return null;
  if (typeof count !== 'number' || !Number.isFinite(count)) return null;
  const whole = Math.min(Math.floor(count), MAX_CART_PRODUCTS);
  if (whole < 1) return null;
  const line: LocalCartLine = {
    productID,
    variationID: variationID ?? '',
    count: whole,
    downPayment: downPayment === true,
    updateTime: typeof updateTime === 'number' && Number.isFinite(updateTime) && updateTime >= 0 ? updateTime + 0 : 0,
  };
  // `-0 + 0` is 0: storage written as JSON could not keep a negative zero anyway.
  if (isValidPrice(price)) line.price = price + 0;
  return line;
}

/**
 * The cart as found in browser storage, which anything may have written: malformed lines are
 * dropped, fractional counts rounded down, repeated lines merged, and the result clamped to the
 * limits (the first MAX_CART_LINES lines; counts cut so the total stays within MAX_CART_PRODUCTS).
 */
export function sanitizeStoredCart(stored: unknown): LocalCart {
  if (!Array.isArray(stored)) return EMPTY_CART;
  const merged = new Map<string, LocalCartLine>();
  for (const value of stored) {
    const line = readLine(value);
    if (!line) continue;
    const key = lineKey(line);
    const known = merged.get(key);
    if (!known) {
      if (merged.size < MAX_CART_LINES) merged.set(key, line);
      continue;
    }
    const later = line.updateTime >= known.updateTime ? line : known;
    const combined: LocalCartLine = { ...later, count: Math.min(known.count + line.count, MAX_CART_PRODUCTS) };
    merged.set(key, combined);
  }
  let remaining = MAX_CART_PRODUCTS;
  const lines: LocalCartLine[] = [];
  for (const line of merged.values()) {
    if (remaining <= 0) break;
    const count = Math.min(line.count, remaining);
    remaining -= count;
    lines.push(count === line.count ? line : { ...line, count });
  }
  return lines;
}
