import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customRolePermissions, customRoleProblem, GRANTABLE_PERMISSIONS } from './custom-roles';
import { STAFF_PERMISSIONS } from './staff-permissions';

describe('custom roles', () => {
  it('hold exactly the grantable permissions they name, one\'s own account, and never staff management', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.constantFrom(...STAFF_PERMISSIONS), fc.string())), (stored) => {
      const held = customRolePermissions(stored);
      expect(held).toContain('account.own');
      expect(held).not.toContain('staff.manage');
      for (const permission of GRANTABLE_PERMISSIONS) expect(held.includes(permission)).toBe(stored.includes(permission));
      expect(held.every((p) => (STAFF_PERMISSIONS as readonly string[]).includes(p))).toBe(true);
      expect(new Set(held).size).toBe(held.length);
    }));
  });

  it('offer every permission of the list but staff management and one\'s own account', () => {
    expect([...GRANTABLE_PERMISSIONS, 'staff.manage', 'account.own'].sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });

  it('need a name of their own and at least one permission', () => {
    expect(customRoleProblem({ name: ' ', permissions: ['orders.read'] }, [])).toEqual({ field: 'name', key: 'error.staffRole.nameRequired' });
    expect(customRoleProblem({ name: 'x'.repeat(61), permissions: ['orders.read'] }, [])).toMatchObject({ key: 'error.staffRole.nameTooLong' });
    expect(customRoleProblem({ name: 'Kasir', permissions: ['orders.read'] }, ['kasir '])).toMatchObject({ key: 'error.staffRole.nameTaken' });
    expect(customRoleProblem({ name: 'Owner', permissions: ['orders.read'] }, [])).toMatchObject({ key: 'error.staffRole.nameTaken' });
    expect(customRoleProblem({ name: 'Kasir', permissions: ['account.own'] }, [])).toEqual({ field: 'permissions', key: 'error.staffRole.noPermissions' });
    expect(customRoleProblem({ name: 'Kasir', permissions: ['orders.read', 'staff.manage'] }, [])).toEqual({ field: 'permissions', key: 'error.staffRole.permissionNotGrantable' });
    expect(customRoleProblem({ name: 'Kasir', permissions: ['orders.read', 'nope'] }, [])).toMatchObject({ key: 'error.staffRole.permissionNotGrantable' });
    expect(customRoleProblem({ name: 'Kasir', permissions: ['orders.read'] }, ['Penulis'])).toBeNull();
  });
});
