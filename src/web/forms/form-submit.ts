import type { FieldErrors } from '../../domain/validation/run-validators';
import type { FormValues } from '../../domain/validation/validation-error';
import type { FormStore } from './form-store';
import type { FormProcessError } from './process-error';
import { toProcessError } from './process-error';

export type SubmitOutcome =
  /** A submission is still being processed; presses meanwhile are ignored. */
  | { readonly status: 'busy' }
  /** Blocked by validation errors; nothing was sent. */
  | { readonly status: 'invalid'; readonly errors: FieldErrors }
  | { readonly status: 'processed' }
  | { readonly status: 'failed'; readonly error: FormProcessError };

export type SubmitHandler<V extends FormValues> = (values: V) => unknown;

/**
 * One press of a form's submit button: validate everything, stop on errors, otherwise run
 * the (possibly asynchronous) handler with the processing state on, and record its success
 * or failure. Whatever the handler throws becomes the process error.
 */
export async function submitForm<V extends FormValues>(store: FormStore, name: string, onSubmit: SubmitHandler<V>): Promise<SubmitOutcome> {
  const form = store.get<V>(name);
  if (!form) throw new Error(`No form named "${name}" has been started`);
  if (form.processing) return { status: 'busy' };
  const errors = store.submit(name);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const values = form.value;
  store.process(name);
  try {
    await onSubmit(values);
  } catch (thrown) {
    const error = toProcessError(thrown);
    store.fail(name, error, values);
    return { status: 'failed', error };
  }
  store.succeed(name);
  return { status: 'processed' };
}
