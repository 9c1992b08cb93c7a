// `/logout`: two buttons, this device or every device; then the shop's home page. A page rather
// than a link that signs out, so nothing prefetching links ends a session by accident.
import { useState } from 'react';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { SIGN_OUT_INPUT, SIGN_OUT_MUTATION } from './session-api';
import { SessionFrame } from './session-parts';
import type { CustomerSignOutMutation } from '../../graph/generated/shop-operations';
import './session.css';

export default function LogoutScreen() {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const signOut = async (everywhere: boolean) => {
    setState('working');
    try {
      await client.mutate<CustomerSignOutMutation>(SIGN_OUT_INPUT, SIGN_OUT_MUTATION, { everywhere });
    } catch {
      setState('failed');
      return;
    }
    // Nothing read while signed in may be shown after signing out.
    cache.invalidate();
    await router.navigate({ name: 'home' });
  };

  return (
    <SessionFrame title={t('session.logout.title')} intro={t('session.logout.intro')}>
      <div className="form-actions session-logout">
        <Button size="big" loading={state === 'working'} onPress={() => signOut(false)}>{t('session.logout.here')}</Button>
        <Button size="big" variant="secondary" disabled={state === 'working'} onPress={() => signOut(true)}>{t('session.logout.everywhere')}</Button>
      </div>
      <p role="status" className="form-status-text">{state === 'working' ? t('session.logout.working') : ''}</p>
      {state === 'failed' ? <p role="alert" className="form-status-error">{t('session.logout.failed')}</p> : null}
    </SessionFrame>
  );
}
