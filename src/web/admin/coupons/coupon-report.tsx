// A coupon's usage report: how many orders used it and what it took off them, and the latest
// of those orders with their number, date, buyer and discount.
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminCouponQuery } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { useAdminMoney } from '../ui/admin-money';

type Reported = NonNullable<AdminCouponQuery['coupon']>;

export function CouponReport({ coupon }: { coupon: Reported }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <section className="coupon-report" aria-labelledby="coupon-report-heading">
      <h2 id="coupon-report-heading">{t('adminCoupons.report.heading')}</h2>
      <p>{t('adminCoupons.report.totals', { orders: coupon.ordersCount, discount: money(coupon.discountGiven) })}</p>
      {coupon.orders.length === 0 ? <p className="admin-muted">{t('adminCoupons.report.empty')}</p> : (
        <div className="admin-panel admin-table-panel">
          <table className="admin-table">
            <caption className="visually-hidden">{t('adminCoupons.report.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCoupons.report.order')}</th>
                <th scope="col">{t('adminCoupons.report.date')}</th>
                <th scope="col">{t('adminCoupons.report.customer')}</th>
                <th scope="col" className="coupon-number">{t('adminCoupons.report.discount')}</th>
              </tr>
            </thead>
            <tbody>
              {coupon.orders.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row"><Link to={{ name: 'adminOrder', params: { orderID: order.orderId } }}>#{order.number}</Link></th>
                  <td data-label={t('adminCoupons.report.date')}>{formatShopTime(order.placedAt, language, offset)}</td>
                  <td data-label={t('adminCoupons.report.customer')}>{order.customerName}<br /><span className="admin-muted">{order.email}</span></td>
                  <td data-label={t('adminCoupons.report.discount')} className="coupon-number">{money(order.discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {coupon.orders.length < coupon.ordersCount ? <p className="admin-muted">{t('adminCoupons.report.more', { shown: coupon.orders.length, total: coupon.ordersCount })}</p> : null}
    </section>
  );
}
