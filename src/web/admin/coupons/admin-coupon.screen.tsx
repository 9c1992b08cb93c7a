// `/admin/marketing/coupon/new` and `/admin/marketing/coupon/{couponID}`: creating a coupon, or
// changing one with its usage report below. A coupon that does not exist is answered inside the
// frame, with a 404 and the way back.
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { AdminCouponQuery, AdminNewCouponQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminGraphScope } from '../ui/admin-graph-scope';
import { AdminLoadState } from '../ui/admin-load-state';
import { AdminNotFound } from '../ui/admin-not-found';
import { CouponEditor } from './coupon-editor';
import { CouponReport } from './coupon-report';
import { ADMIN_COUPON_QUERY, ADMIN_NEW_COUPON_QUERY } from './coupons-api';
import '../ui/admin-table.css';
import './admin-coupons.css';

/** The coupon this address names, or null for a new one; undefined when it cannot name a coupon at all. */
function couponIdOf(routeName: string, param: string | undefined): string | null | undefined {
  if (routeName === 'adminCouponNew') return null;
  return fromGlobalId(param)?.type === 'Coupon' ? param : undefined;
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  const couponId = couponIdOf(match.route.name, match.params.couponID);
  return adminQueries(couponId ? { query: ADMIN_COUPON_QUERY, variables: { id: couponId } } : { query: ADMIN_NEW_COUPON_QUERY });
}

function BackLink() {
  const t = useT();
  return <p><Link to={{ name: 'adminCoupons' }}>{t('admin.backTo', { section: t('adminCoupons.nav') })}</Link></p>;
}

function NewCoupon() {
  const t = useT();
  const query = useQuery<AdminNewCouponQuery>(ADMIN_NEW_COUPON_QUERY);
  return (
    <AdminFrame section="coupons" title={t('adminCoupons.editor.titleNew')}>
      <BackLink />
      <AdminLoadState query={query}>{(data) => <CouponEditor key="new" coupon={null} categories={data.categoryOptions} />}</AdminLoadState>
    </AdminFrame>
  );
}

function SavedCoupon({ couponId }: { couponId: string | undefined }) {
  const t = useT();
  const query = useQuery<AdminCouponQuery>(ADMIN_COUPON_QUERY, { id: couponId ?? '' }, { skip: !couponId });
  const coupon = query.data?.coupon;
  const missing = !couponId || (query.data !== undefined && !coupon);
  const title = missing ? t('admin.notFound') : t('adminCoupons.editor.title', { code: coupon?.code ?? '' });
  return (
    <AdminFrame section="coupons" title={title}>
      {missing ? <AdminNotFound section={t('adminCoupons.nav')} route="adminCoupons" /> : (
        <>
          <BackLink />
          <AdminLoadState query={query}>
            {(data) => (
              <>
                {/* Keyed by the coupon: another one opened from here starts with its own values. */}
                <CouponEditor key={data.coupon!.id} coupon={data.coupon!} categories={data.categoryOptions} />
                <CouponReport coupon={data.coupon!} />
              </>
            )}
          </AdminLoadState>
        </>
      )}
    </AdminFrame>
  );
}

export default function AdminCouponScreen() {
  const route = useRoute();
  const couponId = couponIdOf(route.name, route.params.couponID);
  return <AdminGraphScope>{couponId === null ? <NewCoupon /> : <SavedCoupon couponId={couponId} />}</AdminGraphScope>;
}
