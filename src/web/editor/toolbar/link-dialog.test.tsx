import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../../domain/rich-text';
import { parseRichTextDocument, renderRichTextToHtml } from '../../../domain/rich-text';
import type { RichTextEditorHandle } from '../plugins/editor-handle-plugin';
import { selectWords, withDialogStandIns } from '../editor-dom.test-helper';
import { RichTextEditor } from '../rich-text-editor';

withDialogStandIns();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openEditor(text: string) {
  const handle = createRef<RichTextEditorHandle>();
  const doc = parseRichTextDocument({ blocks: [{ key: 'a', text, type: 'unstyled' }] });
  await act(async () => {
    render(<RichTextEditor value={doc} onChange={() => {}} label="Body" language="en" handle={handle} />);
  });
  return { handle, textbox: screen.getByRole('textbox', { name: 'Body' }) };
}

/**
 * Links the selection through the toolbar's dialog, then at once (before any timer or browser
 * event could run, as when the owner keeps typing) does `next`.
 */
async function linkSelection(address: string, options: { button?: boolean; next?: () => void } = {}) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Link (Ctrl+K)' }));
  });
  const dialog = screen.getByRole('dialog', { name: 'Link' });
  fireEvent.change(within(dialog).getByLabelText('Link address'), { target: { value: address } });
  if (options.button) fireEvent.click(within(dialog).getByLabelText('Show as a button'));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    options.next?.();
  });
}

/** Each link of the document as the text it covers and its address. */
function links(doc: RichTextDocument | undefined): Array<[string, unknown]> {
  return (doc?.blocks ?? []).flatMap((block) => block.entityRanges.map((range): [string, unknown] => [
    Array.from(block.text).slice(range.offset, range.offset + range.length).join(''),
    doc?.entityMap[range.key]?.data && 'url' in (doc.entityMap[range.key]?.data ?? {}) ? (doc.entityMap[range.key]?.data as { url: string }).url : undefined,
  ]));
}

describe('making a link over selected words', () => {
  it('leaves the caret just after the link, so what comes next is written after it and the link stays whole', async () => {
    const { handle, textbox } = await openEditor('Mulai Pesan kopi');
    await selectWords(textbox, 'Pesan kopi');
    await linkSelection('toko.id/promo', { button: true, next: () => handle.current?.insertText(' lanjut') });
    const doc = handle.current?.getDocument();
    expect(doc?.blocks.map((b) => b.text)).toEqual(['Mulai Pesan kopi lanjut']);
    expect(links(doc)).toEqual([['Pesan kopi', 'http://toko.id/promo']]);
    expect(renderRichTextToHtml(doc as RichTextDocument)).toBe('<p>Mulai <a href="http://toko.id/promo" class="rt-button">Pesan kopi</a> lanjut</p>');
  });

  it('links the words shown selected even when Ctrl+K comes before the editor has read the selection', async () => {
    const { handle, textbox } = await openEditor('Mulai Pesan kopi');
    await selectWords(textbox, 'Mulai');
    await selectWords(textbox, 'Pesan kopi', { unread: true });
    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'k', ctrlKey: true });
    });
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    fireEvent.change(within(dialog).getByLabelText('Link address'), { target: { value: 'toko.id/promo' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    const doc = handle.current?.getDocument();
    expect(doc?.blocks.map((b) => b.text)).toEqual(['Mulai Pesan kopi']);
    expect(links(doc)).toEqual([['Pesan kopi', 'http://toko.id/promo']]);
  });

  it('with nothing selected, writes the address as a link and goes on after it', async () => {
    const { handle, textbox } = await openEditor('Kunjungi');
    await selectWords(textbox, 'Kunjungi', { caretAfter: true });
    await linkSelection('toko.id', { next: () => handle.current?.insertText(' sekarang') });
    const doc = handle.current?.getDocument();
    expect(doc?.blocks.map((b) => b.text)).toEqual(['Kunjungihttp://toko.id sekarang']);
    expect(links(doc)).toEqual([['http://toko.id', 'http://toko.id']]);
  });

  it('shows the address a link will have, and links a path on the shop to the shop’s own origin', async () => {
    const { handle, textbox } = await openEditor('Lihat Kopi Gayo');
    await selectWords(textbox, 'Kopi Gayo');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link (Ctrl+K)' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByLabelText('Link address');
    fireEvent.change(field, { target: { value: '/product/kopi-gayo' } });
    const shown = `${location.origin}/product/kopi-gayo`;
    expect(shown).toMatch(/^https?:\/\/[^/]+\/product\/kopi-gayo$/);
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`The link goes to ${shown}`);
    fireEvent.change(field, { target: { value: 'toko.id' } });
    expect(within(dialog).getByText('The link goes to http://toko.id')).toBeTruthy();
    fireEvent.change(field, { target: { value: '/product/kopi-gayo' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    const doc = handle.current?.getDocument();
    expect(links(doc)).toEqual([['Kopi Gayo', shown]]);
    expect(renderRichTextToHtml(doc as RichTextDocument)).toContain(`<a href="${shown}">Kopi Gayo</a>`);
  });

  it('removes a link from its dialog and returns to the text', async () => {
    const { handle, textbox } = await openEditor('Mulai Pesan kopi');
    await selectWords(textbox, 'Pesan kopi');
    await linkSelection('toko.id/promo');
    await selectWords(textbox, 'Pesan kopi');
    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'k', ctrlKey: true });
    });
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    expect((within(dialog).getByLabelText('Link address') as HTMLInputElement).value).toBe('http://toko.id/promo');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    });
    expect(links(handle.current?.getDocument())).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(textbox);
  });

  it('gives the writing area its focus back as the dialog closes, with no moment where keys go elsewhere', async () => {
    const { textbox } = await openEditor('Mulai Pesan kopi');
    await selectWords(textbox, 'Pesan kopi');
    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'k', ctrlKey: true });
    });
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    fireEvent.change(within(dialog).getByLabelText('Link address'), { target: { value: 'toko.id/promo' } });
    // No timer may run between the press and the check: the next key can arrive that soon.
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(document.activeElement).toBe(textbox);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
