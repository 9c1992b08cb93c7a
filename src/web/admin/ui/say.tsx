// Words shown later than the screen is drawn (dialogs, announcements). Messages come from the
// server key by key: a message is translated as it is shown, so words that arrive a moment
// after a dialog opened still appear, and a screen can ask for the ones it will need.
import { useT } from '../../i18n/i18n-react';
import type { TranslationParams } from '../../i18n/translation-store';

/** A message translated as it is shown. */
export function Say({ k, params }: { k: string; params?: TranslationParams }) {
  const t = useT();
  return <>{t(k, params)}</>;
}

/** Reads messages while the screen renders, so they are at hand when an action needs them. */
export function useMessages(keys: readonly string[]): void {
  const t = useT();
  for (const key of keys) t(key);
}
