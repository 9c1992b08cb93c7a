// The admin area's sections, in the order the menu shows them. A section is a route of the
// admin area, the words that name it and the permissions that open it (any one of them).
import type { StaffPermission } from '../../../domain/staff/staff-permissions';

export type AdminSection = 'overview' | 'orders' | 'products' | 'categories' | 'bundles' | 'import' | 'customers' | 'coupons' | 'campaigns' | 'posts' | 'blogCategories' | 'pages' | 'emails' | 'reviews' | 'staff' | 'audit' | 'shipping' | 'payments' | 'checkoutFields' | 'translations' | 'settings' | 'abandonedCheckouts' | 'home' | 'errorReports' | 'tracking' | 'push' | 'subscribers' | 'newsletters';

/** Sections shown together under a heading of the menu (coupons and reviews join marketing too). */
export type AdminSectionGroup = 'marketing' | 'settings';
export const ADMIN_GROUP_LABELS: Readonly<Record<AdminSectionGroup, string>> = { marketing: 'admin.nav.marketing', settings: 'admin.nav.settings' };

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

/** Headings that gather related sections in the menu. */
export type AdminMenuGroup = 'marketing';

export const ADMIN_SECTIONS: readonly AdminSectionLink[] = [
  { section: 'overview', route: 'adminOverview', label: 'admin.nav.overview', needs: ['account.own'] },
  { section: 'orders', route: 'adminOrders', label: 'adminOrders.nav', needs: ['orders.read'] },
  { section: 'products', route: 'adminProducts', label: 'adminProducts.nav', needs: ['catalog.read'] },
  { section: 'categories', route: 'adminCategories', label: 'adminCategories.nav', needs: ['catalog.read'] },
  { section: 'bundles', route: 'adminBundles', label: 'adminBundles.nav', needs: ['catalog.read'] },
  { section: 'import', route: 'adminImport', label: 'adminImport.nav', needs: ['catalog.read'] },
  { section: 'customers', route: 'adminCustomers', label: 'customers.nav', needs: ['customers.read'] },
  { section: 'coupons', route: 'adminCoupons', label: 'adminCoupons.nav', needs: ['marketing.manage'], group: 'marketing' },
  { section: 'campaigns', route: 'adminCampaigns', label: 'adminCampaigns.nav', needs: ['marketing.manage'], group: 'marketing' },
  // Content editors answer shoppers' words too, so they moderate reviews (docs/decisions/0032).
  { section: 'reviews', route: 'adminReviews', label: 'adminReviews.nav', needs: ['marketing.manage', 'content.manage'], group: 'marketing' },
  // Shoppers' e-mails and carts: for who runs marketing only (docs/decisions/0039).
  { section: 'abandonedCheckouts', route: 'adminAbandonedCheckouts', label: 'adminAbandoned.nav', needs: ['marketing.manage'], group: 'marketing' },
  { section: 'push', route: 'adminPush', label: 'adminPush.nav', needs: ['marketing.manage'], group: 'marketing' },
  { section: 'subscribers', route: 'adminSubscribers', label: 'adminSubscribers.nav', needs: ['marketing.manage'], group: 'marketing' },
  { section: 'newsletters', route: 'adminNewsletters', label: 'adminNewsletters.nav', needs: ['marketing.manage'], group: 'marketing' },
  { section: 'posts', route: 'adminPosts', label: 'admin.nav.posts', needs: ['content.manage'] },
  { section: 'blogCategories', route: 'adminBlogCategories', label: 'admin.nav.blogCategories', needs: ['content.manage'] },
  { section: 'pages', route: 'adminPages', label: 'admin.nav.pages', needs: ['content.manage'] },
  { section: 'home', route: 'adminHome', label: 'adminHome.nav', needs: ['content.manage'] },
  { section: 'emails', route: 'adminEmails', label: 'admin.nav.emails', needs: ['emails.manage'] },
  { section: 'translations', route: 'adminTranslations', label: 'adminTranslations.nav', needs: ['content.manage'] },
  { section: 'settings', route: 'adminShopSettings', label: 'adminSettings.nav', needs: ['settings.manage'], group: 'settings' },
  { section: 'shipping', route: 'adminShipping', label: 'adminShipping.nav', needs: ['settings.manage', 'orders.read'], group: 'settings' },
  { section: 'payments', route: 'adminPayments', label: 'adminPayments.nav', needs: ['settings.manage'], group: 'settings' },
  { section: 'tracking', route: 'adminTracking', label: 'adminTracking.nav', needs: ['settings.manage'], group: 'settings' },
  { section: 'checkoutFields', route: 'adminCheckoutFields', label: 'adminCheckoutFields.nav', needs: ['settings.manage'], group: 'settings' },
  { section: 'staff', route: 'adminStaff', label: 'adminStaff.nav', needs: ['staff.manage'], group: 'settings' },
  { section: 'audit', route: 'adminAudit', label: 'adminAudit.nav', needs: ['audit.read'], group: 'settings' },
  // What broke in browsers: for who runs the shop (docs/decisions/0045).
  { section: 'errorReports', route: 'adminErrorReports', label: 'adminErrors.nav', needs: ['settings.manage'], group: 'settings' },
];

/** Whether someone holding `permissions` may open the section. */
export function sectionOpenTo(section: AdminSection, permissions: readonly string[]): boolean {
  const link = ADMIN_SECTIONS.find((item) => item.section === section);
  return !link || link.needs.some((permission) => permissions.includes(permission));
}
