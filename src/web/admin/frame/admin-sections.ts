// The admin area's sections, in the order the menu shows them. A section is a route of the
// admin area and the words that name it.

export type AdminSection = 'overview' | 'products' | 'categories' | 'import' | 'posts' | 'blogCategories' | 'pages' | 'emails';

export interface AdminSectionLink {
  section: AdminSection;
  /** Route name (src/web/admin/admin-routes.ts). */
  route: string;
  /** Message key of its name. */
  label: string;
}

export const ADMIN_SECTIONS: readonly AdminSectionLink[] = [
  { section: 'overview', route: 'adminOverview', label: 'admin.nav.overview' },
  { section: 'products', route: 'adminProducts', label: 'adminProducts.nav' },
  { section: 'categories', route: 'adminCategories', label: 'adminCategories.nav' },
  { section: 'import', route: 'adminImport', label: 'adminImport.nav' },
  { section: 'posts', route: 'adminPosts', label: 'admin.nav.posts' },
  { section: 'blogCategories', route: 'adminBlogCategories', label: 'admin.nav.blogCategories' },
  { section: 'pages', route: 'adminPages', label: 'admin.nav.pages' },
  { section: 'emails', route: 'adminEmails', label: 'admin.nav.emails' },
];
