import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '../../domain/rich-text';
import { parseRichTextDocument } from '../../domain/rich-text';
import { createRef } from 'react';
import type { RichTextEditorHandle } from './plugins/editor-handle-plugin';
import { RichTextEditor } from './rich-text-editor';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DOC = parseRichTextDocument({ blocks: [{ key: 'a', text: 'Kopi Gayo', type: 'header-two' }] });

async function open(language: 'id' | 'en', value: RichTextDocument = DOC, onChange = vi.fn()) {
  await act(async () => {
    render(<RichTextEditor value={value} onChange={onChange} label="Body" language={language} />);
  });
  return screen.getByRole('toolbar');
}

describe('the rich-text editor', () => {
  it('labels its toolbar and writing area in English, with toggles that say whether they are on', async () => {
    const toolbar = await open('en');
    expect(toolbar.getAttribute('aria-label')).toBe('Text formatting: Body');
    expect(screen.getByRole('textbox', { name: 'Body' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Bold (Ctrl+B)' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(toolbar).getByRole('combobox', { name: 'Paragraph type' })).toBeTruthy();
    expect(within(toolbar).getAllByRole('option', { name: /^\d+%$/ })).toHaveLength(70);
  });

  it('speaks Indonesian by default', async () => {
    const toolbar = await open('id');
    expect(within(toolbar).getByRole('button', { name: 'Tebal (Ctrl+B)' })).toBeTruthy();
    expect(within(toolbar).getByRole('combobox', { name: 'Ukuran huruf' })).toBeTruthy();
  });

  it('is one tab stop whose arrow keys move between the controls', async () => {
    const toolbar = await open('en');
    const tabbable = () => Array.from(toolbar.querySelectorAll<HTMLElement>('button, select')).filter((el) => el.tabIndex === 0);
    expect(tabbable()).toHaveLength(1);
    const first = tabbable()[0] as HTMLElement;
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).not.toBe(first);
    expect(tabbable()).toEqual([document.activeElement]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(tabbable()).toEqual([document.activeElement]);
  });

  it('warns once about entities of unknown type and leaves them out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const value = {
      blocks: [{ key: 'a', text: 'x', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: '0' }], data: {} }],
      entityMap: { 0: { type: 'MENTION', mutability: 'IMMUTABLE', data: {} }, 1: { type: 'POLL', mutability: 'IMMUTABLE', data: {} } },
    } as unknown as RichTextDocument;
    await open('en', value);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/unknown type.*MENTION, POLL/);
  });

  it('hands the page the document as it is now, and puts text at the caret or alone in a new paragraph', async () => {
    const handle = createRef<RichTextEditorHandle>();
    const onChange = vi.fn();
    const doc = parseRichTextDocument({ blocks: [{ key: 'a', text: 'Halo ', type: 'unstyled' }, { key: 'b', text: 'Salam', type: 'unstyled' }] });
    await act(async () => {
      render(<RichTextEditor value={doc} onChange={onChange} label="Body" language="id" handle={handle} />);
    });
    expect(handle.current?.getDocument().blocks.map((b) => b.text)).toEqual(['Halo ', 'Salam']);
    // With no caret yet, text goes at the end of the document.
    await act(async () => handle.current?.insertText('{{customer.name}}'));
    expect(handle.current?.getDocument().blocks.map((b) => b.text)).toEqual(['Halo ', 'Salam{{customer.name}}']);
    await act(async () => handle.current?.insertText('{{order.lines}}', { ownParagraph: true }));
    const blocks = handle.current?.getDocument().blocks ?? [];
    expect(blocks.map((b) => [b.text, b.type])).toEqual([['Halo ', 'unstyled'], ['Salam{{customer.name}}', 'unstyled'], ['{{order.lines}}', 'unstyled']]);
    // What getDocument answered is what onChange reported last.
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(handle.current?.getDocument());
  });
});
