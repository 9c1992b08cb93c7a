import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES_ID, renderInShop, sentVariables } from '../../cart/cart-test-fixtures';
import { createGraphCache } from '../../graph/graph-cache';
import { GraphProvider } from '../../graph/graph-react';
import type { GraphClient } from '../../graph/graph-client';
import { createFakeFetch, jsonReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { createRouter } from '../../router/router';
import { RouterProvider } from '../../router/router-react';
import { memoryEnv } from '../../router/router-test-fixtures';
import { createPersistence } from '../../state/persistence';
import { PersistenceProvider } from '../../state/persistence-react';
import { NotificationsProvider } from '../../ui/feedback/notifications-react';
import CartScreen from './cart.screen';
import type { CartLineFieldsFragment, CartQuery } from '../../graph/generated/shop-operations';

afterEach(cleanup);

const KOPI = { productID: 'UHJvZHVjdDox', variationID: '', count: 2, downPayment: false, updateTime: 1, price: 80000 };
const TEH = { productID: 'UHJvZHVjdDoy', variationID: 'VmFyaWF0aW9uOjU=', count: 1, downPayment: false, updateTime: 2, price: 30000 };

function liveLine(overrides: Partial<CartLineFieldsFragment>): CartLineFieldsFragment {
  return {
    productId: KOPI.productID,
    variationId: null,
    count: 2,
    name: 'Kopi Gayo 250 g',
    variationLabel: '',
    unitPrice: 85000,
    compareAtPrice: null,
    lineTotal: 170000,
    availableStock: 10,
    problem: null,
    downPaymentPercent: null,
    downPaymentUnit: null,
    downPayment: false,
    image: null,
    product: { id: KOPI.productID, slug: 'kopi-gayo', sku: 'KOPI-250' },
    ...overrides,
  };
}

const unavailableTeh = liveLine({ productId: TEH.productID, variationId: TEH.variationID, count: 1, name: '', unitPrice: 0, lineTotal: 0, availableStock: 0, problem: 'UNAVAILABLE', product: null });

function cartAnswer(lines: CartLineFieldsFragment[], bundles: CartQuery['cart']['bundles'] = []): CartQuery {
  return { shop: { name: 'Toko Etalase' }, cart: { subtotal: 0, count: 0, currency: 2, lines, bundles } };
}

const storedCart = (lines: unknown[]) => ({ localShoppingCart: JSON.stringify(lines) });

describe('cart screen', () => {
  it('flags a changed price and an unavailable line, and holds back checkout until they are dealt with', async () => {
    const fake = createFakeFetch([jsonReply({ data: cartAnswer([liveLine({}), unavailableTeh]) })], jsonReply({ data: cartAnswer([liveLine({})]) }));
    const { storage } = renderInShop(<CartScreen />, { path: '/cart', stored: storedCart([KOPI, TEH]), fetch: fake });

    expect(await screen.findByText('Harga berubah: dulu Rp80.000, sekarang Rp85.000')).toBeTruthy();
    expect(screen.getByText('Produk ini sudah tidak tersedia. Hapus dari keranjang untuk melanjutkan.')).toBeTruthy();
    expect(fake.calls).toHaveLength(1);
    expect(sentVariables(fake.calls[0]!)).toEqual({
      lines: [
        { productId: KOPI.productID, variationId: null, count: 2, downPayment: false },
        { productId: TEH.productID, variationId: TEH.variationID, count: 1, downPayment: false },
      ],
    });

    // Only the buyable line counts, and checkout waits.
    const summary = screen.getByRole('complementary', { name: 'Subtotal' });
    expect(within(summary).getByText('Rp170.000')).toBeTruthy();
    expect(within(summary).getByText(/2 barang/)).toBeTruthy();
    const blocked = screen.getByRole('button', { name: 'Lanjut ke pembayaran' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Lanjut ke pembayaran' })).toBeNull();
    expect(screen.getByText('Selesaikan dulu produk yang ditandai di atas.')).toBeTruthy();

    // The new price is remembered, so it is reported only this once.
    await waitFor(() => expect(JSON.parse(storage.snapshot().localShoppingCart ?? '[]')[0].price).toBe(85000));
    expect(screen.getByText('Harga berubah: dulu Rp80.000, sekarang Rp85.000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Produk tidak tersedia dari keranjang' }));
    const checkout = await screen.findByRole('link', { name: 'Lanjut ke pembayaran' });
    expect(checkout.getAttribute('href')).toBe('/checkout/new');
    expect(JSON.parse(storage.snapshot().localShoppingCart ?? '[]')).toHaveLength(1);
  });

  it('shows the saving of a bundle the cart completes, as the checkout will apply it', async () => {
    const bundle = { bundleId: 'UHJvZHVjdEJ1bmRsZTox', name: 'Paket Ngopi', sets: 1, saving: 20000 };
    const lines = [liveLine({ unitPrice: 80000 }), liveLine({ productId: TEH.productID, variationId: TEH.variationID, count: 1, name: 'Teh Melati', unitPrice: 30000, lineTotal: 30000 })];
    const fake = createFakeFetch([], jsonReply({ data: cartAnswer(lines, [bundle]) }));
    renderInShop(<CartScreen />, { path: '/cart', stored: storedCart([KOPI, TEH]), fetch: fake });
    const summary = await screen.findByRole('complementary', { name: 'Subtotal' });
    await waitFor(() => expect(within(summary).getByText('Hemat paket: Paket Ngopi ×1')).toBeTruthy());
    expect(within(summary).getByText('−Rp20.000')).toBeTruthy();
  });

  it('changes counts in local storage and offers to lower a count above the stock', async () => {
    const fake = createFakeFetch([], jsonReply({ data: cartAnswer([liveLine({ unitPrice: 80000, availableStock: 3 })]) }));
    const { storage } = renderInShop(<CartScreen />, { path: '/cart', stored: storedCart([KOPI]), fetch: fake });

    const line = (await screen.findByRole('heading', { name: 'Kopi Gayo 250 g' })).closest('li')!;
    fireEvent.click(within(line).getByRole('button', { name: 'Tambah jumlah Kopi Gayo 250 g' }));
    expect(JSON.parse(storage.snapshot().localShoppingCart ?? '[]')[0].count).toBe(3);
    expect(within(line).getByText('Rp240.000')).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Tambah jumlah Kopi Gayo 250 g' })).toHaveProperty('disabled', true);

    fireEvent.change(within(line).getByRole('spinbutton', { name: 'Jumlah Kopi Gayo 250 g' }), { target: { value: '5' } });
    fireEvent.blur(within(line).getByRole('spinbutton', { name: 'Jumlah Kopi Gayo 250 g' }));
    expect(JSON.parse(storage.snapshot().localShoppingCart ?? '[]')[0].count).toBe(3);
  });

  it('reports lines short of stock and lets the shopper take what is left', async () => {
    const fake = createFakeFetch([], jsonReply({ data: cartAnswer([liveLine({ unitPrice: 80000, availableStock: 1, problem: 'NOT_ENOUGH_STOCK' })]) }));
    const { storage } = renderInShop(<CartScreen />, { path: '/cart', stored: storedCart([KOPI]), fetch: fake });
    expect(await screen.findByText('Stok tinggal 1.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lanjut ke pembayaran' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah jumlah jadi 1' }));
    expect(JSON.parse(storage.snapshot().localShoppingCart ?? '[]')[0].count).toBe(1);
    expect(await screen.findByRole('link', { name: 'Lanjut ke pembayaran' })).toBeTruthy();
  });

  it('shows a friendly empty cart without asking the server', async () => {
    const fake = createFakeFetch();
    renderInShop(<CartScreen />, { path: '/cart', fetch: fake });
    expect(await screen.findByText('Keranjang Anda masih kosong.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat produk' }).getAttribute('href')).toBe('/product/category/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.calls).toHaveLength(0);
  });

  it('renders a loading skeleton on the server, where the cart cannot be seen', () => {
    const client: GraphClient = { endpoint: '/graphql', query: () => Promise.reject(new Error('no fetching')), mutate: () => Promise.reject(new Error('no mutations')) };
    const html = renderToString(
      <RouterProvider router={createRouter({ routes: [{ name: 'cart', path: '/cart', screen: () => Promise.resolve({ default: CartScreen }) }], env: memoryEnv('/cart') })}>
        <GraphProvider client={client} cache={createGraphCache()}>
          <I18nProvider store={createTranslationStore({ language: 'id', messages: MESSAGES_ID, hash: 't' })}>
            <PersistenceProvider persistence={createPersistence({ storage: null, onUnload: () => () => undefined })}>
              <NotificationsProvider>
                <CartScreen />
              </NotificationsProvider>
            </PersistenceProvider>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>,
    );
    expect(html).toContain('Memuat keranjang…');
    expect(html).toContain('aria-busy="true"');
  });
});
