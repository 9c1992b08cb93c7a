import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ACCOUNT_ORDERS_QUERY } from './account-api';
import { ADDRESS, mutationCalls, orderPage, renderAccountScreen, sampleCustomer, sampleOrder, sentBody } from './account-test-fixtures';

afterEach(() => {
  cleanup();
});

const region = (name: string) => screen.getByRole('region', { name });

async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function type(label: RegExp, value: string, within_: HTMLElement = document.body) {
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
}

describe('the account page', () => {
  it('asks a visitor who is not signed in to sign in, coming back here afterwards', async () => {
    await renderAccountScreen({ path: '/account', customer: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Akun saya');
    expect(screen.getByRole('heading', { name: 'Masuk dulu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?next=%2Faccount');
  });

  it('shows the profile with the e-mail confirmed and the phone with its country code', async () => {
    await renderAccountScreen({ path: '/account' });
    const profile = region('Profil');
    expect(profile.textContent).toContain('Sari Wulandari');
    expect(profile.textContent).toContain('sari@example.id');
    expect(within(profile).getByText('Sudah dipastikan')).toBeTruthy();
    expect(profile.textContent).toContain('0812-3456-7890');
    expect(within(profile).queryByRole('button', { name: 'Kirim ulang tautan' })).toBeNull();
  });

  it('sends the confirmation link again for an unconfirmed address and reads out the server\'s answer', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      customer: sampleCustomer({ verified: false }),
      replies: [jsonReply({ data: { resendVerification: { message: 'Jika alamat sari@example.id belum dipastikan, kami telah mengirim tautan baru.' } } })],
    });
    const profile = region('Profil');
    expect(within(profile).getByText('Belum dipastikan')).toBeTruthy();
    await press(within(profile).getByRole('button', { name: 'Kirim ulang tautan' }));
    await waitFor(() => expect(within(profile).getAllByRole('status')[0]!.textContent).toContain('kami telah mengirim tautan baru'));
    expect(mutationCalls(fake, 'ResendVerification')).toHaveLength(1);
  });

  it('turns e-mail news on with a confirmation to look for in the inbox, and off at once', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      replies: [jsonReply({ data: { setMyEmailSubscription: 'pending' } }), jsonReply({ data: { setMyEmailSubscription: 'unsubscribed' } })],
    });
    const news = region('Langganan e-mail');
    const toggle = within(news).getByRole('switch', { name: 'Kirimi saya kabar produk baru dan promo' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await press(toggle);
    await waitFor(() => expect(within(news).getByRole('status').textContent).toContain('buka tautan yang kami kirim ke sari@example.id'));
    expect(toggle.checked).toBe(true);
    expect(sentBody(mutationCalls(fake, 'SetMyEmailSubscriptionInput')[0]!).variables).toEqual({ input: { subscribed: true } });
    await press(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(within(news).getByRole('status').textContent).toContain('Kami hanya mengirim e-mail tentang pesanan Anda');
    expect(sentBody(mutationCalls(fake, 'SetMyEmailSubscriptionInput')[1]!).variables).toEqual({ input: { subscribed: false } });
  });

  it('shows a refused change of e-mail news and leaves the switch as it was', async () => {
    await renderAccountScreen({
      path: '/account',
      emailSubscription: 'subscribed',
      replies: [jsonReply({ errors: [{ message: 'Terlalu sering. Coba lagi sebentar lagi.', extensions: { code: 'RATE_LIMITED' } }] })],
    });
    const news = region('Langganan e-mail');
    const toggle = within(news).getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(within(news).getByRole('status').textContent).toContain('Aktif');
    await press(toggle);
    await waitFor(() => expect(within(news).getByRole('alert').textContent).toContain('Terlalu sering'));
    expect(toggle.checked).toBe(true);
  });

  it('changes the name and phone, refusing a phone that is too short before asking the server', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      replies: [
        jsonReply({ data: { updateCustomerProfile: { id: 'cus_1', name: 'Sari W.', phone: '6285712349876' } } }),
        jsonReply({ data: { viewerCustomer: sampleCustomer({ name: 'Sari W.', phone: '6285712349876' }), shippingProvinces: [] } }),
      ],
    });
    const profile = region('Profil');
    await press(within(profile).getByRole('button', { name: 'Ubah nama dan telepon' }));
    const form = within(profile).getByRole('form', { name: 'Ubah profil' });
    type(/^Nama/, 'Sari W.', form);
    type(/^Nomor telepon/, '12', form);
    await press(within(form).getByRole('button', { name: 'Simpan profil' }));
    expect(within(form).getByLabelText(/^Nomor telepon/).getAttribute('aria-invalid')).toBe('true');
    expect(mutationCalls(fake, 'CustomerProfileInput')).toHaveLength(0);
    type(/^Nomor telepon/, '857 1234 9876', form);
    await press(within(form).getByRole('button', { name: 'Simpan profil' }));
    await waitFor(() => expect(within(profile).queryByRole('form')).toBeNull());
    expect(sentBody(mutationCalls(fake, 'CustomerProfileInput')[0]!).variables).toEqual({ input: { name: 'Sari W.', phone: '+6285712349876' } });
    expect(within(profile).getByText('Profil tersimpan.')).toBeTruthy();
    expect(profile.textContent).toContain('0857-1234-9876');
  });
});

