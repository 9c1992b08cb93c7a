import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_QUERY } from './checkout-api';
import { graphCacheKey } from '../../graph/graph-key';
import { SAVE_DELAY_MS } from './checkout-form';
import type { GraphCall } from './checkout-test-fixtures';
import {
  buildApp,
  CHECKOUT_ID,
  checkoutData,
  checkoutSeed,
  createGraphFake,
  data,
  fieldError,
  filledCheckout,
  renderAt,
} from './checkout-test-fixtures';

const START = `/checkout/${CHECKOUT_ID}/start`;

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = (call: GraphCall) => call.variables.input as Record<string, unknown>;

const placed = (method: 'BANK_TRANSFER' | 'CARD' | 'WALLET' | 'VIRTUAL_ACCOUNT', redirectUrl: string | null = null, orderId = 'ord_7Hq2') =>
  data({
    placeOrder: {
      __typename: 'OrderPlaced',
      order: {
        id: orderId,
        number: 10001,
        total: 168_000,
        shippingFee: 18_000,
        couponCode: '',
        lines: [{ productId: 'UHJvZHVjdDox', name: 'Kopi Gayo 250 g', sku: 'KG-250', unitPrice: 75_000, count: 2 }],
      },
      payment: { redirectUrl, payment: { id: 'pay_1', method, amount: 168_000, status: 'pending' } },
    },
  });

function chooseBankTransfer() {
  fireEvent.click(screen.getByRole('radio', { name: /Transfer bank/ }));
}

function placeOrder() {
  fireEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
}

