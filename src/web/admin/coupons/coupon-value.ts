// How a coupon's discount reads in the list and the report header: "10%, maks. Rp 50.000",
// "Rp 25.000", and "Gratis ongkir" beside either; amounts in the shop's currency.
import type { AdminCouponFieldsFragment } from '../../graph/generated/admin-operations';
import type { AdminMoney } from '../ui/admin-money';

type T = (key: string, params?: Record<string, string | number>) => string;

export function couponValueText(coupon: Pick<AdminCouponFieldsFragment, 'kind' | 'value' | 'maxDiscount' | 'freeShipping'>, t: T, money: AdminMoney): string {
  const parts: string[] = [];
  if (coupon.value > 0) {
    if (coupon.kind === 'FIXED') parts.push(money(coupon.value));
    else if (coupon.maxDiscount !== null && coupon.maxDiscount !== undefined) parts.push(t('adminCoupons.value.percentageCapped', { value: coupon.value, max: money(coupon.maxDiscount) }));
    else parts.push(`${coupon.value}%`);
  }
  if (coupon.freeShipping) parts.push(t('adminCoupons.value.freeShipping'));
  return parts.join(' + ');
}
