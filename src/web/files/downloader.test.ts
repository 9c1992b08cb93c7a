import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from './files-test-fixtures';
import type { DownloadEvent, DownloaderOptions, StorageLike } from './downloader';
import { createDownloader, isChromeUserAgent } from './downloader';

const file = (name: string) => ({ url: `data:text/plain,${name}`, filename: name });
const three = [file('a.txt'), file('b.txt'), file('c.txt')];

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function setup(overrides: Partial<DownloaderOptions> = {}) {
  const started: Array<{ name: string; at: number }> = [];
  const storage = memoryStorage();
  const confirm = vi.fn<DownloaderOptions['confirm']>(() => true);
  const options: DownloaderOptions = {
    download: (_url, filename) => started.push({ name: filename, at: Date.now() }),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    isChrome: true,
    confirm,
    storage,
    t,
    ...overrides,
  };
  const downloader = createDownloader(options);
  const events: DownloadEvent[] = [];
  downloader.subscribe((event) => events.push(event));
  return { downloader, started, storage, confirm, events, names: () => started.map(({ name }) => name) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createDownloader: spacing', () => {
  it('starts one file at once', async () => {
    const { downloader, started, events } = setup();
    await expect(downloader.download(file('nota.pdf'))).resolves.toBe(true);
    expect(started).toEqual([{ name: 'nota.pdf', at: 0 }]);
    expect(events).toEqual([{ type: 'start', filename: 'nota.pdf' }]);
  });

  it('spaces the files of a batch 1000 ms apart and resolves after the last', async () => {
    const { downloader, started, names } = setup({ isChrome: false });
    let done = false;
    void downloader.download(three).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(names()).toEqual(['a.txt']);
    expect(downloader.pending()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(names()).toEqual(['a.txt', 'b.txt']);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
    expect(started.map(({ at }) => at)).toEqual([0, 1000, 2000]);
  });

  it('keeps the spacing across batches started close together', async () => {
    const { downloader, started } = setup();
    void downloader.download(file('a.txt'));
    await vi.advanceTimersByTimeAsync(300);
    void downloader.download(file('b.txt'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toEqual([{ name: 'a.txt', at: 0 }, { name: 'b.txt', at: 1000 }]);
    void downloader.download(file('c.txt'));
    await vi.advanceTimersByTimeAsync(0);
    expect(started.at(-1)).toEqual({ name: 'c.txt', at: 5300 });
  });

  it('reports a file the browser refused and goes on with the next', async () => {
    const { downloader, events } = setup({
      isChrome: false,
      download: (_url, filename) => {
        if (filename === 'a.txt') throw new Error('blocked');
      },
    });
    void downloader.download(three.slice(0, 2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([
      { type: 'failed', filename: 'a.txt', error: new Error('blocked') },
      { type: 'start', filename: 'b.txt' },
    ]);
  });
});

describe('createDownloader: the multi-download warning in Chrome', () => {
  it('asks once with the translated warning and remembers the answer in multiDownloadWarned', async () => {
    const { downloader, confirm, storage, names } = setup();
    void downloader.download(three);
    await vi.advanceTimersByTimeAsync(3000);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Beberapa berkas akan diunduh sekaligus\./));
    expect(storage.items.get('multiDownloadWarned')).toBeTruthy();
    void downloader.download(three);
    await vi.advanceTimersByTimeAsync(3000);
    expect(confirm).toHaveBeenCalledOnce();
    expect(names()).toHaveLength(6);
  });

  it('cancels the whole batch when refused, and asks again next time', async () => {
    const confirm = vi.fn(() => false);
    const { downloader, storage, started, events } = setup({ confirm });
    await expect(downloader.download(three)).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toEqual([]);
    expect(events).toEqual([{ type: 'cancelled', count: 3 }]);
    expect(storage.items.has('multiDownloadWarned')).toBe(false);
    await downloader.download(three);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('waits for an asynchronous confirmation dialog', async () => {
    let answer: (yes: boolean) => void = () => undefined;
    const { downloader, names } = setup({ confirm: () => new Promise<boolean>((resolve) => (answer = resolve)) });
    void downloader.download(three);
    await vi.advanceTimersByTimeAsync(5000);
    expect(names()).toEqual([]);
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['a.txt']);
  });

  it('does not ask for one file, outside Chrome, or once warned before', async () => {
    const single = setup();
    await single.downloader.download([file('a.txt')]);
    expect(single.confirm).not.toHaveBeenCalled();

    const firefox = setup({ isChrome: () => false });
    void firefox.downloader.download(three);
    expect(firefox.confirm).not.toHaveBeenCalled();

    const warned = setup();
    warned.storage.setItem('multiDownloadWarned', '1');
    void warned.downloader.download(three);
    await vi.advanceTimersByTimeAsync(0);
    expect(warned.confirm).not.toHaveBeenCalled();
    expect(warned.names()).toEqual(['a.txt']);
  });

  it('still works when local storage is unavailable', async () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    for (const storage of [broken, null]) {
      const { downloader, confirm, names } = setup({ storage });
      void downloader.download(three);
      await vi.advanceTimersByTimeAsync(2000);
      expect(confirm).toHaveBeenCalledOnce();
      expect(names()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    }
  });
});

describe('isChromeUserAgent', () => {
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

  it('recognises Chromium browsers only', () => {
    expect(isChromeUserAgent(chrome)).toBe(true);
    expect(isChromeUserAgent(`${chrome} Edg/126.0.0.0`)).toBe(true);
    expect(isChromeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe(false);
    expect(isChromeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(false);
  });

  it('reads no further than 350 characters', () => {
    expect(isChromeUserAgent(`${'x'.repeat(345)} Chrome/126`)).toBe(false);
    expect(isChromeUserAgent(`${'x'.repeat(330)} Chrome/126`)).toBe(true);
  });
});
