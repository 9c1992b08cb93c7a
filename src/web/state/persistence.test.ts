import { describe, expect, it, vi } from 'vitest';
import type { PersistenceOptions } from './persistence';
import { createPersistence, DEFAULT_PERSISTED_KEYS, LOAD_STATE_FROM_STORAGE, PERSIST_OFF, PERSIST_ON } from './persistence';
import type { PersistStorage } from './storage-access';
import { createMemoryStorage } from './storage-access';

function setup(stored: Record<string, string> = {}, options: Partial<PersistenceOptions> = {}) {
  const storage = createMemoryStorage(stored);
  const setItem = vi.spyOn(storage, 'setItem');
  const removeItem = vi.spyOn(storage, 'removeItem');
  const unloadListeners = new Set<() => void>();
  const warn = vi.fn();
  const persistence = createPersistence({
    storage,
    onUnload: (listener) => {
      unloadListeners.add(listener);
      return () => unloadListeners.delete(listener);
    },
    warn,
    ...options,
  });
  const unload = () => {
    for (const listener of unloadListeners) listener();
  };
  const load = () => persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE });
  return { storage, setItem, removeItem, persistence, unload, load, warn, unloadListeners };
}

/** Storage whose writes fail with `error`; reads work. */
function failingStorage(error: unknown, stored: Record<string, string> = {}): PersistStorage & { writes: number } {
  const inner = createMemoryStorage(stored);
  const storage = {
    writes: 0,
    getItem: (key: string) => inner.getItem(key),
    setItem: () => {
      storage.writes += 1;
      throw error;
    },
    removeItem: () => {
      storage.writes += 1;
      throw error;
    },
  };
  return storage;
}

