import { registerBlogGraph } from '../modules/blog';
import { registerCatalogGraph } from '../modules/catalog';
import { registerCheckoutGraph } from '../modules/checkout';
import { registerCommerceSettingsGraph } from '../modules/commerce-settings';
import { registerContentGraph } from '../modules/content';
import { registerMediaGraph } from '../modules/media';
import { registerOrdersGraph } from '../modules/orders';
import { registerPaymentsGraph } from '../modules/payments';
import type { CourierApis } from '../modules/shipping';
import { registerShopGraph } from '../modules/shop';
import { registerStaffGraph } from '../modules/staff';
import type { Builder } from './builder.server';

/**
 * Every module's types on one schema's builder, each given the types it points at; both
 * schemas start here and then add their own fields. The admin schema sees drafts.
 */
export function registerModuleTypes(builder: Builder, options: { includeDrafts: boolean; courierApis: CourierApis | null }) {
  builder.mutationType({});
  const media = registerMediaGraph(builder);
  const shop = registerShopGraph(builder, media);
  const content = registerContentGraph(builder, shop);
  const catalog = registerCatalogGraph(builder, { media, content }, options);
  const blog = registerBlogGraph(builder, { media, content, catalog }, options);
  const settings = registerCommerceSettingsGraph(builder);
  const checkout = registerCheckoutGraph(builder, { media, catalog, settings, courierApis: options.courierApis });
  const orders = registerOrdersGraph(builder, { catalog, checkout, settings });
  const payments = registerPaymentsGraph(builder, { media, orders, settings });
  const staff = registerStaffGraph(builder);
  return { media, shop, content, catalog, blog, settings, checkout, orders, payments, staff };
}
