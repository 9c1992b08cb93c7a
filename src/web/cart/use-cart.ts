// React access to the local cart and the saved checkouts. Both live in the browser only: the
// server renders them empty, hydration sees the same, and the stored values show right after
// (see persistence-react). `loaded` tells a screen whether what it shows is the real cart yet.
import { useEffect, useMemo } from 'react';
import type { CartAddition, CartLineKey, CartResult, LocalCart } from '../../domain/cart/local-cart';
import { addAllToCart, addToCart, cartCount, EMPTY_CART, removeLine, rememberPrices, sanitizeStoredCart, setLineCount } from '../../domain/cart/local-cart';
import type { SavedCheckout, SavedCheckouts } from '../../domain/checkout/saved-checkouts';
import { NO_SAVED_CHECKOUTS, sanitizeSavedCheckouts } from '../../domain/checkout/saved-checkouts';
import { usePersistedState, usePersistence, usePersistState } from '../state/persistence-react';
import { CART_KEY, changeCart, CHECKOUTS_KEY, clearCart, followOtherTabs, rememberCheckout } from './cart-store';

export interface CartActions {
  /** Adds products (raising the line of the same product and variation); refused beyond the limits. */
  add(addition: CartAddition): CartResult;
  /** Adds several products together (a bundle's items); when one is refused, nothing changes. */
  addAll(additions: readonly CartAddition[]): CartResult;
  /** Sets a line's count; 0 or less removes the line. */
  setCount(key: CartLineKey, count: number): CartResult;
  remove(key: CartLineKey): void;
  clear(): void;
  /** Remembers the unit prices the shopper has been shown, so a change is reported once. */
  rememberPrices(prices: ReadonlyArray<CartLineKey & { price: number }>): void;
}

export interface Cart extends CartActions {
  lines: LocalCart;
  /** Products in the cart (the sum of the counts). */
  count: number;
  /** Storage has been read: `lines` is the shopper's cart, not the empty one of the server render. */
  loaded: boolean;
}

/** Follows changes other tabs make while a component showing the cart is mounted. */
function useOtherTabs(): void {
  const persistence = usePersistence();
  useEffect(() => (typeof window === 'undefined' ? undefined : followOtherTabs(persistence, window)), [persistence]);
}

export function useCart(): Cart {
  const persistence = usePersistence();
  const { loaded } = usePersistState();
  const [stored] = usePersistedState<unknown>(CART_KEY, EMPTY_CART);
  useOtherTabs();
  const lines = useMemo(() => sanitizeStoredCart(stored), [stored]);
  const actions = useMemo<CartActions>(
    () => ({
      add: (addition) => changeCart(persistence, (current) => addToCart(current, addition, Date.now())),
      addAll: (additions) => changeCart(persistence, (current) => addAllToCart(current, additions, Date.now())),
      setCount: (key, count) => changeCart(persistence, (current) => setLineCount(current, key, count, Date.now())),
      remove: (key) => void changeCart(persistence, (current) => ({ ok: true, lines: removeLine(current, key) })),
      clear: () => clearCart(persistence),
      rememberPrices: (prices) => void changeCart(persistence, (current) => ({ ok: true, lines: rememberPrices(current, prices) })),
    }),
    [persistence],
  );
  return useMemo(() => ({ ...actions, lines, count: cartCount(lines), loaded }), [actions, lines, loaded]);
}

/** Products in the cart, and whether storage has been read (the server cannot know). */
export function useCartCount(): { count: number; loaded: boolean } {
  const { count, loaded } = useCart();
  return { count, loaded };
}

export interface SavedCheckoutsApi {
  checkouts: SavedCheckouts;
  loaded: boolean;
  save(id: string, entry: SavedCheckout): void;
}

/** The checkouts this browser started (spec §3 'Saved checkout'), newest kept. */
export function useSavedCheckouts(): SavedCheckoutsApi {
  const persistence = usePersistence();
  const { loaded } = usePersistState();
  const [stored] = usePersistedState<unknown>(CHECKOUTS_KEY, NO_SAVED_CHECKOUTS);
  useOtherTabs();
  const checkouts = useMemo(() => sanitizeSavedCheckouts(stored), [stored]);
  return useMemo(
    () => ({ checkouts, loaded, save: (id: string, entry: SavedCheckout) => void rememberCheckout(persistence, id, entry) }),
    [checkouts, loaded, persistence],
  );
}
