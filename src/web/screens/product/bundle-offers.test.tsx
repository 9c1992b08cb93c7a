import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../cart/cart-test-fixtures';
import type { ProductDetailFieldsFragment } from '../../graph/generated/shop-operations';
import { BundleOffers } from './bundle-offers';

type Bundle = ProductDetailFieldsFragment['bundles'][number];

const money = (amount: number) => ({ amount, formatted: `Rp${amount.toLocaleString('id-ID')}` });
const item = (id: string, name: string, count: number, unitPrice: number, variation: { id: string; sku: string } | null = null, variationLabel = '') => ({
  count, variationLabel, unitPrice: { amount: unitPrice }, variation, product: { id, slug: name.toLowerCase().replace(/ /g, '-'), name, sku: `SKU-${id}`, image: null },
});

const outfit: Bundle = {
  id: 'UHJvZHVjdEJ1bmRsZTox', name: 'Setelan Batik', price: money(300_000), itemsTotal: money(350_000), saving: money(50_000),
  items: [item('shirt', 'Kemeja Batik', 1, 150_000, { id: 'size-m', sku: 'KMJ-M' }, 'M'), item('trousers', 'Celana Bahan', 1, 200_000)],
};

const storedCart = (storage: { snapshot(): Record<string, string> }) => JSON.parse(storage.snapshot().localShoppingCart ?? '[]') as Array<Record<string, unknown>>;

afterEach(cleanup);

describe('bundle offers on a product page', () => {
  it('shows each bundle\'s items, its price against the price apart and the saving, and puts every item in the cart in one press', () => {
    const { storage, notifications } = renderInShop(<BundleOffers bundles={[outfit]} />, { path: '/product/kemeja-batik' });
    const offer = screen.getByRole('listitem', { name: 'Setelan Batik' });
    expect(within(offer).getByRole('link', { name: '1× Kemeja Batik' }).getAttribute('href')).toBe('/product/kemeja-batik');
    expect(within(offer).getByText(/· M/)).toBeTruthy();
    expect(within(offer).getByText('Rp300.000')).toBeTruthy();
    expect(within(offer).getByText('Rp350.000').tagName).toBe('S');
    expect(within(offer).getByText('Rp350.000').parentElement?.textContent).toBe('Harga satuan Rp350.000');
    expect(within(offer).getByText('Hemat Rp50.000')).toBeTruthy();

    fireEvent.click(within(offer).getByRole('button', { name: 'Tambah paket ke keranjang' }));
    expect(storedCart(storage)).toMatchObject([
      { productID: 'shirt', variationID: 'size-m', count: 1, downPayment: false, price: 150_000 },
      { productID: 'trousers', variationID: '', count: 1, downPayment: false, price: 200_000 },
    ]);
    expect(notifications.getSnapshot()[0]?.notification.content).toBe('Paket "Setelan Batik" masuk keranjang.');
  });

  it('shows nothing when no bundle can be bought now', () => {
    const { container } = renderInShop(<BundleOffers bundles={[]} />, { path: '/product/kemeja-batik' });
    expect(container.querySelector('.bundle-offers')).toBeNull();
  });
});
