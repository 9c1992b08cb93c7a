// The shop API's customer session operations, and how their refusals reach the forms: the
// server's messages are already in the shopper's language and are shown as they are.
import { graphDocument } from '../../graph/graph-document';

// How refusals reach a form is shared with the account screens.
export { fieldRefusal, serverMessage } from '../../forms/server-refusal';

export const SIGN_IN_MUTATION = graphDocument(/* GraphQL */ `
  mutation CustomerSignIn($input: CustomerSignInInput!) {
    customerSignIn(input: $input) {
      __typename
      ... on CustomerSignInSuccess { customer { id name } }
      ... on InvalidCustomerCredentialsError { message }
    }
  }
`);

export const SIGN_UP_MUTATION = graphDocument(/* GraphQL */ `
  mutation CustomerSignUp($input: CustomerSignUpInput!) {
    customerSignUp(input: $input) { message }
  }
`);

export const SIGN_OUT_MUTATION = graphDocument(/* GraphQL */ `
  mutation CustomerSignOut($everywhere: Boolean) {
    customerSignOut(everywhere: $everywhere)
  }
`);

export const REQUEST_RESET_MUTATION = graphDocument(/* GraphQL */ `
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { message }
  }
`);

export const RESET_PASSWORD_MUTATION = graphDocument(/* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on CustomerRequestAccepted { message }
      ... on InvalidCustomerLinkError { message }
    }
  }
`);

export const REMIND_EMAIL_MUTATION = graphDocument(/* GraphQL */ `
  mutation RemindEmail($input: RemindEmailInput!) {
    remindEmail(input: $input) { message }
  }
`);

/** `customerSignOut` takes no input object: the `m` parameter names the type of its one argument. */
export const SIGN_OUT_INPUT = 'Boolean';
