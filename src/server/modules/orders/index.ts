/**
 * Orders: their lines, status history, the secrets that open them without an account, reviews,
 * their moderation (docs/decisions/0032), and the e-mails about them. Owns `orders`, `order_lines`, `order_access_grants`,
 * `order_events` and `product_reviews`.
 */
export {
  orderById, viewOrder, orderLinesLoader, accessibleOrders, orderLinesOf, perOrderLoader, recordOrderEvent, transitionOrder, claimStockRelease, refundLineUnits, setOrderPaymentMethod,
  extendPaymentDeadline, unpaidOrdersPastDeadline, receivedOrdersBefore, listOrders,
  type OrderRecord, type OrderLineRecord, type OrderEventRecord, type TransitionResult,
} from './order.service';
export { searchOrders, type OrderSearch, type OrderColumns, type OrderCondition } from './order-list.service';
export { addOrderNote, orderNotesLoader, MAX_NOTE_LENGTH, type OrderNoteRecord } from './order-notes.service';
export { shipOrders, MAX_BULK_SHIP, type ShipOrderResult } from './order-bulk-ship.service';
export { viewerOrderPage } from './order-history.service';
export { type OrderCompanion, type OrderColumnsSql } from './order-page.service';
export { createOrder, claimGuestOrders, type NewOrder, type NewOrderLine, type PlacedOrder } from './order-create.service';
export { takeOrderNumber } from './order-numbers.service';
export { markOrderShipped, reviewOrder, staffActor, orderRefusal } from './order-operations.service';
export { recordShipment, saveTracking, orderByBookingId, claimCourierBooking, releaseCourierBooking, hasPendingBooking } from './order-shipment.service';
export { canAccessOrder, orderAccess, type OrderAccess, createOrderGrant, grantMatches, isPlausibleOrderId, parseGrantCookie, addGrantToCookie, ORDER_GRANTS_COOKIE } from './order-access.server';
export { enqueueOrderPlacedEmails, enqueueOrderCancelledEmail, adminOrderUrl, orderEmailLinks, orderLanguage, type OrderEmailShopData } from './order-emails.server';
export { orderPlacedEmail, orderShippedEmail, orderCancelledEmail, newOrderOwnerEmail, ORDER_EMAILS, type OrderEmailData, type NewOrderOwnerEmailData } from './order-emails.templates';
export { buyersOf, orderFactsOf, orderFiguresSince, ordersAwaitingShipment, recentReviews, orderTotalsByCustomer, guestBuyers, ordersOfBuyer, type OrderFigures, type BuyerTotals, type GuestBuyer, type ReviewRecord } from './order-figures.service';
export { couponUseTotals, ordersWithCoupon, ordersNameCoupon, type CouponOrderUse, type CouponUseTotals } from './order-coupon-usage.service';
export { registerOrderStaffFields } from './order-staff.resolver';
export { registerReviewAdminFields } from './review.resolver';
export { pendingReviewCount } from './review-moderation.service';
export { registerOrdersGraph, registerOrdersShopFields, registerOrdersAdminFields, type OrdersGraph } from './orders.resolver';
