import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORIGIN } from '../../router/router-test-fixtures';
import { axeProblems, bundle, FRAME, GULA, KAOS, KOPI, OWNER, renderBundleScreen, sentMutations, type Product } from './bundles-test-fixtures';

afterEach(() => cleanup());

const PATH = '/admin/product/bundle/UHJvZHVjdEJ1bmRsZTox';
const LEAVE = 'Perubahan pada paket ini belum disimpan. Tinggalkan halaman ini dan buang perubahannya?';

const found = (...products: Product[]) => jsonReply({ data: { products: { totalCount: products.length, edges: products.map((node) => ({ node })) } } });
const item = (index: number) => within(screen.getAllByRole('group').filter((group) => group.classList.contains('bundle-item-box'))[index]!);
const sums = () => Object.fromEntries([...document.querySelectorAll('.bundle-sums div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
const save = async () => { await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); }); };

/** The product searches the page sent, by their words. */
function searches(fake: { calls: Array<{ url: string }> }) {
  return fake.calls.map((call) => new URL(call.url, ORIGIN)).filter((url) => url.searchParams.get('query')?.includes('AdminBundleProductSearch'))
    .map((url) => (JSON.parse(url.searchParams.get('variables') ?? '{}') as { search: string }).search);
}

async function addFromSearch(words: string, name: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Cari produk untuk ditambahkan' }), { target: { value: words } });
  const add = await screen.findByRole('button', { name: `Tambah: ${name}` });
  await act(async () => { fireEvent.click(add); });
}