describe('persistence state', () => {
  it('persists exactly the local-storage keys of spec §7 by default and starts not loaded', () => {
    expect(DEFAULT_PERSISTED_KEYS).toEqual(['itemCheckout', 'localShoppingCart', 'multiDownloadWarned', 'webAppPrompted', '_lang']);
    const { persistence } = setup();
    expect(persistence.getState()).toEqual({ loaded: false, keys: DEFAULT_PERSISTED_KEYS, pushSubscription: null, savingDisabled: false });
  });

  it('adds key paths on PERSIST_ON and removes them on PERSIST_OFF, telling subscribers', () => {
    const { persistence } = setup({}, { keys: ['localShoppingCart'] });
    const listener = vi.fn();
    persistence.subscribe(listener);
    persistence.dispatch({ type: PERSIST_ON, keys: ['webAppPrompted', 'localShoppingCart', 'webAppPrompted'] });
    expect(persistence.getState().keys).toEqual(['localShoppingCart', 'webAppPrompted']);
    persistence.dispatch({ type: PERSIST_OFF, keys: ['localShoppingCart'] });
    expect(persistence.getState().keys).toEqual(['webAppPrompted']);
    expect(listener).toHaveBeenCalledTimes(2);
    persistence.dispatch({ type: PERSIST_OFF, keys: ['localShoppingCart'] });
    persistence.dispatch({ type: PERSIST_ON, keys: ['webAppPrompted'] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('restores persisted values on LOAD_STATE_FROM_STORAGE and sets loaded', () => {
    const cart = [{ productID: 'p1', variationID: '', count: 2, downPayment: false, updateTime: 1 }];
    const { persistence, load } = setup({
      localShoppingCart: JSON.stringify(cart),
      multiDownloadWarned: 'true',
      _lang: 'en',
      unrelated: '"left alone"',
    });
    const listener = vi.fn();
    persistence.subscribe(listener);
    load();
    expect(persistence.getState().loaded).toBe(true);
    expect(persistence.getValue('localShoppingCart')).toEqual(cart);
    expect(persistence.getValue('multiDownloadWarned')).toBe(true);
    // _lang is plain text, as the page script and the server read it.
    expect(persistence.getValue('_lang')).toBe('en');
    expect(persistence.getValue('webAppPrompted')).toBeUndefined();
    expect(persistence.getValue('unrelated')).toBeUndefined();
    expect(listener).toHaveBeenCalled();
  });

  it('reads only persisted keys and leaves out a value that is not valid JSON, with a warning', () => {
    const { persistence, load, warn } = setup({ itemCheckout: '{broken', webAppPrompted: 'true' }, { keys: ['itemCheckout'] });
    load();
    expect(persistence.getValue('itemCheckout')).toBeUndefined();
    expect(persistence.getValue('webAppPrompted')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('itemCheckout'), expect.any(SyntaxError));
  });

  it('saves on unload only what changed since the load', () => {
    const { persistence, load, unload, setItem, removeItem, storage } = setup({ webAppPrompted: 'true', _lang: 'id' });
    load();
    unload();
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();

    persistence.setValue('localShoppingCart', [{ productID: 'p1', count: 1 }]);
    persistence.setValue('_lang', 'en');
    expect(persistence.hasUnsavedChanges()).toBe(true);
    unload();
    expect(setItem.mock.calls).toEqual([
      ['localShoppingCart', '[{"productID":"p1","count":1}]'],
      ['_lang', 'en'],
    ]);
    expect(storage.snapshot()).toEqual({ webAppPrompted: 'true', _lang: 'en', localShoppingCart: '[{"productID":"p1","count":1}]' });
    expect(persistence.hasUnsavedChanges()).toBe(false);
  });

  it('does not save again until something changes after a save', () => {
    const { persistence, load, unload, setItem } = setup();
    load();
    persistence.setValue('webAppPrompted', true);
    unload();
    unload();
    expect(setItem).toHaveBeenCalledTimes(1);
    // An equal value is no change.
    persistence.setValue('webAppPrompted', JSON.parse('true'));
    unload();
    expect(setItem).toHaveBeenCalledTimes(1);
    persistence.setValue('webAppPrompted', false);
    unload();
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  it('does not save before the state was loaded, so stored data is never overwritten unseen', () => {
    const { persistence, unload, setItem, load } = setup({ localShoppingCart: '[1]' });
    persistence.setValue('localShoppingCart', []);
    unload();
    expect(setItem).not.toHaveBeenCalled();
    expect(persistence.hasUnsavedChanges()).toBe(false);
    load();
    expect(persistence.getValue('localShoppingCart')).toEqual([1]);
  });

  it('removes a cleared value and the value of a key turned off, but not what it never saw', () => {
    const { persistence, load, unload, storage } = setup({ webAppPrompted: 'true', multiDownloadWarned: 'true', itemCheckout: '{}' });
    load();
    persistence.setValue('webAppPrompted', undefined);
    persistence.dispatch({ type: PERSIST_OFF, keys: ['multiDownloadWarned'] });
    unload();
    expect(storage.snapshot()).toEqual({ itemCheckout: '{}' });

    const fresh = setup({ stray: '1' }, { keys: ['stray'] });
    fresh.persistence.dispatch({ type: PERSIST_OFF, keys: ['stray'] });
    fresh.load();
    fresh.unload();
    expect(fresh.storage.snapshot()).toEqual({ stray: '1' });
  });

  it('restores a key turned on after the load at once', () => {
    const { persistence, load } = setup({ webAppPrompted: 'true' }, { keys: [] });
    load();
    expect(persistence.getValue('webAppPrompted')).toBeUndefined();
    persistence.dispatch({ type: PERSIST_ON, keys: ['webAppPrompted'] });
    expect(persistence.getValue('webAppPrompted')).toBe(true);
  });

  it.each([
    ['a QuotaExceededError', new DOMException('full', 'QuotaExceededError')],
    ['code 22', Object.assign(new Error('full'), { code: 22 })],
    ['code 1014', Object.assign(new Error('full'), { code: 1014 })],
    ["Firefox's NS_ERROR_DOM_QUOTA_REACHED", Object.assign(new Error('full'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' })],
  ])('ignores %s and keeps saving', (_label, error) => {
    const storage = failingStorage(error);
    const { persistence, load, unload, warn } = setup({}, { storage });
    load();
    persistence.setValue('webAppPrompted', true);
    persistence.setValue('multiDownloadWarned', true);
    unload();
    // Both keys were tried: the first failure did not stop the second.
    expect(storage.writes).toBe(2);
    expect(persistence.getState().savingDisabled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    unload();
    // Still unsaved, so tried again.
    expect(storage.writes).toBe(4);
  });

  it('disables further saving after any other storage error', () => {
    const storage = failingStorage(new DOMException('denied', 'SecurityError'));
    const { persistence, load, unload, warn } = setup({}, { storage });
    load();
    persistence.setValue('webAppPrompted', true);
    persistence.setValue('multiDownloadWarned', true);
    unload();
    expect(storage.writes).toBe(1);
    expect(persistence.getState().savingDisabled).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    persistence.setValue('webAppPrompted', false);
    unload();
    persistence.save();
    expect(storage.writes).toBe(1);
    expect(persistence.hasUnsavedChanges()).toBe(false);
  });

  it('disables saving when storage cannot even be read, so unread data is never overwritten', () => {
    const broken: PersistStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    const { persistence, load, unload } = setup({}, { storage: broken });
    load();
    expect(persistence.getState()).toMatchObject({ loaded: true, savingDisabled: true });
    persistence.setValue('webAppPrompted', true);
    unload();
    expect(broken.setItem).not.toHaveBeenCalled();
  });

  it('works without storage: loads nothing and saves nothing', () => {
    const { persistence, load, unload } = setup({}, { storage: null });
    load();
    persistence.setValue('webAppPrompted', true);
    unload();
    expect(persistence.getState().loaded).toBe(true);
    expect(persistence.getValue('webAppPrompted')).toBe(true);
  });

  it('keeps the push subscription in local storage, and forgets it once cleared', () => {
    const { persistence, load, unload, storage } = setup();
    load();
    const subscription: PushSubscriptionJSON = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } };
    const listener = vi.fn();
    persistence.subscribe(listener);
    persistence.setPushSubscription(subscription);
    expect(persistence.getState().pushSubscription).toBe(subscription);
    expect(listener).toHaveBeenCalledTimes(1);
    unload();
    expect(JSON.parse(storage.snapshot().pushSubscription ?? 'null')).toEqual(subscription);

    // The next page knows it.
    const next = setup(storage.snapshot());
    next.load();
    expect(next.persistence.getState().pushSubscription).toEqual(subscription);
    next.unload();
    expect(next.setItem).not.toHaveBeenCalled();
    next.persistence.setPushSubscription(null);
    expect(next.persistence.getState().pushSubscription).toBeNull();
    next.unload();
    expect(next.storage.snapshot()).toEqual({});
  });

  it('leaves out a stored push subscription without its endpoint or keys, with a warning', () => {
    const { persistence, load, warn } = setup({ pushSubscription: JSON.stringify({ endpoint: 'https://push.example/abc' }) });
    load();
    expect(persistence.getState().pushSubscription).toBeNull();
    expect(warn).toHaveBeenCalledWith('The stored value of pushSubscription is not a push subscription and was left out.');
  });

  it('does not let PERSIST_OFF of every key path take the push subscription out', () => {
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } };
    const { persistence, load, unload, storage } = setup({ pushSubscription: JSON.stringify(subscription) });
    load();
    persistence.dispatch({ type: PERSIST_OFF, keys: [...DEFAULT_PERSISTED_KEYS] });
    unload();
    expect(JSON.parse(storage.snapshot().pushSubscription ?? 'null')).toEqual(subscription);
  });

  it('skips a value that cannot be turned into JSON, with a warning, and saves the rest', () => {
    const { persistence, load, unload, storage, warn } = setup();
    load();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    persistence.setValue('itemCheckout', cyclic);
    persistence.setValue('webAppPrompted', true);
    unload();
    expect(storage.snapshot()).toEqual({ webAppPrompted: 'true' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('itemCheckout'), expect.any(TypeError));
  });

  it('stops listening for unload when disposed', () => {
    const { persistence, unloadListeners } = setup();
    expect(unloadListeners.size).toBe(1);
    persistence.dispose();
    expect(unloadListeners.size).toBe(0);
  });

  it('tells subscribers about value changes, but not about setting the same value', () => {
    const { persistence } = setup();
    const listener = vi.fn();
    const stop = persistence.subscribe(listener);
    persistence.setValue('webAppPrompted', true);
    persistence.setValue('webAppPrompted', true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    persistence.setValue('webAppPrompted', false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
