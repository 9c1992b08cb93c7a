import type { Builder } from '../../graphql/builder.server';
import { say } from '../../errors.server';
import { deleteStaffRole, listStaffRoles, saveStaffRole, type StaffRoleResult, type StaffRoleView } from './staff-roles.service';
import {
  changeStaffRole, deactivateStaff, inviteStaff, listStaffEntries, reactivateStaff, resendStaffInvitation, resetStaffSignIn, revokeStaffInvitation,
  type StaffChangeResult, type StaffEntry,
} from './staff-team.service';

/** The owner's staff screen on the admin API (docs/decisions/0033): the team, invitations and roles. */
export function registerStaffTeamAdminFields(builder: Builder) {
  const MemberRef = builder.objectRef<StaffEntry>('StaffMember').implement({
    description: 'Someone on the shop\'s staff, invited, active or deactivated.',
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      role: t.string({ description: 'A built-in role\'s key, or the custom role\'s id.', resolve: (m) => (m.role === 'custom' ? m.customRoleId! : m.role) }),
      roleName: t.string({ description: 'The role as the reader\'s language names it.', resolve: (m, _a, ctx) => (m.role === 'custom' ? (m.roleName ?? '') : say(ctx, `admin.role.${m.role}`)) }),
      status: t.string({ description: '`invited`, `active` or `deactivated`.', resolve: (m) => m.status }),
      invitedAt: t.string({ nullable: true, resolve: (m) => m.invitedAt?.toISOString() ?? null }),
      lastSignInAt: t.string({ nullable: true, resolve: (m) => m.lastSignInAt?.toISOString() ?? null }),
      isYou: t.boolean({ resolve: (m, _a, ctx) => m.id === ctx.staff?.id }),
    }),
  });
  const DoneRef = builder.objectRef<Extract<StaffChangeResult, { __typename: 'StaffChangeDone' }>>('StaffChangeDone').implement({
    fields: (t) => ({
      member: t.field({ type: MemberRef, nullable: true, description: 'Null after a revoked invitation.', resolve: (r) => r.member }),
      message: t.exposeString('message'),
    }),
  });
  const RefusedRef = builder.objectRef<Extract<StaffChangeResult, { __typename: 'StaffChangeRefused' }>>('StaffChangeRefused').implement({
    description: 'Nothing changed, and why (the owner rules, a taken address, an unknown role).',
    fields: (t) => ({ field: t.string({ nullable: true, resolve: (r) => r.field }), message: t.exposeString('message') }),
  });
  const ChangeResult = builder.unionType('StaffChangeResult', { types: [DoneRef, RefusedRef], resolveType: (r) => r.__typename });

  const RoleRef = builder.objectRef<StaffRoleView>('StaffRoleInfo').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.string({ resolve: (r, _a, ctx) => r.name ?? say(ctx, `admin.role.${r.id}`) }),
      builtIn: t.exposeBoolean('builtIn'),
      permissions: t.stringList({ resolve: (r) => [...r.permissions] }),
      memberCount: t.exposeInt('memberCount'),
    }),
  });
  const RoleSavedRef = builder.objectRef<Extract<StaffRoleResult, { __typename: 'StaffRoleSaved' }>>('StaffRoleSaved').implement({
    fields: (t) => ({ role: t.field({ type: RoleRef, nullable: true, resolve: (r) => r.role }), message: t.exposeString('message') }),
  });
  const RoleRefusedRef = builder.objectRef<Extract<StaffRoleResult, { __typename: 'StaffRoleRefused' }>>('StaffRoleRefused').implement({
    fields: (t) => ({ field: t.string({ nullable: true, resolve: (r) => r.field }), message: t.exposeString('message') }),
  });
  const RoleResult = builder.unionType('StaffRoleResult', { types: [RoleSavedRef, RoleRefusedRef], resolveType: (r) => r.__typename });

  const InviteInput = builder.inputType('StaffInviteInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      role: t.string({ required: true, description: 'A built-in role\'s key or a custom role\'s id.' }),
    }),
  });
  const RoleInput = builder.inputType('StaffRoleInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      permissions: t.stringList({ required: true, description: 'Any of the permission list but `staff.manage`; `account.own` is always held.' }),
    }),
  });

  builder.queryFields((t) => ({
    staffMembers: t.field({ type: [MemberRef], description: 'Everyone on the staff, oldest first.', resolve: (_r, _a, ctx) => listStaffEntries(ctx) }),
    staffRoles: t.field({ type: [RoleRef], description: 'The built-in roles, then the shop\'s own.', resolve: (_r, _a, ctx) => listStaffRoles(ctx) }),
  }));

  builder.mutationFields((t) => {
    const byId = (change: typeof deactivateStaff) =>
      t.field({ type: ChangeResult, args: { id: t.arg.string({ required: true }) }, resolve: (_r, args, ctx) => change(ctx, args.id) });
    return {
      inviteStaff: t.field({ type: ChangeResult, args: { input: t.arg({ type: InviteInput, required: true }) }, resolve: (_r, { input }, ctx) => inviteStaff(ctx, input) }),
      changeStaffRole: t.field({
        type: ChangeResult, args: { id: t.arg.string({ required: true }), role: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => changeStaffRole(ctx, args.id, args.role),
      }),
      deactivateStaff: byId(deactivateStaff),
      reactivateStaff: byId(reactivateStaff),
      resetStaffSignIn: byId(resetStaffSignIn),
      resendStaffInvitation: byId(resendStaffInvitation),
      revokeStaffInvitation: byId(revokeStaffInvitation),
      createStaffRole: t.field({ type: RoleResult, args: { input: t.arg({ type: RoleInput, required: true }) }, resolve: (_r, { input }, ctx) => saveStaffRole(ctx, null, input) }),
      updateStaffRole: t.field({
        type: RoleResult, args: { id: t.arg.string({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
        resolve: (_r, args, ctx) => saveStaffRole(ctx, args.id, args.input),
      }),
      deleteStaffRole: t.field({ type: RoleResult, args: { id: t.arg.string({ required: true }) }, resolve: (_r, args, ctx) => deleteStaffRole(ctx, args.id) }),
    };
  });
}