describe('the bundle editor', () => {
  it('puts a new bundle together from the catalogue search, prices it live and creates it', async () => {
    const created = bundle({ id: 'UHJvZHVjdEJ1bmRsZTo5', name: 'Paket Batik Kopi', version: 1, status: 'draft' });
    const { fake, router, container } = await renderBundleScreen('/admin/product/bundle/new', {}, [
      found(KOPI, GULA), found(KAOS),
      jsonReply({ data: { createProductBundle: created } }),
      jsonReply({ data: { viewer: { permissions: OWNER }, productBundle: created } }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Paket baru' })).toBeTruthy();
    expect(screen.getByText('Belum ada produk. Cari produk di bawah, lalu tambahkan.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama (Bahasa Indonesia) (wajib)' }), { target: { value: 'Paket Batik Kopi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama (Bahasa Inggris)' }), { target: { value: 'Batik and Coffee' } });

    await addFromSearch('kopi', 'Kopi Gayo');
    // The new row takes the focus, on its quantity; the product cannot be added twice.
    expect(document.activeElement).toBe(item(0).getByRole('textbox', { name: 'Jumlah' }));
    expect(screen.getByRole('button', { name: 'Sudah di paket: Kopi Gayo' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Kopi Gayo masuk paket.')).toBeTruthy();
    fireEvent.change(item(0).getByRole('textbox', { name: 'Jumlah' }), { target: { value: '2' } });
    expect(sums()['Harga satuan hari ini']).toBe('Rp190.000');

    await addFromSearch('kaos', 'Kaos Batik');
    // A product with variations asks which one first, and says it is still a draft.
    const variation = item(1).getByRole('combobox', { name: 'Variasi' });
    expect(document.activeElement).toBe(variation);
    expect(item(1).getByText('Produk ini masih draf: pembeli belum bisa membelinya.')).toBeTruthy();
    expect(sums()['Harga satuan hari ini']).toBe('—');
    expect(screen.getByText('Pilih produk dan variasinya dulu.')).toBeTruthy();
    fireEvent.change(variation, { target: { value: KAOS.variations[1]!.id } });
    expect(item(1).getByText('Harga satuan: 1 × Rp130.000 = Rp130.000')).toBeTruthy();
    expect(sums()['Harga satuan hari ini']).toBe('Rp320.000');

    // The saving follows the price as it is typed; a price not below the price apart is warned of.
    const price = screen.getByRole('textbox', { name: 'Harga paket' });
    fireEvent.change(price, { target: { value: '350000' } });
    expect((price as HTMLInputElement).value).toBe('350.000');
    expect(screen.getByText(/Harga paket tidak di bawah harga satuannya: pembeli tidak hemat/)).toBeTruthy();
    fireEvent.change(price, { target: { value: 'Rp 288.000' } });
    expect(sums()).toMatchObject({ 'Harga satuan hari ini': 'Rp320.000', 'Harga paket': 'Rp288.000', 'Pembeli hemat': 'Rp32.000 (10%)' });
    expect(screen.queryByText(/pembeli tidak hemat/)).toBeNull();
    expect(router.getSnapshot().exitConfirmation).toBe(LEAVE);
    expect(await axeProblems(container, ['label', 'aria-valid-attr-value'])).toEqual([]);

    await save();
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/admin/product/bundle/UHJvZHVjdEJ1bmRsZTo5'));
    expect(searches(fake)).toEqual(['kopi', 'kaos']);
    expect(sentMutations(fake, 'ProductBundleInput')).toEqual([{
      input: {
        name: { id: 'Paket Batik Kopi', en: 'Batik and Coffee' }, status: 'draft', price: 288_000,
        items: [{ productId: KOPI.id, variationId: null, count: 2 }, { productId: KAOS.id, variationId: KAOS.variations[1]!.id, count: 1 }],
      },
    }]);
    expect(router.getSnapshot().exitConfirmation).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paket Batik Kopi' })).toBeTruthy();
  });

  it('says when the search got no answer instead of finding nothing, and asks again on request', async () => {
    await renderBundleScreen('/admin/product/bundle/new', {}, [{ status: 503, body: 'busy' }, found(KOPI)]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari produk untuk ditambahkan' }), { target: { value: 'kopi' } });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Pencarian tidak mendapat jawaban. Periksa koneksi Anda lalu coba lagi.');
    // Not "0 produk ditemukan": the catalogue was not asked.
    expect(screen.queryByText(/ditemukan/)).toBeNull();
    await act(async () => { fireEvent.click(within(failure).getByRole('button', { name: 'Coba lagi' })); });
    await addFromSearch('kopi', 'Kopi Gayo');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Kopi Gayo masuk paket.')).toBeTruthy();
  });

  it('checks what it can before sending anything, each refusal beside its field', async () => {
    const { fake } = await renderBundleScreen('/admin/product/bundle/new', {}, [found(KAOS)]);
    await addFromSearch('kaos', 'Kaos Batik');
    fireEvent.change(item(0).getByRole('textbox', { name: 'Jumlah' }), { target: { value: '0' } });
    await save();
    expect(screen.getByRole('textbox', { name: 'Nama (Bahasa Indonesia) (wajib)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nama paket (Bahasa Indonesia) wajib diisi.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nama (Bahasa Indonesia) (wajib)' }));
    expect(screen.getByText('Paket berisi paling sedikit 2 produk berbeda.')).toBeTruthy();
    expect(item(0).getByText('Produk ini punya variasi: pilih variasi yang masuk paket.')).toBeTruthy();
    expect(item(0).getByText('Jumlah setiap produk dalam paket 1 sampai 99.')).toBeTruthy();
    expect(screen.getByText('Tulis harga paket dalam rupiah.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' ')).toContain('Paket belum tersimpan. Periksa isian yang ditandai');
    expect(sentMutations(fake, 'ProductBundleInput')).toEqual([]);
  });

  it('sends the version it opened and only what changed, and shows a refusal on the field it names', async () => {
    const refusal = { data: null, errors: [{ message: 'Harga paket harus di bawah harga satuannya (Rp140.000 hari ini), supaya pembeli hemat.', extensions: { code: 'BAD_USER_INPUT', field: 'price' } }] };
    const renamed = bundle({ name: 'Paket Kopi Sore', nameTexts: { id: 'Paket Kopi Sore', en: 'Morning Coffee Set' }, version: 5 });
    const { fake, router } = await renderBundleScreen(PATH, { productBundle: bundle() }, [
      jsonReply(refusal),
      jsonReply({ data: { updateProductBundle: { __typename: 'ProductBundle', ...renamed } } }),
      // The bundle read again (the list and the bundle are marked stale).
      jsonReply({ data: { viewer: { permissions: OWNER }, productBundle: renamed } }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Paket Kopi Pagi' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Harga paket' }) as HTMLInputElement).value).toBe('130.000');
    expect(sums()).toMatchObject({ 'Harga satuan hari ini': 'Rp145.000', 'Pembeli hemat': 'Rp15.000 (10%)' });

    // Prices changed meanwhile: the shop refuses the new price, and says so beside it.
    fireEvent.change(screen.getByRole('textbox', { name: 'Harga paket' }), { target: { value: '140000' } });
    await save();
    const price = screen.getByRole('textbox', { name: 'Harga paket' });
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const described = (price.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Harga paket harus di bawah harga satuannya (Rp140.000 hari ini), supaya pembeli hemat.');
    expect(router.getSnapshot().exitConfirmation).toBe(LEAVE);
    expect(sentMutations(fake, 'ProductBundleInput')).toEqual([{ id: 'UHJvZHVjdEJ1bmRsZTox', version: 4, input: { price: 140_000 } }]);

    // Back to the saved price and a new name: only the name goes, so it is not priced again.
    fireEvent.change(price, { target: { value: '130000' } });
    expect(price.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama (Bahasa Indonesia) (wajib)' }), { target: { value: ' Paket Kopi Sore ' } });
    await save();
    await waitFor(() => expect(sentMutations(fake, 'ProductBundleInput')).toHaveLength(2));
    expect(sentMutations(fake, 'ProductBundleInput')[1]).toEqual({ id: 'UHJvZHVjdEJ1bmRsZTox', version: 4, input: { name: { id: 'Paket Kopi Sore', en: 'Morning Coffee Set' } } });
    await waitFor(() => expect(router.getSnapshot().exitConfirmation).toBeNull());
  });

  it('refuses to save over someone else’s newer version and offers to load it', async () => {
    const theirs = bundle({ version: 5, price: { amount: 125_000 }, nameTexts: { id: 'Paket Kopi Pagi Hemat', en: null } });
    const message = 'Paket ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya, lalu simpan lagi.';
    const { router } = await renderBundleScreen(PATH, { productBundle: bundle() }, [
      jsonReply({ data: { updateProductBundle: { __typename: 'ProductBundleSaveRefused', reason: 'CHANGED_MEANWHILE', message, bundle: theirs } } }),
      jsonReply({ data: { viewer: { permissions: OWNER }, productBundle: theirs } }),
    ]);
    fireEvent.change(item(1).getByRole('textbox', { name: 'Jumlah' }), { target: { value: '3' } });
    expect(sums()['Harga satuan hari ini']).toBe('Rp170.000');
    await save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.getSnapshot().exitConfirmation).toBe(LEAVE);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Muat versi terbaru (perubahan Anda dibuang)' })); });
    expect(screen.queryByText(message)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Nama (Bahasa Indonesia) (wajib)' }) as HTMLInputElement).value).toBe('Paket Kopi Pagi Hemat');
    expect((screen.getByRole('textbox', { name: 'Harga paket' }) as HTMLInputElement).value).toBe('125.000');
    expect((item(1).getByRole('textbox', { name: 'Jumlah' }) as HTMLInputElement).value).toBe('2');
    expect(router.getSnapshot().exitConfirmation).toBeNull();
  });

  it('removes an item with the focus kept in the list, and shows a deleted product for what it is', async () => {
    const gone = bundle({ itemsTotal: null, saving: { amount: 0 }, items: [...bundle().items, { count: 1, stock: 0, unitPrice: null, product: null, variation: null }] });
    await renderBundleScreen(PATH, { productBundle: gone });
    expect(item(2).getByText('Produk ini sudah dihapus dari toko: hapus dari paket.')).toBeTruthy();
    expect(sums()['Harga satuan hari ini']).toBe('—');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Hapus dari paket: Produk yang sudah dihapus' })); });
    expect(screen.getByText('Produk yang sudah dihapus dihapus dari paket.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hapus dari paket: Gula Aren' }));
    expect(sums()['Harga satuan hari ini']).toBe('Rp145.000');
  });

  it('deletes the bundle after asking, then goes back to the list', async () => {
    // After the deletion every answer is stale: one answer serves the frame, the bundle and the list read again.
    const again = jsonReply({ data: { ...FRAME, viewer: { ...FRAME.viewer, permissions: OWNER }, productBundle: null, productBundles: [] } });
    const { fake, router } = await renderBundleScreen(PATH, { productBundle: bundle() }, [jsonReply({ data: { deleteProductBundle: 'UHJvZHVjdEJ1bmRsZTox' } }), again, again, again]);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Hapus paket' })); });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hapus paket "Paket Kopi Pagi"?')).toBeTruthy();
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus paket' })); });
    expect(await within(dialog).findByText('Paket "Paket Kopi Pagi" dihapus.')).toBeTruthy();
    expect(sentMutations(fake, 'ID')).toEqual([{ id: 'UHJvZHVjdEJ1bmRsZTox' }]);
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Kembali ke daftar paket' })); });
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/admin/product/bundle'));
    expect(await screen.findByText('Belum ada paket hemat.')).toBeTruthy();
  });

  it('shows a role that only reads the catalogue the bundle without any way to change it', async () => {
    await renderBundleScreen(PATH, { productBundle: bundle() }, [], { permissions: ['catalog.read'] });
    expect(screen.getByText('Peran Anda hanya boleh melihat paket ini.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus paket' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Harga paket' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Nama (Bahasa Indonesia) (wajib)' }).matches(':disabled')).toBe(true);
    expect(item(1).getByRole('textbox', { name: 'Jumlah' }).matches(':disabled')).toBe(true);
  });

  it('answers an address that names no bundle with not-found inside the admin frame', async () => {
    const { metas } = await renderBundleScreen('/admin/product/bundle/bukan-paket', {});
    expect(screen.getByText('Yang Anda cari tidak ada atau sudah dihapus.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Paket hemat' }).getAttribute('href')).toBe('/admin/product/bundle');
    expect(metas.at(-1)?.status).toBe(404);
  });
});
