// Small pieces the order screens share: the status badge, the copy button, a failed request's
// message, the page for an order this browser may not open, and the frame that loads an order.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import { failureKey, serverMessage, variantOfRoute, type OrderVariant } from './order-format';
import { ORDER_QUERY, orderVariables } from './order-query';
import type { OrderFieldsFragment, OrderQuery } from '../../graph/generated/shop-operations';

// The status badge is shared with the account's order history.
export { StatusBadge } from '../../ui/order-status';

/** Copies `text` to the clipboard and says so in a live region. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="order-copy">
      <Button size="small" variant="secondary" onPress={copy} aria-label={label}>
        {t('orders.copy')}
      </Button>
      <span role="status" className="order-copy-status">
        {state === 'copied' ? t('orders.copied') : state === 'failed' ? t('orders.copyFailed') : ''}
      </span>
    </span>
  );
}

/** A failed request: the server's words when it gave some, else a general message. */
export function RequestError({ error }: { error: unknown }) {
  const t = useT();
  if (error === undefined || error === null) return null;
  return <p className="order-error">{serverMessage(error) ?? t(failureKey(error))}</p>;
}

/** An order this browser holds no grant for (or that does not exist): the same answer for both. */
export function OrderNoAccess() {
  const t = useT();
  return (
    <section className="error-page order-no-access">
      <PageMeta title={t('orders.noAccess.title')} status={404} noindex />
      <h1>{t('orders.noAccess.title')}</h1>
      <p>{t('orders.noAccess.body')}</p>
      <p>{t('orders.noAccess.paymentHint')}</p>
      <p className="order-actions">
        <Link to={{ name: 'home' }} className="button">{t('orders.backHome')}</Link>
        <Link to={{ name: 'paymentConfirm' }}>{t('orders.noAccess.paymentConfirm')}</Link>
      </p>
    </section>
  );
}

export interface OrderScreenContext {
  order: OrderFieldsFragment;
  shopName: string;
  variant: OrderVariant;
  refetch: () => Promise<void>;
}

/** The order of the route's `orderID`, or the loading, failure and no-access pages in its place. */
export function OrderScreenFrame({ children }: { children: (context: OrderScreenContext) => ReactNode }) {
  const route = useRoute();
  const { data, error, refetch } = useQuery<OrderQuery>(ORDER_QUERY, orderVariables(route.params.orderID ?? ''));
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  if (!data.order) return <OrderNoAccess />;
  return <>{children({ order: data.order, shopName: data.shop.name, variant: variantOfRoute(route.name), refetch })}</>;
}

/** The page title of an order screen. */
export function orderPageTitle(heading: string, shopName: string): string {
  return shopName ? `${heading} | ${shopName}` : heading;
}