describe('saved addresses', () => {
  it('adds an address with checkout\'s rules: a wrong postal code is marked and focused first', async () => {
    const saved = { id: 'adr_1', address: ADDRESS };
    const { fake } = await renderAccountScreen({ path: '/account', replies: [jsonReply({ data: { saveAddress: saved } })] });
    const section = region('Alamat tersimpan');
    expect(section.textContent).toContain('0 dari 10 alamat');
    expect(section.textContent).toContain('Belum ada alamat tersimpan.');
    await press(within(section).getByRole('button', { name: 'Tambah alamat' }));
    const form = within(section).getByRole('form', { name: 'Alamat baru' });
    type(/^Nama penerima/, ADDRESS.name, form);
    type(/^Nomor telepon penerima/, '812-3456-7890', form);
    type(/^Alamat/, ADDRESS.address, form);
    type(/^Kecamatan/, ADDRESS.district, form);
    type(/^Kota/, ADDRESS.city, form);
    fireEvent.change(within(form).getByLabelText(/^Provinsi/), { target: { value: ADDRESS.province } });
    type(/^Kode pos/, '55', form);
    await press(within(form).getByRole('button', { name: 'Simpan alamat' }));
    const postal = within(form).getByLabelText(/^Kode pos/);
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(postal);
    expect(mutationCalls(fake, 'SaveAddressInput')).toHaveLength(0);

    type(/^Kode pos/, ADDRESS.postalCode, form);
    await press(within(form).getByRole('button', { name: 'Simpan alamat' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(sentBody(mutationCalls(fake, 'SaveAddressInput')[0]!).variables).toEqual({
      input: { id: null, address: { ...ADDRESS, phone: '+6281234567890' } },
    });
    expect(within(section).getByRole('list', { name: 'Daftar alamat tersimpan' }).textContent).toContain('Jl. Malioboro 12');
    expect(section.textContent).toContain('1 dari 10 alamat');
  });

  it('disables adding at the limit and says why', async () => {
    const addresses = Array.from({ length: 10 }, (_, index) => ({ id: `adr_${index}`, address: { ...ADDRESS, name: `Penerima ${index}` } }));
    await renderAccountScreen({ path: '/account', customer: sampleCustomer({ addresses }) });
    const section = region('Alamat tersimpan');
    const add = within(section).getByRole('button', { name: 'Tambah alamat' });
    expect(add).toHaveProperty('disabled', true);
    const reason = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Anda sudah menyimpan 10 alamat, batas maksimal. Hapus satu alamat untuk menambah yang baru.');
  });

  it('shows the server\'s refusal when the limit was reached elsewhere meanwhile', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      customer: sampleCustomer({ addresses: [{ id: 'adr_1', address: ADDRESS }] }),
      replies: [jsonReply({ data: null, errors: [{ message: 'Paling banyak 10 alamat tersimpan. Hapus satu alamat dulu.', extensions: { code: 'BAD_USER_INPUT' } }] })],
    });
    const section = region('Alamat tersimpan');
    await press(within(section).getByRole('button', { name: 'Tambah alamat' }));
    const form = within(section).getByRole('form', { name: 'Alamat baru' });
    type(/^Nama penerima/, 'Budi', form);
    type(/^Nomor telepon penerima/, '8129876543', form);
    type(/^Alamat/, 'Jl. Solo 3', form);
    type(/^Kecamatan/, 'Laweyan', form);
    type(/^Kota/, 'Surakarta', form);
    fireEvent.change(within(form).getByLabelText(/^Provinsi/), { target: { value: 'Jawa Tengah' } });
    type(/^Kode pos/, '57141', form);
    await press(within(form).getByRole('button', { name: 'Simpan alamat' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('Paling banyak 10 alamat tersimpan.'));
    expect(mutationCalls(fake, 'SaveAddressInput')).toHaveLength(1);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('changes an address in place', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      customer: sampleCustomer({ addresses: [{ id: 'adr_1', address: ADDRESS }] }),
      replies: [jsonReply({ data: { saveAddress: { id: 'adr_1', address: { ...ADDRESS, city: 'Sleman' } } } })],
    });
    const section = region('Alamat tersimpan');
    await press(within(section).getByRole('button', { name: 'Ubah alamat Sari Wulandari' }));
    const form = within(section).getByRole('form', { name: 'Ubah alamat' });
    expect((within(form).getByLabelText(/^Nomor telepon penerima/) as HTMLInputElement).value).toBe('81234567890');
    type(/^Kota/, 'Sleman', form);
    await press(within(form).getByRole('button', { name: 'Simpan alamat' }));
    await waitFor(() => expect(within(section).queryByRole('form')).toBeNull());
    expect(sentBody(mutationCalls(fake, 'SaveAddressInput')[0]!).variables).toMatchObject({ input: { id: 'adr_1', address: { city: 'Sleman', phone: '+6281234567890' } } });
    expect(within(section).getByRole('list', { name: 'Daftar alamat tersimpan' }).textContent).toContain('Sleman');
  });

  it('deletes an address only after confirming', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      customer: sampleCustomer({ addresses: [{ id: 'adr_1', address: ADDRESS }] }),
      replies: [jsonReply({ data: { deleteAddress: true } })],
    });
    const section = region('Alamat tersimpan');
    await press(within(section).getByRole('button', { name: 'Hapus alamat Sari Wulandari' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Hapus alamat ini?' })).toBeTruthy();
    expect(mutationCalls(fake, 'ID')).toHaveLength(0);
    await press(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(within(screen.getByRole('alertdialog')).getByRole('heading', { name: 'Alamat dihapus' })).toBeTruthy());
    expect(sentBody(mutationCalls(fake, 'ID')[0]!).variables).toEqual({ id: 'adr_1' });
    await press(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Kembali/ }));
    await waitFor(() => expect(within(section).queryByRole('list')).toBeNull());
    expect(section.textContent).toContain('0 dari 10 alamat');
  });
});

