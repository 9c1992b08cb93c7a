// Reading the shop API's refusals: `extensions.code` names the cause and `extensions.field` the
// field at fault; the message is already in the shopper's language and is shown as it is.
import type { MessageRef } from '../../../domain/validation/validation-error';
import { GraphResponseError } from '../../graph/graph-errors';

export interface ServerFieldError {
  field: string;
  message: string;
}

export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof GraphResponseError)) return [];
  return error.errors.flatMap((item) => {
    const field = item.extensions?.field;
    return typeof field === 'string' && field !== '' ? [{ field, message: item.message }] : [];
  });
}

export function errorCodes(error: unknown): string[] {
  return error instanceof GraphResponseError ? error.codes : [];
}

/** The server said it: no such thing, or not for this browser. */
export function isNotFound(error: unknown): boolean {
  return errorCodes(error).some((code) => code === 'NOT_FOUND' || code === 'FORBIDDEN');
}

/** The server's own words, shown through the dictionary so the text stays in one place. */
export function serverMessage(message: string): MessageRef {
  return { key: 'checkout.serverMessage', params: { message } };
}
