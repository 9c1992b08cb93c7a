// A category's slug as the owner types it: empty (made from the name) or as spec §5 writes one.
import { isValidSlug } from '../../../domain/text/slug';
import { validationError, VALIDATION_KEYS, type Validator } from '../../../domain/validation/validation-error';

/** The longest address the shop makes from a title (the content module's SLUG_MAX). */
const SLUG_MAX = 100;

export const slugRule: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' || (isValidSlug(text) && text.length <= SLUG_MAX) ? null : validationError(VALIDATION_KEYS.invalidSlug);
};
