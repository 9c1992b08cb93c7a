/**
 * Every kind of thing a recorded change can be about. The audit log names each in the owner's
 * language, so a kind added here without a label fails the dictionary check rather than showing
 * a bare key on the audit screen.
 */
export const AUDIT_ENTITY_TYPES = [
  'bankAccount', 'blogPost', 'bundle', 'campaign', 'category', 'checkoutFields', 'coupon', 'courierAggregator', 'emailSubscriber',
  'errorReport', 'homeLayout', 'interfaceText', 'newsletter', 'order', 'page', 'paymentProvider', 'paymentSettings',
  'product', 'productReview', 'pushBroadcast', 'recoveryDelay', 'request', 'shippingCourier', 'shippingService',
  'shippingSettings', 'shop', 'staff', 'staffRole',
] as const;

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
