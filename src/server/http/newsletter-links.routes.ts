import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.server';
import { translate } from '../errors.server';
import { newsletterEmailAction } from '../flows/newsletters.flow';

/** The smallest transparent GIF: what a mail program shows for the open-counting picture. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface NewsletterLinkDeps {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/**
 * A newsletter's counted links and open picture on `/_/email/{emailID}/{action}` (spec §2):
 * `open` and `click`, next to the actions every marketing e-mail has. A click goes only to
 * the address at that number in what was sent, never to one named in the request.
 */
export function registerNewsletterLinkRoutes(server: FastifyInstance, deps: NewsletterLinkDeps): void {
  server.get<{ Params: { emailID: string } }>('/_/email/:emailID/open', async (request, reply) => {
    const ctx = await deps.createContext(request, reply);
    await newsletterEmailAction(ctx, request.params.emailID, 'open');
    // The same picture whatever the secret: the answer tells nobody whether it was one.
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('image/gif').send(PIXEL);
  });

  server.get<{ Params: { emailID: string }; Querystring: { l?: string } }>('/_/email/:emailID/click', async (request, reply) => {
    const ctx = await deps.createContext(request, reply);
    const index = /^\d{1,4}$/.test(request.query.l ?? '') ? Number(request.query.l) : -1;
    const link = await newsletterEmailAction(ctx, request.params.emailID, 'click', index);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (link) return reply.redirect(link, 302);
    return reply.code(404).type('text/plain; charset=utf-8').send(translate(ctx.language, 'error.newsletter.linkUnknown', {}, ctx.messages));
  });
}
