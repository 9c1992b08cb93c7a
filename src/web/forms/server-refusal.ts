// How the shop API's refusals reach a form: the server's messages are already in the reader's
// language and are shown as they are, beside the field they name when the form has it.
import type { FieldErrors } from '../../domain/validation/run-validators';
import type { MessageRef } from '../../domain/validation/validation-error';
import { GraphResponseError } from '../graph/graph-errors';
import { FormSubmitError } from './process-error';

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