describe('order history', () => {
  it('says there are no orders yet and leads to the shop', async () => {
    await renderAccountScreen({ path: '/account' });
    const orders = region('Pesanan saya');
    expect(orders.textContent).toContain('Anda belum punya pesanan.');
    expect(within(orders).getByRole('link', { name: 'Mulai belanja' }).getAttribute('href')).toBe('/');
  });

  it('lists each order with its number linking to it, date, status in words and total', async () => {
    await renderAccountScreen({ path: '/account', orders: orderPage([sampleOrder(10002, { status: 'shipped', total: 275000 }), sampleOrder(10001)]) });
    const orders = region('Pesanan saya');
    const items = within(orders).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Pesanan #10002' }).getAttribute('href')).toBe('/order/ord_10002');
    expect(items[0]!.textContent).toContain('Dikirim');
    expect(items[0]!.textContent).toContain('Total Rp275.000');
    expect(items[1]!.textContent).toContain('Menunggu pembayaran');
    expect(items[1]!.textContent).toContain('Dibuat 1 Mei 2024');
    expect(orders.textContent).toContain('Menampilkan 2 dari 2 pesanan.');
  });

  it('loads the next page after the last cursor and moves the focus to the first new order', async () => {
    const { fake } = await renderAccountScreen({
      path: '/account',
      orders: orderPage([sampleOrder(10003)], { total: 2, next: 'Y3Vyc29yMA' }),
      replies: [jsonReply({ data: { viewerOrders: orderPage([sampleOrder(10001)], { total: 2 }) } })],
    });
    const orders = region('Pesanan saya');
    await press(within(orders).getByRole('button', { name: 'Muat pesanan lainnya' }));
    await waitFor(() => expect(within(orders).getAllByRole('listitem')).toHaveLength(2));
    const asked = new URL(fake.calls[0]!.url, 'https://toko.example');
    expect(asked.searchParams.get('query')).toContain('AccountOrders');
    expect(JSON.parse(asked.searchParams.get('variables')!)).toEqual({ first: 10, after: 'Y3Vyc29yMA' });
    expect(ACCOUNT_ORDERS_QUERY).toContain('viewerOrders');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Pesanan #10001'));
    expect(within(orders).queryByRole('button', { name: 'Muat pesanan lainnya' })).toBeNull();
    expect(orders.textContent).toContain('Menampilkan 2 dari 2 pesanan.');
  });
});

