import type { RequestContext } from '../../context.server';
import type { Builder } from '../../graphql/builder.server';
import { signInStaff, signOutStaff, type StaffSignInResult, type StaffViewer } from './staff.service';

/** Staff sign in through the shop API; the admin API tells who is signed in and signs out. */
export function registerStaffGraph(builder: Builder) {
  const StaffRef = builder.objectRef<StaffViewer>('Staff').implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      name: t.exposeString('name'),
      role: t.exposeString('role'),
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

  return { StaffRef, StaffSignInInput, StaffSignInResult: StaffSignInResultRef };
}

export type StaffGraph = ReturnType<typeof registerStaffGraph>;

export function registerStaffShopFields(builder: Builder, graph: StaffGraph) {
  builder.mutationFields((t) => ({
    staffSignIn: t.field({
      type: graph.StaffSignInResult,
      args: { input: t.arg({ type: graph.StaffSignInInput, required: true }) },
      resolve: (_r, { input }, ctx) => signInStaff(ctx, input.email, input.password),
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
  }));
}
