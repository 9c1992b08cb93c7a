// The admin area's screens (spec §2: every path under /admin is admin; docs/decisions/0021).
// Each is its own lazy chunk: none of it is in a shopper's first load. The server lets only
// signed-in staff render them (src/web/router/sign-in-guard.ts).
import { loadChunk } from '../lazy/load-chunk';
import type { RouteDefinition } from '../router/route-definition';

/** Source of each admin screen's chunk, for the server's preload and style links. */
export const ADMIN_SCREEN_SOURCES = {
  adminOverview: 'src/web/admin/overview/admin-overview.screen.tsx',
  adminProducts: 'src/web/admin/products/admin-products.screen.tsx',
  adminProduct: 'src/web/admin/products/admin-product.screen.tsx',
} as const;

export const adminScreens = {
  adminOverview: () => loadChunk('admin-overview', () => import('./overview/admin-overview.screen')),
  adminProducts: () => loadChunk('admin-products', () => import('./products/admin-products.screen')),
  adminProduct: () => loadChunk('admin-product', () => import('./products/admin-product.screen')),
};

/** Admin routes drawing the admin frame; `/admin/blog/preview/{slug}` stays with the shop's pages. */
export const adminRoutes: RouteDefinition[] = [
  { name: 'adminOverview', path: '/admin', screen: adminScreens.adminOverview, ownFrame: true },
  { name: 'adminProducts', path: '/admin/products', screen: adminScreens.adminProducts, ownFrame: true },
  { name: 'adminProduct', path: '/admin/products/:productID', screen: adminScreens.adminProduct, ownFrame: true },
];
