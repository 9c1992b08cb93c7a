// The persistence half of the state showcase: the loaded flag, the persisted keys, and a
// counter that survives reloads (real ones, and a simulated one that shows the save step).
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n-react';
import type { Persistence } from './persistence';
import { createPersistence, DEFAULT_PERSISTED_KEYS, PERSIST_OFF, PERSIST_ON } from './persistence';
import { PersistenceProvider, usePersistedState, usePersistence, usePersistState } from './persistence-react';
import type { PersistStorage, UnloadSource } from './storage-access';

/** The showcase's own key, beside the spec §7 ones, so that the demo never touches shop data. */
export const SHOWCASE_COUNTER_KEY = 'stateShowcaseCounter';

export interface PersistenceDemoProps {
  storage: PersistStorage;
  /** The page's unload; the simulated reload triggers the same save. */
  unloadSource: UnloadSource;
}

function createUnloadRelay() {
  const listeners = new Set<() => void>();
  return {
    source: ((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }) satisfies UnloadSource,
    emit: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}

export function PersistenceDemo({ storage, unloadSource }: PersistenceDemoProps) {
  const t = useT();
  const titleId = useId();
  // Between the page and each store generation, so a simulated reload can fire "unload".
  const [relay] = useState(createUnloadRelay);
  const make = () => createPersistence({ storage, onUnload: relay.source, keys: [...DEFAULT_PERSISTED_KEYS, SHOWCASE_COUNTER_KEY] });
  const [persistence, setPersistence] = useState<Persistence>(make);

  useEffect(() => unloadSource(relay.emit), [unloadSource, relay]);

  function reload() {
    relay.emit();
    persistence.dispose();
    setPersistence(make());
  }

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('state.persist.title')}</h3>
      <PersistenceProvider persistence={persistence}>
        <PersistenceDetails />
        <Counter />
      </PersistenceProvider>
      <p>
        <button type="button" className="button" onClick={reload}>
          {t('state.persist.reload')}
        </button>
      </p>
      <p className="muted">{t('state.persist.reloadHint')}</p>
    </section>
  );
}

function PersistenceDetails() {
  const t = useT();
  const state = usePersistState();
  return (
    <>
      <dl>
        <dt>{t('state.persist.loaded')}</dt>
        <dd>{state.loaded ? t('state.persist.yes') : t('state.persist.no')}</dd>
        <dt>{t('state.persist.keys')}</dt>
        <dd>
          <ul>
            {state.keys.map((key) => (
              <li key={key}>
                <code>{key}</code>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {state.savingDisabled ? <p role="alert">{t('state.persist.savingDisabled')}</p> : null}
    </>
  );
}

function Counter() {
  const t = useT();
  const checkboxId = useId();
  const persistence = usePersistence();
  const { keys } = usePersistState();
  const [count, setCount] = usePersistedState(SHOWCASE_COUNTER_KEY, 0);
  const kept = keys.includes(SHOWCASE_COUNTER_KEY);
  return (
    <div>
      <p>
        {t('state.persist.counter')}: <output aria-live="polite">{count}</output>
      </p>
      <p>
        <button type="button" className="button" onClick={() => setCount((previous) => previous + 1)}>
          {t('state.persist.increment')}
        </button>{' '}
        <button type="button" className="button" onClick={() => setCount(0)}>
          {t('state.persist.reset')}
        </button>
      </p>
      <p>
        <input
          id={checkboxId}
          type="checkbox"
          checked={kept}
          onChange={(event) =>
            persistence.dispatch({ type: event.target.checked ? PERSIST_ON : PERSIST_OFF, keys: [SHOWCASE_COUNTER_KEY] })
          }
        />{' '}
        <label htmlFor={checkboxId}>{t('state.persist.keepCounter')}</label>
      </p>
    </div>
  );
}
