// Staff's internal notes on the order (never shown to the shopper) and the order's history.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import { GATEWAY_NAMES } from '../../../domain/payments/payment-method';
import type { AdminAddOrderNoteMutation, AdminOrderFieldsFragment } from '../../graph/generated/admin-operations';
import { GraphResponseError } from '../../graph/graph-errors';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useAdminMoney, type AdminMoney } from '../ui/admin-money';
import { ADD_NOTE } from './orders-api';

export function OrderNotes({ order, mayManage }: { order: AdminOrderFieldsFragment; mayManage: boolean }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const client = useGraphClient();
  const cache = useGraphCache();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await client.mutate<AdminAddOrderNoteMutation>('AddOrderNoteInput', ADD_NOTE, { input: { orderId: order.id, body } });
    } catch (error) {
      setProblem(error instanceof GraphResponseError ? error.errors[0]?.message ?? t('adminOrders.tryAgain') : t('adminOrders.tryAgain'));
      return;
    }
    setBody('');
    cache.invalidate();
  };
  return (
    <section className="admin-panel" aria-labelledby="order-notes-heading">
      <h2 id="order-notes-heading">{t('adminOrders.notes.title')}</h2>
      <p className="admin-muted">{t('adminOrders.notes.intro')}</p>
      {mayManage ? (
        <form className="ao-note-form" onSubmit={(event) => void submit(event)}>
          <label htmlFor="order-note">{t('adminOrders.notes.new')}</label>
          <textarea id="order-note" className="field-control" rows={3} maxLength={2000} value={body} onChange={(event) => setBody(event.currentTarget.value)}
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'order-note-error' : undefined} />
          {problem ? <p id="order-note-error" className="field-error">{problem}</p> : null}
          <Button type="submit" variant="secondary">{t('adminOrders.notes.add')}</Button>
        </form>
      ) : null}
      {order.notes.length === 0 ? <p className="admin-muted">{t('adminOrders.notes.none')}</p> : (
        <ul className="ao-notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <p className="ao-note-body">{note.body}</p>
              <p className="admin-muted">{note.authorName} · {formatShopTime(note.createdAt, language, offset)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type OrderEvent = AdminOrderFieldsFragment['events'][number];

/** Events the shopper's order page names too; a status change names its new status. */
const SHOP_EVENT_KINDS = new Set(['placed', 'payment_proof_submitted', 'payment_rejected', 'payment_after_close', 'payment_amount_mismatch']);

function eventText(t: ReturnType<typeof useT>, money: AdminMoney, event: OrderEvent): string {
  const detail = (event.detail ?? {}) as Record<string, unknown>;
  switch (event.kind) {
    case 'ship': return t('adminOrders.event.ship', { courier: String(detail.courier ?? ''), tracking: String(detail.trackingNumber ?? '') });
    case 'refund_lines': return t('adminOrders.event.refund_lines', { amount: money(Number(detail.amount ?? 0)) });
    case 'cancel': return detail.reason ? t('adminOrders.event.cancelBecause', { reason: String(detail.reason) }) : t('adminOrders.event.cancel');
    case 'payment_attention_resolved': return t('adminOrders.event.payment_attention_resolved', { note: String(detail.note ?? '') });
    case 'payment_refunded_at_gateway': case 'payment_refund_failed': case 'payment_refunded_elsewhere':
      return t(`adminOrders.event.${event.kind}`, { amount: money(Number(detail.amount ?? 0)), gateway: GATEWAY_NAMES[String(detail.gateway)] ?? String(detail.gateway ?? '') });
    case 'refund_through_gateway':
      return Number(detail.byHand ?? 0) > 0
        ? t('adminOrders.event.refund_through_gatewayPart', { amount: money(Number(detail.amount ?? 0)), byHand: money(Number(detail.byHand)) })
        : t('adminOrders.event.refund_through_gateway', { amount: money(Number(detail.amount ?? 0)) });
    default: {
      if (event.toStatus && event.toStatus !== event.fromStatus) return t('adminOrders.event.status', { status: t(`orders.status.${event.toStatus}`) });
      return t(SHOP_EVENT_KINDS.has(event.kind) ? `orders.event.${event.kind}` : 'orders.event.other');
    }
  }
}

export function OrderHistory({ order }: { order: AdminOrderFieldsFragment }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <section className="admin-panel" aria-labelledby="order-history-heading">
      <h2 id="order-history-heading">{t('adminOrders.history.title')}</h2>
      <ol className="ao-history">
        {[...order.events].reverse().map((event, index) => (
          <li key={`${event.createdAt}-${index}`}>
            <span>{eventText(t, money, event)}</span>
            <span className="admin-muted"> · {formatShopTime(event.createdAt, language, offset)}{event.byStaff ? ` · ${t('adminOrders.history.byStaff')}` : ''}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
