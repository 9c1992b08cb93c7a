// A page section demonstrating the client state pieces: persistence across reloads and
// mutation transactions with optimistic results. Mount it under an I18nProvider.
import { useId, useState } from 'react';
import { useT } from '../i18n/i18n-react';
import { PersistenceDemo } from './persistence-demo';
import type { PersistStorage, UnloadSource } from './storage-access';
import { browserLocalStorage, pageUnloadSource } from './storage-access';
import { TransactionDemo } from './transaction-demo';

export { SHOWCASE_COUNTER_KEY } from './persistence-demo';

export interface StateShowcaseProps {
  /** Where the counter is kept; the page's local storage when absent. */
  storage?: PersistStorage;
  /** When the page goes away; the window's `pagehide` when absent. */
  unloadSource?: UnloadSource;
}

// Looked up only when storage is first used or unload is first listened to, which happens in
// effects: server rendering touches neither.
const pageStorage = browserLocalStorage(() => window.localStorage);
const pageUnload = pageUnloadSource(() => (typeof window === 'undefined' ? undefined : window));

export function StateShowcase({ storage, unloadSource }: StateShowcaseProps) {
  const t = useT();
  const titleId = useId();
  // Fixed for the showcase's lifetime: a new storage would need a new persistence store.
  const [chosenStorage] = useState(() => storage ?? pageStorage);
  return (
    <section className="state-showcase" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('state.showcase.title')}</h2>
      <p className="lead">{t('state.showcase.intro')}</p>
      <PersistenceDemo storage={chosenStorage} unloadSource={unloadSource ?? pageUnload} />
      <TransactionDemo />
    </section>
  );
}
