import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { RequestContext } from '../context.server';
import { translate } from '../errors.server';
import { AppError } from '../errors.server';
import { acceptPlainForms, plainPage, sendPlainPage } from './plain-page.server';
import { changeOwnPassword, signInWithLink, STAFF_PASSWORD_MIN_LENGTH, STAFF_SESSION_DAYS } from '../modules/staff';
import { fromOtherSite } from './request-origin.server';

/**
 * `/admin/sign-in/{token}`: the one-time link the command line prints for a new owner or a
 * password reset. Opening it only shows a button; the POST uses it up. A link previewer (chat
 * apps fetch links they see) therefore cannot spend the link before its owner does.
 */
function passwordForm(request: FastifyRequest, problem?: string): string {
  const t = (key: string, params = {}) => translate(request.language, key, params);
  const error = problem ? `<p id="password-problem" role="alert">${escapeHtml(problem)}</p>` : '';
  return `<form method="post" action="/admin/sign-in/password"><p><label for="new-password">${escapeHtml(t('staff.link.newPassword'))}</label><br><input id="new-password" name="newPassword" type="password" autocomplete="new-password" required minlength="${STAFF_PASSWORD_MIN_LENGTH}"${problem ? ' aria-invalid="true" aria-describedby="password-problem"' : ''}></p>${error}<button type="submit">${escapeHtml(t('staff.link.savePassword'))}</button></form>`;
}

export async function registerStaffSignInRoutes(server: FastifyInstance, deps: {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  sessionToken: (request: FastifyRequest) => string | undefined;
}): Promise<void> {
  await server.register(async (instance) => routes(instance, deps));
}

function routes(server: FastifyInstance, deps: Parameters<typeof registerStaffSignInRoutes>[1]): void {
  acceptPlainForms(server, 4096);
  server.post('/admin/sign-in/password', async (request, reply) => {
    const t = (key: string, params = {}) => translate(request.language, key, params);
    const ctx = await deps.createContext(request, reply);
    const title = t('staff.link.title', { shop: request.shop.name });
    if (!ctx.staff) return sendPlainPage(reply, 403, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('error.staffOnly'))}</p>`));
    const newPassword = request.body instanceof URLSearchParams ? request.body.get('newPassword') ?? '' : '';
    try {
      await changeOwnPassword(ctx, deps.sessionToken(request), { newPassword });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return sendPlainPage(reply, 400, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1>${passwordForm(request, translate(request.language, error.messageKey, error.params))}`));
    }
    return sendPlainPage(reply, 200, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(t('staff.link.passwordSaved', { email: ctx.staff.email }))}</p><p><a href="/admin">${escapeHtml(t('staff.link.openAdmin'))}</a></p>`));
  });

  server.get('/admin/sign-in/:token', async (request, reply) => {
    const t = (key: string, params = {}) => translate(request.language, key, params);
    const title = t('staff.link.title', { shop: request.shop.name });
    return sendPlainPage(reply, 200, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('staff.link.intro'))}</p><form method="post"><button type="submit">${escapeHtml(t('staff.link.button'))}</button></form>`));
  });

  server.post('/admin/sign-in/:token', async (request, reply) => {
    const t = (key: string, params = {}) => translate(request.language, key, params);
    // A form on another site must not sign this browser into an account of its choosing.
    if (fromOtherSite(request)) {
      return sendPlainPage(reply, 403, plainPage(request.language, t('staff.link.failedTitle'), `<h1>${escapeHtml(t('staff.link.failedTitle'))}</h1>`));
    }
    const { token } = request.params as { token: string };
    const ctx = await deps.createContext(request, reply);
    const result = await signInWithLink(ctx, token);
    if (result.__typename !== 'StaffSignInSuccess') {
      const title = t('staff.link.failedTitle');
      return sendPlainPage(reply, 410, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(result.message)}</p>`));
    }
    const title = t('staff.link.title', { shop: request.shop.name });
    const signedIn = t('staff.link.signedIn', { name: result.staff.name, email: result.staff.email, days: STAFF_SESSION_DAYS });
    return sendPlainPage(reply, 200, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(signedIn)}</p><p>${escapeHtml(t('staff.link.setPassword'))}</p>${passwordForm(request)}`));
  });
}
