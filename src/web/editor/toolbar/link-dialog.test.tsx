import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../../domain/rich-text';
import { parseRichTextDocument, renderRichTextToHtml } from '../../../domain/rich-text';
import type { RichTextEditorHandle } from '../plugins/editor-handle-plugin';
import { RichTextEditor } from '../rich-text-editor';

// jsdom has the dialog element but not its modal methods, and ranges without a layout; these
// stand-ins do what the editor relies on.
const dialogMethods = { showModal: HTMLDialogElement.prototype.showModal, close: HTMLDialogElement.prototype.close };
const rangeMethods = { getBoundingClientRect: Range.prototype.getBoundingClientRect };
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, dialogMethods);
  Object.assign(Range.prototype, rangeMethods);
});
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
 * Selects words of the editor's text as the browser would and, unless `unread`, lets the editor
 * read the selection (browsers tell it a moment after the change).
 */
async function select(textbox: HTMLElement, words: string, { unread = false, caretAfter = false } = {}) {
  const walker = document.createTreeWalker(textbox, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(words) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + words.length);
    act(() => textbox.focus());
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    if (caretAfter) getSelection()?.collapseToEnd();
    if (unread) return;
    await act(async () => {
      document.dispatchEvent(new Event('selectionchange'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return;
  }
  throw new Error(`"${words}" is not in the editor`);
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
    await select(textbox, 'Pesan kopi');
    await linkSelection('toko.id/promo', { button: true, next: () => handle.current?.insertText(' lanjut') });
    const doc = handle.current?.getDocument();
    expect(doc?.blocks.map((b) => b.text)).toEqual(['Mulai Pesan kopi lanjut']);
    expect(links(doc)).toEqual([['Pesan kopi', 'http://toko.id/promo']]);
    expect(renderRichTextToHtml(doc as RichTextDocument)).toBe('<p>Mulai <a href="http://toko.id/promo" class="rt-button">Pesan kopi</a> lanjut</p>');
  });

  it('links the words shown selected even when Ctrl+K comes before the editor has read the selection', async () => {
    const { handle, textbox } = await openEditor('Mulai Pesan kopi');
    await select(textbox, 'Mulai');
    await select(textbox, 'Pesan kopi', { unread: true });
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
    await select(textbox, 'Kunjungi', { caretAfter: true });
    await linkSelection('toko.id', { next: () => handle.current?.insertText(' sekarang') });
    const doc = handle.current?.getDocument();
    expect(doc?.blocks.map((b) => b.text)).toEqual(['Kunjungihttp://toko.id sekarang']);
    expect(links(doc)).toEqual([['http://toko.id', 'http://toko.id']]);
  });

  it('shows the address a link will have, and links a path on the shop to the shop’s own origin', async () => {
    const { handle, textbox } = await openEditor('Lihat Kopi Gayo');
    await select(textbox, 'Kopi Gayo');
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
    await select(textbox, 'Pesan kopi');
    await linkSelection('toko.id/promo');
    await select(textbox, 'Pesan kopi');
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
    await select(textbox, 'Pesan kopi');
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
