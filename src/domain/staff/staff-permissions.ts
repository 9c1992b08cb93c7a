/**
 * Who on a shop's staff may do what. The built-in roles are fixed sets of permissions; an owner
 * may compose more (custom-roles.ts). The server checks a permission on every admin API field
 * (src/server/graphql/admin-permissions.ts) and the admin area hides what the signed-in staff
 * member may not use. Pure, so both sides read the same table.
 */
export const STAFF_ROLES = ['owner', 'administrator', 'order_handler', 'content_editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Read orders, their payments and proofs, and the dashboard's order figures. */
  'orders.read',
  /** Verify or reject payments, ship, cancel, refund, complete orders and write their notes. */
  'orders.manage',
  /** Read products, categories and stock. */
  'catalog.read',
  /** Create and change products, categories, stock, pictures; import and export. */
  'catalog.manage',
  /** Read customers and their orders. */
  'customers.read',
  /** Write the blog, pages and product descriptions; upload pictures for them. */
  'content.manage',
  /** Change the e-mails the shop sends and retry held ones. */
  'emails.manage',
  /** Coupons, campaigns and product reviews: what the shop offers and how it answers shoppers. */
  'marketing.manage',
  /** Affiliate terms and payouts. */
  'affiliates.manage',
  /** The shop's settings: name, look, contact, languages, money, time, links, SEO; shipping, payments and checkout questions. */
  'settings.manage',
  /** Read the audit log. */
  'audit.read',
  /** Invite staff, change roles (the owner alone). */
  'staff.manage',
  /** One's own session and password. */
  'account.own',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  // Runs the whole shop but cannot change who works in it.
  administrator: STAFF_PERMISSIONS.filter((permission) => permission !== 'staff.manage'),
  // Packs and ships: sees the catalogue and customers it ships to, changes neither.
  order_handler: ['orders.read', 'orders.manage', 'customers.read', 'catalog.read', 'account.own'],
  // Writes words and pictures: no orders, no customers' personal data, no prices or stock.
  content_editor: ['content.manage', 'emails.manage', 'catalog.read', 'account.own'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

/** True when the role holds at least one of the permissions. */
export function roleAllows(role: StaffRole, ...anyOf: StaffPermission[]): boolean {
  return holdsAny(ROLE_PERMISSIONS[role], ...anyOf);
}

/** True when `held` (a signed-in staff member's permissions, of any role) has one of `anyOf`. */
export function holdsAny(held: readonly string[], ...anyOf: StaffPermission[]): boolean {
  return anyOf.some((permission) => held.includes(permission));
}

export function isStaffPermission(value: unknown): value is StaffPermission {
  return typeof value === 'string' && (STAFF_PERMISSIONS as readonly string[]).includes(value);
}
