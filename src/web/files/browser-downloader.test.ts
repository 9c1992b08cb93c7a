import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from './files-test-fixtures';
import { browserDownloaderOptions, createAnchorDownload } from './browser-downloader';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('createAnchorDownload', () => {
  it('clicks a hidden anchor carrying the url and file name, then takes it away', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });
    createAnchorDownload()('data:text/plain,halo', 'halo.txt');
    expect(clicked).toHaveLength(1);
    const [anchor] = clicked;
    expect(anchor?.getAttribute('href')).toBe('data:text/plain,halo');
    expect(anchor?.download).toBe('halo.txt');
    expect(anchor?.hidden).toBe(true);
    expect(anchor?.isConnected).toBe(false);
  });
});

describe('browserDownloaderOptions', () => {
  it('reads the user agent when asked, not before', () => {
    const options = browserDownloaderOptions(t);
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36');
    expect(typeof options.isChrome === 'function' && options.isChrome()).toBe(true);
    agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0');
    expect(typeof options.isChrome === 'function' && options.isChrome()).toBe(false);
  });

  it("uses the page's localStorage and confirm", () => {
    const options = browserDownloaderOptions(t);
    options.storage?.setItem('multiDownloadWarned', '1');
    expect(localStorage.getItem('multiDownloadWarned')).toBe('1');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(options.confirm('Lanjutkan?')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Lanjutkan?');
  });
});
