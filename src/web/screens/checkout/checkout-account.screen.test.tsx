import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphCacheKey } from '../../graph/graph-key';
import { CHECKOUT_QUERY, CHECKOUT_VIEWER_QUERY } from './checkout-api';
import { SAVE_DELAY_MS } from './checkout-form';
import type { GraphCall } from './checkout-test-fixtures';
import { ADDRESS, buildApp, CHECKOUT_ID, checkoutData, checkoutSeed, createGraphFake, data, filledCheckout, renderAt, SHIPPING_OPTIONS } from './checkout-test-fixtures';
import type { CheckoutViewerQuery } from '../../graph/generated/shop-operations';

const START = `/checkout/${CHECKOUT_ID}/start`;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const input = (call: GraphCall) => call.variables.input as Record<string, unknown>;

const HOME = { name: 'Sari Wulandari', phone: '6281211112222', address: 'Jl. Kaliurang KM 5 No. 12', district: 'Caturtunggal', city: 'Sleman', province: 'DI Yogyakarta', postalCode: '55281' };
const OFFICE = { name: 'Sari (kantor)', phone: '6281211112222', address: 'Jl. Sudirman 8', district: 'Setiabudi', city: 'Jakarta Selatan', province: 'DKI Jakarta', postalCode: '12920' };

type Viewer = NonNullable<CheckoutViewerQuery['viewerCustomer']>;

function viewer(addresses: Viewer['addresses'] = []): Viewer {
  return { id: 'cus_1', name: 'Sari Wulandari', email: 'sari@example.com', phone: '6281211112222', addresses };
}

const SAVED = [
  { id: 'adr_home', updatedAt: '2025-02-01T00:00:00.000Z', address: HOME },
  // Changed or used last: offered first.
  { id: 'adr_office', updatedAt: '2025-03-01T00:00:00.000Z', address: OFFICE },
];

const placed = data({
  placeOrder: {
    __typename: 'OrderPlaced',
    order: { id: 'ord_1', number: 10001, total: 168_000, shippingFee: 18_000, couponCode: '', lines: [] },
    payment: { redirectUrl: null, payment: { id: 'pay_1', method: 'BANK_TRANSFER', amount: 168_000, status: 'pending' } },
  },
});

/** Answers every save with a checkout that offers couriers, and places orders. */
function shopApi() {
  return createGraphFake((call) => {
    if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout() } });
    if (call.operation === 'PlaceOrder') return placed;
    return new Error(`unexpected ${call.operation}`);
  });
}

