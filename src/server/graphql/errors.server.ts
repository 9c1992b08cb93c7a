import { GraphQLError } from 'graphql';

/** An error the caller can fix; its message is shown as is. */
export function userError(message: string, code = 'BAD_USER_INPUT'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function forbidden(message = 'You need to sign in as shop staff to do this.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/** An input the shopper can correct; `field` names the form field it belongs to. */
export function fieldError(message: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}
