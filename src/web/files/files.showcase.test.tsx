import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from './image-check';
import { createDownloader } from './downloader';
import type { DownloaderOptions } from './downloader';
import { WithI18n, t } from './files-test-fixtures';
import { FilesShowcase } from './files.showcase';
import { IMAGE_INPUT_ACCEPT } from './image-check';
import type { ImageEncoder } from './image-check';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mount(encoder: ImageEncoder = () => Promise.reject(new Error('not needed'))) {
  const downloads: Array<{ url: string; filename: string; at: number }> = [];
  const confirm = vi.fn<DownloaderOptions['confirm']>(() => true);
  const downloader = createDownloader({
    download: (url, filename) => downloads.push({ url, filename, at: Date.now() }),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    isChrome: true,
    confirm,
    storage: null,
    t,
  });
  render(
    <WithI18n>
      <FilesShowcase downloader={downloader} encoder={encoder} />
    </WithI18n>,
  );
  return { downloads, confirm, input: screen.getByLabelText<HTMLInputElement>('Pilih gambar') };
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

function detail(term: string): string {
  const details = screen.getByRole('region', { name: 'Berkas yang dipilih' });
  return within(details).getByText(term).nextElementSibling?.textContent ?? '';
}

describe('FilesShowcase', () => {
  it('offers a labelled image picker under its heading', () => {
    const { input } = mount();
    expect(screen.getByRole('heading', { level: 2, name: 'Berkas dan unduhan' })).toBeTruthy();
    expect(input.accept).toBe(IMAGE_INPUT_ACCEPT);
  });

  it("shows the picked image's name, type, extension and size", async () => {
    const { input } = mount();
    choose(input, new File(['abc'], 'batik.png', { type: 'image/png' }));
    await screen.findByText('Siap diunggah.');
    expect(detail('Nama')).toBe('batik.png');
    expect(detail('Jenis')).toBe('image/png');
    expect(detail('Ekstensi')).toBe('png');
    expect(detail('Ukuran')).toBe('3 bita');
  });

  it('shows the errors of picking and of the upload checks', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { input } = mount();
    choose(input, new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Jenis berkas ini tidak diizinkan.'));
    expect(consoleError).toHaveBeenCalledWith('file input fail', expect.anything());
    expect(screen.queryByRole('region', { name: 'Berkas yang dipilih' })).toBeNull();

    choose(input, new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'besar.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ukuran gambar harus di bawah 5 MB.'));
    expect(detail('Ukuran')).toBe('5 MB');
  });

  it('downloads three generated text files 1000 ms apart after the multi-download warning', async () => {
    vi.useFakeTimers({ now: 0 });
    const { downloads, confirm } = mount();
    const button = screen.getByRole('button', { name: 'Unduh 3 berkas contoh' });
    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(confirm).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(downloads.map(({ filename, at }) => [filename, at])).toEqual([['contoh-1.txt', 0], ['contoh-2.txt', 1000], ['contoh-3.txt', 2000]]);
    expect(decodeURIComponent(downloads[0]!.url)).toBe('data:text/plain;charset=utf-8,Ini berkas contoh nomor 1 dari Etalase.');
    expect(screen.getByRole('status').textContent).toBe('Mengunduh contoh-3.txt');
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });
});
