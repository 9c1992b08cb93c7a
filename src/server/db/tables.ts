/**
 * Every module's tables in one place, for drizzle-kit (migrations) and the typed database
 * handle. Only the database layer and test support read this barrel; everyone else reaches a
 * table through the module that owns it (docs/decisions/0009).
 */
export * from '../modules/shop/shop.tables';
export * from '../modules/media/media.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/catalog/bundle.tables';
export * from '../modules/catalog/campaign.tables';
export * from '../modules/content/content.tables';
export * from '../modules/staff/staff.tables';
export * from '../modules/commerce-settings/commerce-settings.tables';
export * from '../modules/shipping/shipping.tables';
export * from '../modules/coupons/coupons.tables';
export * from '../modules/checkout/checkout.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/platform/platform.tables';
export * from '../modules/outbox/outbox.tables';
export * from '../modules/customers/customers.tables';
export * from '../modules/affiliates/affiliates.tables';
export * from '../modules/blog/blog.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/error-reports/error-reports.tables';
export * from '../modules/i18n/i18n.tables';
export * from '../modules/home/home.tables';
export * from '../modules/stock-alerts/stock-alerts.tables';
export * from '../modules/push/push.tables';
export * from '../modules/subscriptions/subscriptions.tables';
export * from '../modules/newsletters/newsletters.tables';
