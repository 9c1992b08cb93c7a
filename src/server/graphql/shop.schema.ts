import type { GraphQLSchema } from 'graphql';
import { registerFlowShopFields } from '../flows/flows.resolver';
import { registerCatalogGraph, registerCatalogShopFields } from '../modules/catalog';
import { registerCheckoutGraph, registerCheckoutShopFields } from '../modules/checkout';
import { registerCommerceSettingsGraph } from '../modules/commerce-settings';
import { registerContentGraph, registerContentShopFields } from '../modules/content';
import { registerMediaGraph, type MediaService } from '../modules/media';
import { registerOrdersGraph, registerOrdersShopFields } from '../modules/orders';
import { registerPaymentsGraph, registerPaymentsShopFields, type PaymentRegistry } from '../modules/payments';
import { registerShopGraph } from '../modules/shop';
import { registerStaffGraph, registerStaffShopFields } from '../modules/staff';
import { createBuilder } from './builder.server';

export interface ShopSchemaDeps {
  payments: PaymentRegistry;
  media: MediaService;
}

/** The public shop API served at /graphql and /_/graph (spec §7): each module's types and fields. */
export function buildShopSchema(deps: ShopSchemaDeps): GraphQLSchema {
  const builder = createBuilder();
  builder.mutationType({});
  const media = registerMediaGraph(builder);
  const shop = registerShopGraph(builder, media);
  const content = registerContentGraph(builder, shop);
  const catalog = registerCatalogGraph(builder, { media, content }, { includeDrafts: false });
  const settings = registerCommerceSettingsGraph(builder);
  const checkout = registerCheckoutGraph(builder, { media, catalog, settings });
  const orders = registerOrdersGraph(builder, { catalog, checkout, settings });
  const payments = registerPaymentsGraph(builder, { media, orders, settings });
  const staff = registerStaffGraph(builder);

  registerCatalogShopFields(builder, catalog);
  registerContentShopFields(builder, content);
  registerStaffShopFields(builder, staff);
  registerCheckoutShopFields(builder, checkout);
  registerOrdersShopFields(builder, orders);
  registerPaymentsShopFields(builder, payments, { settings, payments: deps.payments, media: deps.media });
  registerFlowShopFields(builder, { checkout, settings, orders, payments }, { payments: deps.payments });

  return builder.toSchema();
}
