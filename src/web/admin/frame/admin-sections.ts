// The admin area's sections, in the order the menu shows them. A section is a route of the
// admin area, the words that name it and the permissions that open it (any one of them).
import type { StaffPermission } from '../../../domain/staff/staff-permissions';

export type AdminSection = 'overview' | 'orders' | 'products' | 'categories' | 'bundles' | 'import' | 'customers' | 'campaigns' | 'posts' | 'blogCategories' | 'pages' | 'emails' | 'settings';

/** Sections shown together under a heading of the menu (coupons and reviews join marketing too). */
export type AdminSectionGroup = 'marketing';
export const ADMIN_GROUP_LABELS: Readonly<Record<AdminSectionGroup, string>> = { marketing: 'admin.nav.marketing' };

export interface AdminSectionLink {
  section: AdminSection;
  /** Route name (src/web/admin/admin-routes.ts). */
  route: string;
  /** Message key of its name. */
  label: string;
  /** The section is shown to a role holding any of these (src/domain/staff/staff-permissions.ts). */
  needs: readonly StaffPermission[];
  /** The heading it is listed under, if any; sections of a group stand next to each other. */
  group?: AdminSectionGroup;
}

export const ADMIN_SECTIONS: readonly AdminSectionLink[] = [
  { section: 'overview', route: 'adminOverview', label: 'admin.nav.overview', needs: ['account.own'] },
  { section: 'orders', route: 'adminOrders', label: 'adminOrders.nav', needs: ['orders.read'] },
  { section: 'products', route: 'adminProducts', label: 'adminProducts.nav', needs: ['catalog.read'] },
  { section: 'categories', route: 'adminCategories', label: 'adminCategories.nav', needs: ['catalog.read'] },
  { section: 'bundles', route: 'adminBundles', label: 'adminBundles.nav', needs: ['catalog.read'] },
  { section: 'import', route: 'adminImport', label: 'adminImport.nav', needs: ['catalog.read'] },
  { section: 'customers', route: 'adminCustomers', label: 'customers.nav', needs: ['customers.read'] },
  { section: 'campaigns', route: 'adminCampaigns', label: 'adminCampaigns.nav', needs: ['marketing.manage'], group: 'marketing' },
  { section: 'posts', route: 'adminPosts', label: 'admin.nav.posts', needs: ['content.manage'] },
  { section: 'blogCategories', route: 'adminBlogCategories', label: 'admin.nav.blogCategories', needs: ['content.manage'] },
  { section: 'pages', route: 'adminPages', label: 'admin.nav.pages', needs: ['content.manage'] },
  { section: 'emails', route: 'adminEmails', label: 'admin.nav.emails', needs: ['emails.manage'] },
  { section: 'settings', route: 'adminShopSettings', label: 'adminSettings.nav', needs: ['settings.manage'] },
];

/** Whether someone holding `permissions` may open the section. */
export function sectionOpenTo(section: AdminSection, permissions: readonly string[]): boolean {
  const link = ADMIN_SECTIONS.find((item) => item.section === section);
  return !link || link.needs.some((permission) => permissions.includes(permission));
}
