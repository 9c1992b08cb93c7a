import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { Builder } from '../../graphql/builder.server';
import type { CheckoutGraph } from '../checkout';
import type { OrdersGraph } from '../orders';
import { deleteAddress, listAddresses, MAX_CUSTOMER_ADDRESSES, saveAddress, type SavedAddress } from './customer-addresses.service';
import { resendCustomerVerification, updateCustomerProfile } from './customer-profile.service';
import { signOutCustomer, viewerSessions, type CustomerSessionView } from './customer-sessions.service';
import {
  changeCustomerPassword, remindCustomerEmail, requestCustomerEmailChange, requestPasswordReset, resetCustomerPassword, signInCustomer, signUpCustomer,
  viewerAccount, type CustomerAccepted, type CustomerResetResult, type CustomerSignInResult,
} from './customers.service';

/** What a customer sees of their own account; built only from the request's own session. */
interface CustomerView { id: string; email: string; name: string; phone?: string; verified: boolean }

/** Customer accounts on the shop API: sign-up, sign-in, recovery, the profile and saved addresses. */
export function registerCustomersGraph(builder: Builder, deps: { checkout: CheckoutGraph }) {
  const SavedAddressRef = builder.objectRef<SavedAddress>('SavedAddress').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      address: t.field({ type: deps.checkout.ShippingAddressRef, resolve: (a) => a.address }),
      createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (a) => a.updatedAt.toISOString() }),
    }),
  });

  const CustomerSessionRef = builder.objectRef<CustomerSessionView>('CustomerSession').implement({
    fields: (t) => ({
      current: t.exposeBoolean('current', { description: 'True for the session of the browser asking.' }),
      createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
      lastSeenAt: t.string({ resolve: (s) => s.lastSeenAt.toISOString() }),
      expiresAt: t.string({ resolve: (s) => s.expiresAt.toISOString() }),
    }),
  });

  const CustomerRef = builder.objectRef<CustomerView>('Customer').implement({
    description: 'The signed-in customer; only ever their own account.',
    fields: (t) => ({
      id: t.exposeID('id'),
      email: t.exposeString('email'),
      name: t.exposeString('name'),
      phone: t.string({ nullable: true, resolve: async (c, _a, ctx) => c.phone ?? (ctx.customer?.id === c.id ? (await viewerAccount(ctx))?.phone ?? null : null) }),
      verified: t.exposeBoolean('verified'),
      // Each reads the request's own session again: a Customer value never opens another account.
      addresses: t.field({ type: [SavedAddressRef], resolve: (c, _a, ctx) => listAddresses(ctx, c.id) }),
      addressLimit: t.int({ description: 'How many addresses an account may keep (spec §9).', resolve: () => MAX_CUSTOMER_ADDRESSES }),
      sessions: t.field({ type: [CustomerSessionRef], resolve: (c, _a, ctx) => (ctx.customer?.id === c.id ? viewerSessions(ctx) : []) }),
    }),
  });

  const Accepted = builder.objectRef<CustomerAccepted>('CustomerRequestAccepted').implement({
    description: 'The request was taken; the message says what happens next without telling whether an account exists.',
    fields: (t) => ({ message: t.exposeString('message') }),
  });
  const SignInSuccess = builder.objectRef<Extract<CustomerSignInResult, { __typename: 'CustomerSignInSuccess' }>>('CustomerSignInSuccess').implement({
    fields: (t) => ({ customer: t.field({ type: CustomerRef, resolve: (r) => r.customer }) }),
  });
  const InvalidCredentials = builder.objectRef<Extract<CustomerSignInResult, { __typename: 'InvalidCustomerCredentialsError' }>>('InvalidCustomerCredentialsError').implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });
  const InvalidLink = builder.objectRef<Extract<CustomerResetResult, { __typename: 'InvalidCustomerLinkError' }>>('InvalidCustomerLinkError').implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });
  const CustomerSignInResultRef = builder.unionType('CustomerSignInResult', { types: [SignInSuccess, InvalidCredentials], resolveType: (value) => value.__typename });
  const CustomerResetPasswordResultRef = builder.unionType('CustomerResetPasswordResult', { types: [Accepted, InvalidLink], resolveType: (value) => value.__typename });

  return { CustomerRef, SavedAddressRef, Accepted, CustomerSignInResultRef, CustomerResetPasswordResultRef };
}

export type CustomersGraph = ReturnType<typeof registerCustomersGraph>;

