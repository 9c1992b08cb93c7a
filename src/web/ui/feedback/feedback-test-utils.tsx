// Shared by the feedback tests: the Indonesian texts they read, and a controllable matchMedia.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';

export const TEST_MESSAGES: Readonly<Record<string, string>> = {
  'feedback.toasts.label': 'Notifikasi',
  'feedback.toast.dismiss': 'Tutup notifikasi',
  'feedback.toast.icon.info': 'Informasi',
  'feedback.toast.icon.success': 'Berhasil',
  'feedback.toast.icon.warning': 'Peringatan',
  'feedback.toast.icon.error': 'Kesalahan',
  'feedback.button.loading': 'Sedang diproses…',
  'upload.failed': 'Gambar gagal diunggah',
  'order.count': 'Pesanan ke-{count}',
};

export function withI18n(children: ReactNode) {
  const store = createTranslationStore({ language: 'id', messages: TEST_MESSAGES, hash: 't' });
  return <I18nProvider store={store}>{children}</I18nProvider>;
}

export interface FakeMedia {
  /** Sets whether `query` matches and tells its listeners, as a viewport resize would. */
  set(query: string, matches: boolean): void;
  queries(): string[];
}

/** Installs window.matchMedia (jsdom has none); undo with vi.unstubAllGlobals(). */
export function stubMatchMedia(initial: Record<string, boolean> = {}): FakeMedia {
  const state = new Map<string, boolean>(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const asked = new Set<string>();
  const matchMedia = (query: string) => {
    asked.add(query);
    const own = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, own);
    return {
      get matches() {
        return state.get(query) ?? false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => own.add(listener),
      removeEventListener: (_type: string, listener: () => void) => own.delete(listener),
    } as unknown as MediaQueryList;
  };
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(query, matches) {
      state.set(query, matches);
      for (const listener of [...(listeners.get(query) ?? [])]) listener();
    },
    queries: () => [...asked],
  };
}
