import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_CART_PRODUCTS } from '../../domain/cart/local-cart';
import { createPersistence } from '../state/persistence';
import type { Persistence } from '../state/persistence';
import { PersistenceProvider } from '../state/persistence-react';
import { createMemoryStorage } from '../state/storage-access';
import type { PersistStorage } from '../state/storage-access';
import { useCart, useSavedCheckouts } from './use-cart';

afterEach(cleanup);

/** A page's persistence store over `storage`; `unload` is what the browser's page hide does. */
function openPage(storage: PersistStorage) {
  const listeners = new Set<() => void>();
  const persistence = createPersistence({
    storage,
    onUnload: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return { persistence, unload: () => listeners.forEach((listener) => listener()) };
}

function renderCart(persistence: Persistence, load = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PersistenceProvider persistence={persistence} load={load}>{children}</PersistenceProvider>
  );
  return renderHook(() => useCart(), { wrapper });
}

const storedLines = (storage: ReturnType<typeof createMemoryStorage>) => JSON.parse(storage.snapshot().localShoppingCart ?? 'null') as unknown;

function fullCart(lines: number, countEach = 1) {
  return JSON.stringify(Array.from({ length: lines }, (_, i) => ({ productID: `p${i}`, variationID: '', count: countEach, downPayment: false, updateTime: 1 })));
}

describe('cart store', () => {
  it('adds, raises the same line, keeps variations apart and removes a line set to 0', () => {
    const { persistence } = openPage(createMemoryStorage());
    const { result } = renderCart(persistence);
    expect(result.current.loaded).toBe(true);
    expect(result.current.lines).toEqual([]);

    act(() => void result.current.add({ productID: 'kopi', count: 2, price: 85000 }));
    act(() => void result.current.add({ productID: 'kopi', count: 1, price: 85000 }));
    act(() => void result.current.add({ productID: 'kaos', variationID: 'kaos-m', count: 1 }));
    expect(result.current.lines.map((line) => [line.productID, line.variationID, line.count])).toEqual([
      ['kopi', '', 3],
      ['kaos', 'kaos-m', 1],
    ]);
    expect(result.current.count).toBe(4);
    expect(result.current.lines[0]?.price).toBe(85000);

    act(() => void result.current.setCount({ productID: 'kopi', variationID: '' }, 0));
    expect(result.current.lines.map((line) => line.productID)).toEqual(['kaos']);
    act(() => result.current.remove({ productID: 'kaos', variationID: 'kaos-m' }));
    expect(result.current.lines).toEqual([]);
    expect(result.current.count).toBe(0);
  });

  it('refuses a 101st line and more than 100000 products, leaving the cart as it was', () => {
    const full = createMemoryStorage({ localShoppingCart: fullCart(MAX_CART_LINES) });
    const { result } = renderCart(openPage(full).persistence);
    let outcome: ReturnType<typeof result.current.add> | undefined;
    act(() => {
      outcome = result.current.add({ productID: 'one-more', count: 1 });
    });
    expect(outcome).toEqual({ ok: false, reason: 'too_many_lines' });
    expect(result.current.lines).toHaveLength(MAX_CART_LINES);
    cleanup();

    const heavy = createMemoryStorage({ localShoppingCart: fullCart(1, MAX_CART_PRODUCTS) });
    const second = renderCart(openPage(heavy).persistence);
    act(() => {
      outcome = second.result.current.add({ productID: 'p0', count: 1 });
    });
    expect(outcome).toEqual({ ok: false, reason: 'too_many_products' });
    act(() => {
      outcome = second.result.current.setCount({ productID: 'p0', variationID: '' }, 2.5);
    });
    expect(outcome).toEqual({ ok: false, reason: 'invalid_count' });
    expect(second.result.current.count).toBe(MAX_CART_PRODUCTS);
  });

  it('survives the page going away and a reload', () => {
    const storage = createMemoryStorage();
    const first = openPage(storage);
    const page = renderCart(first.persistence);
    act(() => void page.result.current.add({ productID: 'kopi', count: 2 }));
    first.unload();
    page.unmount();
    first.persistence.dispose();

    const reloaded = renderCart(openPage(storage).persistence);
    expect(reloaded.result.current.lines.map((line) => [line.productID, line.count])).toEqual([['kopi', 2]]);
  });

  it('is written at once, so it is kept even when the browser never reports the page going away', () => {
    const storage = createMemoryStorage();
    const page = renderCart(openPage(storage).persistence);
    act(() => void page.result.current.add({ productID: 'kopi', count: 1 }));
    expect(storedLines(storage)).toMatchObject([{ productID: 'kopi', count: 1 }]);
    page.unmount();

    const reloaded = renderCart(openPage(storage).persistence);
    expect(reloaded.result.current.count).toBe(1);
    act(() => reloaded.result.current.clear());
    expect(storage.snapshot().localShoppingCart).toBeUndefined();
  });

  it('does not lose what was stored when adding before the store has read storage', () => {
    const storage = createMemoryStorage({ localShoppingCart: fullCart(1) });
    const { result } = renderCart(openPage(storage).persistence, false);
    expect(result.current.loaded).toBe(false);
    act(() => void result.current.add({ productID: 'kopi', count: 1 }));
    expect(result.current.lines.map((line) => line.productID)).toEqual(['p0', 'kopi']);
    expect(storedLines(storage)).toHaveLength(2);
  });

  it('takes in what another tab stored, and builds on it', () => {
    const storage = createMemoryStorage();
    const { result } = renderCart(openPage(storage).persistence);
    const otherTab = JSON.stringify([{ productID: 'teh', variationID: '', count: 3, downPayment: false, updateTime: 5 }]);
    storage.setItem('localShoppingCart', otherTab);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'localShoppingCart', newValue: otherTab })));
    expect(result.current.count).toBe(3);
    act(() => void result.current.add({ productID: 'kopi', count: 1 }));
    expect(storedLines(storage)).toMatchObject([{ productID: 'teh', count: 3 }, { productID: 'kopi', count: 1 }]);
  });

  it('ignores stored nonsense', () => {
    const storage = createMemoryStorage({ localShoppingCart: '[{"productID":"kopi","count":-2},{"productID":"teh","count":1.9},"x"]' });
    const { result } = renderCart(openPage(storage).persistence);
    expect(result.current.lines.map((line) => [line.productID, line.count])).toEqual([['teh', 1]]);
  });
});

describe('saved checkouts', () => {
  it('stores checkouts under itemCheckout, written at once', () => {
    const storage = createMemoryStorage();
    const { persistence } = openPage(storage);
    const wrapper = ({ children }: { children: ReactNode }) => <PersistenceProvider persistence={persistence}>{children}</PersistenceProvider>;
    const { result } = renderHook(() => useSavedCheckouts(), { wrapper });
    act(() => result.current.save('chk_1', { coupon: '', bundles: [], customFields: {}, products: [], shippingAddress: null, createdAt: 10 }));
    expect(result.current.checkouts).toEqual({ chk_1: { coupon: '', bundles: [], products: [], shippingAddress: null, createdAt: 10 } });
    expect(JSON.parse(storage.snapshot().itemCheckout ?? '{}')).toEqual({ chk_1: { coupon: '', bundles: [], products: [], shippingAddress: null, createdAt: 10 } });
  });
});
