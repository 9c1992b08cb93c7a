import type { FastifyInstance } from 'fastify';
import { redirectTarget } from '../../domain/text/redirect-target';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { Db } from '../db/database.server';
import { translate } from '../errors.server';
import { hostOwner } from '../modules/shop';
import { plainPage, sendPlainPage } from './plain-page.server';

/**
 * `/_/redirect?to=`: the hop links in e-mails and shared pages go through. It follows a path of
 * this shop, or a full address at one of this shop's own host names; anything else (another
 * site, a script, a look-alike) is refused with a page saying so, never followed.
 */
export function registerRedirectRoutes(server: FastifyInstance, deps: { db: Db }): void {
  server.get('/_/redirect', async (request, reply) => {
    const target = redirectTarget((request.query as Record<string, unknown>).to);
    const allowed = target !== null && (target.kind === 'path' || (await hostOwner(deps.db, target.host)) === request.shop.id);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (target && allowed) return reply.redirect(target.location, 302);
    const message = escapeHtml(translate(request.language, 'error.redirect.refused'));
    const home = escapeHtml(translate(request.language, 'error.redirect.home'));
    return sendPlainPage(reply, 400, plainPage(request.language, translate(request.language, 'error.redirect.refused'), `<h1>${message}</h1><p><a href="/">${home}</a></p>`));
  });
}
