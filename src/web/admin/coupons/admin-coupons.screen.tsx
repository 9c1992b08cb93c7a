// `/admin/marketing/coupon`: the shop's coupons, newest first, each with its discount, whether
// shoppers can use it now (running, scheduled, ended, used up, switched off), its uses against
// its limit and what it gave on orders. Below 800 px each row is a card.
import type { AdminCouponsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { couponValueText } from './coupon-value';
import { ADMIN_COUPONS_QUERY } from './coupons-api';
import '../ui/admin-table.css';
import './admin-coupons.css';
import { useAdminMoney } from '../ui/admin-money';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_COUPONS_QUERY });
}

type Listed = AdminCouponsQuery['coupons'][number];

function Row({ coupon }: { coupon: Listed }) {
  const t = useT();
  const money = useAdminMoney();
  const limited = coupon.products.length > 0 || coupon.categories.length > 0;
  return (
    <tr>
      <th scope="row"><Link to={{ name: 'adminCoupon', params: { couponID: coupon.id } }}><code>{coupon.code}</code></Link></th>
      <td data-label={t('adminCoupons.column.value')}>
        {couponValueText(coupon, t, money)}
        {limited ? <span className="coupon-limited">{t('adminCoupons.value.limited')}</span> : null}
      </td>
      <td data-label={t('adminCoupons.column.status')}><span className={`coupon-status is-${coupon.status.toLowerCase()}`}>{t(`adminCoupons.status.${coupon.status.toLowerCase()}`)}</span></td>
      <td data-label={t('adminCoupons.column.uses')} className="coupon-number">
        {coupon.usageLimit === null ? t('adminCoupons.usesUnlimited', { used: coupon.usedCount }) : t('adminCoupons.uses', { used: coupon.usedCount, limit: coupon.usageLimit })}
      </td>
      <td data-label={t('adminCoupons.column.given')} className="coupon-number">{money(coupon.discountGiven)}</td>
    </tr>
  );
}

function Coupons({ data }: { data: AdminCouponsQuery }) {
  const t = useT();
  return (
    <>
      <div className="coupon-list-head">
        <p className="admin-muted">{t('adminCoupons.intro')}</p>
        <Link to={{ name: 'adminCouponNew' }} className="button">{t('adminCoupons.new')}</Link>
      </div>
      {data.coupons.length === 0 ? <p className="admin-panel">{t('adminCoupons.empty')}</p> : (
        <div className="admin-panel admin-table-panel">
          <table className="admin-table">
            <caption className="visually-hidden">{t('adminCoupons.nav')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCoupons.column.code')}</th>
                <th scope="col">{t('adminCoupons.column.value')}</th>
                <th scope="col">{t('adminCoupons.column.status')}</th>
                <th scope="col" className="coupon-number">{t('adminCoupons.column.uses')}</th>
                <th scope="col" className="coupon-number">{t('adminCoupons.column.given')}</th>
              </tr>
            </thead>
            <tbody>{data.coupons.map((coupon) => <Row key={coupon.id} coupon={coupon} />)}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

function CouponsContent() {
  const query = useQuery<AdminCouponsQuery>(ADMIN_COUPONS_QUERY);
  return <AdminLoadState query={query}>{(data) => <Coupons data={data} />}</AdminLoadState>;
}

export default function AdminCouponsScreen() {
  const t = useT();
  return (
    <AdminFrame section="coupons" title={t('adminCoupons.nav')}>
      <CouponsContent />
    </AdminFrame>
  );
}
