import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSupportedLanguage, LANGUAGE_STORAGE_KEY, parseAcceptLanguage, resolveLanguage, type Language } from '../../domain/i18n/language';

const ONE_YEAR_S = 365 * 86_400;

/**
 * `?lang=` (the language switcher's links, and the hreflang alternates) wins and is remembered
 * in the `_lang` cookie; then the cookie; then the browser's languages; then Indonesian.
 */
export function requestLanguage(request: FastifyRequest, reply: FastifyReply | null): Language {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isSupportedLanguage(fromQuery)) {
    if (reply && request.cookies[LANGUAGE_STORAGE_KEY] !== fromQuery) {
      reply.setCookie(LANGUAGE_STORAGE_KEY, fromQuery, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
    }
    return fromQuery;
  }
  return resolveLanguage(request.cookies[LANGUAGE_STORAGE_KEY], parseAcceptLanguage(request.headers['accept-language']));
}