const addressList = () => screen.getByRole('radiogroup', { name: /^Kirim ke/ });

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('checkout for a signed-in customer', () => {
  it('fills the contact from the account and ships to the most recently used saved address', async () => {
    const fake = shopApi();
    await renderAt(START, fake, { seed: checkoutSeed(checkoutData(), CHECKOUT_ID, viewer(SAVED)) });
    expect(screen.getByText('Masuk sebagai Sari Wulandari')).toBeDefined();
    expect(screen.getByText('sari@example.com')).toBeDefined();
    // The e-mail is the account's, not a field to type again.
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Nomor telepon/ }) as HTMLInputElement).value).toBe('81211112222');

    const choices = within(addressList()).getAllByRole('radio');
    expect(choices.map((radio) => radio.getAttribute('value'))).toEqual(['adr_office', 'adr_home', 'new']);
    expect(within(addressList()).getByRole('radio', { name: /Sari \(kantor\)/ })).toHaveProperty('checked', true);
    expect(within(addressList()).getByRole('radio', { name: /Sari \(kantor\)/ }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Jl. Sudirman 8, Setiabudi, Jakarta Selatan, DKI Jakarta 12920 · 0812-1111-2222')).toBeDefined();
    // A saved address is complete: no address fields to fill in.
    expect(screen.queryByRole('textbox', { name: /^Nama penerima/ })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 10));
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{
      checkoutId: CHECKOUT_ID,
      email: 'sari@example.com',
      phone: '+6281211112222',
      shippingAddress: { ...OFFICE, phone: '+6281211112222' },
    }]);
  });

  it('renders the pre-filled form on the server and hydrates it without a mismatch', async () => {
    const fake = shopApi();
    const seed = checkoutSeed(checkoutData(), CHECKOUT_ID, viewer(SAVED));
    const html = renderToString((await buildApp(START, fake, { seed, server: true })).tree);
    expect(html).toContain('Masuk sebagai Sari Wulandari');
    expect(html).toContain('Jl. Sudirman 8');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = hydrateRoot(container, (await buildApp(START, fake, { seed })).tree, { onRecoverableError: recoverable });
    await settle();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('re-quotes couriers at once for another saved address, and offers a new one with the name and phone filled in', async () => {
    const fake = shopApi();
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ email: 'sari@example.com', phone: '6281211112222', shippingAddress: OFFICE }), CHECKOUT_ID, viewer(SAVED)) });
    fireEvent.click(within(addressList()).getByRole('radio', { name: /^Sari Wulandari/ }));
    await settle();
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{ checkoutId: CHECKOUT_ID, shippingAddress: { ...HOME, phone: '+6281211112222' } }]);

    fireEvent.click(within(addressList()).getByRole('radio', { name: 'Gunakan alamat baru' }));
    expect((screen.getByRole('textbox', { name: /^Nama penerima/ }) as HTMLInputElement).value).toBe('Sari Wulandari');
    expect((screen.getByRole('textbox', { name: /^Nomor telepon penerima/ }) as HTMLInputElement).value).toBe('81211112222');
    expect((screen.getByRole('textbox', { name: /^Alamat/ }) as HTMLInputElement).value).toBe('');
    const keep = screen.getByRole('checkbox', { name: 'Simpan alamat ini di akun saya' });
    expect(keep).toHaveProperty('checked', true);
    expect(keep.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Disimpan saat pesanan dibuat, untuk belanja berikutnya.')).toBeDefined();

    // What was typed for the new address comes back after a look at a saved one.
    fireEvent.change(screen.getByRole('textbox', { name: /^Alamat/ }), { target: { value: 'Jl. Mawar 3' } });
    fireEvent.click(within(addressList()).getByRole('radio', { name: /^Sari Wulandari/ }));
    fireEvent.click(within(addressList()).getByRole('radio', { name: 'Gunakan alamat baru' }));
    expect((screen.getByRole('textbox', { name: /^Alamat/ }) as HTMLInputElement).value).toBe('Jl. Mawar 3');
  });

  it('asks to keep a new address only when the order is placed, and only while the box is ticked', async () => {
    const other = { ...ADDRESS, name: 'Budi di rumah' };
    const fake = shopApi();
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ shippingAddress: other }), CHECKOUT_ID, viewer(SAVED)) });
    // The checkout's own address is not a saved one: it shows as a new address, as typed.
    expect(within(addressList()).getByRole('radio', { name: 'Gunakan alamat baru' })).toHaveProperty('checked', true);
    expect((screen.getByRole('textbox', { name: /^Nama penerima/ }) as HTMLInputElement).value).toBe('Budi di rumah');
    // A phone number the checkout already holds is never replaced by the account's.
    expect((screen.getByRole('textbox', { name: /^Nomor telepon(?! penerima)/ }) as HTMLInputElement).value).toBe('81234567890');
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2));
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{ checkoutId: CHECKOUT_ID, email: 'sari@example.com' }]);
    expect(fake.of('PlaceOrder')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Transfer bank/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Simpan alamat ini di akun saya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    await settle();
    expect(fake.of('PlaceOrder').map(input)).toEqual([expect.objectContaining({ checkoutId: CHECKOUT_ID, saveAddress: false })]);
  });

  it('sends the wish to keep the new address with the order', async () => {
    const fake = shopApi();
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ email: 'sari@example.com' }), CHECKOUT_ID, viewer()) });
    // Without saved addresses there is no list, only the fields and the box.
    expect(screen.queryByRole('radiogroup', { name: /^Kirim ke/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Simpan alamat ini di akun saya' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Transfer bank/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    await settle();
    expect(fake.of('PlaceOrder').map(input)).toEqual([expect.objectContaining({ saveAddress: true, paymentMethod: 'BANK_TRANSFER' })]);
  });

  it('explains why a new address cannot be kept at the limit of 10', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `adr_${i}`, updatedAt: `2025-01-${String(i + 10)}T00:00:00.000Z`, address: { ...HOME, name: `Alamat ${i}` } }));
    await renderAt(START, shopApi(), { seed: checkoutSeed(filledCheckout({ email: 'sari@example.com' }), CHECKOUT_ID, viewer(ten)) });
    const keep = screen.getByRole('checkbox', { name: 'Simpan alamat ini di akun saya' });
    expect(keep).toHaveProperty('disabled', true);
    expect(keep).toHaveProperty('checked', false);
    const hint = document.getElementById(keep.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Akun Anda sudah menyimpan 10 alamat, batas maksimal. Hapus salah satu di halaman akun untuk menyimpan alamat baru.');
  });
});

