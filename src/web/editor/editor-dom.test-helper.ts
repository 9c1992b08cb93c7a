/**
 * jsdom has the dialog element without its modal methods, and ranges without a layout. These
 * stand-ins do what the editor relies on, for the tests that open its dialogs.
 */
import { act } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

export function withDialogStandIns(): void {
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
}

/**
 * Selects words of the editor's text as the browser would and, unless `unread`, lets the editor
 * read the selection (browsers tell it a moment after the change). `caretAfter` leaves the caret
 * after the words instead.
 */
export async function selectWords(textbox: HTMLElement, words: string, { unread = false, caretAfter = false } = {}): Promise<void> {
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
