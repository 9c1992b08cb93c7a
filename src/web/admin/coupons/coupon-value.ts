// How a coupon's discount reads in the list and the report header: "10%, maks. Rp 50.000",
// "Rp 25.000", and "Gratis ongkir" beside either.
import { formatRupiah } from '../../../domain/format/format';
import type { AdminCouponFieldsFragment } from '../../graph/generated/admin-operations';

type T = (key: string, params?: Record<string, string | number>) => string;

export function couponValueText(coupon: Pick<AdminCouponFieldsFragment, 'kind' | 'value' | 'maxDiscount' | 'freeShipping'>, t: T): string {
  const parts: string[] = [];
  if (coupon.value > 0) {
    if (coupon.kind === 'FIXED') parts.push(formatRupiah(coupon.value));
    else if (coupon.maxDiscount !== null && coupon.maxDiscount !== undefined) parts.push(t('adminCoupons.value.percentageCapped', { value: coupon.value, max: formatRupiah(coupon.maxDiscount) }));
    else parts.push(`${coupon.value}%`);
  }
  if (coupon.freeShipping) parts.push(t('adminCoupons.value.freeShipping'));
  return parts.join(' + ');
}
