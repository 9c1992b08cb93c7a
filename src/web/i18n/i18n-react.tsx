// React bindings of the translation store: components re-render when a batch of messages
// arrives or the locale changes.
import type { ReactNode } from 'react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { zoneAbbreviation } from '../../domain/format/shop-time';
import type { Language } from '../../domain/i18n/language';
import type { Translate, TranslationStore } from './translation-store';

export type { Translate } from './translation-store';

const I18nContext = createContext<TranslationStore | null>(null);

export function I18nProvider({ store, children }: { store: TranslationStore; children?: ReactNode }) {
  return <I18nContext value={store}>{children}</I18nContext>;
}

export function useTranslationStore(): TranslationStore {
  const store = useContext(I18nContext);
  if (!store) throw new Error('useT and useLanguage need an I18nProvider above them');
  return store;
}

/** `t`, re-rendering the component when messages arrive or the language changes. */
export function useT(): Translate {
  const store = useTranslationStore();
  return useSyncExternalStore(store.subscribe, store.getTranslator, store.getTranslator);
}

export function useLanguage(): Language {
  const store = useTranslationStore();
  return useSyncExternalStore(store.subscribe, store.getLanguage, store.getLanguage);
}

/** Offset from UTC in hours (spec §3 locale state). */
export function useTimezoneOffset(): number {
  const store = useTranslationStore();
  return useSyncExternalStore(store.subscribe, store.getTimezoneOffset, store.getTimezoneOffset);
}

/** How the shop's zone is named beside times staff read and type: "WIB", "WITA" or "WIT". */
export function useShopZone(): string {
  return zoneAbbreviation(useTimezoneOffset());
}
