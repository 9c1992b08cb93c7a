import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';
import type { FilePickerProps } from './file-picker';
import { WithI18n, failingReader } from './files-test-fixtures';

afterEach(() => {
  cleanup();
});

function mount(props: Partial<FilePickerProps> = {}) {
  const onPick = vi.fn();
  const onError = vi.fn();
  const logError = vi.fn();
  const view = render(
    <WithI18n>
      <FilePicker label="Pilih gambar" hint="Paling besar 5 MB." accept={['png', 'jpeg']} inputAccept="image/png,image/jpeg" onPick={onPick} onError={onError} logError={logError} {...props} />
    </WithI18n>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Pilih gambar');
  return { ...view, input, onPick, onError, logError };
}

const choose = (input: HTMLInputElement, ...files: File[]) => fireEvent.change(input, { target: { files } });

describe('FilePicker', () => {
  it('is a labelled file input with its hint and dialog filter', () => {
    const { input } = mount();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Paling besar 5 MB.').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('reports the picked file', async () => {
    const { input, onPick, onError } = mount();
    choose(input, new File(['abc'], 'kain.png', { type: 'image/png' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick).toHaveBeenCalledWith({ name: 'kain.png', type: 'image/png', extension: 'png', data: 'data:image/png;base64,YWJj', size: 3 });
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('refuses a file outside the allowed list with error.notAllowed, logs it and unselects it', async () => {
    const { input, onPick, onError, logError } = mount();
    choose(input, new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Jenis berkas ini tidak diizinkan.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(logError).toHaveBeenCalledWith('file input fail', expect.objectContaining({ key: 'error.notAllowed' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ key: 'error.notAllowed' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it("shows a read failure with the reader's message", async () => {
    const { input } = mount({ createReader: failingReader('NotReadableError: gone') });
    choose(input, new File(['abc'], 'kain.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Berkas tidak dapat dibaca: NotReadableError: gone'));
  });

  it('clears its error when a good file follows, and treats an emptied choice as no failure', async () => {
    const { input, onPick, onError } = mount();
    choose(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    choose(input, new File(['abc'], 'kain.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(screen.getByRole('alert').textContent).toBe('');
    choose(input);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('shows an error found after picking', () => {
    const { input } = mount({ error: 'Ukuran gambar harus di bawah 5 MB.' });
    expect(screen.getByRole('alert').textContent).toBe('Ukuran gambar harus di bawah 5 MB.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
