import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistence, LOAD_STATE_FROM_STORAGE } from './persistence';
import { browserLocalStorage, createMemoryStorage, isQuotaExceededError, pageUnloadSource } from './storage-access';

afterEach(() => {
  window.localStorage.clear();
});

describe('storage access', () => {
  it.each([
    ['a QuotaExceededError DOMException', new DOMException('full', 'QuotaExceededError'), true],
    ['code 22', { code: 22 }, true],
    ['code 1014', { code: 1014 }, true],
    ['NS_ERROR_DOM_QUOTA_REACHED', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    ['a SecurityError DOMException', new DOMException('denied', 'SecurityError'), false],
    ['an Error that only mentions the quota', new Error('QuotaExceededError'), false],
    ['code "22" as text', { code: '22' }, false],
    ['null', null, false],
    ['a bare string', 'QuotaExceededError', false],
  ])('isQuotaExceededError(%s) is %s', (_label, error, expected) => {
    expect(isQuotaExceededError(error)).toBe(expected);
  });

  it('saves to the page storage when the page is hidden', () => {
    const persistence = createPersistence({
      storage: browserLocalStorage(() => window.localStorage),
      onUnload: pageUnloadSource(() => window),
    });
    persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE });
    persistence.setValue('webAppPrompted', true);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem('webAppPrompted')).toBe('true');
    persistence.dispose();
    persistence.setValue('webAppPrompted', false);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem('webAppPrompted')).toBe('true');
  });

  it('looks storage up only when used, so an unusable storage is a storage error, not a crash', () => {
    const resolve = vi.fn(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const persistence = createPersistence({ storage: browserLocalStorage(resolve), onUnload: pageUnloadSource(() => undefined), warn: () => undefined });
    expect(resolve).not.toHaveBeenCalled();
    persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE });
    expect(persistence.getState()).toMatchObject({ loaded: true, savingDisabled: true });
  });

  it('keeps memory storage items as text', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.snapshot()).toEqual({ b: '2' });
  });
});
