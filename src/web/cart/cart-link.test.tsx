import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { createRouter } from '../router/router';
import { RouterProvider } from '../router/router-react';
import { memoryEnv } from '../router/router-test-fixtures';
import type { Persistence } from '../state/persistence';
import { createPersistence } from '../state/persistence';
import { PersistenceProvider } from '../state/persistence-react';
import { createMemoryStorage } from '../state/storage-access';
import { CartLink } from './cart-link';
import { cartRouteTable, MESSAGES_ID } from './cart-test-fixtures';

function page(persistence: Persistence) {
  const router = createRouter({ routes: cartRouteTable(), env: memoryEnv('/') });
  const i18n = createTranslationStore({ language: 'id', messages: MESSAGES_ID, hash: 't' });
  return (
    <RouterProvider router={router}>
      <I18nProvider store={i18n}>
        <PersistenceProvider persistence={persistence}>
          <header><CartLink /></header>
        </PersistenceProvider>
      </I18nProvider>
    </RouterProvider>
  );
}

const threeProducts = JSON.stringify([
  { productID: 'p1', variationID: '', count: 2, downPayment: false, updateTime: 1 },
  { productID: 'p2', variationID: 'v', count: 1, downPayment: false, updateTime: 2 },
]);

describe('header cart link', () => {
  it('renders without a number on the server, hydrates without a mismatch, then names the count', async () => {
    const html = renderToString(page(createPersistence({ storage: null, onUnload: () => () => undefined })));
    expect(html).toContain('aria-label="Keranjang"');
    expect(html).not.toContain('cart-link-count');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = createPersistence({ storage: createMemoryStorage({ localShoppingCart: threeProducts }), onUnload: () => () => undefined });
    const recoverable = vi.fn();
    const root = hydrateRoot(container, page(browser), { onRecoverableError: recoverable });
    await act(() => Promise.resolve());

    const link = screen.getByRole('link', { name: 'Keranjang, 3 produk' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.querySelector('.cart-link-count')?.textContent).toBe('3');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
