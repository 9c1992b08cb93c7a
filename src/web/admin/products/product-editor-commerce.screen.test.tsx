import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Ref } from 'react';
import { useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../../domain/rich-text';
import { jsonReply } from '../../graph/graph-test-fetch';
import { editedProduct, renderProductScreen, sentMutations } from './products-test-fixtures';

vi.mock('../../editor', () => ({
  RichTextEditor({ value, label, handle }: { value: RichTextDocument; label: string; handle: Ref<unknown> }) {
    useImperativeHandle(handle, () => ({ getDocument: () => value, insertText: () => undefined }));
    return <textarea aria-label={label} defaultValue={value.blocks.map((block) => block.text).join('\n')} />;
  },
}));

afterEach(() => cleanup());

const PATH = '/admin/products/UHJvZHVjdDox';
const CHANGED = 'Produk ini sudah diubah dan disimpan orang lain sejak Anda membukanya. Perubahan Anda belum disimpan: muat versi terbaru, lalu ulangi perubahan Anda.';

async function open(options: { permissions?: string[]; replies?: Parameters<typeof renderProductScreen>[2] } = {}) {
  const view = await renderProductScreen(PATH, { productById: editedProduct() }, options.replies ?? [], { permissions: options.permissions });
  await screen.findByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }, { timeout: 15_000 });
  return view;
}

describe('the product editor\'s selling side', () => {
  it('sends prices as whole rupiah with the version it opened, and marks a compare-at price that is not higher before sending', async () => {
    const { fake } = await open();
    const price = screen.getByRole('textbox', { name: 'Harga jual' }) as HTMLInputElement;
    fireEvent.change(price, { target: { value: 'Rp 2.500.000' } });
    expect(price.value).toBe('2.500.000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Harga coret' }), { target: { value: '2000000' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    expect(screen.getByText('Harga coret harus lebih tinggi dari harga jual, atau dikosongkan.')).toBeTruthy();
    expect(sentMutations(fake, 'ProductInput')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Harga coret' }), { target: { value: '3000000' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    await waitFor(() => expect(sentMutations(fake, 'ProductInput')).toHaveLength(1));
    const [sent] = sentMutations(fake, 'ProductInput') as Array<{ version: number; input: Record<string, unknown> }>;
    expect(sent!.version).toBe(3);
    expect(sent!.input).toMatchObject({ price: 2_500_000, compareAtPrice: 3_000_000, sku: 'TNN-SMB-004', weightGrams: 400, imageIds: ['img1'], variations: [] });
  });

  it('says when someone else saved meanwhile, keeps the typed changes, and loads theirs when asked', async () => {
    const theirs = editedProduct({ version: 4, price: { amount: 990_000, formatted: 'Rp990.000' } });
    const { router } = await open({ replies: [
      jsonReply({ data: { updateProduct: { __typename: 'ProductSaveRefused', message: CHANGED, product: theirs } } }),
      // The product read again (the list and the product are marked stale after any save).
      jsonReply({ data: { viewer: { permissions: ['catalog.manage'] }, categoryOptions: [], productById: theirs } }),
    ] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Harga jual' }), { target: { value: '1300000' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent).join('|')).toContain('sudah diubah'));
    expect((screen.getByRole('textbox', { name: 'Harga jual' }) as HTMLInputElement).value).toBe('1.300.000');
    expect(router.getSnapshot().exitConfirmation).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Muat versi terbaru (perubahan Anda dibuang)' }));
    expect((screen.getByRole('textbox', { name: 'Harga jual' }) as HTMLInputElement).value).toBe('990.000');
    expect(screen.queryByText(CHANGED)).toBeNull();
    await waitFor(() => expect(router.getSnapshot().exitConfirmation).toBeNull());
  });

  it('shows a content editor the texts, slug and status only, and saves those alone', async () => {
    const saved = editedProduct({ name: 'Kain Baru' });
    const { fake } = await open({ permissions: ['catalog.read', 'content.manage'], replies: [
      jsonReply({ data: { updateProductContent: saved } }),
      jsonReply({ data: { viewer: { permissions: ['catalog.read', 'content.manage'] }, categoryOptions: [], productById: saved } }),
    ] });
    expect(screen.queryByRole('textbox', { name: 'Harga jual' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sesuaikan stok' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Foto' })).toBeNull();
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Nama produk' })[0]!, { target: { value: 'Kain Baru' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    await waitFor(() => expect(sentMutations(fake, 'ProductContentInput')).toHaveLength(1));
    const [sent] = sentMutations(fake, 'ProductContentInput') as Array<{ input: Record<string, unknown> }>;
    expect(Object.keys(sent!.input).sort()).toEqual(['description', 'name', 'slug', 'status', 'summary']);
    expect(sentMutations(fake, 'ProductInput')).toEqual([]);
  });

  it('moves a picture with the keyboard buttons and says where it went', async () => {
    const pictures = ['a', 'b', 'c'].map((id) => ({ id, width: 100, height: 100, dominantColor: '#123456', alt: null }));
    await renderProductScreen(PATH, { productById: editedProduct({ images: pictures }) });
    await screen.findByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }, { timeout: 15_000 });
    const earlier = screen.getByRole('button', { name: 'Pindahkan foto 3 ke depan' });
    earlier.focus();
    fireEvent.click(earlier);
    expect(screen.getAllByRole('img', { name: /^Foto \d dari 3$/ }).map((image) => image.getAttribute('src'))).toEqual(['/media/a/200.webp', '/media/c/200.webp', '/media/b/200.webp']);
    expect(screen.getByText('Foto 3 sekarang di posisi 2 dari 3.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pindahkan foto 1 ke depan' }).hasAttribute('disabled')).toBe(true);
  });
});
