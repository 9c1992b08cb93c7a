// The admin area's screens (spec §2: every path under /admin is admin; docs/decisions/0021).
// Each is its own lazy chunk: none of it is in a shopper's first load. The server lets only
// signed-in staff render them (src/web/router/sign-in-guard.ts).
import { loadChunk } from '../lazy/load-chunk';
import type { RouteDefinition } from '../router/route-definition';

/** Source of each admin screen's chunk, for the server's preload and style links. */
export const ADMIN_SCREEN_SOURCES = {
  adminOverview: 'src/web/admin/overview/admin-overview.screen.tsx',
  adminPosts: 'src/web/admin/blog/admin-posts.screen.tsx',
  adminPostEditor: 'src/web/admin/blog/admin-post-editor.screen.tsx',
  adminBlogCategories: 'src/web/admin/blog/admin-blog-categories.screen.tsx',
} as const;

export const adminScreens = {
  adminOverview: () => loadChunk('admin-overview', () => import('./overview/admin-overview.screen')),
  adminPosts: () => loadChunk('admin-posts', () => import('./blog/admin-posts.screen')),
  /** Writing a new post and editing one are the same screen. */
  adminPostEditor: () => loadChunk('admin-post-editor', () => import('./blog/admin-post-editor.screen')),
  adminBlogCategories: () => loadChunk('admin-blog-categories', () => import('./blog/admin-blog-categories.screen')),
};

/** Admin routes drawing the admin frame; `/admin/blog/preview/{slug}` stays with the shop's pages. */
export const adminRoutes: RouteDefinition[] = [
  { name: 'adminOverview', path: '/admin', screen: adminScreens.adminOverview, ownFrame: true },
  { name: 'adminPosts', path: '/admin/blog', screen: adminScreens.adminPosts, ownFrame: true },
  // Before `/admin/blog/:postID`, which would otherwise read "new" and "categories" as post ids.
  { name: 'adminPostNew', path: '/admin/blog/new', screen: adminScreens.adminPostEditor, ownFrame: true },
  { name: 'adminBlogCategories', path: '/admin/blog/categories', screen: adminScreens.adminBlogCategories, ownFrame: true },
  { name: 'adminPost', path: '/admin/blog/:postID', screen: adminScreens.adminPostEditor, ownFrame: true },
];
