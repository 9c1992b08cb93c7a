import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Ref } from 'react';
import { useImperativeHandle, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { richTextFromParagraphs } from '../../../domain/rich-text/build';
import type { RichTextDocument } from '../../../domain/rich-text';
import { jsonReply } from '../../graph/graph-test-fetch';
import { editedProduct, renderProductScreen, sentMutations } from './products-test-fixtures';

/**
 * The editor stands in as a text box that reports its text to the page only when it loses
 * focus, while its handle reads the box as it is: like an editor whose last keystrokes are not
 * reported yet, so a Save that trusted the last report would lose them.
 */
vi.mock('../../editor', () => ({
  RichTextEditor({ value, onChange, label, handle }: { value: RichTextDocument; onChange: (doc: RichTextDocument) => void; label: string; handle: Ref<unknown> }) {
    const box = useRef<HTMLTextAreaElement>(null);
    const read = () => richTextFromParagraphs((box.current?.value ?? '').split('\n'));
    useImperativeHandle(handle, () => ({ getDocument: read, insertText: () => undefined }));
    return <textarea ref={box} aria-label={label} defaultValue={value.blocks.map((block) => block.text).join('\n')} onBlur={() => onChange(read())} />;
  },
}));

afterEach(() => cleanup());

const PATH = '/admin/products/UHJvZHVjdDox';
const LEAVE = 'Perubahan pada produk ini belum disimpan. Tinggalkan halaman ini dan buang perubahannya?';

async function openEditor(replies: Parameters<typeof renderProductScreen>[2] = [], product = editedProduct()) {
  const view = await renderProductScreen(PATH, { productById: product }, replies);
  // The description editor is a lazy chunk: on a busy machine it can take longer than a second.
  await screen.findByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }, { timeout: 15_000 });
  return view;
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });

