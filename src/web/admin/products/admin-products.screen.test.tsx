import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORIGIN } from '../../router/router-test-fixtures';
import { listedProduct, renderProductScreen } from './products-test-fixtures';

afterEach(() => cleanup());

const page = (nodes: ReturnType<typeof listedProduct>[], totalCount = nodes.length) => ({
  viewer: { permissions: ['catalog.read', 'catalog.manage'] }, categoryOptions: [], products: { totalCount, edges: nodes.map((node) => ({ node })) },
});

/** The variables of the list queries the page fetched itself (after the first, embedded answer). */
function fetchedVariables(fake: { calls: Array<{ url: string }> }) {
  return fake.calls.map((call) => new URL(call.url, ORIGIN)).filter((url) => url.searchParams.get('query')?.includes('AdminProducts'))
    .map((url) => JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>);
}

describe('the product list', () => {
  it('shows each product with its picture, SKU, status, stock, price, missing English and its ways in', async () => {
    await renderProductScreen('/admin/products', page([
      listedProduct(),
      listedProduct({ id: 'UHJvZHVjdDoy', slug: 'kopi-gayo', name: 'Kopi Gayo', sku: 'KPI-GYO', status: 'draft', stock: 0, price: { formatted: 'Rp95.000' }, untranslatedTexts: ['name', 'description'] }),
    ], 41));
    expect(screen.getByText('41 produk')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const draft = within(rows[1]!);
    expect(draft.getByRole('rowheader').textContent).toContain('Kopi Gayo');
    expect(draft.getByText('KPI-GYO')).toBeTruthy();
    expect(draft.getByText('Draf')).toBeTruthy();
    expect(draft.getByText('Rp95.000')).toBeTruthy();
    expect(draft.getByText('Belum ada teks Inggris: nama, deskripsi')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/Belum ada teks Inggris/)).toBeNull();
    expect(within(rows[0]!).getByRole('img', { name: 'Belum ada foto' })).toBeTruthy();
    expect(draft.getByRole('link', { name: 'Ubah Kopi Gayo' }).getAttribute('href')).toBe('/admin/products/UHJvZHVjdDoy');
    const preview = draft.getByRole('link', { name: 'Pratinjau Kopi Gayo (tab baru)' });
    expect(preview.getAttribute('href')).toBe('/admin/product/preview/kopi-gayo');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('navigation', { name: 'Halaman' }).textContent).toContain('Halaman 1 dari 3');
  });

  it('keeps its search, status and page in the address, and asks the staff API for exactly those', async () => {
    const { router, fake } = await renderProductScreen('/admin/products?q=kain&page=2', page([listedProduct()], 25), [
      jsonReply({ data: page([listedProduct({ status: 'draft' })], 1) }),
      jsonReply({ data: page([], 0) }),
    ]);
    const search = screen.getByRole('searchbox', { name: 'Cari nama atau SKU' }) as HTMLInputElement;
    expect(search.value).toBe('kain');
    expect(screen.getByRole('link', { name: 'Sebelumnya' }).getAttribute('href')).toBe('/admin/products?q=kain');

    await act(async () => { fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } }); });
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/admin/products?q=kain&status=draft'));
    await waitFor(() => expect(screen.getByText('1 produk')).toBeTruthy());

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari nama atau SKU' }), { target: { value: '  tenun ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Cari' })); });
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/admin/products?q=tenun&status=draft'));
    await waitFor(() => expect(screen.getByText(/Tidak ada produk yang cocok/)).toBeTruthy());
    expect(fetchedVariables(fake)).toEqual([
      { after: null, first: 20, search: 'kain', status: 'draft', categoryId: null, stockLevel: null },
      { after: null, first: 20, search: 'tenun', status: 'draft', categoryId: null, stockLevel: null },
    ]);
    expect(screen.getByRole('link', { name: 'Hapus saringan' }).getAttribute('href')).toBe('/admin/products');
  });
});
