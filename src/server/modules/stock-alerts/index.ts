/**
 * Back-in-stock alerts (docs/decisions/0042): shoppers leave an address for a sold-out product
 * or variation and are e-mailed once when it can be bought again. Owns `stock_alerts`.
 */
export { requestStockAlert, sendBackInStockEmails, waitingCounts, type StockAlertRequest, type StockAlertAccepted } from './stock-alerts.service';
export { registerStockAlertShopFields, registerStockAlertAdminFields } from './stock-alerts.resolver';
export { BACK_IN_STOCK_EMAIL, STOCK_ALERT_EMAILS, backInStockEmail, type BackInStockEmailData } from './stock-alert-emails.templates';
