// Who bought and where it goes: contact, shipping address, courier and tracking, the shopper's
// note and answers to the shop's questions.
import { formatPhone } from '../../../domain/format/format';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminOrderFieldsFragment } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';

export function OrderCustomer({ order }: { order: AdminOrderFieldsFragment }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const address = order.shippingAddress;
  const answers = Object.entries((order.customFields ?? {}) as Record<string, unknown>).filter(([, value]) => typeof value === 'string' && value);
  return (
    <section className="admin-panel" aria-labelledby="order-customer-heading">
      <h2 id="order-customer-heading">{t('adminOrders.customer.title')}</h2>
      {/* Each label above its value: the panel is narrow beside the order, and an address or an e-mail needs the whole width. */}
      <dl className="ao-facts ao-facts-stacked">
        <dt>{t('adminOrders.customer.name')}</dt>
        <dd>{order.customerName} <span className="admin-muted">{t(order.hasCustomerAccount ? 'adminOrders.customer.account' : 'adminOrders.customer.guest')}</span></dd>
        <dt>{t('adminOrders.customer.email')}</dt>
        <dd><a href={`mailto:${order.email}`}>{order.email}</a></dd>
        <dt>{t('adminOrders.customer.phone')}</dt>
        <dd><a href={`tel:${order.phone}`}>{formatPhone(order.phone)}</a></dd>
        <dt>{t('adminOrders.customer.address')}</dt>
        <dd className="ao-address">{[address.name, formatPhone(address.phone), address.address, address.district, `${address.city}, ${address.province} ${address.postalCode}`].join('\n')}</dd>
        <dt>{t('adminOrders.customer.courier')}</dt>
        <dd>{`${order.shippingCourier} ${order.shippingService}`.trim()}</dd>
        {order.pickupNote ? (<><dt>{t('orders.shipping.pickupAt')}</dt><dd>{order.pickupNote}</dd></>) : null}
        {order.trackingNumber ? (
          <>
            <dt>{t('orders.tracking.number')}</dt>
            <dd>{order.trackingCourier} · <span className="ao-tracking">{order.trackingNumber}</span>{order.shippedAt ? <span className="admin-muted"> · {formatShopTime(order.shippedAt, language, offset)}</span> : null}</dd>
          </>
        ) : null}
        {order.note ? (<><dt>{t('adminOrders.customer.note')}</dt><dd>{order.note}</dd></>) : null}
        {answers.map(([question, answer]) => (<div key={question} className="ao-fact-pair"><dt>{question}</dt><dd>{String(answer)}</dd></div>))}
      </dl>
    </section>
  );
}