describe('checkout start screen', () => {
  it('shows the server-rendered checkout with its totals on first paint, without a request', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeDefined();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('budi@example.com');
    // The stored 62… number shows after the visible +62 prefix.
    expect((screen.getByRole('textbox', { name: /^Nomor telepon \(wajib\)/ }) as HTMLInputElement).value).toBe('81234567890');
    expect(screen.getByRole('radio', { name: /JNE REG/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Rp18.000 · 2–3 hari')).toBeDefined();
    const summary = screen.getByRole('complementary', { name: 'Ringkasan pesanan' });
    expect(within(summary).getByText('Kopi Gayo 250 g')).toBeDefined();
    expect(within(summary).getByText('Rp168.000')).toBeDefined();
    await settle();
    expect(fake.calls).toHaveLength(0);
  });

  it('asks for the bank of a virtual account, refuses to place the order without one, and sends the one chosen', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout({ paymentMethods: ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS'] }) } });
      if (call.operation === 'PlaceOrder') return placed('VIRTUAL_ACCOUNT', null, 'ord_8Va3');
      return new Error('unexpected');
    });
    const { router } = await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ paymentMethods: ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS'] })) });
    const methods = screen.getByRole('radiogroup', { name: /^Metode pembayaran/ });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS']);
    expect(screen.queryByRole('radiogroup', { name: /^Bank untuk virtual account/ })).toBeNull();

    fireEvent.click(within(methods).getByRole('radio', { name: /Virtual account/ }));
    const banks = screen.getByRole('radiogroup', { name: /^Bank untuk virtual account/ });
    expect(within(banks).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['bca', 'bni', 'bri', 'permata']);
    placeOrder();
    await settle();
    expect(fake.of('PlaceOrder')).toHaveLength(0);
    expect(banks.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(banks).getByRole('radio', { name: 'BNI' }));
    placeOrder();
    await settle();
    const [place] = fake.of('PlaceOrder');
    expect(input(place!)).toMatchObject({ paymentMethod: 'VIRTUAL_ACCOUNT', bank: 'bni' });
    // The account number is on the order page: no provider page to leave for.
    expect(router.getSnapshot().current.path).toBe('/guest/order/ord_8Va3');
  });

  it('asks which e-wallet when the shop’s gateway offers several, and sends the shopper to the one chosen', async () => {
    const gateway = { paymentMethods: ['BANK_TRANSFER', 'CARD', 'WALLET'] as const, wallets: ['ovo', 'dana', 'linkaja', 'shopeepay'] };
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout({ ...gateway, paymentMethods: [...gateway.paymentMethods] }) } });
      if (call.operation === 'PlaceOrder') return placed('WALLET', 'https://link.dana.id/pay/7', 'ord_9Wl4');
      return new Error('unexpected');
    });
    const { env } = await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ ...gateway, paymentMethods: [...gateway.paymentMethods] })) });
    expect(screen.queryByRole('radiogroup', { name: /^E-wallet/ })).toBeNull();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Metode pembayaran/ })).getByRole('radio', { name: /^Dompet digital/ }));
    const wallets = screen.getByRole('radiogroup', { name: /^E-wallet/ });
    expect(within(wallets).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['ovo', 'dana', 'linkaja', 'shopeepay']);
    placeOrder();
    await settle();
    expect(fake.of('PlaceOrder')).toHaveLength(0);
    expect(wallets.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(wallets).getByRole('radio', { name: 'DANA' }));
    placeOrder();
    await settle();
    expect(input(fake.of('PlaceOrder')[0]!)).toMatchObject({ paymentMethod: 'WALLET', wallet: 'dana' });
    expect(env.assigned).toEqual(['https://link.dana.id/pay/7']);
  });

  it('shows each bundle saving on its own line, apart from the coupon\'s discount', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const totals = {
      subtotal: 150_000, discount: 35_000, bundleDiscount: 20_000, shippingFee: 18_000, total: 133_000, firstPayment: 133_000,
      bundles: [{ bundleId: 'UHJvZHVjdEJ1bmRsZTox', name: 'Paket Ngopi', sets: 1, saving: 20_000 }],
    };
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ couponCode: 'LEBARAN', totals })) });
    const summary = screen.getByRole('complementary', { name: 'Ringkasan pesanan' });
    expect(within(summary).getByText('Hemat paket: Paket Ngopi ×1').nextElementSibling?.textContent).toBe('-Rp20.000');
    expect(within(summary).getByText(/LEBARAN/).nextElementSibling?.textContent).toBe('-Rp15.000');
    expect(within(summary).getByText('Rp133.000')).toBeDefined();
  });

  it('renders on the server and hydrates without a mismatch or a request', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const server = await buildApp(START, fake, { seed: checkoutSeed(filledCheckout()), server: true });
    const html = renderToString(server.tree);
    expect(html).toContain('Buat pesanan');
    expect(html).toContain('Rp168.000');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = await buildApp(START, fake, { seed: checkoutSeed(filledCheckout()) });
    const recoverable = vi.fn();
    const root = hydrateRoot(container, browser.tree, { onRecoverableError: recoverable });
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2));
    expect(recoverable).not.toHaveBeenCalled();
    expect(fake.calls).toHaveLength(0);
    act(() => root.unmount());
    container.remove();
  });

  it('answers an unknown checkout with the not-found page and status 404', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const { meta } = await renderAt('/checkout/Unknown0123456789/start', fake, { seed: checkoutSeed(null, 'Unknown0123456789') });
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
    expect(meta()?.status).toBe(404);
  });

  it('points an ordered checkout to its order instead of the form', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ status: 'ordered', orderId: 'ord_7Hq2' })) });
    expect(screen.queryByRole('button', { name: 'Buat pesanan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat pesanan' }).getAttribute('href')).toBe('/guest/order/ord_7Hq2');
  });

  it('blocks placing the order while fields are invalid and focuses the first of them', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    await renderAt(START, fake, { seed: checkoutSeed(checkoutData()) });
    placeOrder();
    await settle();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Email wajib diisi.');
    expect(screen.getByText('Kode pos wajib diisi.')).toBeDefined();
    expect(screen.getByRole('radiogroup', { name: /Metode pembayaran/ }).getAttribute('aria-invalid')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2));
    expect(fake.of('PlaceOrder')).toHaveLength(0);
    expect(fake.of('UpdateCheckout')).toHaveLength(0);
  });

  it('refuses a malformed phone number and postal code before sending anything', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nomor telepon \(wajib\)/ }), { target: { value: '812' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Kode pos/ }), { target: { value: '4013' } });
    chooseBankTransfer();
    placeOrder();
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Nomor telepon \(wajib\)/ }));
    expect(screen.getByText('Nomor telepon terlalu pendek.')).toBeDefined();
    expect(screen.getByText('Kode pos terdiri dari 5 angka.')).toBeDefined();
    expect(fake.of('PlaceOrder')).toHaveLength(0);
  });

  it('saves a changed field once typing rests and shows the server’s recomputed totals', async () => {
    const saved = filledCheckout({ note: 'Tolong dibungkus rapi', totals: { subtotal: 150_000, discount: 0, bundleDiscount: 0, bundles: [], shippingFee: 18_000, total: 168_000, firstPayment: 168_000 } });
    const fake = createGraphFake((call) => (call.operation === 'UpdateCheckout' ? data({ updateCheckout: { checkout: saved } }) : new Error('unexpected')));
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    const note = screen.getByRole('textbox', { name: /^Catatan untuk toko/ });
    fireEvent.change(note, { target: { value: 'Tolong' } });
    fireEvent.change(note, { target: { value: 'Tolong dibungkus rapi' } });
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100));
    expect(fake.of('UpdateCheckout')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{ checkoutId: CHECKOUT_ID, note: 'Tolong dibungkus rapi' }]);
  });

  it('saves the address as a whole once it is valid, and then offers the shipping options', async () => {
    const start = checkoutData({ email: 'budi@example.com', phone: '6281234567890' });
    const withAddress = checkoutData({ email: 'budi@example.com', phone: '6281234567890', shippingAddress: { name: 'Siti', phone: '6281298765432', address: 'Jl. Kenanga 1', district: 'Denpasar Barat', city: 'Denpasar', province: 'Bali', postalCode: '80119' }, shippingOptions: [{ id: 'ship-jne-reg', courier: 'JNE', service: 'REG', fee: 30_000, fullFee: 30_000, free: false, pickup: false, note: '', etaDaysMin: 2, etaDaysMax: 3 }] });
    const fake = createGraphFake((call) => (call.operation === 'UpdateCheckout' ? data({ updateCheckout: { checkout: withAddress } }) : new Error('unexpected')));
    await renderAt(START, fake, { seed: checkoutSeed(start) });
    const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type(/^Nama penerima/, 'Siti');
    type(/^Nomor telepon penerima/, '0812-9876-5432');
    fireEvent.change(screen.getByRole('combobox', { name: /^Provinsi/ }), { target: { value: 'Bali' } });
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2));
    // Not yet complete: nothing is sent, and the shipping section asks for the rest.
    expect(fake.of('UpdateCheckout')).toHaveLength(0);
    expect(screen.getByText('Lengkapi alamat pengiriman untuk melihat pilihan kurir.')).toBeDefined();
    type(/^Alamat/, 'Jl. Kenanga 1');
    type(/^Kecamatan/, 'Denpasar Barat');
    type(/^Kota/, 'Denpasar');
    type(/^Kode pos/, '80119');
    fireEvent.blur(screen.getByRole('textbox', { name: /^Kode pos/ }));
    await settle();
    expect(fake.of('UpdateCheckout').map(input)).toEqual([
      {
        checkoutId: CHECKOUT_ID,
        shippingAddress: { name: 'Siti', phone: '+6281298765432', address: 'Jl. Kenanga 1', district: 'Denpasar Barat', city: 'Denpasar', province: 'Bali', postalCode: '80119' },
      },
    ]);
    expect(screen.getByRole('radio', { name: /JNE REG/ })).toBeDefined();
    expect(screen.getByText('Rp30.000 · 2–3 hari')).toBeDefined();
  });

  it('puts a field refused by the server on that field', async () => {
    const fake = createGraphFake((call) => (call.operation === 'UpdateCheckout' ? fieldError('Alamat e-mail tidak valid.', 'email') : new Error('unexpected')));
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'budi@contoh.co' } });
    fireEvent.blur(email);
    await settle();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Alamat e-mail tidak valid.')).toBeDefined();
    fireEvent.change(email, { target: { value: 'budi@contoh.co.id' } });
    expect(screen.queryByText('Alamat e-mail tidak valid.')).toBeNull();
  });

  it('applies a coupon with its button and shows why an unknown code gives no discount', async () => {
    const fake = createGraphFake((call) =>
      call.operation === 'UpdateCheckout'
        ? data({ updateCheckout: { checkout: filledCheckout({ couponCode: 'HEMAT', couponProblem: 'NOT_FOUND' }) } })
        : new Error('unexpected'),
    );
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    const coupon = screen.getByRole('textbox', { name: /^Kode kupon/ });
    fireEvent.change(coupon, { target: { value: 'HEMAT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pakai' }));
    await settle();
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{ checkoutId: CHECKOUT_ID, couponCode: 'HEMAT' }]);
    expect(coupon.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Kode kupon tidak dikenal.').length).toBeGreaterThan(0);
  });

  it('removes a refused coupon code, so it no longer stands in the way of the order', async () => {
    const fake = createGraphFake((call) =>
      call.operation === 'UpdateCheckout'
        ? data({ updateCheckout: { checkout: filledCheckout({ couponCode: '', couponProblem: null }) } })
        : new Error('unexpected'),
    );
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ couponCode: 'SALAHKODE', couponProblem: 'NOT_FOUND' })) });
    fireEvent.click(screen.getByRole('button', { name: 'Hapus kupon' }));
    await settle();
    expect(fake.of('UpdateCheckout').map(input)).toEqual([{ checkoutId: CHECKOUT_ID, couponCode: '' }]);
    expect(screen.queryByRole('button', { name: 'Hapus kupon' })).toBeNull();
    expect(screen.queryByText('Kode kupon tidak dikenal.')).toBeNull();
  });

  it('shows a coupon’s minimum spend in rupiah', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ couponCode: 'BESAR', couponProblem: 'MIN_SPEND', couponMinSpend: 500_000 })) });
    expect(screen.getAllByText('Belanja minimal Rp500.000 untuk memakai kupon ini.').length).toBeGreaterThan(0);
  });

  it('places a bank-transfer order, empties the cart and opens the order page', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout() } });
      if (call.operation === 'PlaceOrder') return placed('BANK_TRANSFER');
      return new Error('unexpected');
    });
    const { router, persistence, cache } = await renderAt(START, fake, {
      seed: checkoutSeed(filledCheckout()),
      storage: {
        localShoppingCart: JSON.stringify([{ productID: 'UHJvZHVjdDox', variationID: '', count: 2, downPayment: false, updateTime: 1 }]),
        itemCheckout: JSON.stringify({
          [CHECKOUT_ID]: { coupon: '', bundles: [], products: [], shippingAddress: null, createdAt: 1 },
          Other0123456789: { coupon: '', bundles: [], products: [], shippingAddress: null, createdAt: 2 },
        }),
      },
    });
    chooseBankTransfer();
    placeOrder();
    await settle();

    const [place] = fake.of('PlaceOrder');
    expect(Object.keys(input(place!)).sort()).toEqual(['checkoutId', 'clientKey', 'paymentMethod']);
    expect(input(place!)).toMatchObject({ checkoutId: CHECKOUT_ID, paymentMethod: 'BANK_TRANSFER' });
    // The final save carries only what the shopper typed or chose: no amount ever leaves the browser.
    const [save] = fake.of('UpdateCheckout');
    expect(JSON.stringify(input(save!))).not.toMatch(/price|total|fee|amount|discount/i);

    expect(router.getSnapshot().current.path).toBe('/guest/order/ord_7Hq2');
    expect(persistence.getValue('localShoppingCart')).toEqual([]);
    expect(Object.keys(persistence.getValue<Record<string, unknown>>('itemCheckout') ?? {})).toEqual(['Other0123456789']);
    const layer = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    expect(layer.find((entry) => entry.event === 'purchase')).toMatchObject({ ecommerce: { transaction_id: 'ord_7Hq2', value: 168_000 } });
    // Coming back to the checkout shows the order.
    expect(cache.read<{ checkout: { status: string } }>(graphCacheKey(CHECKOUT_QUERY, { id: CHECKOUT_ID }))?.data?.checkout.status).toBe('ordered');
  });

  it('sends the shopper to the card provider’s page with a full page load', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout() } });
      if (call.operation === 'PlaceOrder') return placed('CARD', '/_sandbox/card?session=s_1');
      return new Error('unexpected');
    });
    const { env, router } = await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    fireEvent.click(screen.getByRole('radio', { name: /Kartu kredit atau debit/ }));
    placeOrder();
    await settle();
    expect(env.assigned).toEqual([`https://toko.example/_sandbox/card?session=s_1`]);
    expect(router.getSnapshot().current.path).toBe(START);
    expect(screen.getByRole('button', { name: /Buat pesanan/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows which lines are short of stock, with a way back to the cart', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout() } });
      if (call.operation === 'PlaceOrder') {
        return data({
          placeOrder: {
            __typename: 'InsufficientStock',
            message: 'Stok tidak cukup.',
            lines: [{ productId: 'UHJvZHVjdDox', variationId: null, name: 'Kopi Gayo 250 g', requested: 2, available: 0 }],
          },
        });
      }
      if (call.operation === 'CheckoutStart') return data({ checkout: filledCheckout() });
      return new Error('unexpected');
    });
    const { router } = await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    chooseBankTransfer();
    placeOrder();
    await settle();
    const alert = screen.getByText('Stok beberapa produk tidak mencukupi:').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Kopi Gayo 250 g')).toBeDefined();
    expect(within(alert).getByText('Sisa stok: 0')).toBeDefined();
    expect(within(alert).getByRole('link', { name: 'Ubah keranjang' }).getAttribute('href')).toBe('/cart');
    expect(router.getSnapshot().current.path).toBe(START);
  });

  it('marks the fields the server still misses', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout() } });
      if (call.operation === 'PlaceOrder') {
        return data({ placeOrder: { __typename: 'CheckoutIncomplete', message: 'Lengkapi data.', fields: ['shippingMethodId'] } });
      }
      return new Error('unexpected');
    });
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    chooseBankTransfer();
    placeOrder();
    await settle();
    const group = screen.getByRole('radiogroup', { name: /Pengiriman/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /JNE REG/ }));
  });

  it('shows a coupon the server no longer honours on the coupon field', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout({ couponCode: 'LEBARAN' }) } });
      if (call.operation === 'PlaceOrder') return data({ placeOrder: { __typename: 'CouponUnavailable', message: 'Kuota kupon LEBARAN sudah habis.', problem: 'USED_UP' } });
      if (call.operation === 'CheckoutStart') return data({ checkout: filledCheckout({ couponCode: 'LEBARAN', couponProblem: 'USED_UP' }) });
      return new Error('unexpected');
    });
    await renderAt(START, fake, { seed: checkoutSeed(filledCheckout({ couponCode: 'LEBARAN', totals: { subtotal: 150_000, discount: 15_000, bundleDiscount: 0, bundles: [], shippingFee: 18_000, total: 153_000, firstPayment: 153_000 } })) });
    chooseBankTransfer();
    placeOrder();
    await settle();
    const coupon = screen.getByRole('textbox', { name: /^Kode kupon/ });
    expect(coupon.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Kuota kupon LEBARAN sudah habis.')).toBeDefined();
  });

  it('re-sends the same client key after a failed network attempt, and a new one after an answer', async () => {
    let placeCalls = 0;
    const fake = createGraphFake((call) => {
      if (call.operation === 'UpdateCheckout') return data({ updateCheckout: { checkout: filledCheckout() } });
      if (call.operation === 'PlaceOrder') {
        placeCalls += 1;
        return placeCalls <= 3 ? new TypeError('Failed to fetch') : placed('BANK_TRANSFER');
      }
      return new Error('unexpected');
    });
    const { router } = await renderAt(START, fake, { seed: checkoutSeed(filledCheckout()) });
    chooseBankTransfer();
    placeOrder();
    // The client's own retries (after 1 s and 3 s) use the key too.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fake.of('PlaceOrder')).toHaveLength(3);
    expect(screen.getByText('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.')).toBeDefined();
    const firstKey = input(fake.of('PlaceOrder')[0]!).clientKey;
    expect(typeof firstKey).toBe('string');
    // Kept for the session, so a reload would send it again as well.
    expect(Object.values({ ...window.sessionStorage })).toContain(firstKey);

    placeOrder();
    await settle();
    const keys = fake.of('PlaceOrder').map((call) => input(call).clientKey);
    expect(keys).toEqual([firstKey, firstKey, firstKey, firstKey]);
    expect(router.getSnapshot().current.path).toBe('/guest/order/ord_7Hq2');
    expect(Object.values({ ...window.sessionStorage })).not.toContain(firstKey);
  });
});
