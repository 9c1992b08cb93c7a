import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInShop, sentVariables } from '../../cart/cart-test-fixtures';
import { createFakeFetch, jsonReply } from '../../graph/graph-test-fetch';
import CheckoutNewScreen from './checkout-new.screen';

const KOPI = { productID: 'UHJvZHVjdDox', variationID: '', count: 2, downPayment: false, updateTime: 1, price: 85000 };
const stored = { localShoppingCart: JSON.stringify([KOPI]) };

const created = {
  data: {
    createCheckout: {
      checkout: {
        id: 'chk_1',
        couponCode: '',
        customFields: {},
        createdAt: '2025-01-02T03:04:05.000Z',
        shippingAddress: null,
        lines: [{ productId: KOPI.productID, variationId: null, count: 2, name: 'Kopi Gayo 250 g', unitPrice: 85000, downPayment: false, product: { id: KOPI.productID, sku: 'KOPI-250' } }],
        totals: { bundles: [{ bundleId: 'UHJvZHVjdEJ1bmRsZTox' }] },
      },
    },
  },
};

const clientKeyOf = (call: { url: string; init: RequestInit }) => (sentVariables(call).input as { clientKey: string }).clientKey;

beforeEach(() => {
  window.sessionStorage.clear();
  delete window.dataLayer;
});

afterEach(cleanup);

describe('new checkout screen', () => {
  it('creates the checkout once, retries with the same client key, saves it and moves on', async () => {
    const fake = createFakeFetch([jsonReply({ errors: [{ message: 'Service unavailable' }] }, 503), jsonReply(created)]);
    const { router, storage } = renderInShop(<CheckoutNewScreen />, { path: '/checkout/new', stored, fetch: fake });

    expect(await screen.findByRole('heading', { name: 'Pembayaran belum dapat disiapkan' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Terjadi kesalahan di pihak kami');
    expect(screen.getByRole('link', { name: 'Kembali ke keranjang' }).getAttribute('href')).toBe('/cart');
    // Rendered in strict mode: still one request.
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.url).toContain('m=CreateCheckoutInput');
    const input = sentVariables(fake.calls[0]!).input as { clientKey: string; lines: unknown };
    expect(input.lines).toEqual([{ productId: KOPI.productID, variationId: null, count: 2, downPayment: false }]);
    expect(input.clientKey).toMatch(/\S{16,}/);

    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/checkout/chk_1/start'));
    expect(fake.calls).toHaveLength(2);
    expect(clientKeyOf(fake.calls[1]!)).toBe(input.clientKey);

    expect(JSON.parse(storage.snapshot().itemCheckout ?? '{}')).toEqual({
      chk_1: {
        coupon: '',
        bundles: ['UHJvZHVjdEJ1bmRsZTox'],
        products: [{ productID: KOPI.productID, variationID: '', count: 2, downPayment: false }],
        shippingAddress: null,
        createdAt: Date.parse('2025-01-02T03:04:05.000Z'),
      },
    });
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'begin_checkout', ecommerce: { currency: 'IDR', value: 170000 } });
    // The checkout's id opens its form: it is not told to the page's tags.
    expect(JSON.stringify(window.dataLayer)).not.toContain('chk_1');
  });

  it('sends the same client key again after a reload of the same cart', async () => {
    const first = createFakeFetch([jsonReply({ errors: [{ message: 'Stok berubah', extensions: { code: 'CONFLICT' } }] })]);
    renderInShop(<CheckoutNewScreen />, { path: '/checkout/new', stored, fetch: first });
    expect(await screen.findByText('Stok berubah')).toBeTruthy();
    const kept = JSON.parse(window.sessionStorage.getItem('checkoutClientKey') ?? '{}') as { key?: string };
    expect(kept.key).toBe(clientKeyOf(first.calls[0]!));
    cleanup();

    const second = createFakeFetch([jsonReply(created)]);
    const { router } = renderInShop(<CheckoutNewScreen />, { path: '/checkout/new', stored, fetch: second });
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/checkout/chk_1/start'));
    expect(clientKeyOf(second.calls[0]!)).toBe(clientKeyOf(first.calls[0]!));
    // Done: the next checkout gets a key of its own.
    expect(window.sessionStorage.getItem('checkoutClientKey')).toBeNull();
  });

  it('makes a new key when the server refuses the one it was sent', async () => {
    const refusal = { errors: [{ message: 'This clientKey was already used for a different request; send a new key.', extensions: { code: 'BAD_USER_INPUT' } }] };
    const fake = createFakeFetch([jsonReply(refusal), jsonReply(created)]);
    const { router } = renderInShop(<CheckoutNewScreen />, { path: '/checkout/new', stored, fetch: fake });
    expect(await screen.findByText('Terjadi kesalahan di pihak kami. Silakan coba lagi sebentar lagi.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/checkout/chk_1/start'));
    expect(clientKeyOf(fake.calls[1]!)).not.toBe(clientKeyOf(fake.calls[0]!));
  });

  it('sends an empty cart back to the cart', async () => {
    const fake = createFakeFetch();
    const { router } = renderInShop(<CheckoutNewScreen />, { path: '/checkout/new', fetch: fake });
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/cart'));
    expect(fake.calls).toHaveLength(0);
  });
});
