// What staff may do next with the order, shown only when its status allows it and the role may:
// book the shopper's Biteship service or ship with a courier and tracking number (the shopper is
// e-mailed), follow the parcel, cancel with a reason,
// refund chosen units, print the invoice or packing slip.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { canOrder, isOrderStatus } from '../../../domain/orders/order-status';
import type { AdminBookCourierMutation, AdminCancelOrderMutation, AdminOrderFieldsFragment, AdminShipOrdersMutation } from '../../graph/generated/admin-operations';
import { GraphResponseError } from '../../graph/graph-errors';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { Modal } from '../../ui/overlays/modal-react';
import { useMessages } from '../ui/say';
import { RefundDialog } from './refund-dialog';
import { ShipmentJourney } from '../../ui/shipment-journey';
import { BOOK_COURIER, CANCEL_ORDER, SHIP_ORDERS } from './orders-api';

/**
 * Books the Biteship service the shopper chose (docs/decisions/0062): Biteship issues the airway
 * bill and the order is shipped at once. Shown above the form for shipping by hand.
 */
function BookCourier({ order, courier }: { order: AdminOrderFieldsFragment; courier: { courier: string; service: string } }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const book = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const answer = await client.mutate<AdminBookCourierMutation>('ID', BOOK_COURIER, { orderId: order.id });
      cache.invalidate();
      notify({
        color: 'green',
        title: answer.bookCourier.trackingNumber
          ? textRef('adminOrders.shipment.booked', { waybill: answer.bookCourier.trackingNumber })
          : textRef('adminOrders.shipment.bookedNoWaybill'),
      });
    } catch (failure) {
      setProblem(failure instanceof GraphResponseError ? failure.errors[0]?.message ?? t('adminOrders.tryAgain') : t('adminOrders.tryAgain'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ao-book">
      <p className="field-hint" id="order-book-hint">{t('adminOrders.shipment.bookHint')}</p>
      <Button variant="primary" loading={busy} onPress={() => void book()} aria-describedby="order-book-hint">
        {busy ? t('adminOrders.shipment.booking') : t('adminOrders.shipment.book', { courier: courier.courier, service: courier.service })}
      </Button>
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
    </div>
  );
}

function ShipForm({ order }: { order: AdminOrderFieldsFragment }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [courier, setCourier] = useState(order.shippingCourier);
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    let answer: AdminShipOrdersMutation;
    try {
      answer = await client.mutate<AdminShipOrdersMutation>('ShipOrderInput', SHIP_ORDERS, { orders: [{ orderId: order.id, courier, trackingNumber: tracking }] });
    } catch {
      setProblem({ field: null, message: t('adminOrders.tryAgain') });
      return;
    }
    const [result] = answer.shipOrders;
    if (result?.__typename === 'OrderShipRefused') { setProblem({ field: result.field ?? null, message: result.message }); return; }
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminOrders.ship.done', { number: order.number }) });
  };
  const errorFor = (field: string) => (problem && (problem.field === field || (!problem.field && field === 'trackingNumber')) ? problem.message : null);
  return (
    <form className="ao-ship" onSubmit={(event) => void submit(event)} aria-labelledby="order-ship-heading">
      <h3 id="order-ship-heading">{t('adminOrders.ship.title')}</h3>
      <label htmlFor="ship-courier">{t('orders.tracking.courier')}</label>
      <input id="ship-courier" className="field-control" value={courier} maxLength={60} required onChange={(event) => setCourier(event.currentTarget.value)}
        aria-invalid={errorFor('courier') ? true : undefined} aria-describedby={errorFor('courier') ? 'ship-courier-error' : undefined} />
      {errorFor('courier') ? <p id="ship-courier-error" className="field-error">{errorFor('courier')}</p> : null}
      <label htmlFor="ship-tracking">{t('orders.tracking.number')}</label>
      <input id="ship-tracking" className="field-control" value={tracking} maxLength={60} required autoComplete="off" onChange={(event) => setTracking(event.currentTarget.value)}
        aria-invalid={errorFor('trackingNumber') ? true : undefined} aria-describedby={errorFor('trackingNumber') ? 'ship-tracking-error' : 'ship-tracking-hint'} />
      <p id="ship-tracking-hint" className="field-hint">{t('adminOrders.ship.hint')}</p>
      {errorFor('trackingNumber') ? <p id="ship-tracking-error" className="field-error">{errorFor('trackingNumber')}</p> : null}
      <Button type="submit" variant="primary">{t('adminOrders.ship.submit')}</Button>
    </form>
  );
}

