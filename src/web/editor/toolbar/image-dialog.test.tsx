import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageData, RichTextDocument } from '../../../domain/rich-text';
import { parseRichTextDocument, renderRichTextToHtml } from '../../../domain/rich-text';
import type { UploadImage } from '../editor-context';
import { selectWords, withDialogStandIns } from '../editor-dom.test-helper';
import type { RichTextEditorHandle } from '../plugins/editor-handle-plugin';
import { RichTextEditor } from '../rich-text-editor';

withDialogStandIns();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Opens an editor, the image dialog at the end of its one line, and answers uploads with `upload`. */
async function openImageDialog(upload: UploadImage) {
  const handle = createRef<RichTextEditorHandle>();
  const doc = parseRichTextDocument({ blocks: [{ key: 'a', text: 'Kopi kami', type: 'unstyled' }] });
  await act(async () => {
    render(<RichTextEditor value={doc} onChange={() => {}} uploadImage={upload} label="Body" language="en" handle={handle} />);
  });
  await selectWords(screen.getByRole('textbox', { name: 'Body' }), 'Kopi kami', { caretAfter: true });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
  });
  return { handle, dialog: screen.getByRole('dialog', { name: 'Image' }) };
}

async function pickFile(dialog: HTMLElement) {
  const file = new File(['not really a picture'], 'kopi.png', { type: 'image/png' });
  await act(async () => {
    fireEvent.change(within(dialog).getByLabelText('Upload an image file'), { target: { files: [file] } });
  });
}

async function save(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
}

function picture(doc: RichTextDocument | undefined): ImageData | undefined {
  const image = Object.values(doc?.entityMap ?? {}).find((entity) => entity.type === 'IMAGE');
  return image?.type === 'IMAGE' ? image.data : undefined;
}
const srcsetOf = (doc: RichTextDocument | undefined) => /srcset="([^"]*)"/.exec(renderRichTextToHtml(doc as RichTextDocument))?.[1];

describe('inserting a picture through the image dialog', () => {
  it('gives a picture uploaded to the shop a responsive source set up to its own width', async () => {
    const { handle, dialog } = await openImageDialog(async () => '/media/kopi-1~6d4c41_700x525_0');
    await pickFile(dialog);
    fireEvent.change(within(dialog).getByLabelText('Alternative text'), { target: { value: 'Kopi Gayo' } });
    await save(dialog);
    const doc = handle.current?.getDocument();
    expect(picture(doc)?.source).toEqual({ url: '/media/kopi-1/700.webp', width: 700, height: 525, dominantColor: '#6d4c41' });
    expect(picture(doc)?.alt).toBe('Kopi Gayo');
    expect(srcsetOf(doc)).toBe(
      '/media/kopi-1/24.webp 24w, /media/kopi-1/32.webp 32w, /media/kopi-1/40.webp 40w, /media/kopi-1/60.webp 60w, /media/kopi-1/100.webp 100w, '
      + '/media/kopi-1/200.webp 200w, /media/kopi-1/300.webp 300w, /media/kopi-1/400.webp 400w, /media/kopi-1/500.webp 500w, /media/kopi-1/600.webp 600w, '
      + '/media/kopi-1/700.webp 700w',
    );
  });

  it('reads the reference from an upload answered with the picture’s address and size too', async () => {
    const { handle, dialog } = await openImageDialog(async () => ({ src: '/media/kopi-2~ffffff_2400x1600_0', width: 2400, height: 1600 }));
    await pickFile(dialog);
    await save(dialog);
    expect(picture(handle.current?.getDocument())?.srcSet?.map((s) => s.width).at(-1)).toBe(1600);
    expect(picture(handle.current?.getDocument())?.source.url).toBe('/media/kopi-2/800.webp');
  });

  it('makes up no source set for a picture from elsewhere, nor for one whose address was changed after uploading', async () => {
    const outside = await openImageDialog(async () => ({ src: 'blob:http://localhost/1', width: 640, height: 480 }));
    await pickFile(outside.dialog);
    await save(outside.dialog);
    expect(picture(outside.handle.current?.getDocument())).toMatchObject({ source: { url: 'blob:http://localhost/1', width: 640, height: 480 } });
    expect(picture(outside.handle.current?.getDocument())?.srcSet).toBeUndefined();
    cleanup();

    const changed = await openImageDialog(async () => '/media/kopi-1~6d4c41_700x525_0');
    await pickFile(changed.dialog);
    fireEvent.change(within(changed.dialog).getByLabelText('Or the image address'), { target: { value: 'https://cdn.example/kopi.jpg' } });
    await save(changed.dialog);
    const doc = changed.handle.current?.getDocument();
    expect(picture(doc)?.source).toEqual({ url: 'https://cdn.example/kopi.jpg' });
    expect(srcsetOf(doc)).toBeUndefined();
  });

  it('says so when the upload answers no picture', async () => {
    const { handle, dialog } = await openImageDialog(async () => '-');
    await pickFile(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('The image could not be uploaded.');
    await save(dialog);
    expect(picture(handle.current?.getDocument())).toBeUndefined();
  });
});