export function registerCustomersShopFields(builder: Builder, graph: CustomersGraph, deps: { checkout: CheckoutGraph; orders: OrdersGraph }) {
  const SignUpInput = builder.inputType('CustomerSignUpInput', {
    fields: (t) => ({ name: t.string({ required: true }), email: t.string({ required: true }), password: t.string({ required: true }), phone: t.string({ required: true }) }),
  });
  const SignInInput = builder.inputType('CustomerSignInInput', { fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }) });
  const ResetRequestInput = builder.inputType('RequestPasswordResetInput', { fields: (t) => ({ email: t.string({ required: true }) }) });
  const ResetInput = builder.inputType('ResetPasswordInput', {
    fields: (t) => ({ token: t.string({ required: true, description: 'The secret of the reset link (`/password/forgot?token=…`).' }), newPassword: t.string({ required: true }) }),
  });
  const RemindInput = builder.inputType('RemindEmailInput', { fields: (t) => ({ phone: t.string({ required: true }) }) });
  const ChangePasswordInput = builder.inputType('CustomerChangePasswordInput', { fields: (t) => ({ currentPassword: t.string({ required: true }), newPassword: t.string({ required: true }) }) });
  const EmailChangeInput = builder.inputType('RequestEmailChangeInput', { fields: (t) => ({ newEmail: t.string({ required: true }), password: t.string({ required: true }) }) });
  const ProfileInput = builder.inputType('CustomerProfileInput', {
    fields: (t) => ({ name: t.string({ required: true }), phone: t.string({ required: true, description: 'A mobile number; a leading 0 or none becomes Indonesia\'s 62.' }) }),
  });
  const SaveAddressInput = builder.inputType('SaveAddressInput', {
    fields: (t) => ({
      id: t.id({ required: false, description: 'One of the customer\'s saved addresses to replace; without it a new one is added.' }),
      address: t.field({ type: deps.checkout.ShippingAddressInput, required: true }),
    }),
  });

  builder.queryFields((t) => ({
    viewerCustomer: t.field({
      type: graph.CustomerRef,
      nullable: true,
      description: 'The signed-in customer, or null.',
      resolve: async (_r, _a, ctx) => {
        const account = await viewerAccount(ctx);
        return account ? { id: account.id, email: account.email, name: account.name, phone: account.phone, verified: account.verifiedAt !== null } : null;
      },
    }),
  }));

  builder.mutationFields((t) => ({
    customerSignUp: t.field({
      type: graph.Accepted,
      description: 'Creates an account and e-mails a verification link; answers the same for an address that has an account.',
      args: { input: t.arg({ type: SignUpInput, required: true }) },
      resolve: (_r, { input }, ctx) => signUpCustomer(ctx, input),
    }),
    customerSignIn: t.field({
      type: graph.CustomerSignInResultRef,
      args: { input: t.arg({ type: SignInInput, required: true }) },
      resolve: (_r, { input }, ctx) => signInCustomer(ctx, input.email, input.password),
    }),
    customerSignOut: t.boolean({
      description: 'Ends this browser\'s session, or with `everywhere` every session of the account.',
      args: { everywhere: t.arg.boolean({ required: false }) },
      resolve: (_r, args, ctx) => signOutCustomer(ctx, args.everywhere ?? false),
    }),
    requestPasswordReset: t.field({
      type: graph.Accepted,
      args: { input: t.arg({ type: ResetRequestInput, required: true }) },
      resolve: (_r, { input }, ctx) => requestPasswordReset(ctx, input.email),
    }),
    resetPassword: t.field({
      type: graph.CustomerResetPasswordResultRef,
      description: 'Sets a new password with a reset link\'s secret, once; every other session of the account ends.',
      args: { input: t.arg({ type: ResetInput, required: true }) },
      resolve: (_r, { input }, ctx) => resetCustomerPassword(ctx, input.token, input.newPassword),
    }),
    remindEmail: t.field({
      type: graph.Accepted,
      description: 'E-mails a masked hint of the address of the account with this phone number to that address.',
      args: { input: t.arg({ type: RemindInput, required: true }) },
      resolve: (_r, { input }, ctx) => remindCustomerEmail(ctx, input.phone),
    }),
    changePassword: t.field({
      type: graph.CustomerRef,
      description: 'Sets the signed-in customer\'s password; other sessions end and this one is renewed.',
      args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
      resolve: (_r, { input }, ctx) => changeCustomerPassword(ctx, input.currentPassword, input.newPassword),
    }),
    requestEmailChange: t.field({
      type: graph.Accepted,
      description: 'Sends a confirmation link to the new address and tells the old one, with a link that undoes the change.',
      args: { input: t.arg({ type: EmailChangeInput, required: true }) },
      resolve: (_r, { input }, ctx) => requestCustomerEmailChange(ctx, input.newEmail, input.password),
    }),
    updateCustomerProfile: t.field({
      type: graph.CustomerRef,
      description: 'Changes the signed-in customer\'s name and phone number, checked as at sign-up.',
      args: { input: t.arg({ type: ProfileInput, required: true }) },
      resolve: (_r, { input }, ctx) => updateCustomerProfile(ctx, input),
    }),
    resendVerification: t.field({
      type: graph.Accepted,
      description: 'E-mails the signed-in customer a new link that confirms their address, unless it is confirmed already; the answer is the same either way.',
      resolve: (_r, _a, ctx) => resendCustomerVerification(ctx),
    }),
    saveAddress: t.field({
      type: graph.SavedAddressRef,
      args: { input: t.arg({ type: SaveAddressInput, required: true }) },
      resolve: (_r, { input }, ctx) => saveAddress(ctx, input.id === null || input.id === undefined ? null : String(input.id), input.address as ShippingAddressRecord),
    }),
    deleteAddress: t.boolean({
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => deleteAddress(ctx, String(args.id)),
    }),
  }));

  // Which account an order belongs to, told only to that account's own session.
  builder.objectField(deps.orders.OrderRef, 'customer', (t) => t.field({
    type: graph.CustomerRef,
    nullable: true,
    description: 'The signed-in customer, when this order is theirs; null otherwise.',
    resolve: (order, _a, ctx) => {
      ctx.personal = true;
      const viewer = ctx.customer;
      return viewer && order.customerId === viewer.id ? { id: viewer.id, email: viewer.email, name: viewer.name, verified: viewer.verified } : null;
    },
  }));
}