function CancelDialog({ order, open, onClose }: { order: AdminOrderFieldsFragment; open: boolean; onClose: () => void }) {
  const t = useT();
  const headingId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await client.mutate<AdminCancelOrderMutation>('OrderDecisionInput', CANCEL_ORDER, { input: { orderId: order.id, reason: reason.trim() } });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('adminOrders.tryAgain'));
      return;
    }
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminOrders.cancel.done', { number: order.number }) });
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} labelledBy={headingId} role="alertdialog" className="ao-dialog">
      <h2 id={headingId}>{t('adminOrders.cancel.title', { number: order.number })}</h2>
      <p>{t(order.paidAmount > 0 ? 'adminOrders.cancel.paidWarning' : 'adminOrders.cancel.body')}</p>
      <form onSubmit={(event) => void submit(event)} className="ao-cancel">
        <label htmlFor="cancel-reason">{t('adminOrders.cancel.reason')}</label>
        <textarea id="cancel-reason" className="field-control" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        {problem ? <p className="field-error" role="alert">{problem}</p> : null}
        <div className="ao-dialog-buttons">
          <Button type="submit" variant="danger">{t('adminOrders.cancel.submit')}</Button>
          <Button variant="quiet" onPress={onClose}>{t('adminOrders.cancel.keep')}</Button>
        </div>
      </form>
    </Modal>
  );
}

/** Words shown only after a press or a courier's answer. */
const LATER = ['adminOrders.shipment.booking', 'adminOrders.shipment.booked', 'adminOrders.shipment.bookedNoWaybill', 'adminOrders.tryAgain'];

export function OrderActions({ order, mayManage }: { order: AdminOrderFieldsFragment; mayManage: boolean }) {
  const t = useT();
  useMessages(LATER);
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const status = isOrderStatus(order.status) ? order.status : null;
  const mayShip = mayManage && status !== null && canOrder(status, { type: 'ship' });
  const mayCancel = mayManage && status !== null && canOrder(status, { type: 'cancel' });
  const mayRefund = mayManage && status !== null && canOrder(status, { type: 'refund_lines' }) && order.paidAmount > order.refundedAmount;
  const print = (kind: string) => `/admin/orders/print?${new URLSearchParams({ kind, ids: order.id }).toString()}`;
  return (
    <section className="admin-panel ao-actions" aria-labelledby="order-actions-heading">
      <h2 id="order-actions-heading">{t('adminOrders.actions.title')}</h2>
      {mayShip && order.bookableCourier ? <BookCourier order={order} courier={order.bookableCourier} /> : null}
      {mayShip ? <ShipForm order={order} /> : null}
      {order.shipment ? <ShipmentJourney shipment={order.shipment} headingId="order-journey-heading" /> : null}
      <div className="ao-action-buttons">
        {mayRefund ? <Button variant="secondary" onPress={() => setDialog('refund')}>{t('adminOrders.refund.open')}</Button> : null}
        {mayCancel ? <Button variant="danger" onPress={() => setDialog('cancel')}>{t('adminOrders.cancel.open')}</Button> : null}
        <a className="ui-button ui-button-secondary" href={print('invoice')} target="_blank" rel="noopener">{t('adminOrders.print.invoice')}</a>
        <a className="ui-button ui-button-secondary" href={print('packing-slip')} target="_blank" rel="noopener">{t('adminOrders.print.slip')}</a>
      </div>
      {mayCancel ? <CancelDialog order={order} open={dialog === 'cancel'} onClose={() => setDialog(null)} /> : null}
      {mayRefund ? <RefundDialog key={order.refundedAmount} order={order} open={dialog === 'refund'} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
