import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithI18n, t } from './files-test-fixtures';
import type { Downloader } from './downloader';
import { createDownloader } from './downloader';
import { DownloaderLayer, DownloaderProvider, useDownloader } from './downloader-react';

let downloaded: string[];

function makeDownloader(confirm = () => true): Downloader {
  return createDownloader({
    download: (_url, filename) => {
      if (filename === 'rusak.txt') throw new Error('blocked');
      downloaded.push(filename);
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    isChrome: true,
    confirm,
    storage: null,
    t,
  });
}

const seen: { current: Downloader | null } = { current: null };
function Capture() {
  const downloader = useDownloader();
  useEffect(() => {
    seen.current = downloader;
  }, [downloader]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  downloaded = [];
  seen.current = null;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mount(downloader?: Downloader) {
  return render(
    <WithI18n>
      <DownloaderProvider downloader={downloader}>
        <Capture />
        <DownloaderLayer />
      </DownloaderProvider>
    </WithI18n>,
  );
}

describe('DownloaderProvider and DownloaderLayer', () => {
  it('share one downloader and announce each download in a polite live region', async () => {
    const downloader = makeDownloader();
    mount(downloader);
    expect(seen.current).toBe(downloader);
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('className', 'visually-hidden');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    await act(async () => {
      void downloader.download([{ url: 'data:,1', filename: 'contoh-1.txt' }, { url: 'data:,2', filename: 'contoh-2.txt' }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(region.textContent).toBe('Mengunduh contoh-1.txt');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(region.textContent).toBe('Mengunduh contoh-2.txt');
    expect(downloaded).toEqual(['contoh-1.txt', 'contoh-2.txt']);
  });

  it('announces the same file downloaded twice twice, with a fresh node', async () => {
    const downloader = makeDownloader();
    mount(downloader);
    const region = screen.getByRole('status');
    await act(() => downloader.download({ url: 'data:,1', filename: 'nota.txt' }));
    const first = region.firstChild;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => downloader.download({ url: 'data:,1', filename: 'nota.txt' }));
    expect(region.textContent).toBe('Mengunduh nota.txt');
    expect(region.firstChild).not.toBe(first);
  });

  it('announces a failed and a cancelled download', async () => {
    let answer = true;
    const downloader = makeDownloader(() => answer);
    mount(downloader);
    await act(() => downloader.download({ url: 'data:,x', filename: 'rusak.txt' }));
    expect(screen.getByRole('status').textContent).toBe('Gagal mengunduh rusak.txt');
    answer = false;
    await act(() => downloader.download([{ url: 'data:,1', filename: 'a.txt' }, { url: 'data:,2', filename: 'b.txt' }]));
    expect(screen.getByRole('status').textContent).toBe('Unduhan dibatalkan.');
  });

  it('makes a browser downloader when none is given', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    mount();
    await act(() => seen.current!.download({ url: 'data:text/plain,halo', filename: 'halo.txt' }));
    expect(clicked).toEqual(['halo.txt']);
    expect(screen.getByRole('status').textContent).toBe('Mengunduh halo.txt');
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WithI18n><DownloaderLayer /></WithI18n>)).toThrow(/DownloaderProvider/);
  });
});
