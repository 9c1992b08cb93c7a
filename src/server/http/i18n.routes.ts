import type { FastifyInstance } from 'fastify';
import { isSupportedLanguage } from '../../domain/i18n/language';
import { isMessageSet, MAX_MESSAGE_SETS, messagesInSets } from '../../domain/i18n/message-sets';
import type { Db } from '../db/database.server';
import { shopDictionary } from '../modules/i18n';

const KEY = /^[A-Za-z0-9_.-]{1,100}$/;
const MAX_KEYS = 200;

/**
 * GET /_/i81n/{language}?h=&q=k1,k2 answers the messages in key order, 0 for a key we do not
 * know (spec §7). Only configured languages and well-formed keys are looked up. Both endpoints
 * answer the shop's own wording where it has one (docs/decisions/0037), under its own version.
 */
export function registerI18nRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get<{ Params: { language: string }; Querystring: { q?: string; h?: string } }>('/_/i81n/:language', async (request, reply) => {
    const { language } = request.params;
    if (!isSupportedLanguage(language)) {
      return reply.code(404).send({ error: `Language "${language.slice(0, 20)}" is not offered. Use id or en.` });
    }
    const keys = typeof request.query.q === 'string' && request.query.q !== '' ? request.query.q.split(',') : [];
    if (keys.length > MAX_KEYS) return reply.code(400).send({ error: `Ask for at most ${MAX_KEYS} keys at a time.` });
    const { messages: dictionary, hash } = await shopDictionary(deps.db, request.shop.id, language);
    const answer = keys.map((key) => (KEY.test(key) && Object.hasOwn(dictionary, key) ? dictionary[key]! : 0));
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('etag', `W/"${hash}-${keys.length}"`)
      .send(answer);
  });

  /**
   * GET /_/i81n/{language}/sets?h=&s=adminBundles.,error.bundle. answers every message whose key
   * is in one of the sets (a prefix ending in a dot, or one key) as key → text: what a screen
   * needs, fetched beside its chunk.
   */
  app.get<{ Params: { language: string }; Querystring: { s?: string; h?: string } }>('/_/i81n/:language/sets', async (request, reply) => {
    const { language } = request.params;
    if (!isSupportedLanguage(language)) {
      return reply.code(404).send({ error: `Language "${language.slice(0, 20)}" is not offered. Use id or en.` });
    }
    const sets = typeof request.query.s === 'string' && request.query.s !== '' ? request.query.s.split(',') : [];
    if (sets.length === 0) return reply.code(400).send({ error: 'Name the message sets in s, e.g. s=cart.,checkout.title' });
    if (sets.length > MAX_MESSAGE_SETS) return reply.code(400).send({ error: `Ask for at most ${MAX_MESSAGE_SETS} message sets at a time.` });
    const malformed = sets.find((set) => !isMessageSet(set));
    if (malformed !== undefined) {
      return reply.code(400).send({ error: `"${malformed.slice(0, 40)}" is not a message set: give a key, or a key prefix ending in a dot.` });
    }
    const { messages, hash } = await shopDictionary(deps.db, request.shop.id, language);
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('etag', `W/"${hash}-sets"`)
      .send(messagesInSets(messages, sets));
  });
}
