import type { FastifyInstance } from 'fastify';
import { redirectTarget } from '../../domain/text/redirect-target';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { Db } from '../db/database.server';
import { translate } from '../errors.server';
import { hostOwner } from '../modules/shop';

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

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
    return reply.code(400).header('content-security-policy', PAGE_POLICY).type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="${request.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}a{color:#0b5cad}</style></head><body><main><h1 style="font-size:1.25rem">${message}</h1><p><a href="/">${home}</a></p></main></body></html>`);
  });
}
