// The admin area's screens (spec §2: every path under /admin is admin; docs/decisions/0021).
// Each is its own lazy chunk: none of it is in a shopper's first load. The server lets only
// signed-in staff render them (src/web/router/sign-in-guard.ts).
import { loadChunk } from '../lazy/load-chunk';
import type { RouteDefinition } from '../router/route-definition';
import { ADMIN_SECTIONS } from './frame/admin-sections';
import { PRESS_TEXTS } from '../i18n/press-texts';

/** Source of each admin screen's chunk, for the server's preload and style links. */
export const ADMIN_SCREEN_SOURCES = {
  adminOverview: 'src/web/admin/overview/admin-overview.screen.tsx',
  adminPages: 'src/web/admin/pages/admin-pages.screen.tsx',
  adminPageNew: 'src/web/admin/pages/admin-page-new.screen.tsx',
  adminPage: 'src/web/admin/pages/admin-page.screen.tsx',
  adminEmails: 'src/web/admin/emails/admin-emails.screen.tsx',
  adminEmail: 'src/web/admin/emails/admin-email.screen.tsx',
  adminPosts: 'src/web/admin/blog/admin-posts.screen.tsx',
  adminPostEditor: 'src/web/admin/blog/admin-post-editor.screen.tsx',
  adminBlogCategories: 'src/web/admin/blog/admin-blog-categories.screen.tsx',
  adminProducts: 'src/web/admin/products/admin-products.screen.tsx',
  adminProduct: 'src/web/admin/products/admin-product.screen.tsx',
  adminCustomers: 'src/web/admin/customers/admin-customers.screen.tsx',
  adminCustomer: 'src/web/admin/customers/admin-customer.screen.tsx',
  adminCategories: 'src/web/admin/categories/admin-categories.screen.tsx',
  adminBundles: 'src/web/admin/bundles/admin-bundles.screen.tsx',
  adminBundleEditor: 'src/web/admin/bundles/admin-bundle.screen.tsx',
  adminImport: 'src/web/admin/import/admin-import.screen.tsx',
  adminCampaigns: 'src/web/admin/campaigns/admin-campaigns.screen.tsx',
  adminCampaignEditor: 'src/web/admin/campaigns/admin-campaign.screen.tsx',
  adminCoupons: 'src/web/admin/coupons/admin-coupons.screen.tsx',
  adminCouponEditor: 'src/web/admin/coupons/admin-coupon.screen.tsx',
  adminShopSettings: 'src/web/admin/settings/admin-shop-settings.screen.tsx',
  adminTracking: 'src/web/admin/tracking/admin-tracking-settings.screen.tsx',
  adminOrders: 'src/web/admin/orders/admin-orders.screen.tsx',
  adminOrder: 'src/web/admin/orders/admin-order.screen.tsx',
  adminOrderPrint: 'src/web/admin/orders/admin-order-print.screen.tsx',
  adminProductNew: 'src/web/admin/products/admin-product-new.screen.tsx',
  adminReviews: 'src/web/admin/reviews/admin-reviews.screen.tsx',
  adminStaff: 'src/web/admin/staff/admin-staff.screen.tsx',
  adminAudit: 'src/web/admin/audit/admin-audit.screen.tsx',
  adminShipping: 'src/web/admin/shipping/admin-shipping.screen.tsx',
  adminPayments: 'src/web/admin/payments/admin-payments.screen.tsx',
  adminCheckoutFields: 'src/web/admin/checkout-fields/admin-checkout-fields.screen.tsx',
  adminTranslations: 'src/web/admin/translations/admin-translations.screen.tsx',
  adminAbandonedCheckouts: 'src/web/admin/abandoned-checkouts/admin-abandoned-checkouts.screen.tsx',
  adminSubscribers: 'src/web/admin/subscribers/admin-subscribers.screen.tsx',
  adminHome: 'src/web/admin/home/admin-home.screen.tsx',
  adminErrorReports: 'src/web/admin/error-reports/admin-error-reports.screen.tsx',
  adminPush: 'src/web/admin/push/admin-push.screen.tsx',
  adminNewsletters: 'src/web/admin/newsletters/admin-newsletters.screen.tsx',
  adminNewsletter: 'src/web/admin/newsletters/admin-newsletter.screen.tsx',
} as const;

