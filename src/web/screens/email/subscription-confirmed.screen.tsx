import { useEffect } from 'react';
import { PageMeta } from '../../meta/page-meta';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { track } from '../../tracking/tracking';

/** `/email/subscription/confirmed`: where the double opt-in link lands once the address is confirmed. */
export default function SubscriptionConfirmedScreen() {
  const t = useT();
  // The address is confirmed only here: the subscription counts now, not at the footer form.
  useEffect(() => track({ name: 'subscribe', contentName: 'newsletter' }), []);
  return (
    <section className="error-page subscription-confirmed">
      <PageMeta title={t('subscription.confirmed.title')} noindex />
      <h1>{t('subscription.confirmed.title')}</h1>
      <p role="status">{t('subscription.confirmed.body')}</p>
      <p><Link to={{ name: 'home' }} className="button">{t('subscription.confirmed.shop')}</Link></p>
    </section>
  );
}
