// The password rule of the session forms, checked in the browser before the server
// checks them again (decision 0015: at least 10 characters, never the account's own e-mail).
import type { ValidationError, Validator } from '../../../domain/validation/validation-error';

export const PASSWORD_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 30;

function sessionError(key: string, params?: Readonly<Record<string, string | number>>): ValidationError {
  return (params ? { key, params } : { key }) as ValidationError;
}

/** At least 10 characters, and not the e-mail field's value (compared as the server does). */
export function newPassword(emailPath?: string): Validator {
  return (value, values) => {
    if (typeof value !== 'string' || value === '') return null;
    if ([...value].length < PASSWORD_MIN_LENGTH) return sessionError('session.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    const email = emailPath ? values[emailPath] : undefined;
    if (typeof email === 'string' && email.trim() !== '' && value.trim().toLowerCase() === email.trim().toLowerCase()) return sessionError('session.passwordIsEmail');
    return null;
  };
}
