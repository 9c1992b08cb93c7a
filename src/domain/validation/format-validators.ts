import { isValidVideoUrl } from '../rich-text/video-embed';
import { isValidSlug } from '../text/slug';
import type { ValidationKey, Validator } from './validation-error';
import { VALIDATION_KEYS, isEmptyValue, textOf, validationError } from './validation-error';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
/** A top-level domain is letters (`id`, `com`) or an internationalised one in its xn-- form. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * A fully qualified host name such as `toko.example.co.id`: at least two dot-separated labels
 * of letters, digits and inner hyphens (at most 63 each, 253 in all) ending in a real-looking
 * top-level domain. Internationalised names must be given in their ASCII (xn--) form.
 */
export function isQualifiedDomain(text: string): boolean {
  if (text.length > 253) return false;
  const labels = text.split('.');
  const top = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(top);
}

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;

/**
 * An address people can actually receive mail at: a dot-atom local part (at most 64
 * characters) and a qualified domain, 254 characters in all. Quoted local parts and IP
 * literals are valid by RFC 5322 but refused here: shops only ever meet them as typos.
 */
export function isEmailAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.length > 254) return false;
  const local = text.slice(0, at);
  return local.length <= 64 && LOCAL_PART.test(local) && isQualifiedDomain(text.slice(at + 1));
}

const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;

/**
 * A path on the shop's own host, such as `/promo/lebaran`: it starts with a slash, has no
 * empty, `.` or `..` segment (a trailing slash is allowed), and holds only characters a URL
 * path may carry unescaped, or percent escapes. No query, hash, host or scheme.
 */
export function isUrlPath(text: string): boolean {
  if (!text.startsWith('/')) return false;
  if (text === '/') return true;
  const segments = text.slice(1).replace(/\/$/, '').split('/');
  return segments.every((segment) => segment !== '.' && segment !== '..' && SEGMENT.test(segment));
}

/**
 * A person's name in any script: letters and combining marks, with spaces, apostrophes,
 * hyphens, dots and commas between them (`Siti Nur-Aini`, `Muh. Yusuf`, `I Gede Ngurah`).
 * Single names are common in Indonesia and are accepted; digits and symbols are not.
 */
export function isPersonName(text: string): boolean {
  return /^\p{L}[\p{L}\p{M}' ’.,-]*$/u.test(text) && !/\s{2,}/u.test(text);
}

/** A rule over the trimmed text of a value; empty values pass, non-text values fail. */
function textRule(key: ValidationKey, accepts: (text: string) => boolean): Validator {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const text = textOf(value);
    return text !== null && accepts(text) ? null : validationError(key);
  };
}

export const email: Validator = textRule(VALIDATION_KEYS.invalidEmail, isEmailAddress);
export const qualifiedDomain: Validator = textRule(VALIDATION_KEYS.invalidQualifiedDomain, isQualifiedDomain);
/** A slug as `toSlug` makes it (spec §5): lowercase letters and digits joined by single hyphens. */
export const slug: Validator = textRule(VALIDATION_KEYS.invalidSlug, isValidSlug);
export const urlPath: Validator = textRule(VALIDATION_KEYS.invalidUrlPath, isUrlPath);
export const personName: Validator = textRule(VALIDATION_KEYS.invalidName, isPersonName);
/** An embedded video is valid only if its link converts to an embeddable address (spec §5). */
export const videoLink: Validator = textRule(VALIDATION_KEYS.videoLinkNotValid, isValidVideoUrl);
