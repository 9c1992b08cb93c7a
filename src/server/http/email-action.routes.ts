import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../domain/i18n/language';
import { confirmedPageAddress } from '../../domain/marketing/subscription-confirmation';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { RequestContext } from '../context.server';
import { AppError, errorText, translate } from '../errors.server';
import {
  confirmSubscription, emailLinkView, emailOfLink, resubscribeByLink, subscribeToEmail, unsubscribeByLink, type EmailLinkView,
} from '../modules/subscriptions';
import type { PageRenderer } from '../ssr/page.routes';
import { plainPage, sendPlainPage } from './plain-page.server';
import { fromOtherSite } from './request-origin.server';

export interface EmailActionDeps {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  render: () => PageRenderer | null;
}

/** A sent e-mail's view may show its own pictures and styles, never run anything or send a form. */
const VIEW_POLICY = "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

const FORM_BODY_LIMIT = 4096;

/**
 * The confirmed page's name for the confirmation a link made: the same for every opening of
 * that link, so the page reports the subscription once per browser; one-way, so it reveals
 * nothing of the link's secret.
 */
function confirmationKey(emailID: string): string {
  return createHash('sha256').update(`subscription-confirmation\0${emailID}`).digest('base64url').slice(0, 22);
}

/**
 * The links of marketing e-mails, `/_/email/{emailID}/{action}` (spec §2), and the footer's
 * subscribe form without JavaScript (`POST /_/email/subscribe`). The e-mail id is a random
 * 256-bit token of one sent e-mail of this shop: it is the only authority these pages need,
 * so a mail client's RFC 8058 one-click POST (no cookies, no CSRF token) unsubscribes too.
 */
