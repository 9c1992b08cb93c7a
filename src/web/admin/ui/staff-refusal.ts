// What an admin form shows when saving failed because the staff session ended: the work stays on
// the page, and the owner is told how to save it after signing in again.
import { FormSubmitError } from '../../forms/process-error';
import { isSignedOut } from '../frame/admin-errors';

export const SIGNED_OUT_UNSAVED_KEY = 'admin.signedOutUnsaved';

/** The refusal to throw from a submit handler for `error`, or `error` itself when the session was not the cause. */
export function signedOutRefusal(error: unknown): unknown {
  return isSignedOut(error) ? new FormSubmitError({ form: { key: SIGNED_OUT_UNSAVED_KEY }, message: 'The staff session has ended.' }) : error;
}