export const adminScreens = {
  adminOverview: () => loadChunk('admin-overview', () => import('./overview/admin-overview.screen')),
  adminPages: () => loadChunk('admin-pages', () => import('./pages/admin-pages.screen')),
  adminPageNew: () => loadChunk('admin-page-new', () => import('./pages/admin-page-new.screen')),
  adminPage: () => loadChunk('admin-page', () => import('./pages/admin-page.screen')),
  adminEmails: () => loadChunk('admin-emails', () => import('./emails/admin-emails.screen')),
  adminEmail: () => loadChunk('admin-email', () => import('./emails/admin-email.screen')),
  adminPosts: () => loadChunk('admin-posts', () => import('./blog/admin-posts.screen')),
  /** Writing a new post and editing one are the same screen. */
  adminPostEditor: () => loadChunk('admin-post-editor', () => import('./blog/admin-post-editor.screen')),
  adminBlogCategories: () => loadChunk('admin-blog-categories', () => import('./blog/admin-blog-categories.screen')),
  adminProducts: () => loadChunk('admin-products', () => import('./products/admin-products.screen')),
  adminProduct: () => loadChunk('admin-product', () => import('./products/admin-product.screen')),
  adminCustomers: () => loadChunk('admin-customers', () => import('./customers/admin-customers.screen')),
  adminCustomer: () => loadChunk('admin-customer', () => import('./customers/admin-customer.screen')),
  adminCategories: () => loadChunk('admin-categories', () => import('./categories/admin-categories.screen')),
  adminBundles: () => loadChunk('admin-bundles', () => import('./bundles/admin-bundles.screen')),
  /** Putting a new bundle together and changing one are the same screen. */
  adminBundleEditor: () => loadChunk('admin-bundle-editor', () => import('./bundles/admin-bundle.screen')),
  adminCoupons: () => loadChunk('admin-coupons', () => import('./coupons/admin-coupons.screen')),
  /** Creating a coupon and changing one are the same screen. */
  adminCouponEditor: () => loadChunk('admin-coupon-editor', () => import('./coupons/admin-coupon.screen')),
  adminImport: () => loadChunk('admin-import', () => import('./import/admin-import.screen')),
  adminCampaigns: () => loadChunk('admin-campaigns', () => import('./campaigns/admin-campaigns.screen')),
  /** A new campaign and a saved one are the same screen. */
  adminCampaignEditor: () => loadChunk('admin-campaign-editor', () => import('./campaigns/admin-campaign.screen')),
  adminShopSettings: () => loadChunk('admin-shop-settings', () => import('./settings/admin-shop-settings.screen')),
  adminTracking: () => loadChunk('admin-tracking', () => import('./tracking/admin-tracking-settings.screen')),
  adminOrders: () => loadChunk('admin-orders', () => import('./orders/admin-orders.screen')),
  adminOrder: () => loadChunk('admin-order', () => import('./orders/admin-order.screen')),
  adminOrderPrint: () => loadChunk('admin-order-print', () => import('./orders/admin-order-print.screen')),
  adminProductNew: () => loadChunk('admin-product-new', () => import('./products/admin-product-new.screen')),
  adminReviews: () => loadChunk('admin-reviews', () => import('./reviews/admin-reviews.screen')),
  adminStaff: () => loadChunk('admin-staff', () => import('./staff/admin-staff.screen')),
  adminAudit: () => loadChunk('admin-audit', () => import('./audit/admin-audit.screen')),
  adminShipping: () => loadChunk('admin-shipping', () => import('./shipping/admin-shipping.screen')),
  adminPayments: () => loadChunk('admin-payments', () => import('./payments/admin-payments.screen')),
  adminCheckoutFields: () => loadChunk('admin-checkout-fields', () => import('./checkout-fields/admin-checkout-fields.screen')),
  adminTranslations: () => loadChunk('admin-translations', () => import('./translations/admin-translations.screen')),
  adminAbandonedCheckouts: () => loadChunk('admin-abandoned-checkouts', () => import('./abandoned-checkouts/admin-abandoned-checkouts.screen')),
  adminPush: () => loadChunk('admin-push', () => import('./push/admin-push.screen')),
  adminSubscribers: () => loadChunk('admin-subscribers', () => import('./subscribers/admin-subscribers.screen')),
  adminHome: () => loadChunk('admin-home', () => import('./home/admin-home.screen')),
  adminErrorReports: () => loadChunk('admin-error-reports', () => import('./error-reports/admin-error-reports.screen')),
  adminNewsletters: () => loadChunk('admin-newsletters', () => import('./newsletters/admin-newsletters.screen')),
  adminNewsletter: () => loadChunk('admin-newsletter', () => import('./newsletters/admin-newsletter.screen')),
};

