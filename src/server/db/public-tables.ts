/**
 * The tables whose rows the shop's public answers and pages may show. Each one announces the
 * shop of every row it changes on PUBLIC_CHANGE_CHANNEL as its transaction commits (migration
 * 0039, docs/decisions/0049); `server_keys`, shared by every shop, announces '*'. A public answer
 * that read any other table is never shared, so a table added to what shoppers see stays correct
 * (only slower) until it is added here and to a migration; a test compares this list with the
 * database's triggers.
 */
export const PUBLIC_TABLES: ReadonlySet<string> = new Set([
  'shops',
  'shop_domains',
  'message_overrides',
  'images',
  'products',
  'product_variations',
  'product_images',
  'product_redirects',
  'search_terms',
  'categories',
  'product_bundles',
  'sale_campaigns',
  'product_reviews',
  'pages',
  'blog_posts',
  'blog_categories',
  'blog_post_categories',
  'blog_post_products',
  'home_layouts',
  'shop_commerce_settings',
  'bank_accounts',
  'payment_provider_settings',
  'shipping_couriers',
  'shipping_methods',
  'shipping_rates',
  'shop_shipping_settings',
  'courier_aggregator_settings',
  'server_keys',
]);

/** The channel the change notices travel on; the payload is a shop id, or '*' for every shop. */
export const PUBLIC_CHANGE_CHANNEL = 'etalase_public_cache';

/** The payload that concerns every shop. */
export const EVERY_SHOP = '*';
