/**
 * Roles an owner composes from the permission list (docs/decisions/0033). A custom role holds
 * any of the permissions but managing staff, which stays the owner's: a custom role that could
 * invite or promote would let its holder make themselves owner. Every role may look after its
 * own account. New permissions added to STAFF_PERMISSIONS are offered here without more code.
 */
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from './staff-permissions';

/** What a staff account's role column holds: a built-in role, or `custom` with the role's id beside it. */
export type StaffRoleKind = StaffRole | 'custom';

export const CUSTOM_ROLE_NAME_MAX = 60;

/** Permissions an owner may put in a custom role, in the list's order. */
export const GRANTABLE_PERMISSIONS: readonly StaffPermission[] = STAFF_PERMISSIONS.filter((p) => p !== 'staff.manage' && p !== 'account.own');

/**
 * The permissions a custom role really holds, from what is stored: the grantable ones it names
 * (a permission since removed from the list drops out) and one's own account, in the list's order.
 */
export function customRolePermissions(stored: readonly string[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((p) => p === 'account.own' || (GRANTABLE_PERMISSIONS.includes(p) && stored.includes(p)));
}

export type CustomRoleProblem =
  | { field: 'name'; key: 'error.staffRole.nameRequired' | 'error.staffRole.nameTooLong' | 'error.staffRole.nameTaken' }
  | { field: 'permissions'; key: 'error.staffRole.noPermissions' | 'error.staffRole.permissionNotGrantable' };

/**
 * Why a custom role cannot be saved as given, or null. `otherNames` are the shop's other
 * custom roles; a built-in role's key is taken too, so the log never reads ambiguously.
 */
export function customRoleProblem(input: { name: string; permissions: readonly string[] }, otherNames: readonly string[]): CustomRoleProblem | null {
  const name = input.name.trim();
  if (!name) return { field: 'name', key: 'error.staffRole.nameRequired' };
  if ([...name].length > CUSTOM_ROLE_NAME_MAX) return { field: 'name', key: 'error.staffRole.nameTooLong' };
  const lower = name.toLocaleLowerCase('id');
  if ([...otherNames, ...STAFF_ROLES].some((other) => other.trim().toLocaleLowerCase('id') === lower)) return { field: 'name', key: 'error.staffRole.nameTaken' };
  if (input.permissions.some((p) => !(GRANTABLE_PERMISSIONS as readonly string[]).includes(p) && p !== 'account.own')) {
    return { field: 'permissions', key: 'error.staffRole.permissionNotGrantable' };
  }
  if (!input.permissions.some((p) => (GRANTABLE_PERMISSIONS as readonly string[]).includes(p))) return { field: 'permissions', key: 'error.staffRole.noPermissions' };
  return null;
}