// Message sets of each screen (RouteDefinition.messages): fetched beside its chunk, with the
// frame's own words for a screen reached from a page without the frame (the invoice).
const FRAME_MESSAGES = ['admin.', 'lang.', 'feedback.toast.', 'feedback.toasts.', 'error.chunk.', 'overlays.modal.', 'overlays.confirm.', ...PRESS_TEXTS, ...ADMIN_SECTIONS.map((section) => section.label)];
const withFrame = (sets: readonly string[]): string[] => [...FRAME_MESSAGES, ...sets];
const CONTENT = ['adminContent.', 'editor.', 'forms.', 'loading', 'checkout.note.'];
const BLOG = ['adminBlog.', 'editor.', 'forms.', 'loading'];
const PRODUCTS = ['adminProducts.', 'adminStockAlerts.', 'editor.', 'forms.', 'pagination.', 'loading'];
const CUSTOMERS = ['customers.', 'orders.status.', 'pagination.'];
const BUNDLES = ['adminBundles.', 'error.bundle.', 'content.field.bundleName', 'forms.', 'loading'];
const CAMPAIGNS = ['adminCampaigns.', 'error.campaign.', 'forms.', 'loading'];
const REVIEWS = ['adminReviews.', 'error.review.', 'reviews.', 'forms.', 'pagination.'];
const STAFF = ['adminStaff.', 'error.staff.', 'error.staffRole.', 'staff.', 'staffRole.', 'forms.', 'loading'];
const AUDIT = ['adminAudit.', 'adminStaff.audit.', 'pagination.'];
const COUPONS = ['adminCoupons.', 'error.coupon.', 'forms.', 'loading'];
const SHIPPING = ['adminShipping.', 'error.shipping.', 'shipping.', 'couriers.', 'error.couriers.', 'adminPayments.noKey', 'adminSettings.', 'content.field.', 'forms.', 'loading'];
const PAYMENTS = ['adminPayments.', 'adminShipping.delete', 'adminShipping.moveUp', 'adminShipping.moveDown', 'adminCheckoutFields.', 'error.payments.', 'error.checkoutFields.', 'adminSettings.', 'content.field.', 'forms.', 'loading'];
const TRANSLATIONS = ['adminTranslations.', 'adminTexts.', 'error.interfaceText.', 'pagination.'];
const SETTINGS = ['adminSettings.', 'error.shopSettings.', 'files.', 'feedback.', 'loading'];
const TRACKING = ['adminTracking.', 'error.tracking.', 'adminSettings.leave', 'feedback.', 'loading'];
const ORDERS = ['adminOrders.', 'orders.', 'pagination.', 'bundle.checkout.', 'shipment.', 'error.couriers.'];
const ABANDONED = ['adminAbandoned.', 'error.abandoned.', 'adminSettings.', 'forms.', 'pagination.'];
const ERROR_REPORTS = ['adminErrors.', 'pagination.'];
const PUSH = ['adminPush.', 'error.push.', 'adminSettings.', 'forms.'];
const SUBSCRIBERS = ['adminSubscribers.', 'error.subscriber.', 'pagination.'];
const NEWSLETTERS = ['adminNewsletters.', 'error.newsletter.', 'adminContent.unsaved', 'editor.', 'lang.', 'forms.', 'loading'];
const HOME = ['adminHome.', 'error.homeLayout.', 'files.', 'feedback.', 'loading'];

