// The downloader's browser side: an anchor with a download attribute per file, and the page's
// timer, confirm, user agent and localStorage, each looked up only when used (never at load,
// so server rendering can create a downloader too).
import type { Translate } from '../i18n/i18n-react';
import type { DownloaderOptions } from './downloader';
import { isChromeUserAgent } from './downloader';

/** Starts one download by clicking a detached-after-use `<a download>` in `doc` (the page's by default). */
export function createAnchorDownload(doc?: Document): (url: string, filename: string) => void {
  return (url, filename) => {
    const page = doc ?? globalThis.document;
    const anchor = page.createElement('a');
    anchor.href = url;
    anchor.download = filename;
    anchor.rel = 'noopener';
    anchor.hidden = true;
    page.body.append(anchor);
    anchor.click();
    anchor.remove();
  };
}

export function browserDownloaderOptions(t: Translate): DownloaderOptions {
  return {
    download: createAnchorDownload(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    isChrome: () => isChromeUserAgent(globalThis.navigator?.userAgent ?? ''),
    confirm: (message) => globalThis.confirm(message),
    storage: {
      getItem: (key) => globalThis.localStorage.getItem(key),
      setItem: (key, value) => globalThis.localStorage.setItem(key, value),
    },
    t,
  };
}
