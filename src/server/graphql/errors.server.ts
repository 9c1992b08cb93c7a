import { GraphQLError } from 'graphql';

/**
 * A mistake in how a program called the API (a malformed cursor, id or scalar): answered in
 * English with BAD_USER_INPUT. Refusals a shopper or owner reads are `AppError`s instead
 * (src/server/errors.server.ts), written in their language.
 */
export function userError(message: string, code = 'BAD_USER_INPUT'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
