// The shop's own install suggestion: the browser's `beforeinstallprompt` is held back and the
// shop offers installing once, in its words and languages; either answer is remembered in
// local storage (`webAppPrompted`, spec §7) so it is not offered again.
import { useEffect, useId, useState } from 'react';
import { WEB_APP_PROMPTED_KEY } from '../../../domain/push/web-app';
import { track } from '../../tracking/tracking';
import { useT } from '../../i18n/i18n-react';
import { usePersistedState, usePersistState } from '../../state/persistence-react';
import { Button } from '../feedback/button';

/** Chromium's install event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function InstallPrompt({ shopName }: { shopName: string }) {
  const t = useT();
  const titleId = useId();
  const { loaded } = usePersistState();
  const [prompted, setPrompted] = usePersistedState<boolean>(WEB_APP_PROMPTED_KEY, false);
  const [event, setEvent] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const hold = (e: Event) => {
      // The browser's own bar would come on top of the shop's suggestion.
      e.preventDefault();
      setEvent(e as InstallPromptEvent);
    };
    const installed = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', hold);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', hold);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!loaded || prompted || !event) return null;
  const answer = async (install: boolean) => {
    setPrompted(true);
    // Spec §7: the install prompt is tracked once answered, with whether the app was installed.
    if (install) await event.prompt().catch(() => undefined);
    const choice = install ? await event.userChoice.catch(() => null) : null;
    track({ name: 'install_prompt', installed: choice?.outcome === 'accepted' });
    setEvent(null);
  };
  return (
    <aside className="install-prompt" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="install-prompt-title">{t('webApp.install.title', { shop: shopName })}</h2>
        <p>{t('webApp.install.body')}</p>
      </div>
      <div className="install-prompt-actions">
        <Button onPress={() => answer(true)}>{t('webApp.install.accept')}</Button>
        <Button variant="quiet" onPress={() => answer(false)}>{t('webApp.install.dismiss')}</Button>
      </div>
    </aside>
  );
}
