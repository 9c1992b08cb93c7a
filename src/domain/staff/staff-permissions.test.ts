import { describe, expect, it } from 'vitest';
import { permissionsOf, roleAllows, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-permissions';

describe('staff permissions', () => {
  it('gives the owner every permission and no other role the staff management', () => {
    expect([...permissionsOf('owner')].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) expect(roleAllows(role, 'staff.manage')).toBe(false);
  });

  it('keeps an order handler away from the catalogue writes and a content editor away from orders and customers', () => {
    expect(roleAllows('order_handler', 'orders.manage')).toBe(true);
    expect(roleAllows('order_handler', 'catalog.manage')).toBe(false);
    expect(roleAllows('content_editor', 'orders.read')).toBe(false);
    expect(roleAllows('content_editor', 'customers.read')).toBe(false);
    expect(roleAllows('content_editor', 'content.manage')).toBe(true);
  });

  it('lets the owner and an administrator run coupons and other offers, and neither an order handler nor a content editor', () => {
    expect(roleAllows('owner', 'marketing.manage')).toBe(true);
    expect(roleAllows('administrator', 'marketing.manage')).toBe(true);
    expect(roleAllows('order_handler', 'marketing.manage')).toBe(false);
    expect(roleAllows('content_editor', 'marketing.manage')).toBe(false);
  });

  it('allows when any one of several permissions is held', () => {
    expect(roleAllows('content_editor', 'catalog.manage', 'content.manage')).toBe(true);
    expect(roleAllows('order_handler', 'catalog.manage', 'content.manage')).toBe(false);
  });

  it('lets every role manage its own account', () => {
    for (const role of STAFF_ROLES) expect(roleAllows(role, 'account.own')).toBe(true);
  });
});