describe('the product editor', () => {
  it('shows the product it is about and its texts in one tab per language, moved through with the arrow keys', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Kain Ikat Sumba' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'SKU' }) as HTMLInputElement).value).toBe('TNN-SMB-004');
    // The price in rupiah with dots between thousands, the shipping box with its volumetric weight.
    expect((screen.getByRole('textbox', { name: 'Harga jual' }) as HTMLInputElement).value).toBe('1.250.000');
    expect(screen.getByText(/Berat volume \(P × L × T ÷ 6000\): 1000 g/)).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([['Bahasa Indonesia', 'true', 0], ['English', 'false', -1]]);
    expect((within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Nama produk' }) as HTMLInputElement).value).toBe('Kain Ikat Sumba');
    expect(document.getElementById(tabs[1]!.getAttribute('aria-controls')!)?.hidden).toBe(true);

    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect((within(panel('English')).getByRole('textbox', { name: 'Nama produk' }) as HTMLInputElement).value).toBe('Sumba Ikat Cloth');
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'Home' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('asks before leaving once something is changed, and no longer once it is back as saved', async () => {
    const { router } = await openEditor();
    const name = within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Nama produk' });
    fireEvent.change(name, { target: { value: 'Kain Ikat Sumba Timur' } });
    expect(router.getSnapshot().exitConfirmation).toBe(LEAVE);
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Ada perubahan yang belum disimpan.');
    fireEvent.change(name, { target: { value: 'Kain Ikat Sumba ' } });
    expect(router.getSnapshot().exitConfirmation).toBeNull();
  });

  it('saves both languages with the description the editor holds at the press, then forgets the leave question', async () => {
    const saved = editedProduct({ name: 'Kain Ikat Sumba Timur', slug: 'kain-ikat-sumba-timur', status: 'draft' });
    // The save, then the product read again (the list and the product are marked stale).
    const { fake, router } = await openEditor([jsonReply({ data: { updateProduct: { __typename: 'Product', ...saved } } }), jsonReply({ data: { viewer: { permissions: ['catalog.manage'] }, categoryOptions: [], productById: saved } })]);
    fireEvent.change(within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Nama produk' }), { target: { value: '  Kain Ikat Sumba Timur ' } });
    // Typed, but never reported: the editor keeps the focus.
    fireEvent.change(screen.getByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' }), { target: { value: 'Cara merawat\nCuci dengan tangan' } });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    fireEvent.change(slug, { target: { value: 'Kain Ikat Sumba Timur' } });
    fireEvent.blur(slug);
    expect((slug as HTMLInputElement).value).toBe('kain-ikat-sumba-timur');
    expect(screen.getByText(/alamat lama \/product\/kain-ikat-sumba mengarahkan pembeli ke alamat baru/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Draf: hanya staf yang bisa melihatnya' }));

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    await waitFor(() => expect(sentMutations(fake, 'ProductInput')).toHaveLength(1));
    const [sent] = sentMutations(fake, 'ProductInput') as Array<{ id: string; version: number; input: { name: unknown; summary: unknown; slug: string; status: string; description: { id: RichTextDocument; en: RichTextDocument } } }>;
    expect(sent!.id).toBe('UHJvZHVjdDox');
    // The version the editor opened, so a save over someone else's newer one is refused.
    expect(sent!.version).toBe(3);
    expect(sent!.input).toMatchObject({ name: { id: 'Kain Ikat Sumba Timur', en: 'Sumba Ikat Cloth' }, summary: { id: 'Ditenun tangan.', en: 'Hand-woven.' }, slug: 'kain-ikat-sumba-timur', status: 'draft' });
    expect(sent!.input.description.id.blocks.map((block) => block.text)).toEqual(['Cara merawat', 'Cuci dengan tangan']);
    expect(sent!.input.description.en.blocks.map((block) => block.text)).toEqual(['Ikat cloth from East Sumba.']);
    await waitFor(() => expect(router.getSnapshot().exitConfirmation).toBeNull());
    expect(screen.getByRole('link', { name: /Pratinjau/ }).getAttribute('href')).toBe('/admin/product/preview/kain-ikat-sumba-timur');
    expect(screen.getByRole('link', { name: /Pratinjau/ }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: /Lihat di toko/ })).toBeNull();
  });

  it('shows a refusal beside the field it names, in the tab that holds it, with the focus there', async () => {
    const refusal = { data: null, errors: [{ message: 'Nama produk (Bahasa Inggris) terlalu panjang.', extensions: { code: 'BAD_USER_INPUT', field: 'name.en' } }] };
    const { router } = await openEditor([jsonReply(refusal)]);
    fireEvent.change(within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Ringkasan' }), { target: { value: 'Baru.' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    const english = await screen.findByRole('tabpanel', { name: /^English/ });
    const name = within(english).getByRole('textbox', { name: 'Nama produk' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(english).getByText('Nama produk (Bahasa Inggris) terlalu panjang.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' ')).toContain('Produk belum tersimpan.');
    expect(screen.getByRole('tab', { name: /^English/ }).textContent).toContain('(perlu diperiksa)');
    // Nothing typed is lost: the page still asks before leaving.
    expect(router.getSnapshot().exitConfirmation).toBe(LEAVE);
  });

  it('checks the Indonesian name and the slug before sending anything', async () => {
    const { fake } = await openEditor();
    fireEvent.change(within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Nama produk' }), { target: { value: '   ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), { target: { value: '!!!' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    expect(screen.getByText('Nama produk (Bahasa Indonesia) wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Slug wajib diisi dengan huruf atau angka.')).toBeTruthy();
    expect(sentMutations(fake, 'ProductInput')).toEqual([]);
  });

  it('keeps the changes when the session has ended, and says how to save them', async () => {
    const { router } = await openEditor([{ status: 401, body: '{"errors":[{"message":"Sign in","extensions":{"code":"UNAUTHENTICATED"}}]}' }]);
    fireEvent.change(within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Nama produk' }), { target: { value: 'Nama baru' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    expect(await screen.findByText(/Sesi Anda sudah berakhir. Masuk lagi di tab lain/)).toBeTruthy();
    expect((within(panel('Bahasa Indonesia')).getByRole('textbox', { name: 'Nama produk' }) as HTMLInputElement).value).toBe('Nama baru');
    expect(router.getSnapshot().exitConfirmation).toBe(LEAVE);
  });

  it('answers a product that does not exist with not-found inside the admin frame', async () => {
    const { metas } = await renderProductScreen(PATH, { productById: null });
    expect(screen.getByText('Produk ini tidak ada atau sudah dihapus.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Produk' }).getAttribute('href')).toBe('/admin/products');
    expect(metas.at(-1)?.status).toBe(404);
  });
});
