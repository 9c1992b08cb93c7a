import { formatNumber } from '../domain/format/format';
import { DICTIONARIES } from '../domain/i18n/dictionaries';
import { fillMessage } from '../domain/i18n/fill-message';
import type { Language } from '../domain/i18n/language';
import type { ErrorMessageKey } from '../domain/i18n/messages/errors.messages';

/**
 * The one family of refusals (docs/decisions/0011). Services throw these for what a caller
 * asked wrongly or at the wrong time; expected business outcomes (out of stock, coupon used
 * up, card declined) are typed results instead. Anything else is a fault, logged and hidden.
 */
export type ErrorKind = 'NOT_FOUND' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'UNAVAILABLE';

/** A parameter is plain text, or another message (a status label) written in the same language. */
export type MessageParam = string | number | { message: string };
export type MessageParams = Readonly<Record<string, MessageParam>>;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: ErrorMessageKey,
    readonly params: MessageParams = {},
    /** The input field at fault (`shippingAddress.phone`), so a form can show it there. */
    readonly field?: string,
    /** For TOO_MANY_REQUESTS: seconds until the same request would be allowed (HTTP Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  /** The same refusal, pinned to the form field it belongs to. */
  withField(field: string): AppError {
    return new AppError(this.kind, this.messageKey, this.params, field, this.retryAfterSeconds);
  }
}

export const notFound = (key: ErrorMessageKey, params?: MessageParams) => new AppError('NOT_FOUND', key, params);
export const forbidden = (key: ErrorMessageKey = 'error.staffOnly') => new AppError('FORBIDDEN', key);
export const badInput = (key: ErrorMessageKey, params?: MessageParams, field?: string) => new AppError('BAD_USER_INPUT', key, params, field);
export const conflict = (key: ErrorMessageKey, params?: MessageParams) => new AppError('CONFLICT', key, params);
/** Something the server depends on (object storage) cannot answer now; `cause` is logged for the operator, never shown. */
export const unavailable = (key: ErrorMessageKey, cause?: unknown) => Object.assign(new AppError('UNAVAILABLE', key), cause === undefined ? {} : { cause });

/** A shared limit was reached (docs/decisions/0013): the reader learns how long to wait. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const refusal = minutes <= 1
    ? ['error.tooManyRequests.minute', {}] as const
    : minutes < 120
      ? ['error.tooManyRequests.minutes', { minutes }] as const
      : ['error.tooManyRequests.hours', { hours: Math.ceil(minutes / 60) }] as const;
  return new AppError('TOO_MANY_REQUESTS', refusal[0], refusal[1], undefined, seconds);
}

/** How each kind is answered over HTTP, and the `extensions.code` it carries in GraphQL. */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};
export const ERROR_CODE: Readonly<Record<ErrorKind, string>> = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** A message of the dictionaries in `language`, placeholders filled; the key itself if unknown. */
export function translate(language: Language, key: string, params: MessageParams = {}, messages?: Readonly<Record<string, string>>): string {
  const template = messages?.[key] ?? DICTIONARIES[language][key] ?? DICTIONARIES.id[key] ?? key;
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    filled[name] = typeof value === 'object' ? translate(language, value.message, {}, messages) : value;
  }
  // Numbers are read in the reader's notation (100.000 in Indonesian, 100,000 in English) and
  // still pick the plural form by their value.
  return fillMessage(template, filled, { locale: language, formatNumber: (value) => formatNumber(value, language) });
}

/** A message in the request's language, in the shop's own wording where it has one (docs/decisions/0037). */
export function say(ctx: { language: Language; messages?: Readonly<Record<string, string>> }, key: string, params: MessageParams = {}): string {
  return translate(ctx.language, key, params, ctx.messages);
}

/** The refusal as its reader sees it. */
export function errorText(error: AppError, language: Language, messages?: Readonly<Record<string, string>>): string {
  return translate(language, error.messageKey, error.params, messages);
}
