// `/checkout/:hash/recover`: the link of the reminder e-mail. An open checkout is remembered in
// this browser (spec §3 saved checkout) and opened; one that became an order points to it.
import { useEffect, useRef } from 'react';
import type { SavedCheckout } from '../../../domain/checkout/saved-checkouts';
import { sanitizeSavedCheckouts, saveCheckout } from '../../../domain/checkout/saved-checkouts';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute, useRouter } from '../../router/router-react';
import { STORAGE_KEYS } from '../../state/persistence';
import { usePersistence, usePersistState } from '../../state/persistence-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { RECOVER_QUERY } from './checkout-api';
import type { CheckoutRecoverQuery } from '../../graph/generated/shop-operations';
import { jsonObject } from '../../graph/graph-json';
import './checkout.css';

type RecoveredCheckout = NonNullable<CheckoutRecoverQuery['checkoutByRecovery']>;

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: RECOVER_QUERY, variables: { hash: match.params.hash ?? '' } }];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The checkout as this browser remembers it. */
export function savedCheckoutOf(checkout: RecoveredCheckout): SavedCheckout {
  const customFields = Object.fromEntries(
    Object.entries(jsonObject(checkout.customFields)).flatMap(([key, value]) => {
      const answer = text(value);
      return answer === null ? [] : [[key, answer]];
    }),
  );
  const createdAt = Date.parse(checkout.createdAt);
  return {
    coupon: checkout.couponCode,
    bundles: [],
    ...(Object.keys(customFields).length > 0 ? { customFields } : {}),
    products: checkout.lines.map((line) => ({
      productID: line.productId,
      variationID: line.variationId ?? '',
      count: line.count,
      downPayment: line.downPayment,
    })),
    shippingAddress: checkout.shippingAddress,
    createdAt: Number.isFinite(createdAt) ? createdAt : 0,
  };
}

function Recovering({ checkout }: { checkout: RecoveredCheckout }) {
  const t = useT();
  const router = useRouter();
  const persistence = usePersistence();
  const { loaded } = usePersistState();
  const done = useRef(false);

  useEffect(() => {
    // Written only once the stored checkouts are loaded, or loading would overwrite them.
    if (!loaded || done.current) return;
    done.current = true;
    const saved = sanitizeSavedCheckouts(persistence.getValue(STORAGE_KEYS.itemCheckout));
    persistence.setValue(STORAGE_KEYS.itemCheckout, saveCheckout(saved, checkout.id, savedCheckoutOf(checkout)));
    void router.replaceRoute({ name: 'checkoutStart', params: { checkoutID: checkout.id } });
  }, [loaded, persistence, router, checkout]);

  return (
    <section className="checkout-done">
      <PageMeta title={t('checkout.recover.title')} noindex />
      <h1>{t('checkout.recover.title')}</h1>
      <p role="status">{t('checkout.recover.opening')}</p>
      {/* Also the way on for a page the script never took over. */}
      <p><Link to={{ name: 'checkoutStart', params: { checkoutID: checkout.id }, target: 'replace' }}>{t('checkout.recover.continue')}</Link></p>
    </section>
  );
}

function AlreadyOrdered({ orderId }: { orderId: string | null }) {
  const t = useT();
  return (
    <section className="checkout-done">
      <PageMeta title={t('checkout.recover.orderedTitle')} noindex />
      <h1>{t('checkout.recover.orderedTitle')}</h1>
      <p>{t('checkout.recover.orderedBody')}</p>
      {orderId ? (
        <p><Link to={{ name: 'guestOrder', params: { orderID: orderId } }} className="button">{t('checkout.ordered.link')}</Link></p>
      ) : null}
    </section>
  );
}

export default function CheckoutRecoverScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<CheckoutRecoverQuery>(RECOVER_QUERY, { hash: route.params.hash ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const checkout = data.checkoutByRecovery;
  if (!checkout) return <NotFoundContent />;
  if (checkout.status === 'ordered') return <AlreadyOrdered orderId={checkout.orderId} />;
  return <Recovering checkout={checkout} />;
}
