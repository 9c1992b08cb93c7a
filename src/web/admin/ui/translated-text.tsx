// A message translated when it is drawn rather than when it is handed over. Text given to a
// dialog at a press may not have reached the page yet (the page holds the words it has shown,
// and asks the shop for the rest): drawn this way, it appears as soon as its words arrive.
import type { TranslationParams } from '../../i18n/translation-store';
import { useT } from '../../i18n/i18n-react';

export function TranslatedText({ id, params }: { id: string; params?: TranslationParams }) {
  const t = useT();
  return <>{t(id, params)}</>;
}
