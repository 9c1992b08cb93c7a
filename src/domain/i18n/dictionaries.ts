import type { Language } from './language';
import { accountMessages } from './messages/account.messages';
import { adminMessages } from './messages/admin.messages';
import { adminDashboardMessages } from './messages/admin-dashboard.messages';
import { adminContentMessages } from './messages/admin-content.messages';
import { adminBlogMessages } from './messages/admin-blog.messages';
import { adminOrdersMessages } from './messages/admin-orders.messages';
import { adminProductsMessages } from './messages/admin-products.messages';
import { adminCategoriesMessages } from './messages/admin-categories.messages';
import { adminImportMessages } from './messages/admin-import.messages';
import { adminStaffMessages } from './messages/admin-staff.messages';
import { affiliateMessages } from './messages/affiliate.messages';
import { blogMessages } from './messages/blog.messages';
import { bundleMessages } from './messages/bundles.messages';
import { campaignMessages } from './messages/campaigns.messages';
import { adminCouponMessages } from './messages/admin-coupons.messages';
import { cartMessages } from './messages/cart.messages';
import { checkoutMessages } from './messages/checkout.messages';
import { customerMessages } from './messages/customers.messages';
import { messagesEn } from './messages/en.messages';
import { editorMessages } from './messages/editor.messages';
import { emailMessages } from './messages/emails.messages';
import { errorMessages } from './messages/errors.messages';
import { feedbackMessages } from './messages/feedback.messages';
import { filesMessages } from './messages/files.messages';
import { formsMessages } from './messages/forms.messages';
import { messagesId } from './messages/id.messages';
import { ordersMessages } from './messages/orders.messages';
import { reviewMessages } from './messages/reviews.messages';
import { sessionMessages } from './messages/session.messages';
import { overlaysMessages } from './messages/overlays.messages';
import { stateMessages } from './messages/state.messages';
import { staffMessages } from './messages/staff.messages';
import { shippingMessages } from './messages/shipping.messages';
import { paymentSettingsMessages } from './messages/payment-settings.messages';
import { midtransMessages } from './messages/midtrans.messages';
import { xenditMessages } from './messages/xendit.messages';
import { gatewayWalletMessages } from './messages/gateway-wallets.messages';
import { courierMessages } from './messages/couriers.messages';
import { translationMessages } from './messages/translations.messages';
import { shopSettingsMessages } from './messages/shop-settings.messages';
import { abandonedCheckoutMessages } from './messages/abandoned-checkouts.messages';
import { newsletterMessages } from './messages/newsletters.messages';
import { homePageMessages } from './messages/home-page.messages';
import { errorReportMessages } from './messages/error-reports.messages';
import { trackingMessages } from './messages/tracking.messages';
import { stockAlertMessages } from './messages/stock-alerts.messages';
import { pushMessages } from './messages/push.messages';
import { subscriptionMessages } from './messages/subscriptions.messages';
import { searchSuggestionMessages } from './messages/search-suggestions.messages';

/** Each feature's messages; a key belongs to one of them (or to the base dictionaries) only. */
export const MESSAGE_AREAS = [overlaysMessages, feedbackMessages, formsMessages, filesMessages, stateMessages, cartMessages, checkoutMessages, ordersMessages, staffMessages, customerMessages, sessionMessages, accountMessages, affiliateMessages, blogMessages, emailMessages, errorMessages, editorMessages, adminMessages, adminContentMessages, adminBlogMessages, adminProductsMessages, adminCategoriesMessages, adminImportMessages, adminDashboardMessages, adminOrdersMessages, bundleMessages, campaignMessages, reviewMessages, adminStaffMessages, adminCouponMessages, shippingMessages, paymentSettingsMessages, midtransMessages, xenditMessages, gatewayWalletMessages, courierMessages, translationMessages, shopSettingsMessages, abandonedCheckoutMessages, homePageMessages, errorReportMessages, trackingMessages, stockAlertMessages, pushMessages, subscriptionMessages, newsletterMessages, searchSuggestionMessages];

/**
 * Every interface and refusal message, one dictionary per language: the server answers with
 * them and serves them to the browser (`/_/i81n`), and tests read the same texts.
 */
export const DICTIONARIES: Record<Language, Readonly<Record<string, string>>> = {
  id: Object.assign({}, messagesId, ...MESSAGE_AREAS.map((area) => area.id)),
  en: Object.assign({}, messagesEn, ...MESSAGE_AREAS.map((area) => area.en)),
};
