import type { GraphQLSchema } from 'graphql';
import { registerShipmentFields } from '../flows/courier-booking.resolver';
import { registerFlowShopFields } from '../flows/flows.resolver';
import { registerFooterMarkFields } from '../flows/footer-marks.resolver';
import { registerPushShopFields } from '../flows/push.resolver';
import { registerAffiliatesShopFields } from '../modules/affiliates';
import { registerBlogShopFields } from '../modules/blog';
import { registerCatalogPreviewFields, registerCatalogShopFields } from '../modules/catalog';
import { registerCheckoutShopFields } from '../modules/checkout';
import { registerContentShopFields } from '../modules/content';
import { registerCustomersGraph, registerCustomersShopFields } from '../modules/customers';
import { registerHomeShopFields } from '../modules/home';
import type { MediaService } from '../modules/media';
import { registerOrdersShopFields } from '../modules/orders';
import { registerPaymentsShopFields, type PaymentRegistry } from '../modules/payments';
import type { CourierApis } from '../modules/shipping';
import { registerStaffShopFields } from '../modules/staff';
import { registerStockAlertShopFields } from '../modules/stock-alerts';
import { registerSubscriptionShopFields } from '../modules/subscriptions';
import { createBuilder } from './builder.server';
import { registerModuleTypes } from './module-types';

export interface ShopSchemaDeps {
  payments: PaymentRegistry;
  media: MediaService;
  /** Tests only: push endpoints on loopback are accepted (their push service runs there). */
  allowPrivatePushEndpoints?: boolean;
  /** The courier aggregators, for live rates at checkout and tracking; left out: the rate tables only. */
  courierApis?: CourierApis | null;
}

/** The public shop API served at /graphql and /_/graph (spec §7): each module's types and fields. */
export function buildShopSchema(deps: ShopSchemaDeps): GraphQLSchema {
  const builder = createBuilder();
  const { media, shop, content, catalog, blog, settings, checkout, orders, payments, staff } = registerModuleTypes(builder, { includeDrafts: false, courierApis: deps.courierApis ?? null });

  registerCatalogShopFields(builder, catalog);
  registerCatalogPreviewFields(builder, catalog);
  registerContentShopFields(builder, content);
  registerBlogShopFields(builder, blog);
  registerStaffShopFields(builder, staff);
  // Customer accounts exist only on the shop API; the admin API has no use for their types yet.
  registerCustomersShopFields(builder, registerCustomersGraph(builder, { checkout }), { checkout, orders });
  registerAffiliatesShopFields(builder);
  registerCheckoutShopFields(builder, checkout);
  registerOrdersShopFields(builder, orders);
  registerShipmentFields(builder, orders, { courierApis: deps.courierApis ?? null });
  registerPaymentsShopFields(builder, payments, { settings, payments: deps.payments, media: deps.media });
  registerFlowShopFields(builder, { checkout, settings, orders, payments }, { payments: deps.payments });
  registerFooterMarkFields(builder, shop);
  registerHomeShopFields(builder, { media, catalog });
  registerStockAlertShopFields(builder);
  registerPushShopFields(builder, { allowPrivateEndpoints: deps.allowPrivatePushEndpoints ?? false });
  registerSubscriptionShopFields(builder);

  return builder.toSchema();
}
