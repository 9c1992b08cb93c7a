// Words that are shown later than the screen is drawn (toasts, confirmations, the leave prompt).
// Messages come from the server key by key; these make sure they are there, and stay right.
import { useT } from '../../i18n/i18n-react';
import type { TranslationParams } from '../../i18n/translation-store';

/** A message translated as it is shown, so a dialog opened before its words arrived still reads right. */
export function Say({ k, params }: { k: string; params?: TranslationParams }) {
  const t = useT();
  return <>{t(k, params)}</>;
}

/**
 * Reads messages while the screen renders: on the server they are embedded in the page, in the
 * browser they are fetched, so they are at hand when an action needs them.
 */
export function useMessages(keys: readonly string[]): void {
  const t = useT();
  for (const key of keys) t(key);
}
