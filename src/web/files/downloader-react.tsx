// React bindings of the downloader: one downloader per app, held by DownloaderProvider, and
// the downloader layer of spec §2, a hidden live region telling screen-reader users that a
// download started, failed or was cancelled (the browser's own download UI is silent to them).
import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Translate } from '../i18n/i18n-react';
import { useT, useTranslationStore } from '../i18n/i18n-react';
import { browserDownloaderOptions } from './browser-downloader';
import type { DownloadEvent, Downloader } from './downloader';
import { createDownloader } from './downloader';

const DownloaderContext = createContext<Downloader | null>(null);

/** Without `downloader`, one working on the page's document, confirm and localStorage is made. */
export function DownloaderProvider({ downloader, children }: { downloader?: Downloader; children?: ReactNode }) {
  const store = useTranslationStore();
  const [own] = useState(() => downloader ?? createDownloader(browserDownloaderOptions((key, params) => store.t(key, params))));
  return <DownloaderContext value={downloader ?? own}>{children}</DownloaderContext>;
}

export function useDownloader(): Downloader {
  const downloader = useContext(DownloaderContext);
  if (!downloader) throw new Error('useDownloader and DownloaderLayer need a DownloaderProvider above them');
  return downloader;
}

export function announcementOf(event: DownloadEvent, t: Translate): string {
  switch (event.type) {
    case 'start':
      return t('files.download.started', { name: event.filename });
    case 'failed':
      return t('files.download.failed', { name: event.filename });
    case 'cancelled':
      return t('files.download.cancelled');
  }
}

export function DownloaderLayer() {
  const downloader = useDownloader();
  const t = useT();
  const [latest, setLatest] = useState<{ event: DownloadEvent; count: number } | null>(null);
  useEffect(
    () => downloader.subscribe((event) => setLatest((previous) => ({ event, count: (previous?.count ?? 0) + 1 }))),
    [downloader],
  );
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {/* A new node per event, so the same file downloaded twice is announced twice. */}
      {latest ? <span key={latest.count}>{announcementOf(latest.event, t)}</span> : null}
    </div>
  );
}