describe('signing in from the checkout', () => {
  it('offers a guest to sign in and come back to this checkout', async () => {
    await renderAt(START, shopApi(), { seed: checkoutSeed(checkoutData()) });
    const link = screen.getByRole('link', { name: 'Masuk' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(START)}`);
    expect(screen.queryByRole('checkbox', { name: 'Simpan alamat ini di akun saya' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeDefined();
  });

  it('comes back with what was typed intact and the rest filled from the account', async () => {
    const fake = shopApi();
    const { router, cache } = await renderAt(START, fake, { seed: checkoutSeed(checkoutData()) });
    const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    // Half an address: not complete enough for the server to keep.
    type(/^Alamat(?! pengiriman)/, 'Jl. Mawar 3');
    type(/^Kota/, 'Bogor');
    type(/^Catatan/, 'Titip di satpam');
    fireEvent.click(screen.getByRole('link', { name: 'Masuk' }));
    await settle();
    expect(router.getSnapshot().current.path).toBe('/login');
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{ checkoutId: CHECKOUT_ID, note: 'Titip di satpam' }]);

    // Signed in: the page's answers are read again, now with the customer.
    cache.write(graphCacheKey(CHECKOUT_QUERY, { id: CHECKOUT_ID }), { checkout: checkoutData({ note: 'Titip di satpam', shippingOptions: SHIPPING_OPTIONS }) });
    cache.write(graphCacheKey(CHECKOUT_VIEWER_QUERY, undefined), { viewerCustomer: viewer(SAVED) });
    await act(() => router.navigate(START));
    await settle();
    expect(screen.getByText('Masuk sebagai Sari Wulandari')).toBeDefined();
    // The half-typed address is kept as a new address, never replaced by a saved one.
    expect(within(addressList()).getByRole('radio', { name: 'Gunakan alamat baru' })).toHaveProperty('checked', true);
    expect((screen.getByRole('textbox', { name: /^Alamat(?! pengiriman)/ }) as HTMLInputElement).value).toBe('Jl. Mawar 3');
    expect((screen.getByRole('textbox', { name: /^Kota/ }) as HTMLInputElement).value).toBe('Bogor');
    expect((screen.getByRole('textbox', { name: /^Catatan/ }) as HTMLInputElement).value).toBe('Titip di satpam');
    // Where nothing was typed, the account fills in.
    expect((screen.getByRole('textbox', { name: /^Nama penerima/ }) as HTMLInputElement).value).toBe('Sari Wulandari');
    expect((screen.getByRole('textbox', { name: /^Nomor telepon(?! penerima)/ }) as HTMLInputElement).value).toBe('81211112222');
  });

  it('comes back with the virtual account and its bank still chosen', async () => {
    const methods = ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS'] as const;
    const { router, cache } = await renderAt(START, shopApi(), { seed: checkoutSeed(checkoutData({ paymentMethods: [...methods] })) });
    fireEvent.click(screen.getByRole('radio', { name: /^Virtual account/ }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Bank untuk virtual account/ })).getByRole('radio', { name: 'BRI' }));
    fireEvent.click(screen.getByRole('link', { name: 'Masuk' }));
    await settle();

    cache.write(graphCacheKey(CHECKOUT_QUERY, { id: CHECKOUT_ID }), { checkout: checkoutData({ paymentMethods: [...methods] }) });
    cache.write(graphCacheKey(CHECKOUT_VIEWER_QUERY, undefined), { viewerCustomer: viewer(SAVED) });
    await act(() => router.navigate(START));
    await settle();
    expect(screen.getByRole('radio', { name: /^Virtual account/ })).toHaveProperty('checked', true);
    expect(within(screen.getByRole('radiogroup', { name: /^Bank untuk virtual account/ })).getByRole('radio', { name: 'BRI' })).toHaveProperty('checked', true);
  });
});
