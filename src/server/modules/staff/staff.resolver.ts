import type { RequestContext } from '../../context.server';
import type { Builder } from '../../graphql/builder.server';
import { signInStaff, signOutStaff, type StaffSignInResult, type StaffViewer } from './staff.service';
import { changeOwnPassword, signInWithLink, type StaffLinkSignInResult } from './staff-access.service';

/** Staff sign in through the shop API; the admin API tells who is signed in and signs out. */
export function registerStaffGraph(builder: Builder) {
  const StaffRef = builder.objectRef<StaffViewer>('Staff').implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      name: t.exposeString('name'),
      role: t.exposeString('role', { description: 'A built-in role, or `custom` (then `roleName` names it).' }),
      roleName: t.string({ nullable: true, description: 'The name of a custom role (docs/decisions/0033).', resolve: (s) => s.roleName }),
      permissions: t.stringList({ description: 'What this role may do in the admin area (docs/decisions/0025, 0033).', resolve: (s) => [...s.permissions] }),
    }),
  });

  const StaffSignInInput = builder.inputType('StaffSignInInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
  });

  const Success = builder.objectRef<Extract<StaffSignInResult, { __typename: 'StaffSignInSuccess' }>>('StaffSignInSuccess').implement({
    fields: (t) => ({ staff: t.field({ type: StaffRef, resolve: (r) => r.staff }) }),
  });
  const Invalid = builder.objectRef<Extract<StaffSignInResult, { __typename: 'InvalidCredentialsError' }>>('InvalidCredentialsError').implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });
  const StaffSignInResultRef = builder.unionType('StaffSignInResult', {
    types: [Success, Invalid],
    resolveType: (value) => value.__typename,
  });

  const InvalidLink = builder.objectRef<Extract<StaffLinkSignInResult, { __typename: 'InvalidSignInLinkError' }>>('InvalidSignInLinkError').implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });
  const StaffLinkSignInResultRef = builder.unionType('StaffLinkSignInResult', {
    types: [Success, InvalidLink],
    resolveType: (value) => value.__typename,
  });
  const StaffLinkSignInInput = builder.inputType('StaffLinkSignInInput', {
    fields: (t) => ({ token: t.string({ required: true, description: 'The secret at the end of a one-time sign-in link.' }) }),
  });
  const StaffChangePasswordInput = builder.inputType('StaffChangePasswordInput', {
    fields: (t) => ({
      currentPassword: t.string({ required: false, description: 'Needed when the account already has a password.' }),
      newPassword: t.string({ required: true }),
    }),
  });

  return {
    StaffRef, StaffSignInInput, StaffSignInResult: StaffSignInResultRef,
    StaffLinkSignInInput, StaffLinkSignInResult: StaffLinkSignInResultRef, StaffChangePasswordInput,
  };
}

export type StaffGraph = ReturnType<typeof registerStaffGraph>;

export function registerStaffShopFields(builder: Builder, graph: StaffGraph) {
  builder.mutationFields((t) => ({
    staffSignIn: t.field({
      type: graph.StaffSignInResult,
      args: { input: t.arg({ type: graph.StaffSignInInput, required: true }) },
      resolve: (_r, { input }, ctx) => signInStaff(ctx, input.email, input.password),
    }),
    staffSignInWithLink: t.field({
      type: graph.StaffLinkSignInResult,
      args: { input: t.arg({ type: graph.StaffLinkSignInInput, required: true }) },
      resolve: (_r, { input }, ctx) => signInWithLink(ctx, input.token),
    }),
  }));
}

export function registerStaffAdminFields(builder: Builder, graph: StaffGraph, deps: { sessionToken: (ctx: RequestContext) => string | undefined }) {
  builder.queryFields((t) => ({
    viewer: t.field({ type: graph.StaffRef, resolve: (_r, _a, ctx) => ctx.staff! }),
  }));
  builder.mutationFields((t) => ({
    staffSignOut: t.boolean({
      resolve: async (_r, _a, ctx) => {
        await signOutStaff(ctx, deps.sessionToken(ctx));
        return true;
      },
    }),
    staffChangePassword: t.boolean({
      description: 'Sets the signed-in staff member\'s password and ends their other sessions.',
      args: { input: t.arg({ type: graph.StaffChangePasswordInput, required: true }) },
      resolve: (_r, { input }, ctx) => changeOwnPassword(ctx, deps.sessionToken(ctx), input),
    }),
  }));
}
