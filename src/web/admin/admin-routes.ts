// The admin area's screens (spec §2: every path under /admin is admin; docs/decisions/0021).
// Each is its own lazy chunk: none of it is in a shopper's first load. The server lets only
// signed-in staff render them (src/web/router/sign-in-guard.ts).
import { loadChunk } from '../lazy/load-chunk';
import type { RouteDefinition } from '../router/route-definition';

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
  adminOrders: 'src/web/admin/orders/admin-orders.screen.tsx',
  adminOrder: 'src/web/admin/orders/admin-order.screen.tsx',
  adminOrderPrint: 'src/web/admin/orders/admin-order-print.screen.tsx',
  adminProductNew: 'src/web/admin/products/admin-product-new.screen.tsx',
  adminShipping: 'src/web/admin/shipping/admin-shipping.screen.tsx',
  adminPayments: 'src/web/admin/payments/admin-payments.screen.tsx',
  adminCheckoutFields: 'src/web/admin/checkout-fields/admin-checkout-fields.screen.tsx',
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
  adminImport: () => loadChunk('admin-import', () => import('./import/admin-import.screen')),
  adminOrders: () => loadChunk('admin-orders', () => import('./orders/admin-orders.screen')),
  adminOrder: () => loadChunk('admin-order', () => import('./orders/admin-order.screen')),
  adminOrderPrint: () => loadChunk('admin-order-print', () => import('./orders/admin-order-print.screen')),
  adminProductNew: () => loadChunk('admin-product-new', () => import('./products/admin-product-new.screen')),
  adminShipping: () => loadChunk('admin-shipping', () => import('./shipping/admin-shipping.screen')),
  adminPayments: () => loadChunk('admin-payments', () => import('./payments/admin-payments.screen')),
  adminCheckoutFields: () => loadChunk('admin-checkout-fields', () => import('./checkout-fields/admin-checkout-fields.screen')),
};

/** Admin routes drawing the admin frame; `/admin/blog/preview/{slug}` stays with the shop's pages. */
export const adminRoutes: RouteDefinition[] = [
  { name: 'adminOverview', path: '/admin', screen: adminScreens.adminOverview, ownFrame: true },
  { name: 'adminPages', path: '/admin/pages', screen: adminScreens.adminPages, ownFrame: true },
  // Before `/admin/pages/:pageID`, which would otherwise take "new" for a page's id.
  { name: 'adminPageNew', path: '/admin/pages/new', screen: adminScreens.adminPageNew, ownFrame: true },
  { name: 'adminPage', path: '/admin/pages/:pageID', screen: adminScreens.adminPage, ownFrame: true },
  { name: 'adminEmails', path: '/admin/emails', screen: adminScreens.adminEmails, ownFrame: true },
  { name: 'adminEmail', path: '/admin/emails/:key', screen: adminScreens.adminEmail, ownFrame: true },
  { name: 'adminPosts', path: '/admin/blog', screen: adminScreens.adminPosts, ownFrame: true },
  // Before `/admin/blog/:postID`, which would otherwise read "new" and "categories" as post ids.
  { name: 'adminPostNew', path: '/admin/blog/new', screen: adminScreens.adminPostEditor, ownFrame: true },
  { name: 'adminBlogCategories', path: '/admin/blog/categories', screen: adminScreens.adminBlogCategories, ownFrame: true },
  { name: 'adminPost', path: '/admin/blog/:postID', screen: adminScreens.adminPostEditor, ownFrame: true },
  { name: 'adminProducts', path: '/admin/products', screen: adminScreens.adminProducts, ownFrame: true },
  // Before `/admin/products/:productID`, which would otherwise read "import" as a product's id.
  { name: 'adminImport', path: '/admin/products/import', screen: adminScreens.adminImport, ownFrame: true },
  // Before `/admin/products/:productID`, which would otherwise take "new" for a product's id.
  { name: 'adminProductNew', path: '/admin/products/new', screen: adminScreens.adminProductNew, ownFrame: true },
  { name: 'adminProduct', path: '/admin/products/:productID', screen: adminScreens.adminProduct, ownFrame: true },
  { name: 'adminCustomers', path: '/admin/customers', screen: adminScreens.adminCustomers, ownFrame: true },
  { name: 'adminCustomer', path: '/admin/customers/:customerID', screen: adminScreens.adminCustomer, ownFrame: true },
  { name: 'adminCategories', path: '/admin/categories', screen: adminScreens.adminCategories, ownFrame: true },
  // Bundles live under the products' singular `/admin/product/…` addresses, beside their previews.
  { name: 'adminBundles', path: '/admin/product/bundle', screen: adminScreens.adminBundles, ownFrame: true },
  // Before `/admin/product/bundle/:bundleID`, which would otherwise take "new" for a bundle's id.
  { name: 'adminBundleNew', path: '/admin/product/bundle/new', screen: adminScreens.adminBundleEditor, ownFrame: true },
  { name: 'adminBundle', path: '/admin/product/bundle/:bundleID', screen: adminScreens.adminBundleEditor, ownFrame: true },
  { name: 'adminOrders', path: '/admin/orders', screen: adminScreens.adminOrders, ownFrame: true },
  // Before `/admin/orders/:orderID`, which would otherwise read "print" as an order's id.
  { name: 'adminOrderPrint', path: '/admin/orders/print', screen: adminScreens.adminOrderPrint, ownFrame: true },
  { name: 'adminOrder', path: '/admin/orders/:orderID', screen: adminScreens.adminOrder, ownFrame: true },
  { name: 'adminShipping', path: '/admin/settings/shipping', screen: adminScreens.adminShipping, ownFrame: true },
  { name: 'adminPayments', path: '/admin/settings/payments', screen: adminScreens.adminPayments, ownFrame: true },
  { name: 'adminCheckoutFields', path: '/admin/settings/checkout-fields', screen: adminScreens.adminCheckoutFields, ownFrame: true },
];
