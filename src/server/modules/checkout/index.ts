/**
 * The cart priced live and the server checkout it becomes: contact, address, courier, coupon,
 * questions, and the one recovery e-mail. Owns `checkouts`.
 */
export {
  checkoutById, viewCheckout, checkoutByRecoveryHash, createCheckout, updateCheckout, quoteCheckout, missingCheckoutFields, lockCheckout, markCheckoutOrdered, cleanAddress,
  type CheckoutRecord, type CheckoutQuote,
} from './checkout.service';
export { normalizeLineRequests } from './cart-lines';
export { sendRecoveryEmails, type RecoveryDelays } from './checkout-recovery.server';
export { checkoutRecoveryEmail, CHECKOUT_EMAILS, type CheckoutRecoveryEmailData } from './checkout-emails.templates';
export { registerCheckoutGraph, registerCheckoutShopFields, type CheckoutGraph } from './checkout.resolver';
export type { CheckoutLineRecord } from './checkout.tables';
export { listAbandonedCheckouts, abandonedFigures, type RecoveryLookups, type AbandonedCheckoutRow, type AbandonedFigures, type AbandonedQuery } from './abandoned-checkouts.service';
