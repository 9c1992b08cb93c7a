import type { StaffSignInResult, StaffViewer } from '../../modules/staff/staff.service';
import type { Builder } from '../builder.server';

export function registerStaffTypes(builder: Builder) {
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
  const TooMany = builder.objectRef<Extract<StaffSignInResult, { __typename: 'TooManyAttemptsError' }>>('TooManyAttemptsError').implement({
    fields: (t) => ({ message: t.exposeString('message'), retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
  });
  const StaffSignInResultRef = builder.unionType('StaffSignInResult', {
    types: [Success, Invalid, TooMany],
    resolveType: (value) => value.__typename,
  });

  return { StaffRef, StaffSignInInput, StaffSignInResult: StaffSignInResultRef };
}
