/** Discount codes and how often they may be used. Owns `coupons`. */
export { couponByCode, couponRule, redeemCoupon, releaseCoupon, createCoupons, type CouponRecord, type NewCoupon } from './coupon.service';
