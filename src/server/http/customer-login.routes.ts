import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import { redirectTarget } from '../../domain/text/redirect-target';
import type { RequestContext } from '../context.server';
import { translate } from '../errors.server';
import { issueCustomerLoginState, useCustomerLoginState } from '../modules/customers';
import { hostOwner, shopOrigin } from '../modules/shop';
import { plainPage, sendPlainPage } from './plain-page.server';

/** A host name as people write it, optionally with a port; anything else is not looked up. */
const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;

function refusal(request: FastifyRequest, reply: FastifyReply, status: number, title: string, message: string): FastifyReply {
  const t = (key: string) => translate(request.language, key);
  return sendPlainPage(reply, status, plainPage(request.language, title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/login">${escapeHtml(t('customer.handoff.signIn'))}</a></p>`));
}

/**
 * Carries a customer's sign-in to another host name of the same shop (spec §2 "customer login
 * redirect"), as `/_sys/login/sub/{subdomain}` does for staff: cookies never cross host names,
 * so a one-time state good for about a minute does.
 *
 * - `GET /_/customer/login?host={host}&next={path}` (signed in, on the host name the customer
 *   is on): 303 to `{origin of host}/_/customer/login/{state}`; signed out, to `/login` first.
 * - `GET /_/customer/login/{state}` (on the other host name): a session there, then 303 to the
 *   path. A used, expired, other shop's or malformed state answers 410 with a way to sign in.
 */
export async function registerCustomerLoginRoutes(server: FastifyInstance, deps: {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  /** The port this process listens on, for a local shop's own origin. */
  localPort: () => number;
}): Promise<void> {
  server.get('/_/customer/login', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const ctx = await deps.createContext(request, reply);
    if (!ctx.customer) return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
    const query = request.query as Record<string, unknown>;
    const host = typeof query.host === 'string' ? query.host.trim().toLowerCase() : '';
    if (!HOST_PATTERN.test(host) || (await hostOwner(ctx.db, host)) !== request.shop.id) {
      const title = translate(request.language, 'customer.handoff.failedTitle');
      return refusal(request, reply, 404, title, translate(request.language, 'customer.handoff.unknownHost', { host: host.slice(0, 253) || '-' }));
    }
    // Only a path of the shop travels; an address elsewhere falls back to the home page.
    const target = redirectTarget(query.next ?? '/');
    const state = await issueCustomerLoginState(ctx, target?.kind === 'path' ? target.location : '/');
    return reply.redirect(`${shopOrigin({ primaryHost: host }, deps.localPort())}/_/customer/login/${state}`, 303);
  });

  // A wildcard rather than `:state`: a state too long for a route parameter still gets this answer.
  server.get('/_/customer/login/*', async (request, reply) => {
    const state = (request.params as { '*': string })['*'];
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const ctx = await deps.createContext(request, reply);
    const used = await useCustomerLoginState(ctx, state);
    // The path was checked when the state was made; it is checked again as it leaves.
    const target = used ? redirectTarget(used.returnPath) : null;
    if (target?.kind === 'path') return reply.redirect(target.location, 303);
    const title = translate(request.language, 'customer.handoff.failedTitle');
    return refusal(request, reply, 410, title, translate(request.language, 'customer.handoff.invalid'));
  });
}
