// Refunding chosen units of an order's lines: how many of each, and why. The server works out
// the exact amount and restocks the units; refunding every unit left refunds the whole order.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { AdminOrderFieldsFragment, AdminRefundOrderLinesMutation } from '../../graph/generated/admin-operations';
import { GraphResponseError } from '../../graph/graph-errors';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { Modal } from '../../ui/overlays/modal-react';
import { REFUND_LINES } from './orders-api';
import { useAdminMoney } from '../ui/admin-money';

export function RefundDialog({ order, open, onClose }: { order: AdminOrderFieldsFragment; open: boolean; onClose: () => void }) {
  const t = useT();
  const money = useAdminMoney();
  const headingId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = order.lines.filter((line) => line.count > line.refundedCount);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = lines.map((line) => ({ position: line.position, count: Number(counts[line.position] || 0) })).filter((line) => line.count !== 0);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await client.mutate<AdminRefundOrderLinesMutation>('RefundOrderLinesInput', REFUND_LINES, { input: { orderId: order.id, lines: chosen, reason: reason.trim() } });
      const result = answer.refundOrderLines;
      if (result.__typename === 'OrderRefundRefused') { setProblem({ field: null, message: result.message }); return; }
      cache.invalidate();
      notify({
        color: 'green',
        title: result.throughGateway > 0 && result.byHand > 0
          ? textRef('adminOrders.refund.doneGateway', { amount: money(result.amount), through: money(result.throughGateway), byHand: money(result.byHand) })
          : result.throughGateway > 0
            ? textRef('adminOrders.refund.doneGatewayAll', { amount: money(result.amount) })
            : textRef(result.closed ? 'adminOrders.refund.doneAll' : 'adminOrders.refund.done', { amount: money(result.amount) }),
      });
      onClose();
    } catch (error) {
      const first = error instanceof GraphResponseError ? error.errors[0] : undefined;
      const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
      setProblem({ field, message: first?.message ?? t('adminOrders.tryAgain') });
    } finally {
      setBusy(false);
    }
  };

  const fieldOf = (index: number) => `lines.${index}.count`;
  return (
    <Modal open={open} onClose={onClose} labelledBy={headingId} className="ao-dialog">
      <h2 id={headingId}>{t('adminOrders.refund.title', { number: order.number })}</h2>
      <p className="admin-muted">{t('adminOrders.refund.intro', { amount: money(order.paidAmount - order.refundedAmount) })}</p>
      <form onSubmit={(event) => void submit(event)} className="ao-refund">
        <table className="ao-lines">
          <thead><tr><th scope="col">{t('adminOrders.lines.item')}</th><th scope="col">{t('adminOrders.refund.count')}</th></tr></thead>
          <tbody>
            {lines.map((line) => {
              const left = line.count - line.refundedCount;
              const index = lines.filter((other) => Number(counts[other.position] || 0) !== 0).findIndex((other) => other.position === line.position);
              const wrong = problem?.field === fieldOf(index);
              const id = `refund-line-${line.position}`;
              return (
                <tr key={line.position}>
                  <th scope="row"><label htmlFor={id}>{line.name}{line.variationLabel ? ` · ${line.variationLabel}` : ''}</label>
                    <span className="admin-muted ao-line-sku">{t('adminOrders.refund.left', { count: left, price: money(line.unitPrice) })}</span></th>
                  <td>
                    <input id={id} type="number" inputMode="numeric" min={0} max={left} step={1} className="field-control ao-refund-count"
                      value={counts[line.position] ?? ''} placeholder="0" aria-invalid={wrong ? true : undefined} aria-describedby={wrong ? 'refund-problem' : undefined}
                      onChange={(event) => setCounts({ ...counts, [line.position]: event.currentTarget.value })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <label htmlFor="refund-reason">{t('adminOrders.refund.reason')}</label>
        <textarea id="refund-reason" className="field-control" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        {problem ? <p id="refund-problem" className="field-error" role="alert">{problem.message}</p> : null}
        <div className="ao-dialog-buttons">
          <Button type="submit" variant="danger" loading={busy}>{t('adminOrders.refund.submit')}</Button>
          <Button variant="quiet" onPress={onClose}>{t('adminOrders.cancelDialog')}</Button>
        </div>
      </form>
    </Modal>
  );
}
