/**
 * Message keys of validation errors (spec §5), which are also the keys of the interface
 * dictionaries, so an error is shown with `t(error.key, error.params)`.
 *
 * Scheme: `validation.<rule>` when a value breaks a rule (required, min, duplicate, …) and
 * `validation.invalid.<kind>` when a value is not a well-formed <kind> (email, slug, …).
 * `validation.requiredField` is the spec's "x is required" text, shown instead of the generic
 * required marker when the field's name is known.
 */
export const VALIDATION_KEYS = Object.freeze({
  duplicate: 'validation.duplicate',
  required: 'validation.required',
  requiredField: 'validation.requiredField',
  noNegativeNumber: 'validation.noNegativeNumber',
  phoneNumberTooShort: 'validation.phoneNumberTooShort',
  mustNotContainSpace: 'validation.mustNotContainSpace',
  minlength: 'validation.minlength',
  min: 'validation.min',
  max: 'validation.max',
  videoLinkNotValid: 'validation.videoLinkNotValid',
  invalidCreditCardNumber: 'validation.invalid.creditCardNumber',
  invalidValue: 'validation.invalid.value',
  invalidSlug: 'validation.invalid.slug',
  invalidEmail: 'validation.invalid.email',
  invalidPhoneNumber: 'validation.invalid.phoneNumber',
  invalidQualifiedDomain: 'validation.invalid.qualifiedDomain',
  invalidNumber: 'validation.invalid.number',
  invalidName: 'validation.invalid.name',
  invalidUrlPath: 'validation.invalid.urlPath',
} as const);

export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

export type MessageParams = Readonly<Record<string, string | number>>;

/** Anything shown as translated text: a message key and the values of its placeholders. */
export interface MessageRef {
  readonly key: string;
  readonly params?: MessageParams;
}

/** What a validator returns for a value it refuses. */
export interface ValidationError extends MessageRef {
  readonly key: ValidationKey;
}

/** The values of a whole form, for rules that compare fields (e.g. a repeated password). */
export type FormValues = Readonly<Record<string, unknown>>;

/** `null` when the value passes. Rules other than `required` let empty values pass. */
export type Validator = (value: unknown, values: FormValues) => ValidationError | null;

export function validationError(key: ValidationKey, params?: MessageParams): ValidationError {
  return params ? { key, params } : { key };
}

/**
 * The message to show for an error (spec §5): the generic required marker becomes
 * "x is required" when the field has a name; every other error is shown as it is.
 */
export function describeError<E extends MessageRef>(error: E, fieldName?: string | null): E | ValidationError {
  if (error.key === VALIDATION_KEYS.required && fieldName && fieldName.trim() !== '') {
    return validationError(VALIDATION_KEYS.requiredField, { name: fieldName.trim() });
  }
  return error;
}

/** No value at all: null, undefined, NaN, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The trimmed text of a string or number; null for anything else, so a rule can skip it. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
