// What was bought and what it cost: the lines (with units already refunded) and the amounts,
// including what a down payment left to pay.
import type { AdminOrderFieldsFragment } from '../../graph/generated/admin-operations';
import { useT } from '../../i18n/i18n-react';
import { useAdminMoney } from '../ui/admin-money';

export function OrderLines({ order }: { order: AdminOrderFieldsFragment }) {
  const t = useT();
  const money = useAdminMoney();
  const amounts: Array<[string, number, string?]> = [
    ['adminOrders.amount.subtotal', order.subtotal],
    ...(order.bundleDiscount ? [['bundle.checkout.saving', -order.bundleDiscount, order.bundles.map((bundle) => `${bundle.name} ×${bundle.sets}`).join(', ')] as [string, number, string]] : []),
    ...(order.discount - order.bundleDiscount ? [['adminOrders.amount.discount', -(order.discount - order.bundleDiscount), order.couponCode] as [string, number, string]] : []),
    ['adminOrders.amount.shipping', order.shippingFee],
    ['adminOrders.amount.total', order.total],
    ['adminOrders.amount.paid', order.paidAmount],
    ...(order.refundedAmount ? [['adminOrders.amount.refunded', order.refundedAmount] as [string, number]] : []),
    ...(order.balanceDue && order.status !== 'cancelled' && order.status !== 'expired' ? [['adminOrders.amount.balance', order.balanceDue] as [string, number]] : []),
  ];
  return (
    <section className="admin-panel" aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading">{t('adminOrders.lines.title')}</h2>
      <table className="ao-lines">
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.lines.item')}</th>
            <th scope="col" className="ao-cell-number">{t('adminOrders.lines.price')}</th>
            <th scope="col" className="ao-cell-number">{t('adminOrders.lines.count')}</th>
            <th scope="col" className="ao-cell-number">{t('adminOrders.lines.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.position}>
              <th scope="row">
                {line.name}{line.variationLabel ? ` · ${line.variationLabel}` : ''}
                <span className="admin-muted ao-line-sku">{t('adminOrders.lines.sku', { sku: line.sku })}</span>
                {line.downPaymentUnit !== null ? <span className="admin-muted ao-line-sku">{t('adminOrders.lines.downPayment', { amount: money(line.downPaymentUnit) })}</span> : null}
                {line.refundedCount ? <span className="ao-line-refunded">{t('adminOrders.lines.refunded', { count: line.refundedCount })}</span> : null}
              </th>
              <td className="ao-cell-number">{money(line.unitPrice)}</td>
              <td className="ao-cell-number">{line.count}</td>
              <td className="ao-cell-number">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ao-amounts">
        {amounts.map(([key, amount, extra]) => (
          <div key={key} className={key === 'adminOrders.amount.total' || key === 'adminOrders.amount.balance' ? 'is-strong' : undefined}>
            <dt>{t(key)}{extra ? ` (${extra})` : ''}</dt>
            <dd>{amount < 0 ? `−${money(-amount)}` : money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
