// `/checkout/:checkoutID/start`: the one-page checkout. The server renders it with the
// checkout and the province list, so the form is complete on first paint.
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { CHECKOUT_QUERY, CHECKOUT_VIEWER_QUERY, PROVINCES_QUERY } from './checkout-api';
import { CheckoutForm } from './checkout-form';
import type { CheckoutStartQuery, CheckoutViewerQuery, ShippingProvincesQuery } from '../../graph/generated/shop-operations';
import './checkout.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [
    { query: CHECKOUT_QUERY, variables: { id: match.params.checkoutID ?? '' } },
    { query: PROVINCES_QUERY },
    { query: CHECKOUT_VIEWER_QUERY },
  ];
}

/** A checkout that already became an order points to it instead of offering the form again. */
export function CheckoutOrdered({ orderId }: { orderId: string | null }) {
  const t = useT();
  return (
    <section className="checkout-done">
      <PageMeta title={t('checkout.ordered.title')} noindex />
      <h1>{t('checkout.ordered.title')}</h1>
      <p>{t('checkout.ordered.body')}</p>
      {orderId ? (
        <p><Link to={{ name: 'guestOrder', params: { orderID: orderId } }} className="button">{t('checkout.ordered.link')}</Link></p>
      ) : null}
    </section>
  );
}

export default function CheckoutStartScreen() {
  const t = useT();
  const route = useRoute();
  const id = route.params.checkoutID ?? '';
  const checkoutResult = useQuery<CheckoutStartQuery>(CHECKOUT_QUERY, { id });
  const provincesResult = useQuery<ShippingProvincesQuery>(PROVINCES_QUERY);
  const viewerResult = useQuery<CheckoutViewerQuery>(CHECKOUT_VIEWER_QUERY);
  const { data, error, refetch } = checkoutResult;
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const checkout = data.checkout;
  if (!checkout) return <NotFoundContent />;
  if (checkout.status === 'ordered') return <CheckoutOrdered orderId={checkout.orderId} />;
  if (provincesResult.error && !provincesResult.data) return <ServerErrorContent onRetry={() => void provincesResult.refetch()} />;
  if (!provincesResult.data) return <LoadingContent />;
  // Not knowing who is signed in must not block buying: the form then works as for a guest.
  if (!viewerResult.data && !viewerResult.error) return <LoadingContent />;
  const viewer = viewerResult.data?.viewerCustomer ?? null;
  return (
    <>
      <PageMeta title={t('checkout.title')} noindex />
      <CheckoutForm key={`${checkout.id} ${viewer?.id ?? ''}`} checkout={checkout} provinces={provincesResult.data.shippingProvinces} viewer={viewer} />
    </>
  );
}
