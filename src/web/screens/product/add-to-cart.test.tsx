import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../cart/cart-test-fixtures';
import { AddToCart } from './add-to-cart';
import type { ProductDetailFieldsFragment, VariationFieldsFragment } from '../../graph/generated/shop-operations';

const money = (amount: number) => ({ amount, formatted: `Rp${amount}` });

function product(overrides: Partial<ProductDetailFieldsFragment> = {}): ProductDetailFieldsFragment {
  return {
    id: 'UHJvZHVjdDox', slug: 'kopi-gayo', name: 'Kopi Gayo', summary: '', metaTitle: 'Kopi Gayo', metaDescription: '', sku: 'KOPI', stock: 5, inStock: true,
    weightGrams: 250, lengthCm: 10, widthCm: 5, heightCm: 20, updatedAt: '', price: { ...money(85000), currency: 'IDR' }, compareAtPrice: null,
    discountPercent: null, downPaymentPercent: null, description: { html: '', text: '' }, images: [], breadcrumb: [], options: [], variations: [], category: null, bundles: [], rating: null, reviews: { totalCount: 0, nodes: [] },
    ...overrides,
  };
}

const variationM: VariationFieldsFragment = { id: 'VmFyaWF0aW9uOjE=', optionValues: ['m'], sku: 'KAOS-M', stock: 2, inStock: true, price: money(120000), compareAtPrice: null, image: null };

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(cleanup);

const storedCart = (storage: { snapshot(): Record<string, string> }) => JSON.parse(storage.snapshot().localShoppingCart ?? '[]') as Array<Record<string, unknown>>;

describe('add to cart', () => {
  it('adds the chosen count with the price shown, confirms with a toast linking to the cart, and tracks it', () => {
    const { storage, notifications } = renderInShop(<AddToCart product={product()} variation={undefined} unitPrice={85000} downPaymentPercent={30} />, { path: '/product/kopi-gayo' });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah Kopi Gayo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bayar uang muka saja (30%)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));

    expect(storedCart(storage)).toMatchObject([{ productID: 'UHJvZHVjdDox', variationID: '', count: 2, downPayment: true, price: 85000 }]);
    const toast = notifications.getSnapshot()[0]?.notification;
    expect(toast?.title).toBe('Ditambahkan ke keranjang');
    expect(toast?.actions?.[0]).toMatchObject({ text: 'Lihat keranjang', route: { name: 'cart' } });
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 170000, items: [{ item_id: 'UHJvZHVjdDox', quantity: 2 }] } });

    // Five in stock, two in the cart: at most three more.
    expect(screen.getByText('Sudah ada 2 di keranjang Anda.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' }).getAttribute('max')).toBe('3');
  });

  it('is off with "Stok habis" when sold out, and asks for a variation when the combination does not exist', () => {
    renderInShop(<AddToCart product={product({ stock: 0, inStock: false })} variation={undefined} unitPrice={85000} />, { path: '/product/kopi-gayo' });
    expect(screen.getByRole('button', { name: 'Stok habis' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    cleanup();

    const withVariations = product({ options: [{ name: 'Ukuran', values: [{ value: 'm', label: 'M' }] }], variations: [variationM] });
    renderInShop(<AddToCart product={withVariations} variation={undefined} unitPrice={120000} />, { path: '/product/kaos' });
    expect(screen.getByRole('button', { name: 'Tambah ke keranjang' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Pilih kombinasi varian yang tersedia dulu.')).toBeTruthy();
    cleanup();

    const { storage } = renderInShop(<AddToCart product={withVariations} variation={variationM} unitPrice={120000} />, { path: '/product/kaos' });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));
    expect(storedCart(storage)).toMatchObject([{ variationID: 'VmFyaWF0aW9uOjE=', count: 1, price: 120000 }]);
  });
});
