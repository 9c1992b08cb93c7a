// Where the account's other pages are (password, e-mail, affiliate) and signing out, on this
// device or on every device.
import { useId, useState } from 'react';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { ACCOUNT_SIGN_OUT_MUTATION, SIGN_OUT_INPUT } from './account-api';
import { useRefusalText } from './account-errors';
import type { AccountSignOutMutation } from '../../graph/generated/shop-operations';

export function AccountSettings() {
  const t = useT();
  const titleId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const refusal = useRefusalText();
  const [working, setWorking] = useState<'here' | 'everywhere' | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const signOut = async (everywhere: boolean) => {
    setWorking(everywhere ? 'everywhere' : 'here');
    setFailure(null);
    try {
      await client.mutate<AccountSignOutMutation>(SIGN_OUT_INPUT, ACCOUNT_SIGN_OUT_MUTATION, { everywhere });
    } catch (error) {
      setWorking(null);
      setFailure({ error });
      return;
    }
    // Nothing read while signed in may be shown after signing out.
    cache.invalidate();
    await router.navigate({ name: 'home' });
  };

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.settings.title')}</h2>
      <ul className="account-links">
        <li><Link to={{ name: 'changePassword' }}>{t('account.settings.password')}</Link></li>
        <li><Link to={{ name: 'changeEmail' }}>{t('account.settings.email')}</Link></li>
        <li><Link to={{ name: 'affiliate' }}>{t('account.settings.affiliate')}</Link></li>
      </ul>
      <div className="account-actions">
        <Button variant="secondary" loading={working === 'here'} disabled={working === 'everywhere'} onPress={() => signOut(false)}>{t('account.signOut.here')}</Button>
        <Button variant="quiet" loading={working === 'everywhere'} disabled={working === 'here'} onPress={() => signOut(true)}>{t('account.signOut.everywhere')}</Button>
      </div>
      <p role="status" className="form-status-text">{working ? t('account.working') : ''}</p>
      {failure ? <p role="alert" className="form-status-error">{refusal(failure.error)}</p> : null}
    </section>
  );
}
