import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.server';
import { registerAbandonedCheckoutAdminFields } from '../flows/abandoned-checkouts.resolver';
import { registerNewsletterAdminFields } from '../flows/newsletters.resolver';
import { registerCouponAdminFields } from '../flows/coupon-admin.resolver';
import { registerCustomersAdminFields } from '../flows/customers-admin.resolver';
import { registerDashboardAdminFields } from '../flows/dashboard.resolver';
import { registerMidtransAdminFields } from '../flows/midtrans-settings.resolver';
import { registerXenditAdminFields } from '../flows/xendit-settings.resolver';
import type { MidtransApi, XenditApi } from '../modules/payments';
import { registerFlowAdminFields } from '../flows/flows.resolver';
import { registerOrderListAdminFields } from '../flows/order-admin.resolver';
import { registerCourierBookingAdminFields, registerShipmentFields } from '../flows/courier-booking.resolver';
import { registerTranslationAdminFields } from '../flows/translations.resolver';
import { registerAffiliatesAdminFields } from '../modules/affiliates';
import { registerAuditAdminFields } from '../modules/audit';
import { registerErrorReportAdminFields } from '../modules/error-reports';
import { registerBlogAdminFields } from '../modules/blog';
import { CHECKOUT_EMAILS } from '../modules/checkout';
import { CUSTOMER_EMAILS } from '../modules/customers';
import { registerCatalogAdminFields, registerCategoryAdminFields, registerBundleAdminFields, registerCampaignAdminFields } from '../modules/catalog';
import { registerCheckoutFieldsAdminFields, registerPaymentSettingsAdminFields } from '../modules/commerce-settings';
import { registerContentAdminFields } from '../modules/content';
import { registerHomeAdminFields } from '../modules/home';
import { registerInterfaceTextAdminFields } from '../modules/i18n';
import { registerMailAdminFields, type MailAdminDeps } from '../modules/mail';
import { registerMediaAdminFields, type MediaService } from '../modules/media';
import { ORDER_EMAILS, registerOrderStaffFields, registerOrdersAdminFields, registerReviewAdminFields } from '../modules/orders';
import { PAYMENT_EMAILS } from '../modules/payments';
import { registerCourierAggregatorAdminFields, registerShippingAdminFields, type CourierApis } from '../modules/shipping';
import { registerShopSettingsAdminFields, registerTrackingSettingsAdminFields } from '../modules/shop';
import { registerStaffAdminFields, registerStaffTeamAdminFields, STAFF_EMAILS } from '../modules/staff';
import { registerStockAlertAdminFields, STOCK_ALERT_EMAILS } from '../modules/stock-alerts';
import { registerSubscriptionAdminFields, SUBSCRIPTION_EMAILS } from '../modules/subscriptions';
import { authorizeEveryRootField } from './admin-permissions';
import type { SecretBox } from '../secret-box.server';
import { registerPushAdminFields } from '../modules/push';
import { createBuilder } from './builder.server';
import { registerModuleTypes } from './module-types';

export interface AdminSchemaDeps {
  media: MediaService;
  /** The raw session token, so sign-out can end exactly this session. */
  sessionToken: (ctx: RequestContext) => string | undefined;
  /** Whether e-mail is held for want of a mail server, and how to deliver a retried one now. */
  mail: Omit<MailAdminDeps, 'emails'>;
  /** Seals payment providers' secret keys; null when this server has no settings key. */
  secrets: SecretBox | null;
  /** Midtrans' Core API, for checking an owner's keys. */
  midtrans: MidtransApi;
  /** Xendit's API, for checking an owner's key. */
  xendit: XenditApi;
  /** The courier aggregators, for checking an owner's key, booking couriers and tracking; left out: neither. */
  courierApis?: CourierApis | null;
}

/** Every e-mail the shop sends, from the modules that send them, in the order the owner sees them. */
export const SHOP_EMAILS = [...ORDER_EMAILS, ...PAYMENT_EMAILS, ...CHECKOUT_EMAILS, ...STOCK_ALERT_EMAILS, ...CUSTOMER_EMAILS, ...SUBSCRIPTION_EMAILS, ...STAFF_EMAILS];

/** The staff-only API on its own path (/admin/graphql): each module's types and admin fields. */
export function buildAdminSchema(deps: AdminSchemaDeps): GraphQLSchema {
  const builder = createBuilder({ nodeQueries: false });
  const { media, content, catalog, blog, settings, checkout, orders, payments, staff } = registerModuleTypes(builder, { includeDrafts: true, courierApis: deps.courierApis ?? null });

  registerStaffAdminFields(builder, staff, { sessionToken: deps.sessionToken });
  registerStaffTeamAdminFields(builder);
  const contentInputs = registerContentAdminFields(builder, content);
  registerCatalogAdminFields(builder, catalog, { content, inputs: contentInputs, media });
  registerCategoryAdminFields(builder, catalog, { inputs: contentInputs });
  registerBundleAdminFields(builder, { BundleRef: catalog.BundleRef }, { inputs: contentInputs });
  registerCampaignAdminFields(builder, catalog);
  registerShopSettingsAdminFields(builder);
  registerTrackingSettingsAdminFields(builder);
  registerBlogAdminFields(builder, blog, contentInputs, { content, catalog });
  registerShippingAdminFields(builder, { inputs: contentInputs });
  registerCourierAggregatorAdminFields(builder, { courierApis: deps.courierApis ?? null });
  registerShipmentFields(builder, orders, { courierApis: deps.courierApis ?? null });
  registerCourierBookingAdminFields(builder, orders, { courierApis: deps.courierApis ?? null });
  registerPaymentSettingsAdminFields(builder, { inputs: contentInputs, secrets: deps.secrets });
  registerMidtransAdminFields(builder, { secrets: deps.secrets, midtrans: deps.midtrans });
  registerXenditAdminFields(builder, { secrets: deps.secrets, xendit: deps.xendit });
  registerCheckoutFieldsAdminFields(builder, { inputs: contentInputs });
  registerMediaAdminFields(builder, media, deps.media);
  registerOrdersAdminFields(builder, orders);
  registerOrderStaffFields(builder, orders);
  registerReviewAdminFields(builder, orders);
  registerMailAdminFields(builder, { ...deps.mail, emails: SHOP_EMAILS });
  registerAffiliatesAdminFields(builder);
  registerFlowAdminFields(builder, { checkout, settings, orders, payments });
  registerOrderListAdminFields(builder, { checkout, settings, orders, payments });
  registerAuditAdminFields(builder);
  registerErrorReportAdminFields(builder);
  registerDashboardAdminFields(builder);
  registerCustomersAdminFields(builder, { orders });
  registerCouponAdminFields(builder, { catalog });
  registerInterfaceTextAdminFields(builder);
  registerTranslationAdminFields(builder, { emails: SHOP_EMAILS });
  registerAbandonedCheckoutAdminFields(builder);
  registerHomeAdminFields(builder, { catalog });
  registerStockAlertAdminFields(builder, catalog);
  registerPushAdminFields(builder, { kick: deps.mail.kick });
  registerSubscriptionAdminFields(builder);
  registerNewsletterAdminFields(builder, { kick: deps.mail.kick });

  return authorizeEveryRootField(builder.toSchema());
}
