import { and, asc, count, eq, ne } from 'drizzle-orm';
import { customRolePermissions, customRoleProblem } from '../../../domain/staff/custom-roles';
import { permissionsOf, STAFF_ROLES, type StaffPermission } from '../../../domain/staff/staff-permissions';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { staffAccounts, staffRoles } from './staff.tables';

/** A role as the owner's screen lists it: the four built-in ones first, then the shop's own. */
export interface StaffRoleView {
  /** A built-in role's key, or a custom role's id: what `inviteStaff` and `changeStaffRole` take. */
  id: string;
  /** Null for a built-in role, whose name is in the dictionaries. */
  name: string | null;
  builtIn: boolean;
  permissions: readonly StaffPermission[];
  memberCount: number;
}

export type StaffRoleResult =
  | { __typename: 'StaffRoleSaved'; role: StaffRoleView | null; message: string }
  | { __typename: 'StaffRoleRefused'; field: string | null; message: string };

const refused = (ctx: RequestContext, key: string, field: string | null = null): StaffRoleResult =>
  ({ __typename: 'StaffRoleRefused', field, message: say(ctx, key) });

export async function listStaffRoles(ctx: RequestContext, db: Db = ctx.db): Promise<StaffRoleView[]> {
  const [custom, counts] = await Promise.all([
    db.select().from(staffRoles).where(eq(staffRoles.shopId, ctx.shop.id)).orderBy(asc(staffRoles.name)),
    db.select({ role: staffAccounts.role, customRoleId: staffAccounts.customRoleId, members: count() }).from(staffAccounts)
      .where(eq(staffAccounts.shopId, ctx.shop.id)).groupBy(staffAccounts.role, staffAccounts.customRoleId),
  ]);
  const members = (key: string) => counts.filter((c) => (c.role === 'custom' ? c.customRoleId : c.role) === key).reduce((sum, c) => sum + c.members, 0);
  return [
    ...STAFF_ROLES.map((role) => ({ id: role, name: null, builtIn: true, permissions: permissionsOf(role), memberCount: members(role) })),
    ...custom.map((role) => ({ id: role.id, name: role.name, builtIn: false, permissions: customRolePermissions(role.permissions), memberCount: members(role.id) })),
  ];
}

async function roleView(tx: Db, ctx: RequestContext, id: string): Promise<StaffRoleView | null> {
  return (await listStaffRoles(ctx, tx)).find((role) => role.id === id) ?? null;
}

async function otherNames(tx: Db, ctx: RequestContext, exceptId: string | null): Promise<string[]> {
  const rows = await tx.select({ name: staffRoles.name }).from(staffRoles)
    .where(and(eq(staffRoles.shopId, ctx.shop.id), exceptId ? ne(staffRoles.id, exceptId) : undefined));
  return rows.map((row) => row.name);
}

/** Creates a custom role (`id` null) or changes one; holders get the new permissions from their next request. */
export async function saveStaffRole(ctx: RequestContext, id: string | null, input: { name: string; permissions: readonly string[] }): Promise<StaffRoleResult> {
  return inTransaction(ctx.db, async (tx) => {
    const before = id ? await roleView(tx, ctx, id) : null;
    if (id && (!before || before.builtIn)) return refused(ctx, before?.builtIn ? 'error.staffRole.builtIn' : 'error.staffRole.notFound');
    const problem = customRoleProblem(input, await otherNames(tx, ctx, id));
    if (problem) return refused(ctx, problem.key, problem.field);
    const name = input.name.trim();
    const permissions = customRolePermissions(input.permissions);
    const roleId = id ?? newId();
    if (id) await tx.update(staffRoles).set({ name, permissions }).where(and(eq(staffRoles.shopId, ctx.shop.id), eq(staffRoles.id, id)));
    else await tx.insert(staffRoles).values({ shopId: ctx.shop.id, id: roleId, name, permissions });
    const after = (await roleView(tx, ctx, roleId))!;
    await recordAudit(ctx, tx, {
      action: id ? 'updateStaffRole' : 'createStaffRole', entityType: 'staffRole', entityId: roleId,
      before: before ? { name: before.name, permissions: before.permissions } : null, after: { name: after.name, permissions: after.permissions },
    });
    return { __typename: 'StaffRoleSaved', role: after, message: say(ctx, id ? 'staffRole.saved' : 'staffRole.created', { name }) };
  });
}

/** Only a role nobody holds goes: its holders would otherwise be left without permissions. */
export async function deleteStaffRole(ctx: RequestContext, id: string): Promise<StaffRoleResult> {
  return inTransaction(ctx.db, async (tx) => {
    const before = await roleView(tx, ctx, id);
    if (!before) return refused(ctx, 'error.staffRole.notFound');
    if (before.builtIn) return refused(ctx, 'error.staffRole.builtIn');
    if (before.memberCount > 0) return refused(ctx, 'error.staffRole.inUse');
    await tx.delete(staffRoles).where(and(eq(staffRoles.shopId, ctx.shop.id), eq(staffRoles.id, id)));
    await recordAudit(ctx, tx, { action: 'deleteStaffRole', entityType: 'staffRole', entityId: id, before: { name: before.name, permissions: before.permissions }, after: null });
    return { __typename: 'StaffRoleSaved', role: null, message: say(ctx, 'staffRole.deleted', { name: before.name ?? '' }) };
  });
}
