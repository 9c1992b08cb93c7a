import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { RequestContext } from '../context.server';
import { translate } from '../errors.server';
import { peekCheck, useCustomerCheck, type CheckOutcome } from '../modules/customers';
import { plainPage, sendPlainPage } from './plain-page.server';
import { fromOtherSite } from './request-origin.server';

function answer(request: FastifyRequest, reply: FastifyReply, outcome: CheckOutcome): FastifyReply {
  const t = (key: string, params = {}) => translate(request.language, key, params);
  if (outcome.kind === 'invalid') {
    const title = t('customer.check.failedTitle');
    return sendPlainPage(reply, 410, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('customer.check.invalid'))}</p><p><a href="/">${escapeHtml(t('customer.check.toShop'))}</a></p>`));
  }
  const title = t('customer.check.title', { shop: request.shop.name });
  const said = outcome.kind === 'verified' ? t('customer.check.verified', { email: outcome.email })
    : outcome.kind === 'emailChanged' ? t('customer.check.emailChanged', { email: outcome.email })
      : t('customer.check.undone', { email: outcome.email });
  // After an undo every session has ended: the way on is a new password, not the account.
  const onward = outcome.kind === 'undone'
    ? `<a href="/password/forgot">${escapeHtml(t('customer.check.toReset'))}</a>`
    : `<a href="/account">${escapeHtml(t('customer.check.toAccount'))}</a>`;
  return sendPlainPage(reply, 200, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(said)}</p><p>${onward}</p>`));
}

/**
 * `/_/check/{token}`: the links of customer e-mails. Opening a verify or confirm-change link
 * uses it at once (whoever can read that mailbox has proven what the link proves, even a
 * mail scanner fetching it). An undo link only shows a button and the POST uses it: a scanner
 * at the old address fetching every link must not silently revert a wanted change and end
 * the customer's sessions.
 */
export async function registerCustomerCheckRoutes(server: FastifyInstance, deps: {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}): Promise<void> {
  await server.register(async (instance) => {
    // The undo form has no fields; its body is ignored, whatever type a client claims.
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', { bodyLimit: 1024 }, (_request, _payload, done) => done(null, undefined));

    instance.get('/_/check/:check', async (request, reply) => {
      const { check } = request.params as { check: string };
      const ctx = await deps.createContext(request, reply);
      const live = await peekCheck(ctx, check);
      if (live?.purpose === 'undo_email_change') {
        const t = (key: string, params = {}) => translate(request.language, key, params);
        const title = t('customer.check.title', { shop: request.shop.name });
        return sendPlainPage(reply, 200, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('customer.check.undoIntro', { email: live.email }))}</p><form method="post"><button type="submit">${escapeHtml(t('customer.check.undoButton'))}</button></form>`));
      }
      return answer(request, reply, await useCustomerCheck(ctx, check));
    });

    instance.post('/_/check/:check', async (request, reply) => {
      // A form on another site must not spend a customer's link.
      if (fromOtherSite(request)) return answer(request, reply, { kind: 'invalid' });
      const { check } = request.params as { check: string };
      return answer(request, reply, await useCustomerCheck(await deps.createContext(request, reply), check));
    });
  });
}
