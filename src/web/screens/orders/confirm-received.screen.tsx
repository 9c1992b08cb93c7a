// Confirming that a shipped order arrived. Irreversible, so it is asked in a confirmation
// dialog whose 'I understand' box must be ticked; reviews open afterwards.
import { useRef, useState } from 'react';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { isPayable, orderLinks, orderNumber, useClientKeys, useMoney, withClientKey, type OrderVariant } from './order-format';
import { CONFIRM_ORDER_RECEIVED_MUTATION, useStoreOrder } from './order-mutations';
import { OrderScreenFrame, StatusBadge, orderPageTitle } from './order-parts';
import { ORDER_QUERY, orderVariables } from './order-query';
import { OrderLines, TrackingInfo } from './order-view';
import type { ConfirmOrderReceivedMutation, OrderFieldsFragment } from '../../graph/generated/shop-operations';
import './orders.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: ORDER_QUERY, variables: orderVariables(match.params.orderID ?? '') }];
}

/** Why an order that is not on its way cannot be confirmed as received yet. */
function notYetKey(order: OrderFieldsFragment): string {
  if (order.status === 'received' || order.status === 'completed') return 'orders.received.already';
  if (order.status === 'cancelled' || order.status === 'expired' || order.status === 'refunded') return 'orders.received.closed';
  if (isPayable(order) || order.status === 'awaiting_payment' || order.status === 'partially_paid') return 'orders.received.notPaid';
  return 'orders.received.notShipped';
}

function ConfirmReceivedBody({ order, variant }: { order: OrderFieldsFragment; variant: OrderVariant }) {
  const t = useT();
  const money = useMoney();
  const ask = useConfirm();
  const keys = useClientKeys();
  const storeOrder = useStoreOrder();
  const [run] = useMutation<ConfirmOrderReceivedMutation>('ConfirmOrderReceivedInput', CONFIRM_ORDER_RECEIVED_MUTATION);
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const links = orderLinks(order.id, variant);
  // The dialog's texts are read while rendering, so the page embeds them (or they arrive before
  // a press): the dialog is given finished strings and would not pick up texts arriving later.
  const dialog = {
    title: t('orders.received.dialogTitle', { number: orderNumber(order.number) }),
    body: t('orders.received.dialogBody'),
    acknowledge: t('orders.received.acknowledge'),
    yes: t('orders.received.yes'),
    no: t('orders.received.no'),
    thanks: t('orders.received.thanks'),
    thanksBody: t('orders.received.thanksBody'),
  };

  const confirmReceived = async () => {
    const result = await ask({
      title: dialog.title,
      content: <p>{dialog.body}</p>,
      acknowledge: dialog.acknowledge,
      yesLabel: dialog.yes,
      noLabel: dialog.no,
      successTitle: dialog.thanks,
      successContent: <p>{dialog.thanksBody}</p>,
      onConfirm: async () => {
        const data = await withClientKey(keys, 'received', (clientKey) => run({ input: { orderId: order.id, clientKey } }, undefined, { retry: true }));
        storeOrder(data.confirmOrderReceived.order);
        setDone(true);
      },
    });
    // Once the dialog has gone, the page's own thanks take the focus it leaves behind.
    if (result.confirmed) thanks.current?.focus();
  };

  return (
    <>
      <section className="order-box" aria-labelledby="order-received-summary">
        <h2 id="order-received-summary">{t('orders.received.summary')}</h2>
        <p>
          <StatusBadge status={order.status} />{' '}
          <span className="order-received-total">{t('orders.received.total', { total: money(order.total) })}</span>
        </p>
        <TrackingInfo order={order} />
        <OrderLines order={order} headingLevel={3} />
      </section>
      {done ? (
        <section className="order-box order-done" aria-labelledby="order-received-thanks">
          <h2 id="order-received-thanks" ref={thanks} tabIndex={-1}>{t('orders.received.thanks')}</h2>
          <p>{t('orders.received.thanksBody')}</p>
          <p className="order-actions">
            <Link to={links.review} className="button">{t('orders.reviewPrompt.link')}</Link>
            <Link to={links.order}>{t('orders.backToOrder')}</Link>
          </p>
        </section>
      ) : order.canConfirmReceived ? (
        <section className="order-box" aria-labelledby="order-received-ask">
          <h2 id="order-received-ask">{t('orders.received.askTitle')}</h2>
          <p>{t('orders.received.askBody')}</p>
          <p className="order-actions">
            <Button size="big" onPress={confirmReceived}>{t('orders.shipped.confirmLink')}</Button>
            <Link to={links.order}>{t('orders.backToOrder')}</Link>
          </p>
        </section>
      ) : (
        <section className="order-box order-notice" aria-labelledby="order-received-not-yet">
          <h2 id="order-received-not-yet">{t('orders.received.cannotTitle')}</h2>
          <p>{t(notYetKey(order))}</p>
          <p className="order-actions">
            {order.canReview && <Link to={links.review} className="button">{t('orders.reviewPrompt.link')}</Link>}
            <Link to={links.order}>{t('orders.backToOrder')}</Link>
          </p>
        </section>
      )}
    </>
  );
}

/** `/guest/order/:orderID/confirm/received` and `/order/:orderID/confirm/received`. */
export default function ConfirmReceivedScreen() {
  const t = useT();
  return (
    <OrderScreenFrame>
      {({ order, shopName, variant }) => (
        <article className="order-page">
          <PageMeta title={orderPageTitle(t('orders.received.title'), shopName)} noindex />
          <header className="order-header">
            <h1>{t('orders.received.title')}</h1>
            <p className="muted">{t('orders.order.title', { number: orderNumber(order.number) })}</p>
          </header>
          <ConfirmReceivedBody order={order} variant={variant} />
        </article>
      )}
    </OrderScreenFrame>
  );
}
