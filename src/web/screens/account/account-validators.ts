// The account forms' own rules, checked in the browser before the server checks them again
// (decision 0015: at least 10 characters, never the account's own e-mail).
import type { ValidationError, Validator } from '../../../domain/validation/validation-error';

export const PASSWORD_MIN_LENGTH = 10;

function accountError(key: string, params?: Readonly<Record<string, string | number>>): ValidationError {
  return (params ? { key, params } : { key }) as ValidationError;
}

/** At least 10 characters and not the account's e-mail (compared as the server does). */
export function newPasswordFor(email: string): Validator {
  return (value) => {
    if (typeof value !== 'string' || value === '') return null;
    if ([...value].length < PASSWORD_MIN_LENGTH) return accountError('session.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    if (value.trim().toLowerCase() === email.trim().toLowerCase()) return accountError('session.passwordIsEmail');
    return null;
  };
}

/** The same text as the field at `path`. */
export function sameAs(path: string): Validator {
  return (value, values) => (typeof value === 'string' && value !== '' && value !== values[path] ? accountError('account.password.mismatch') : null);
}

/** Not the same text as the field at `path` (a new password that changes nothing). */
export function differentFrom(path: string): Validator {
  return (value, values) => (typeof value === 'string' && value !== '' && value === values[path] ? accountError('account.password.sameAsCurrent') : null);
}