describe('ordering again', () => {
  const CART_KEY = 'localShoppingCart';

  it('puts the available lines in the cart, names the sold-out one, and opens the cart', async () => {
    const order = sampleOrder(10001);
    const { fake, router, storage, notifications } = await renderAccountScreen({
      path: '/account',
      orders: orderPage([order]),
      replies: [jsonReply({ data: { cart: { lines: [
        { productId: 'UHJvZHVjdDox', variationId: null, name: 'Kain Batik Parang', variationLabel: '', count: 2, availableStock: 7, problem: null, unitPrice: 65000 },
        { productId: 'UHJvZHVjdDoy', variationId: 'UHJvZHVjdFZhcmlhdGlvbjoz', name: 'Kaos Lurik', variationLabel: 'M', count: 1, availableStock: 0, problem: 'OUT_OF_STOCK', unitPrice: 90000 },
      ] } } })],
    });
    await press(within(region('Pesanan saya')).getByRole('button', { name: 'Pesan lagi produk pesanan #10001' }));
    await waitFor(() => expect(router.getSnapshot().current.name).toBe('cart'));
    const asked = JSON.parse(new URL(fake.calls[0]!.url, 'https://toko.example').searchParams.get('variables')!) as { lines: unknown[] };
    expect(asked.lines).toEqual([
      { productId: 'UHJvZHVjdDox', variationId: null, count: 2, downPayment: false },
      { productId: 'UHJvZHVjdDoy', variationId: 'UHJvZHVjdFZhcmlhdGlvbjoz', count: 1, downPayment: false },
    ]);
    const cart = JSON.parse(storage.getItem(CART_KEY) ?? '[]') as Array<{ productID: string; count: number }>;
    expect(cart.map((line) => [line.productID, line.count])).toEqual([['UHJvZHVjdDox', 2]]);
    const toast = notifications.getSnapshot().at(-1)!.notification;
    expect(toast.title).toEqual({ textKey: 'account.reorder.partTitle' });
    const { container } = render(<I18nProvider store={createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {} })}>{toast.content as ReactElement}</I18nProvider>);
    expect(container.textContent).toBe('Kaos Lurik (M): stok habis.');
  });

  it('adds only what is left of a line low in stock and says so, staying put when nothing could be added', async () => {
    const order = sampleOrder(10001, { lines: [{ productId: 'UHJvZHVjdDox', variationId: null, name: 'Kain Batik Parang', variationLabel: '', count: 3, downPaymentUnit: null }] });
    const { router, storage, notifications } = await renderAccountScreen({
      path: '/account',
      orders: orderPage([order]),
      replies: [
        jsonReply({ data: { cart: { lines: [{ productId: 'UHJvZHVjdDox', variationId: null, name: 'Kain Batik Parang', variationLabel: '', count: 3, availableStock: 1, problem: 'NOT_ENOUGH_STOCK', unitPrice: 65000 }] } } }),
        jsonReply({ data: { cart: { lines: [{ productId: 'UHJvZHVjdDox', variationId: null, name: '', variationLabel: '', count: 3, availableStock: 0, problem: 'UNAVAILABLE', unitPrice: 0 }] } } }),
      ],
    });
    const button = within(region('Pesanan saya')).getByRole('button', { name: 'Pesan lagi produk pesanan #10001' });
    await press(button);
    await waitFor(() => expect(router.getSnapshot().current.name).toBe('cart'));
    expect((JSON.parse(storage.getItem(CART_KEY) ?? '[]') as Array<{ count: number }>)[0]!.count).toBe(1);
    const { container } = render(<I18nProvider store={createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {} })}>{notifications.getSnapshot().at(-1)!.notification.content as ReactElement}</I18nProvider>);
    expect(container.textContent).toBe('Kain Batik Parang: hanya 1 dari 3 masuk keranjang, stok tinggal sedikit.');

    await act(() => router.navigate('/account'));
    await press(within(region('Pesanan saya')).getByRole('button', { name: 'Pesan lagi produk pesanan #10001' }));
    await waitFor(() => expect(notifications.getSnapshot().at(-1)!.notification.title).toEqual({ textKey: 'account.reorder.noneTitle' }));
    expect(router.getSnapshot().current.name).toBe('account');
  });
});
