import { useEffect } from 'react';
import { CONFIRMATION_PARAM, confirmationKeyOf } from '../../../domain/marketing/subscription-confirmation';
import { PageMeta } from '../../meta/page-meta';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import { trackOnce } from '../../tracking/tracking';

/** `/email/subscription/confirmed`: where the double opt-in link lands once the address is confirmed. */
export default function SubscriptionConfirmedScreen() {
  const t = useT();
  // The server names the confirmation the link came from: the subscription counts now (not at
  // the footer form), once per confirmation, however often this page is loaded again.
  const confirmation = confirmationKeyOf(useRoute().query[CONFIRMATION_PARAM]);
  useEffect(() => {
    if (confirmation) trackOnce({ name: 'subscribe', contentName: 'newsletter' }, confirmation);
  }, [confirmation]);
  return (
    <section className="error-page subscription-confirmed">
      <PageMeta title={t('subscription.confirmed.title')} noindex />
      <h1>{t('subscription.confirmed.title')}</h1>
      <p role="status">{t('subscription.confirmed.body')}</p>
      <p><Link to={{ name: 'home' }} className="button">{t('subscription.confirmed.shop')}</Link></p>
    </section>
  );
}
