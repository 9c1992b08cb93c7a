import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSupportedLanguage, LANGUAGE_STORAGE_KEY, parseAcceptLanguage, resolveLanguage, type Language } from '../../domain/i18n/language';

const ONE_YEAR_S = 365 * 86_400;

function languageParam(request: FastifyRequest): Language | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.lang;
  return isSupportedLanguage(value) ? value : undefined;
}

/**
 * `?lang=` (the language switcher's links, and the hreflang alternates) wins; then the `_lang`
 * cookie; then the browser's languages; then Indonesian.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageParam(request) ?? resolveLanguage(request.cookies[LANGUAGE_STORAGE_KEY], parseAcceptLanguage(request.headers['accept-language']));
}

/** A page opened with `?lang=` remembers the choice; APIs and files never set cookies for it. */
export function rememberLanguageChoice(request: FastifyRequest, reply: FastifyReply): void {
  const chosen = languageParam(request);
  if (chosen && request.cookies[LANGUAGE_STORAGE_KEY] !== chosen) {
    reply.setCookie(LANGUAGE_STORAGE_KEY, chosen, { path: '/', domain: request.cookieDomain, maxAge: ONE_YEAR_S, sameSite: 'lax' });
  }
}
