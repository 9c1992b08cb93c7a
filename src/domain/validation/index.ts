// Form validation rules of spec §5: pure, shared by the browser forms and the server.
export type { FormValues, MessageParams, MessageRef, ValidationError, ValidationKey, Validator } from './validation-error';
export { VALIDATION_KEYS, describeError, isEmptyValue, validationError } from './validation-error';
export type { DuplicateOptions } from './basic-validators';
export { matches, minLength, mustNotContainSpace, notDuplicate, oneOf, required } from './basic-validators';
export { max, min, noNegativeNumber, numeric, parseNumberInput } from './number-validators';
export { email, isEmailAddress, isPersonName, isQualifiedDomain, isUrlPath, personName, qualifiedDomain, slug, urlPath, videoLink } from './format-validators';
export type { PhoneNumberCheck } from './phone-number';
export { checkPhoneNumber, normalizePhoneNumber, phoneNumber } from './phone-number';
export { creditCardNumber, isLuhnValid, luhnCheckDigit } from './card-number';
export type { FieldErrors, FieldValidators } from './run-validators';
export { firstError, validateFields } from './run-validators';
export { FormDepthError, FormPathError, assertFormDepth, findTooDeep, getIn, parsePath, sameValue, setIn } from './form-value';
