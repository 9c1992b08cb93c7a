// What a failed submission leaves behind (spec §3 processError), whatever the submit handler threw.
import type { MessageRef } from '../../domain/validation/validation-error';
import type { FieldErrors } from '../../domain/validation/run-validators';
import { GraphHttpError, GraphNetworkError, GraphResponseError } from '../graph/graph-errors';

export interface FormProcessError {
  /** About the whole form, shown above or beside the submit button. */
  readonly form: MessageRef | null;
  /** Refusals of single fields by the server, shown beside them while their value is unchanged. */
  readonly fields: FieldErrors<MessageRef>;
  /** The server's own words, untranslated: for logs and support, not for the interface. */
  readonly messages: readonly string[];
}

export const PROCESS_ERROR_KEYS = Object.freeze({
  generic: 'forms.processError',
  fields: 'forms.processError.fields',
  offline: 'forms.processError.offline',
  limited: 'forms.processError.limited',
} as const);

/** HTTP 429: the shop's shared limits refused the request; its message says when to try again. */
const TOO_MANY_REQUESTS = 429;

/** The first refusal message of a GraphQL answer sent with a non-2xx status, if it has one. */
function refusalMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ message?: unknown }> };
    const message = parsed.errors?.[0]?.message;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/**
 * Thrown by a submit handler to say which fields the server refused and why, in message
 * keys: `throw new FormSubmitError({ fields: { username: { key: 'validation.duplicate' } } })`.
 */
export class FormSubmitError extends Error {
  override name = 'FormSubmitError';
  readonly fields: FieldErrors<MessageRef>;
  readonly form: MessageRef | null;

  constructor(options: { fields?: FieldErrors<MessageRef>; form?: MessageRef | null; message?: string }) {
    super(options.message ?? 'The server refused the form');
    this.fields = options.fields ?? {};
    this.form = options.form ?? null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Any thrown value as a process error, so a form always has something to show. */
export function toProcessError(error: unknown): FormProcessError {
  if (error instanceof FormSubmitError) {
    const hasFields = Object.keys(error.fields).length > 0;
    return {
      form: error.form ?? { key: hasFields ? PROCESS_ERROR_KEYS.fields : PROCESS_ERROR_KEYS.generic },
      fields: error.fields,
      messages: [error.message],
    };
  }
  if (error instanceof GraphResponseError) {
    return { form: { key: PROCESS_ERROR_KEYS.generic }, fields: {}, messages: error.errors.map((item) => item.message) };
  }
  if (error instanceof GraphHttpError && error.status === TOO_MANY_REQUESTS) {
    // Already in the visitor's language, and it says how long to wait: better than "try again".
    const message = refusalMessage(error.body);
    if (message) return { form: { key: PROCESS_ERROR_KEYS.limited, params: { message } }, fields: {}, messages: [message] };
  }
  const offline = error instanceof GraphNetworkError;
  return { form: { key: offline ? PROCESS_ERROR_KEYS.offline : PROCESS_ERROR_KEYS.generic }, fields: {}, messages: [messageOf(error)] };
}
