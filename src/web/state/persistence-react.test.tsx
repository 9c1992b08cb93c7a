import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Persistence } from './persistence';
import { createPersistence, LOAD_STATE_FROM_STORAGE } from './persistence';
import { PersistenceProvider, usePersistedState, usePersistState } from './persistence-react';
import type { PersistStorage } from './storage-access';
import { createMemoryStorage } from './storage-access';

afterEach(cleanup);

function makePersistence(storage: PersistStorage | null) {
  const listeners = new Set<() => void>();
  const persistence = createPersistence({
    storage,
    keys: ['webAppPrompted', 'localShoppingCart'],
    onUnload: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return { persistence, unload: () => listeners.forEach((listener) => listener()) };
}

function CartCount() {
  const [lines, setLines] = usePersistedState<string[]>('localShoppingCart', []);
  const { loaded, keys } = usePersistState();
  return (
    <div>
      <p>Lines: {lines.length}</p>
      <p>Loaded: {String(loaded)}</p>
      <p>Keys: {keys.join(',')}</p>
      <button type="button" onClick={() => setLines((previous) => [...previous, `p${previous.length + 1}`])}>
        Add
      </button>
      <button type="button" onClick={() => setLines([])}>
        Empty
      </button>
    </div>
  );
}

const withPersistence = (persistence: Persistence, load?: boolean) => (
  <PersistenceProvider persistence={persistence} load={load}>
    <CartCount />
  </PersistenceProvider>
);

describe('persistence React bindings', () => {
  it('loads from storage once mounted and keeps the value across a reload', () => {
    const storage = createMemoryStorage({ localShoppingCart: '["p1","p2"]' });
    const first = makePersistence(storage);
    render(withPersistence(first.persistence));
    expect(screen.getByText('Lines: 2')).toBeDefined();
    expect(screen.getByText('Loaded: true')).toBeDefined();
    expect(screen.getByText('Keys: webAppPrompted,localShoppingCart')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Lines: 3')).toBeDefined();
    first.unload();
    cleanup();

    const second = makePersistence(storage);
    render(withPersistence(second.persistence));
    expect(screen.getByText('Lines: 3')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Empty' }));
    expect(second.persistence.getValue('localShoppingCart')).toEqual([]);
  });

  it('leaves loading to the caller when told not to load', () => {
    const { persistence } = makePersistence(createMemoryStorage({ localShoppingCart: '["p1"]' }));
    render(withPersistence(persistence, false));
    expect(screen.getByText('Lines: 0')).toBeDefined();
    expect(screen.getByText('Loaded: false')).toBeDefined();
    act(() => persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE }));
    expect(screen.getByText('Lines: 1')).toBeDefined();
  });

  it('hydrates the server HTML with the initial value, then shows what was stored', async () => {
    const server = makePersistence(null);
    const html = renderToString(withPersistence(server.persistence));
    expect(html).toContain('Lines: <!-- -->0');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const client = makePersistence(createMemoryStorage({ localShoppingCart: '["p1"]' }));
    const recoverable = vi.fn();
    const root = hydrateRoot(container, withPersistence(client.persistence), { onRecoverableError: recoverable });
    await act(() => Promise.resolve());
    expect(screen.getByText('Lines: 1')).toBeDefined();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates without a mismatch even when the store was loaded before hydration', async () => {
    const html = renderToString(withPersistence(makePersistence(null).persistence));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const client = makePersistence(createMemoryStorage({ localShoppingCart: '["p1","p2"]' }));
    client.persistence.dispatch({ type: LOAD_STATE_FROM_STORAGE });
    const recoverable = vi.fn();
    const root = hydrateRoot(container, withPersistence(client.persistence), { onRecoverableError: recoverable });
    await act(() => Promise.resolve());
    expect(screen.getByText('Lines: 2')).toBeDefined();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CartCount />)).toThrow('need a PersistenceProvider');
    vi.restoreAllMocks();
  });
});
