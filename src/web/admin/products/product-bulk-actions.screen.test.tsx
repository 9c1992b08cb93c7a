import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { listedProduct, renderProductScreen, sentMutations } from './products-test-fixtures';

afterEach(() => cleanup());

const page = (permissions: string[]) => ({
  viewer: { permissions }, categoryOptions: [],
  products: { totalCount: 2, edges: [listedProduct(), listedProduct({ id: 'UHJvZHVjdDoy', name: 'Kopi Gayo', slug: 'kopi-gayo', stock: 0, stockLevel: 'out' })].map((node) => ({ node })) },
});

describe('bulk actions on the product list', () => {
  it('marks products out of stock, unpublishes the ticked one, and deletes only after the owner confirms', async () => {
    const { fake } = await renderProductScreen('/admin/products', page(['catalog.read', 'catalog.manage']), [
      jsonReply({ data: { unpublishProducts: ['UHJvZHVjdDoy'] } }),
      jsonReply({ data: page(['catalog.read', 'catalog.manage']) }),
      jsonReply({ data: { deleteProducts: ['UHJvZHVjdDox', 'UHJvZHVjdDoy'] } }),
      jsonReply({ data: page(['catalog.read', 'catalog.manage']) }),
    ]);
    expect(within(screen.getByRole('row', { name: /Kopi Gayo/ })).getByText('Habis')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Kopi Gayo' }));
    expect(screen.getByText('1 produk dipilih')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Jadikan draf' })); });
    await waitFor(() => expect(sentMutations(fake, 'ID')).toEqual([{ ids: ['UHJvZHVjdDoy'] }]));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua produk di halaman ini' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Hapus' })); });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hapus 2 produk?')).toBeTruthy();
    // Nothing is deleted until the box is ticked and yes pressed.
    const yes = within(dialog).getByRole('button', { name: 'Hapus 2 produk' });
    expect(yes.hasAttribute('disabled') || yes.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(sentMutations(fake, 'ID')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Saya mengerti penghapusan tidak bisa dibatalkan.' }));
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus 2 produk' })); });
    await waitFor(() => expect(sentMutations(fake, 'ID')[1]).toEqual({ ids: ['UHJvZHVjdDox', 'UHJvZHVjdDoy'] }));
  });

  it('offers no bulk actions to a role that may only read the catalogue', async () => {
    await renderProductScreen('/admin/products', page(['catalog.read', 'content.manage']));
    expect(screen.queryByRole('group', { name: 'Tindakan untuk produk yang dipilih' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  });
});
