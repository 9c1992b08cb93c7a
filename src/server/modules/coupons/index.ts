/** Discount codes, how often they may be used, and the owner's screens for them. Owns `coupons` and `coupon_customer_uses`. */
export { couponByCode, couponRule, customerUses, redeemCoupon, releaseCoupon, createCoupons, type CouponRecord, type NewCoupon } from './coupon.service';
