/** Discount codes, how often they may be used and by whom, and the owner's changes to them. Owns `coupons` and `coupon_customer_uses`. */
export { couponByCode, couponRule, customerUses, redeemCoupon, releaseCoupon, createCoupons, type CouponRecord, type NewCoupon } from './coupon.service';
export {
  listCoupons, couponById, createCoupon, updateCoupon, deleteCoupon,
  type CouponInput, type CouponFieldError, type CouponSaveRefused, type CouponSaveResult,
} from './coupon-admin.service';
