import type { FormValues, ValidationError, Validator } from './validation-error';

/** Validators per field path (`email`, `address.city`, `lines.0.count`). */
export type FieldValidators = Readonly<Record<string, readonly Validator[] | undefined>>;

/** Errors per field path; a field without an error has no entry. */
export type FieldErrors<E = ValidationError> = Readonly<Record<string, E>>;

/** The first error of `validators` in order, so the most basic rule (usually `required`) speaks first. */
export function firstError(value: unknown, validators: readonly Validator[], values: FormValues = {}): ValidationError | null {
  for (const validate of validators) {
    const error = validate(value, values);
    if (error) return error;
  }
  return null;
}

/** Runs each field's validators against its value, read with `read` (nested paths included). */
export function validateFields(
  values: FormValues,
  validators: FieldValidators,
  read: (values: FormValues, path: string) => unknown,
): FieldErrors {
  const errors: Record<string, ValidationError> = {};
  for (const [path, rules] of Object.entries(validators)) {
    if (!rules) continue;
    const error = firstError(read(values, path), rules, values);
    if (error) errors[path] = error;
  }
  return errors;
}