/** Admin routes drawing the admin frame; `/admin/blog/preview/{slug}` stays with the shop's pages. */
export const adminRoutes: RouteDefinition[] = [
  { name: 'adminOverview', path: '/admin', screen: adminScreens.adminOverview, ownFrame: true, messages: withFrame(['dashboard.']) },
  { name: 'adminPages', path: '/admin/pages', screen: adminScreens.adminPages, ownFrame: true, messages: withFrame(CONTENT) },
  // Before `/admin/pages/:pageID`, which would otherwise take "new" for a page's id.
  { name: 'adminPageNew', path: '/admin/pages/new', screen: adminScreens.adminPageNew, ownFrame: true, messages: withFrame(CONTENT) },
  { name: 'adminPage', path: '/admin/pages/:pageID', screen: adminScreens.adminPage, ownFrame: true, messages: withFrame(CONTENT) },
  { name: 'adminEmails', path: '/admin/emails', screen: adminScreens.adminEmails, ownFrame: true, messages: withFrame(CONTENT) },
  { name: 'adminEmail', path: '/admin/emails/:key', screen: adminScreens.adminEmail, ownFrame: true, messages: withFrame(CONTENT) },
  { name: 'adminPosts', path: '/admin/blog', screen: adminScreens.adminPosts, ownFrame: true, messages: withFrame(BLOG) },
  // Before `/admin/blog/:postID`, which would otherwise read "new" and "categories" as post ids.
  { name: 'adminPostNew', path: '/admin/blog/new', screen: adminScreens.adminPostEditor, ownFrame: true, messages: withFrame(BLOG) },
  { name: 'adminBlogCategories', path: '/admin/blog/categories', screen: adminScreens.adminBlogCategories, ownFrame: true, messages: withFrame(BLOG) },
  { name: 'adminPost', path: '/admin/blog/:postID', screen: adminScreens.adminPostEditor, ownFrame: true, messages: withFrame(BLOG) },
  { name: 'adminProducts', path: '/admin/products', screen: adminScreens.adminProducts, ownFrame: true, messages: withFrame(PRODUCTS) },
  // Before `/admin/products/:productID`, which would otherwise read "import" as a product's id.
  { name: 'adminImport', path: '/admin/products/import', screen: adminScreens.adminImport, ownFrame: true, messages: withFrame(['adminImport.', 'import.']) },
  // Before `/admin/products/:productID`, which would otherwise take "new" for a product's id.
  { name: 'adminProductNew', path: '/admin/products/new', screen: adminScreens.adminProductNew, ownFrame: true, messages: withFrame(PRODUCTS) },
  { name: 'adminProduct', path: '/admin/products/:productID', screen: adminScreens.adminProduct, ownFrame: true, messages: withFrame(PRODUCTS) },
  { name: 'adminCustomers', path: '/admin/customers', screen: adminScreens.adminCustomers, ownFrame: true, messages: withFrame(CUSTOMERS) },
  { name: 'adminCustomer', path: '/admin/customers/:customerID', screen: adminScreens.adminCustomer, ownFrame: true, messages: withFrame(CUSTOMERS) },
  { name: 'adminCategories', path: '/admin/categories', screen: adminScreens.adminCategories, ownFrame: true, messages: withFrame(['adminCategories.', 'error.category.', 'forms.']) },
  // Bundles live under the products' singular `/admin/product/…` addresses, beside their previews.
  { name: 'adminBundles', path: '/admin/product/bundle', screen: adminScreens.adminBundles, ownFrame: true, messages: withFrame(BUNDLES) },
  // Before `/admin/product/bundle/:bundleID`, which would otherwise take "new" for a bundle's id.
  { name: 'adminBundleNew', path: '/admin/product/bundle/new', screen: adminScreens.adminBundleEditor, ownFrame: true, messages: withFrame(BUNDLES) },
  { name: 'adminBundle', path: '/admin/product/bundle/:bundleID', screen: adminScreens.adminBundleEditor, ownFrame: true, messages: withFrame(BUNDLES) },
  // Marketing: campaigns, coupons and reviews.
  { name: 'adminCoupons', path: '/admin/marketing/coupon', screen: adminScreens.adminCoupons, ownFrame: true, messages: withFrame(COUPONS) },
  // Before `/admin/marketing/coupon/:couponID`, which would otherwise take "new" for a coupon's id.
  { name: 'adminCouponNew', path: '/admin/marketing/coupon/new', screen: adminScreens.adminCouponEditor, ownFrame: true, messages: withFrame(COUPONS) },
  { name: 'adminCoupon', path: '/admin/marketing/coupon/:couponID', screen: adminScreens.adminCouponEditor, ownFrame: true, messages: withFrame(COUPONS) },
  { name: 'adminCampaigns', path: '/admin/marketing/campaign', screen: adminScreens.adminCampaigns, ownFrame: true, messages: withFrame(CAMPAIGNS) },
  // Before `/admin/marketing/campaign/:campaignID`, which would otherwise take "new" for a campaign's id.
  { name: 'adminCampaignNew', path: '/admin/marketing/campaign/new', screen: adminScreens.adminCampaignEditor, ownFrame: true, messages: withFrame(CAMPAIGNS) },
  { name: 'adminCampaign', path: '/admin/marketing/campaign/:campaignID', screen: adminScreens.adminCampaignEditor, ownFrame: true, messages: withFrame(CAMPAIGNS) },
  { name: 'adminReviews', path: '/admin/marketing/review', screen: adminScreens.adminReviews, ownFrame: true, messages: withFrame(REVIEWS) },
  { name: 'adminTranslations', path: '/admin/translations', screen: adminScreens.adminTranslations, ownFrame: true, messages: withFrame(TRANSLATIONS) },
  { name: 'adminShopSettings', path: '/admin/settings/shop', screen: adminScreens.adminShopSettings, ownFrame: true, messages: withFrame(SETTINGS) },
  { name: 'adminTracking', path: '/admin/settings/tracking', screen: adminScreens.adminTracking, ownFrame: true, messages: withFrame(TRACKING) },
  { name: 'adminOrders', path: '/admin/orders', screen: adminScreens.adminOrders, ownFrame: true, messages: withFrame(ORDERS) },
  // Before `/admin/orders/:orderID`, which would otherwise read "print" as an order's id.
  { name: 'adminOrderPrint', path: '/admin/orders/print', screen: adminScreens.adminOrderPrint, ownFrame: true, messages: withFrame(ORDERS) },
  { name: 'adminOrder', path: '/admin/orders/:orderID', screen: adminScreens.adminOrder, ownFrame: true, messages: withFrame(ORDERS) },
  { name: 'adminStaff', path: '/admin/staff', screen: adminScreens.adminStaff, ownFrame: true, messages: withFrame(STAFF) },
  { name: 'adminAudit', path: '/admin/audit', screen: adminScreens.adminAudit, ownFrame: true, messages: withFrame(AUDIT) },
  { name: 'adminShipping', path: '/admin/settings/shipping', screen: adminScreens.adminShipping, ownFrame: true, messages: withFrame(SHIPPING) },
  { name: 'adminPayments', path: '/admin/settings/payments', screen: adminScreens.adminPayments, ownFrame: true, messages: withFrame(PAYMENTS) },
  { name: 'adminCheckoutFields', path: '/admin/settings/checkout-fields', screen: adminScreens.adminCheckoutFields, ownFrame: true, messages: withFrame(PAYMENTS) },
  { name: 'adminAbandonedCheckouts', path: '/admin/marketing/abandoned-checkout', screen: adminScreens.adminAbandonedCheckouts, ownFrame: true, messages: withFrame(ABANDONED) },
  { name: 'adminPush', path: '/admin/marketing/push', screen: adminScreens.adminPush, ownFrame: true, messages: withFrame(PUSH) },
  { name: 'adminSubscribers', path: '/admin/marketing/subscribers', screen: adminScreens.adminSubscribers, ownFrame: true, messages: withFrame(SUBSCRIBERS) },
  { name: 'adminHome', path: '/admin/content/home', screen: adminScreens.adminHome, ownFrame: true, messages: withFrame(HOME) },
  { name: 'adminErrorReports', path: '/admin/settings/error-reports', screen: adminScreens.adminErrorReports, ownFrame: true, messages: withFrame(ERROR_REPORTS) },
  { name: 'adminNewsletters', path: '/admin/marketing/newsletter', screen: adminScreens.adminNewsletters, ownFrame: true, messages: withFrame(NEWSLETTERS) },
  // Before `/admin/marketing/newsletter/:newsletterID`, which would otherwise take "new" for an id.
  { name: 'adminNewsletterNew', path: '/admin/marketing/newsletter/new', screen: adminScreens.adminNewsletter, ownFrame: true, messages: withFrame(NEWSLETTERS) },
  { name: 'adminNewsletter', path: '/admin/marketing/newsletter/:newsletterID', screen: adminScreens.adminNewsletter, ownFrame: true, messages: withFrame(NEWSLETTERS) },
];
