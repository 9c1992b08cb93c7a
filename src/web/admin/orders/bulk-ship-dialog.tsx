// Shipping several chosen orders at once: a courier and tracking number per order, sent in one
// request; the answer says per order whether it shipped, and why not, beside that order.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { AdminShipOrdersMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { Modal } from '../../ui/overlays/modal-react';
import type { OrderRow } from './order-rows';
import { SHIP_ORDERS } from './orders-api';

const SHIPPABLE = new Set(['paid', 'processing']);

type Entry = { courier: string; trackingNumber: string };

export function BulkShipDialog({ orders, open, onClose }: { orders: OrderRow[]; open: boolean; onClose: () => void }) {
  const t = useT();
  const headingId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const shippable = orders.filter((order) => SHIPPABLE.has(order.status));
  const waiting = orders.filter((order) => !SHIPPABLE.has(order.status));
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const entry = (order: OrderRow): Entry => entries[order.id] ?? { courier: order.trackingCourier ?? order.shippingCourier, trackingNumber: order.trackingNumber ?? '' };
  const change = (order: OrderRow, patch: Partial<Entry>) => setEntries((current) => ({ ...current, [order.id]: { ...entry(order), ...patch } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      const answer = await client.mutate<AdminShipOrdersMutation>('ShipOrderInput', SHIP_ORDERS, {
        orders: shippable.map((order) => ({ orderId: order.id, courier: entry(order).courier, trackingNumber: entry(order).trackingNumber })),
      });
      const refused: Record<string, string> = {};
      let shipped = 0;
      for (const result of answer.shipOrders) {
        if (result.__typename === 'OrderShipRefused') refused[result.orderId] = result.message;
        else shipped += 1;
      }
      setRefusals(refused);
      cache.invalidate();
      if (shipped) notify({ color: 'green', title: textRef('adminOrders.bulkShip.done', { count: shipped }) });
      if (!Object.keys(refused).length) onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={headingId} className="ao-dialog">
      <h2 id={headingId}>{t('adminOrders.bulkShip.title', { count: shippable.length })}</h2>
      {waiting.length ? <p className="admin-muted">{t('adminOrders.bulkShip.notShippable', { numbers: waiting.map((order) => `#${order.number}`).join(', ') })}</p> : null}
      {shippable.length === 0 ? <p>{t('adminOrders.bulkShip.none')}</p> : (
        <form onSubmit={(event) => void submit(event)} className="ao-bulk-ship">
          {shippable.map((order) => (
            <fieldset key={order.id} className="ao-bulk-ship-row" aria-invalid={refusals[order.id] ? true : undefined}>
              <legend>#{order.number} · {order.customerName}</legend>
              <label>
                <span>{t('orders.tracking.courier')}</span>
                <input className="field-control" value={entry(order).courier} required maxLength={60} onChange={(event) => change(order, { courier: event.currentTarget.value })} />
              </label>
              <label>
                <span>{t('orders.tracking.number')}</span>
                <input className="field-control" value={entry(order).trackingNumber} required maxLength={60} onChange={(event) => change(order, { trackingNumber: event.currentTarget.value })} />
              </label>
              {refusals[order.id] ? <p className="field-error" role="alert">{refusals[order.id]}</p> : null}
            </fieldset>
          ))}
          {failed ? <p className="field-error" role="alert">{t('adminOrders.tryAgain')}</p> : null}
          <div className="ao-dialog-buttons">
            <Button type="submit" variant="primary" loading={busy}>{t('adminOrders.bulkShip.submit', { count: shippable.length })}</Button>
            <Button type="button" variant="secondary" onPress={onClose}>{t('adminOrders.cancelDialog')}</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
