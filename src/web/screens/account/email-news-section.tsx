// The account's switch for the shop's news and offers by e-mail, for the account's address.
// Turning it on sends a confirmation e-mail (double opt-in, the same as the footer's form), so
// until the link is followed the switch stays on with a note to look in the inbox; turning it
// off unsubscribes at once.
import { useId, useState } from 'react';
import { graphCacheKey } from '../../graph/graph-key';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { ACCOUNT_QUERY, SET_EMAIL_SUBSCRIPTION_MUTATION } from './account-api';
import { useRefusalText } from './account-errors';
import type { AccountQuery, SetMyEmailSubscriptionMutation } from '../../graph/generated/shop-operations';

type SubscriptionState = AccountQuery['myEmailSubscription'];

function noteKey(state: SubscriptionState): string {
  if (state === 'subscribed') return 'account.emailNews.subscribed';
  if (state === 'pending') return 'account.emailNews.pending';
  return 'account.emailNews.off';
}

export function EmailNewsSection({ email }: { email: string }) {
  const t = useT();
  const id = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const refusal = useRefusalText();
  const { data } = useQuery<AccountQuery>(ACCOUNT_QUERY);
  const state = data?.myEmailSubscription ?? null;
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const on = state === 'subscribed' || state === 'pending';

  const change = async (subscribed: boolean) => {
    setWorking(true);
    setFailure(null);
    try {
      const answer = await client.mutate<SetMyEmailSubscriptionMutation>('SetMyEmailSubscriptionInput', SET_EMAIL_SUBSCRIPTION_MUTATION, { input: { subscribed } });
      const key = graphCacheKey(ACCOUNT_QUERY);
      const current = cache.read<AccountQuery>(key)?.data;
      if (current) cache.write(key, { ...current, myEmailSubscription: answer.setMyEmailSubscription });
    } catch (error) {
      setFailure({ error });
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.emailNews.title')}</h2>
      <p className="account-switch">
        <input
          id={`${id}-switch`} type="checkbox" role="switch" checked={on} aria-describedby={`${id}-note`}
          aria-busy={working || undefined} disabled={working}
          onChange={(event) => { void change(event.currentTarget.checked); }}
        />
        <label htmlFor={`${id}-switch`}>{t('account.emailNews.label')}</label>
      </p>
      <p id={`${id}-note`} role="status" className="form-status-text">{working ? t('account.working') : t(noteKey(state), { email })}</p>
      {failure ? <p role="alert" className="form-status-error">{refusal(failure.error)}</p> : null}
    </section>
  );
}
