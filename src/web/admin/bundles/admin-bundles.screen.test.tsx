import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeProblems, bundle, GULA, KAOS, KOPI, renderBundleScreen } from './bundles-test-fixtures';

afterEach(() => cleanup());

const PATH = '/admin/product/bundle';

/** A bundle that no longer applies: Gula Aren is gone, and the rest costs no more than the bundle. */
const broken = bundle({
  id: 'UHJvZHVjdEJ1bmRsZToy', name: 'Paket Batik', status: 'draft', version: 1,
  nameTexts: { id: 'Paket Batik', en: null },
  price: { amount: 120_000 }, itemsTotal: null, saving: { amount: 0 },
  items: [
    { count: 1, stock: 3, unitPrice: { amount: 120_000 }, product: KAOS, variation: { id: KAOS.variations[0]!.id, optionValues: ['Merah', 'L'] } },
    { count: 3, stock: 0, unitPrice: null, product: null, variation: null },
  ],
});

describe('the bundle list', () => {
  it('shows each bundle with its status, items, price, price apart and saving, in the menu after the categories', async () => {
    const { container } = await renderBundleScreen(PATH, { productBundles: [bundle(), broken] });
    expect(screen.getByRole('heading', { level: 1, name: 'Paket hemat' })).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: 'Menu admin' })).getAllByRole('link').map((link) => link.textContent);
    expect(menu.slice(menu.indexOf('Kategori produk'), menu.indexOf('Kategori produk') + 2)).toEqual(['Kategori produk', 'Paket hemat']);
    expect(screen.getByRole('link', { name: 'Paket hemat' }).getAttribute('aria-current')).toBe('page');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const good = within(rows[0]!);
    expect(good.getByRole('rowheader').textContent).toContain('Paket Kopi Pagi');
    expect(good.getByText('Terbit')).toBeTruthy();
    expect(good.getAllByRole('listitem').map((item) => item.textContent)).toEqual([`1× ${KOPI.name}`, `2× ${GULA.name}`]);
    expect(good.getByText('Rp130.000')).toBeTruthy();
    expect(good.getByText('Rp145.000')).toBeTruthy();
    expect(good.getByText('Rp15.000')).toBeTruthy();
    expect(good.queryByText(/Pembeli tidak mendapat paket ini/)).toBeNull();
    expect(good.getByRole('link', { name: 'Ubah Paket Kopi Pagi' }).getAttribute('href')).toBe('/admin/product/bundle/UHJvZHVjdEJ1bmRsZTox');
    expect(screen.getByRole('link', { name: 'Paket baru' }).getAttribute('href')).toBe('/admin/product/bundle/new');
    expect(await axeProblems(container, ['link-name', 'th-has-data-cells'])).toEqual([]);
  });

  it('says in words why a bundle does not apply: an item gone, a draft product, short stock, no saving', async () => {
    const noSaving = bundle({ id: 'UHJvZHVjdEJ1bmRsZToz', name: 'Paket Mahal', price: { amount: 145_000 }, saving: { amount: 0 },
      items: [{ count: 1, stock: 12, unitPrice: { amount: 95_000 }, product: KOPI, variation: null }, { count: 2, stock: 1, unitPrice: { amount: 25_000 }, product: GULA, variation: null }] });
    await renderBundleScreen(PATH, { productBundles: [broken, noSaving] });
    const [first, second] = screen.getAllByRole('row').slice(1).map((row) => within(row));
    expect(first!.getByText('Draf')).toBeTruthy();
    expect(first!.getByText('3× Produk yang sudah dihapus')).toBeTruthy();
    expect(first!.getByText('1× Kaos Batik (Merah / L)')).toBeTruthy();
    expect(first!.getByText('Tidak bisa dihitung')).toBeTruthy();
    expect(first!.getByText('Pembeli tidak mendapat paket ini:')).toBeTruthy();
    expect(first!.getByText('satu produknya sudah dihapus')).toBeTruthy();
    expect(first!.getByText('Kaos Batik (Merah / L) masih draf')).toBeTruthy();
    expect(second!.getByText('harganya tidak lebih murah dari harga satuannya hari ini')).toBeTruthy();
    expect(second!.getByText('stok Gula Aren kurang untuk satu paket (sisa 1)')).toBeTruthy();
    expect(second!.getByText('Rp0')).toBeTruthy();
  });

  it('invites the owner to create the first bundle when there is none', async () => {
    await renderBundleScreen(PATH, { productBundles: [] });
    expect(screen.getByText('Belum ada paket hemat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buat paket pertama' }).getAttribute('href')).toBe('/admin/product/bundle/new');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a role that only reads the catalogue the bundles without any way to change them', async () => {
    await renderBundleScreen(PATH, { productBundles: [bundle()] }, [], { permissions: ['catalog.read'] });
    expect(screen.getByText('Peran Anda hanya boleh melihat paket hemat.')).toBeTruthy();
    expect(screen.getByRole('rowheader').textContent).toContain('Paket Kopi Pagi');
    expect(screen.queryByRole('link', { name: 'Paket baru' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ubah/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Paket Kopi Pagi' })).toBeNull();
  });

  it('writes the amounts in the shop’s own currency, not rupiah', async () => {
    await renderBundleScreen(PATH, { productBundles: [bundle()] }, [], { currency: 'USD', language: 'en' });
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('$130,000')).toBeTruthy();
    expect(row.getByText('$145,000')).toBeTruthy();
    expect(row.getByText('$15,000')).toBeTruthy();
    expect(screen.queryByText(/Rp/)).toBeNull();
  });

  it('shows cents for a currency stored in hundredths', async () => {
    await renderBundleScreen(PATH, { productBundles: [bundle()] }, [], { currency: 'GBP_D' });
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('£1.300,00')).toBeTruthy();
    expect(row.getByText('£150,00')).toBeTruthy();
  });

  it('speaks English to staff reading English', async () => {
    await renderBundleScreen(PATH, { productBundles: [bundle()] }, [], { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bundles' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Price apart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New bundle' })).toBeTruthy();
  });
});
