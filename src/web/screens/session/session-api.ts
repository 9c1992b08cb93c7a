// The shop API's customer session operations, and how their refusals reach the forms: the
// server's messages are already in the shopper's language and are shown as they are.
import type { FieldErrors } from '../../../domain/validation/run-validators';
import type { MessageRef } from '../../../domain/validation/validation-error';
import { FormSubmitError } from '../../forms/process-error';
import { graphDocument } from '../../graph/graph-document';
import { GraphResponseError } from '../../graph/graph-errors';

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

/** The server's own words as a message the forms show. */
export function serverMessage(message: string): MessageRef {
  return { key: 'session.serverMessage', params: { message } };
}

/**
 * A refusal naming a field (`extensions.field`) is shown beside that field when the form has
 * it; any other is left to the forms kit, which shows a limit's (429) message itself.
 */
export function fieldRefusal(error: unknown, formFields: readonly string[]): unknown {
  if (!(error instanceof GraphResponseError)) return error;
  const fields: Record<string, MessageRef> = {};
  let other: string | null = null;
  for (const item of error.errors) {
    const field = item.extensions?.field;
    if (typeof field === 'string' && formFields.includes(field)) fields[field] = serverMessage(item.message);
    else other ??= item.message;
  }
  if (Object.keys(fields).length === 0 && other === null) return error;
  return new FormSubmitError({ fields: fields as FieldErrors<MessageRef>, form: other !== null ? serverMessage(other) : null, message: error.message });
}
