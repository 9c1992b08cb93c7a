import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SAVED_CHECKOUTS } from '../../../domain/checkout/saved-checkouts';
import { RECOVER_QUERY } from './checkout-api';
import { ADDRESS, CHECKOUT_ID, checkoutSeed, createGraphFake, filledCheckout, renderAt } from './checkout-test-fixtures';

const HASH = 'Rcv0123456789abcdefgh';

const recovered = (overrides: Record<string, unknown> = {}) => ({
  id: CHECKOUT_ID,
  status: 'open',
  orderId: null,
  couponCode: 'LEBARAN',
  customFields: { npwp: '01.234.567.8-901.000', empty: '' },
  createdAt: '2025-03-01T08:00:00.000Z',
  shippingAddress: ADDRESS,
  lines: [{ productId: 'UHJvZHVjdDox', variationId: null, count: 2, downPayment: false }],
  ...overrides,
});

const seed = (checkout: unknown) => [{ query: RECOVER_QUERY, variables: { hash: HASH }, data: { checkoutByRecovery: checkout } }];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('checkout recovery screen', () => {
  it('remembers an open checkout in this browser and opens it in place of the link', async () => {
    // Twenty saved already: the oldest one makes room.
    const stored = Object.fromEntries(
      Array.from({ length: MAX_SAVED_CHECKOUTS }, (_, index) => [`Old${String(index).padStart(12, '0')}`, { coupon: '', bundles: [], products: [], shippingAddress: null, createdAt: 1000 + index }]),
    );
    const fake = createGraphFake((call) => (call.operation === 'CheckoutStart' ? { body: JSON.stringify({ data: { checkout: filledCheckout() } }) } : { body: JSON.stringify({ data: { shippingProvinces: [] } }) }));
    const { router, persistence } = await renderAt(`/checkout/${HASH}/recover`, fake, { seed: [...seed(recovered()), ...checkoutSeed(filledCheckout())], storage: { itemCheckout: JSON.stringify(stored) } });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(router.getSnapshot().current.path).toBe(`/checkout/${CHECKOUT_ID}/start`);
    // Replaced, not added: going back does not land on the recovery link again.
    expect(router.getSnapshot().stack).toHaveLength(1);
    const saved = persistence.getValue<Record<string, Record<string, unknown>>>('itemCheckout') ?? {};
    expect(Object.keys(saved)).toHaveLength(MAX_SAVED_CHECKOUTS);
    expect(saved.Old000000000000).toBeUndefined();
    expect(saved[CHECKOUT_ID]).toEqual({
      coupon: 'LEBARAN',
      bundles: [],
      customFields: { npwp: '01.234.567.8-901.000' },
      products: [{ productID: 'UHJvZHVjdDox', variationID: '', count: 2, downPayment: false }],
      shippingAddress: ADDRESS,
      createdAt: Date.parse('2025-03-01T08:00:00.000Z'),
    });
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeDefined();
  });

  it('leaves custom fields out of the saved checkout when there are none', async () => {
    const fake = createGraphFake(() => ({ body: JSON.stringify({ data: { checkout: null } }) }));
    const { persistence } = await renderAt(`/checkout/${HASH}/recover`, fake, { seed: seed(recovered({ customFields: {} })) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const saved = persistence.getValue<Record<string, Record<string, unknown>>>('itemCheckout') ?? {};
    expect(saved[CHECKOUT_ID]).not.toHaveProperty('customFields');
  });

  it('says the order was already placed and links to it', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const { router, persistence } = await renderAt(`/checkout/${HASH}/recover`, fake, { seed: seed(recovered({ status: 'ordered', orderId: 'ord_7Hq2' })) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Pesanan sudah dibuat' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Lihat pesanan' }).getAttribute('href')).toBe('/guest/order/ord_7Hq2');
    expect(router.getSnapshot().current.path).toBe(`/checkout/${HASH}/recover`);
    expect(persistence.getValue('itemCheckout')).toBeUndefined();
  });

  it('answers an unknown link with the not-found page and status 404', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const { meta } = await renderAt(`/checkout/${HASH}/recover`, fake, { seed: seed(null) });
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
    expect(meta()?.status).toBe(404);
  });
});
