// Downloads started from the page (spec §2 downloader layer, §8, §9). Browsers drop or block
// downloads fired in a burst, so files leave one at a time, DOWNLOAD_SPACING_MS apart. Chrome
// also asks the user to allow "multiple files"; warning them once first explains that prompt.
import { STORAGE_KEYS } from '../state/persistence';
import type { Translate } from '../i18n/i18n-react';

/** Spacing between files of a multi-file download. */
export const DOWNLOAD_SPACING_MS = 1000;
export const USER_AGENT_MAX_LENGTH = 350;

export interface DownloadRequest {
  url: string;
  filename: string;
}

export type DownloadEvent =
  | { type: 'start'; filename: string }
  | { type: 'failed'; filename: string; error: unknown }
  | { type: 'cancelled'; count: number };

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface DownloaderOptions {
  /** Hands one file to the browser (in the browser: createAnchorDownload). */
  download(url: string, filename: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
  /** A function is asked at each batch, so the user agent is read only when needed. */
  isChrome: boolean | (() => boolean);
  /** May be a custom dialog; resolving false refuses. */
  confirm(message: string): boolean | Promise<boolean>;
  /** localStorage in the browser; null where there is none. */
  storage: StorageLike | null;
  t: Translate;
}

export interface Downloader {
  /**
   * Queues the files behind any already waiting. Resolves true once the last of them was
   * handed to the browser, false when the user refused the multi-download warning (nothing of
   * this batch is downloaded then).
   */
  download(files: DownloadRequest | readonly DownloadRequest[]): Promise<boolean>;
  /** Files queued and not yet started. */
  pending(): number;
  subscribe(listener: (event: DownloadEvent) => void): () => void;
}

export const MULTI_DOWNLOAD_WARNING_KEY = 'message.multiDownloadWarning';

/** Chromium browsers (Chrome, Edge, Opera…) all hold back multi-file downloads for a permission. */
export function isChromeUserAgent(userAgent: string): boolean {
  return /(?:Chrome|Chromium|CriOS)\/\d/.test(userAgent.slice(0, USER_AGENT_MAX_LENGTH));
}

interface QueuedFile {
  request: DownloadRequest;
  /** Set on the last file of a batch. */
  finished?: () => void;
}

export function createDownloader(options: DownloaderOptions): Downloader {
  const queue: QueuedFile[] = [];
  const listeners = new Set<(event: DownloadEvent) => void>();
  let spacing = false;

  function emit(event: DownloadEvent): void {
    for (const listener of [...listeners]) listener(event);
  }

  function start({ request, finished }: QueuedFile): void {
    try {
      options.download(request.url, request.filename);
      emit({ type: 'start', filename: request.filename });
    } catch (error) {
      emit({ type: 'failed', filename: request.filename, error });
    }
    finished?.();
  }

  function pump(): void {
    if (spacing) return;
    const next = queue.shift();
    if (!next) return;
    start(next);
    spacing = true;
    options.setTimeout(() => {
      spacing = false;
      pump();
    }, DOWNLOAD_SPACING_MS);
  }

  // Storage may be missing, full or forbidden (private modes); the warning then simply shows again.
  function warnedBefore(): boolean {
    try {
      return options.storage?.getItem(STORAGE_KEYS.multiDownloadWarned) != null;
    } catch {
      return false;
    }
  }

  function rememberWarned(): void {
    try {
      options.storage?.setItem(STORAGE_KEYS.multiDownloadWarned, '1');
    } catch {
      // Ignored: see warnedBefore.
    }
  }

  async function accepted(count: number): Promise<boolean> {
    const chrome = typeof options.isChrome === 'function' ? options.isChrome() : options.isChrome;
    if (count < 2 || !chrome || warnedBefore()) return true;
    const yes = await options.confirm(options.t(MULTI_DOWNLOAD_WARNING_KEY));
    // Only agreement is remembered: someone who refused has not yet seen the files through.
    if (yes) rememberWarned();
    return yes;
  }

  return {
    async download(files) {
      const batch: readonly DownloadRequest[] = Array.isArray(files) ? files : [files as DownloadRequest];
      if (batch.length === 0) return true;
      if (!(await accepted(batch.length))) {
        emit({ type: 'cancelled', count: batch.length });
        return false;
      }
      return new Promise<boolean>((resolve) => {
        batch.forEach((request, index) => {
          queue.push(index === batch.length - 1 ? { request, finished: () => resolve(true) } : { request });
        });
        pump();
      });
    },
    pending: () => queue.length,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