export async function registerEmailActionRoutes(server: FastifyInstance, deps: EmailActionDeps): Promise<void> {
  await server.register(async (scope) => {
    // Form bodies only, small; RFC 8058 clients send `List-Unsubscribe=One-Click` url-encoded
    // or as multipart, and the action needs nothing from it, so any type is read as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')));
    });

    const notFoundPage = async (request: FastifyRequest, reply: FastifyReply, ctx: RequestContext) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const render = deps.render();
      if (render) return render(request, reply, '/404', ctx);
      return reply.code(404).type('text/plain; charset=utf-8').send(translate(request.language, 'error.notFound.title'));
    };

    scope.post('/_/email/subscribe', async (request, reply) => {
      const ctx = await deps.createContext(request, reply);
      const t = (key: string, params = {}) => translate(ctx.language, key, params, ctx.messages);
      const back = `<p><a href="/">${escapeHtml(t('subscription.backToShop'))}</a></p>`;
      if (fromOtherSite(request)) {
        return sendPlainPage(reply, 403, plainPage(ctx.language, ctx.shop.name, `<h1>${escapeHtml(ctx.shop.name)}</h1><p role="alert">${escapeHtml(t('subscription.badOrigin'))}</p>${back}`));
      }
      const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      try {
        const answer = await subscribeToEmail(ctx, { email: body.get('email') ?? '', source: 'footer' });
        const title = t('subscription.acceptedTitle');
        return sendPlainPage(reply, 200, plainPage(ctx.language, title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(answer.message)}</p>${back}`));
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== 'BAD_USER_INPUT') throw error;
        const title = t('footer.subscribe.title');
        const form = `<form method="post" action="/_/email/subscribe"><p><label for="subscribe-email">${escapeHtml(t('footer.subscribe.email'))}</label><br>`
          + `<input id="subscribe-email" name="email" type="email" autocomplete="email" required aria-describedby="subscribe-error" value="${escapeHtml(body.get('email') ?? '')}"></p>`
          + `<p id="subscribe-error" role="alert">${escapeHtml(errorText(error, ctx.language, ctx.messages))}</p><p><button type="submit">${escapeHtml(t('footer.subscribe.submit'))}</button></p></form>`;
        return sendPlainPage(reply, 400, plainPage(ctx.language, title, `<h1>${escapeHtml(title)}</h1>${form}${back}`));
      }
    });

    const page = (reply: FastifyReply, status: number, language: Language, title: string, inner: string) => sendPlainPage(reply, status, plainPage(language, title, `<h1>${escapeHtml(title)}</h1>${inner}`));

    /** The subscriber's own page: address, language, state, and the one button that changes it. */
    const preferencesPage = (reply: FastifyReply, ctx: RequestContext, token: string, view: EmailLinkView, note = '') => {
      const t = (key: string, params = {}) => translate(view.language, key, params);
      const state = view.state ?? 'none';
      const action = view.state === 'subscribed' || view.state === 'pending'
        ? `<form method="post" action="/_/email/${token}/unsubscribe"><button type="submit">${escapeHtml(t('subscription.unsubscribe.button'))}</button></form>`
        : `<form method="post" action="/_/email/${token}/preferences"><button type="submit">${escapeHtml(t('subscription.resubscribe.button'))}</button></form>`;
      return page(reply, 200, view.language, t('subscription.page.title'), `${note}<ul><li>${escapeHtml(t('subscription.page.address', { email: view.email }))}</li>`
        + `<li>${escapeHtml(t('subscription.page.language', { language: t(`subscription.language.${view.language}`) }))}</li>`
        + `<li>${escapeHtml(t(`subscription.page.state.${state}`))}</li></ul>${action}<p><a href="/">${escapeHtml(t('subscription.backToShop'))}</a></p>`);
    };

    scope.get('/_/email/:emailID/:action', async (request, reply) => {
      const { emailID, action } = request.params as { emailID: string; action: string };
      const ctx = await deps.createContext(request, reply);
      if (action === 'confirm') {
        const outcome = await confirmSubscription(ctx, emailID);
        // A second opening (or a mail scanner's first) lands on the same page under the same key.
        if (outcome === 'confirmed' || outcome === 'already') {
          return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(confirmedPageAddress(confirmationKey(emailID)), 303);
        }
        if (outcome === 'unsubscribed') {
          const view = await emailLinkView(ctx, emailID);
          const language = view?.language ?? ctx.language;
          const t = (key: string) => translate(language, key);
          return page(reply, 410, language, t('subscription.confirm.unsubscribedTitle'), `<p>${escapeHtml(t('subscription.confirm.unsubscribed'))}</p><p><a href="/_/email/${emailID}/preferences">${escapeHtml(t('subscription.preferences.link'))}</a></p>`);
        }
        return notFoundPage(request, reply, ctx);
      }
      if (action === 'view') {
        const sent = await emailOfLink(ctx, emailID);
        if (!sent) return notFoundPage(request, reply, ctx);
        return reply.code(200).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('content-security-policy', VIEW_POLICY)
          .header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(sent.html);
      }
      if (action !== 'unsubscribe' && action !== 'preferences') return notFoundPage(request, reply, ctx);
      const view = await emailLinkView(ctx, emailID);
      if (!view) return notFoundPage(request, reply, ctx);
      if (action === 'preferences') return preferencesPage(reply, ctx, emailID, view);
      const t = (key: string, params = {}) => translate(view.language, key, params);
      if (view.state === 'unsubscribed') return preferencesPage(reply, ctx, emailID, view);
      // Opening the link only asks: a mail scanner fetching every link must not unsubscribe anyone.
      return page(reply, 200, view.language, t('subscription.unsubscribe.title'), `<p>${escapeHtml(t('subscription.unsubscribe.intro', { email: view.email, shop: ctx.shop.name }))}</p>`
        + `<form method="post" action="/_/email/${emailID}/unsubscribe"><button type="submit">${escapeHtml(t('subscription.unsubscribe.button'))}</button></form>`
        + `<p><a href="/_/email/${emailID}/preferences">${escapeHtml(t('subscription.preferences.link'))}</a></p>`);
    });

    scope.post('/_/email/:emailID/:action', async (request, reply) => {
      const { emailID, action } = request.params as { emailID: string; action: string };
      const ctx = await deps.createContext(request, reply);
      if (action === 'unsubscribe') {
        const link = await unsubscribeByLink(ctx, emailID);
        if (!link) return notFoundPage(request, reply, ctx);
        const t = (key: string, params = {}) => translate(link.language, key, params);
        return page(reply, 200, link.language, t('subscription.unsubscribe.doneTitle'), `<p role="status">${escapeHtml(t('subscription.unsubscribe.done', { email: link.email, shop: ctx.shop.name }))}</p>`
          + `<p><a href="/_/email/${emailID}/preferences">${escapeHtml(t('subscription.preferences.link'))}</a></p><p><a href="/">${escapeHtml(t('subscription.backToShop'))}</a></p>`);
      }
      if (action === 'preferences') {
        // Subscribing again sends mail: only from the shop's own page, never a form elsewhere.
        if (fromOtherSite(request)) return notFoundPage(request, reply, ctx);
        const before = await emailLinkView(ctx, emailID);
        if (!before) return notFoundPage(request, reply, ctx);
        await resubscribeByLink(ctx, emailID);
        const view = (await emailLinkView(ctx, emailID)) ?? before;
        const t = (key: string, params = {}) => translate(view.language, key, params);
        return preferencesPage(reply, ctx, emailID, view, `<p role="status">${escapeHtml(t('subscription.accepted', { email: view.email }))}</p>`);
      }
      return notFoundPage(request, reply, ctx);
    });
  });
}
